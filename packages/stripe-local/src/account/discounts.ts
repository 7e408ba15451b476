/**
 * Discounts on Checkout Sessions: `discounts[0][coupon]` or `discounts[0][promotion_code]`,
 * checked as Stripe checks them when the session is created and again when it is paid (a code used
 * up or switched off in between is refused then), applied to the line items the coupon applies to,
 * and counted (`times_redeemed`) when the session completes.
 */
import { StripeLocalError, invalid, noSuch } from "../errors";
import { type FormObject } from "../form";
import { optList, optString, rejectUnknown } from "../params";
import { type Account } from "./Account";
import { couponIsValid } from "./coupons";
import { dollars } from "./currencies";
import { newId, nowSeconds } from "./ids";
import { couponOf, getPromotionCode } from "./promotionCodes";
import { type Json, type LineItem } from "./records";
import { type RequestedDiscount, type SessionRecord } from "./SessionRecord";

/** The discount a session asked for: a coupon, or a promotion code (and the coupon it applies). */
/** Who is paying, for a promotion code's customer and first-time restrictions. */
export interface Payer {
  customer: string | null;
  email: string | null;
}

/** Reads `discounts` (one entry, a coupon or a promotion code), refusing it beside `allow_promotion_codes`. */
export function readDiscounts(params: FormObject): RequestedDiscount | null {
  const list = optList(params, "discounts");
  if (!list || list.length === 0) return null;
  if (params.allow_promotion_codes !== undefined)
    throw invalid(
      "You may only specify one of these parameters: allow_promotion_codes, discounts.",
      "allow_promotion_codes",
    );
  if (list.length > 1) throw invalid("You may only specify one discount on a Checkout Session.", "discounts");
  const entry = list[0] as FormObject;
  rejectUnknown(entry, ["coupon", "promotion_code"], "discounts[0]");
  const coupon = optString(entry, "coupon", "discounts[0][coupon]") || null;
  const promotionCode = optString(entry, "promotion_code", "discounts[0][promotion_code]") || null;
  if (coupon && promotionCode)
    throw invalid("You may only specify one of these parameters: coupon, promotion_code.", "discounts[0][coupon]");
  if (!coupon && !promotionCode) {
    throw new StripeLocalError(
      400,
      "invalid_request_error",
      "One of the following params should be provided for this request: coupon or promotion_code.",
      "parameter_missing",
      "discounts[0]",
    );
  }
  return {
    coupon,
    promotionCode,
    param: promotionCode ? "discounts[0][promotion_code]" : "discounts[0][coupon]",
  };
}

const cannotRedeem = (why: string, param: string) =>
  new StripeLocalError(
    400,
    "invalid_request_error",
    `This promotion code cannot be redeemed because ${why}.`,
    undefined,
    param,
  );

/** Whether the payer has paid the account before (a succeeded charge by the same customer or email). */
function hasPaidBefore(account: Account, payer: Payer): boolean {
  const email = payer.email?.toLowerCase();
  return [...account.charges.values()].some(
    (charge) =>
      charge.status === "succeeded" &&
      ((payer.customer !== null && charge.customer === payer.customer) ||
        (email !== undefined && ((charge.billing_details as Json).email as string | null)?.toLowerCase() === email)),
  );
}

/** The line items the coupon discounts: those of its `applies_to` products, or all. */
function eligibleItems(account: Account, couponId: string, lineItems: readonly LineItem[]): LineItem[] {
  const products = account.coupons.get(couponId)?.products ?? null;
  return products ? lineItems.filter((li) => products.includes(li.price.product)) : [...lineItems];
}

/**
 * Checks the discount as Stripe does, answering its coupon or Stripe's refusal:
 * the code exists, is active, has not expired or been used up, suits the payer and the amount; the
 * coupon is valid, in the session's currency and applies to one of its products.
 */
export function checkDiscount(
  account: Account,
  requested: RequestedDiscount,
  lineItems: readonly LineItem[],
  payer: Payer,
): { coupon: Json } | { refusal: StripeLocalError } {
  const { param } = requested;
  const currency = lineItems[0]?.currency ?? "usd";
  const subtotal = lineItems.reduce((sum, li) => sum + li.amount_subtotal, 0);
  let coupon: Json | undefined;
  try {
    if (requested.promotionCode) {
      const promotionCode = getPromotionCode(account, requested.promotionCode, param);
      coupon = couponOf(account, promotionCode);
      const expiresAt = promotionCode.expires_at as number | null;
      const max = promotionCode.max_redemptions as number | null;
      const restrictions = promotionCode.restrictions as Json;
      const minimum = restrictions.minimum_amount as number | null;
      if (!promotionCode.active) throw cannotRedeem("it is inactive", param);
      if (expiresAt !== null && nowSeconds() > expiresAt) throw cannotRedeem("it has expired", param);
      if (max !== null && (promotionCode.times_redeemed as number) >= max)
        throw cannotRedeem("it has been used the maximum number of times", param);
      if (promotionCode.customer !== null && promotionCode.customer !== payer.customer)
        throw cannotRedeem("it is restricted to a different customer", param);
      if (restrictions.first_time_transaction === true && hasPaidBefore(account, payer))
        throw cannotRedeem("the associated customer has prior transactions", param);
      if (minimum !== null && (restrictions.minimum_amount_currency !== currency || subtotal < minimum))
        throw cannotRedeem(`the order is below its minimum amount of ${dollars(minimum)}`, param);
    } else {
      coupon = account.coupons.get(requested.coupon as string)?.coupon;
      if (!coupon) throw noSuch("coupon", requested.coupon as string, param);
    }
    if (!coupon || !couponIsValid(coupon)) {
      const id = coupon?.id ?? ((requested.coupon ?? "") as string);
      throw new StripeLocalError(400, "invalid_request_error", `Coupon expired: ${id}`, "coupon_expired", param);
    }
    if (coupon.amount_off !== null && coupon.currency !== currency) {
      throw invalid(
        `The coupon ${coupon.id as string} is in ${coupon.currency as string} and cannot discount a session in ${currency}.`,
        param,
      );
    }
    if (eligibleItems(account, coupon.id as string, lineItems).length === 0)
      throw invalid(`The coupon ${coupon.id as string} does not apply to any of this session's line items.`, param);
    return { coupon };
  } catch (err) {
    if (err instanceof StripeLocalError) return { refusal: err };
    throw err;
  }
}

/** Splits `total` over `amounts` in proportion, the cents left by rounding down going to the largest first. */
function allocate(total: number, amounts: readonly number[]): number[] {
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (sum === 0) return amounts.map(() => 0);
  const shares = amounts.map((a) => Math.floor((total * a) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = amounts.map((a, i) => [a, i] as const).sort((x, y) => y[0] - x[0]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) {
    const i = order[k]?.[1] ?? 0;
    shares[i] = (shares[i] ?? 0) + 1;
  }
  return shares;
}

/**
 * Applies the checked discount to the session: each eligible line item's `amount_discount` and
 * `amount_total`, the session's `amount_total`, `total_details.amount_discount` and `discounts`,
 * and the discount objects a line item's expanded `discounts` shows.
 */
export function applyDiscount(
  account: Account,
  record: SessionRecord,
  requested: RequestedDiscount,
  coupon: Json,
): void {
  const { session, lineItems } = record;
  const eligible = eligibleItems(account, coupon.id as string, lineItems);
  const eligibleSubtotal = eligible.reduce((sum, li) => sum + li.amount_subtotal, 0);
  const discount = {
    id: newId("di_"),
    object: "discount",
    checkout_session: session.id,
    customer: session.customer,
    customer_account: null,
    end: null,
    invoice: null,
    invoice_item: null,
    promotion_code: requested.promotionCode,
    source: { coupon: coupon.id, type: "coupon" },
    start: session.created,
    subscription: null,
    subscription_item: null,
  };
  const amounts =
    coupon.percent_off !== null
      ? eligible.map((li) => Math.round((li.amount_subtotal * (coupon.percent_off as number)) / 100))
      : allocate(
          Math.min(coupon.amount_off as number, eligibleSubtotal),
          eligible.map((li) => li.amount_subtotal),
        );
  eligible.forEach((li, i) => {
    const amount = amounts[i] ?? 0;
    li.amount_discount = amount;
    li.amount_total = li.amount_subtotal - amount;
    account.lineItemDiscounts.set(li.id, [{ amount, discount }]);
  });
  const total = amounts.reduce((a, b) => a + b, 0);
  session.amount_total = session.amount_subtotal - total;
  session.total_details.amount_discount = total;
  session.discounts = [{ coupon: coupon.id as string, promotion_code: requested.promotionCode }];
  const code = requested.promotionCode
    ? account.promotionCodes.get(requested.promotionCode)?.promotionCode.code
    : undefined;
  const label = (code ?? coupon.name ?? coupon.id) as string;
  record.discount = { requested, discount, amount: total, label };
}

/** The refusal of the session's discount at payment, if it can no longer be redeemed (null when it can, or there is none). */
export function discountRefusalAtPayment(account: Account, record: SessionRecord, payer: Payer): string | null {
  if (!record.discount) return null;
  const checked = checkDiscount(account, record.discount.requested, record.lineItems, payer);
  return "refusal" in checked ? checked.refusal.message : null;
}

/** Counts the redemption of the session's discount when the session completes. */
export function redeemDiscount(account: Account, record: SessionRecord): void {
  if (!record.discount) return;
  const { promotionCode, coupon } = record.discount.requested;
  const code = promotionCode ? account.promotionCodes.get(promotionCode)?.promotionCode : undefined;
  if (code) code.times_redeemed = (code.times_redeemed as number) + 1;
  const couponId = code ? ((code.promotion as Json).coupon as string) : coupon;
  const couponRecord = couponId ? account.coupons.get(couponId) : undefined;
  if (couponRecord) couponRecord.coupon.times_redeemed = (couponRecord.coupon.times_redeemed as number) + 1;
}

/** A session's total discount with its discount object, for an expanded `total_details.breakdown`. */
export function discountBreakdown(record: SessionRecord | undefined): Json {
  const applied = record?.discount;
  return { discounts: applied ? [{ amount: applied.amount, discount: applied.discount }] : [], taxes: [] };
}
