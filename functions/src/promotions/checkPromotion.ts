import type Stripe from "stripe";
import { promotionDiscountCents, type AddOnKey, type PackageKey, type PromotionRefusal } from "@songs/domain";
import { couponOf, findStripePromotion, packagesOf, startsAtOf } from "./stripePromotions";

/** A code that applies to the order: the Stripe promotion code to put on the Checkout Session. */
export interface ApplicablePromotion {
  ok: true;
  promotionCodeId: string;
  code: string;
  discountCents: number;
}

export type PromotionCheck = ApplicablePromotion | { ok: false; refusal: PromotionRefusal };

const refuse = (refusal: PromotionRefusal): PromotionCheck => ({ ok: false, refusal });

/** Why Stripe no longer redeems the code (its own answer: `active`, `expires_at`, `times_redeemed`, the coupon's `valid`). */
function stripeRefusal(promotionCode: Stripe.PromotionCode, now: Date): PromotionRefusal | null {
  const coupon = couponOf(promotionCode);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const usedUp = (max: number | null, times: number) => max !== null && times >= max;
  if (promotionCode.expires_at !== null && promotionCode.expires_at < nowSeconds) return "expired";
  if (usedUp(promotionCode.max_redemptions, promotionCode.times_redeemed)) return "usedUp";
  if (coupon && usedUp(coupon.max_redemptions, coupon.times_redeemed)) return "usedUp";
  if (!coupon || !coupon.valid) return "expired";
  if (!promotionCode.active) return "inactive";
  return null;
}

/**
 * Checks a promotion code for a customer's order with Stripe's answers (the code exists, is active,
 * not expired or used up), then what Stripe cannot know before payment: its start, the package
 * it is for, and whether the customer has paid before (a first-order code; `hasPaidBefore` is
 * asked only then). Stripe checks the code again when the Checkout Session is created and paid.
 */
export async function checkPromotion(
  stripe: Stripe,
  order: { code: string; package: PackageKey; addOns: readonly AddOnKey[] },
  hasPaidBefore: () => Promise<boolean>,
  now = new Date(),
): Promise<PromotionCheck> {
  const promotionCode = await findStripePromotion(stripe, order.code);
  if (!promotionCode) return refuse("unknown");
  const refusal = stripeRefusal(promotionCode, now);
  if (refusal) return refuse(refusal);
  const startsAt = startsAtOf(promotionCode);
  if (startsAt && Date.parse(startsAt) > now.getTime()) return refuse("notStarted");
  const packages = packagesOf(promotionCode);
  if (packages.length > 0 && !packages.includes(order.package)) return refuse("notForPackage");
  if (promotionCode.restrictions.first_time_transaction && (await hasPaidBefore())) return refuse("firstOrderOnly");
  const coupon = couponOf(promotionCode);
  return {
    ok: true,
    promotionCodeId: promotionCode.id,
    code: promotionCode.code,
    discountCents: promotionDiscountCents(
      { percentOff: coupon?.percent_off ?? null, amountOffCents: coupon?.amount_off ?? null, packages },
      order.package,
      order.addOns,
    ),
  };
}
