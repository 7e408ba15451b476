import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import {
  PACKAGE_KEYS,
  PROMOTIONS_PAGE_SIZE,
  type PackageKey,
  type PromotionCreateRequest,
  type PromotionsPage,
  type PromotionUpdateRequest,
  type PromotionView,
} from "@songs/domain";
import { CURRENCY, ensureStripeCatalogue, stripeCatalogueStore } from "../stripe";

/**
 * Promotion codes live at Stripe (a coupon and its promotion code): Stripe counts the uses and
 * refuses what is expired or used up. What Stripe has no field for is kept in the code's metadata:
 * the packages it is for (by our key; the coupon's `applies_to` holds their products) and its start.
 */
const META = { packages: "packages", startsAt: "starts_at" } as const;

const EXPAND_COUPON = ["promotion.coupon"];

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const isoOf = (unix: number | null | undefined) => (unix ? new Date(unix * 1000).toISOString() : null);

/** The coupon a promotion code applies (expanded when it was read). */
export function couponOf(promotionCode: Stripe.PromotionCode): Stripe.Coupon | null {
  const coupon = promotionCode.promotion.coupon;
  return coupon && typeof coupon === "object" ? coupon : null;
}

/** The packages a code is for (empty: every package). */
export function packagesOf(promotionCode: Stripe.PromotionCode): PackageKey[] {
  const listed = (promotionCode.metadata?.[META.packages] ?? "").split(",");
  return PACKAGE_KEYS.filter((key) => listed.includes(key));
}

/** When the code starts working (null: at once). */
export const startsAtOf = (promotionCode: Stripe.PromotionCode): string | null =>
  promotionCode.metadata?.[META.startsAt] || null;

/** The code as the admins' list shows it. */
export function promotionView(promotionCode: Stripe.PromotionCode): PromotionView {
  const coupon = couponOf(promotionCode);
  return {
    id: promotionCode.id,
    code: promotionCode.code,
    percentOff: coupon?.percent_off ?? null,
    amountOffCents: coupon?.amount_off ?? null,
    packages: packagesOf(promotionCode),
    firstOrderOnly: promotionCode.restrictions.first_time_transaction,
    startsAt: startsAtOf(promotionCode),
    endsAt: isoOf(promotionCode.expires_at),
    maxRedemptions: promotionCode.max_redemptions,
    timesRedeemed: promotionCode.times_redeemed,
    active: promotionCode.active,
  };
}

/** The Stripe products of the packages (the catalogue seeded first, so checkout sells those products). */
async function packageProducts(db: Firestore, stripe: Stripe, packages: readonly PackageKey[]): Promise<string[]> {
  let stored = await stripeCatalogueStore(db).read();
  if (!stored) {
    stored = await ensureStripeCatalogue(stripe);
    await stripeCatalogueStore(db).save(stored);
  }
  const catalogue = stored;
  const prices = await Promise.all(packages.map((key) => stripe.prices.retrieve(catalogue.packages[key])));
  return prices.map((price) => (typeof price.product === "string" ? price.product : price.product.id));
}

/** Creates the coupon and its promotion code at Stripe, as the admin set them. */
export async function createStripePromotion(
  deps: { db: Firestore; stripe: Stripe },
  input: PromotionCreateRequest,
): Promise<PromotionView> {
  const { db, stripe } = deps;
  const products = input.packages.length > 0 ? await packageProducts(db, stripe, input.packages) : [];
  const coupon = await stripe.coupons.create({
    duration: "once",
    name: input.code,
    ...(input.kind === "percent"
      ? { percent_off: input.percentOff }
      : { amount_off: input.amountOffCents, currency: CURRENCY }),
    ...(products.length > 0 ? { applies_to: { products } } : {}),
  });
  const promotionCode = await stripe.promotionCodes.create({
    promotion: { type: "coupon", coupon: coupon.id },
    code: input.code,
    active: input.active,
    ...(input.endsAt ? { expires_at: seconds(input.endsAt) } : {}),
    ...(input.maxRedemptions !== null ? { max_redemptions: input.maxRedemptions } : {}),
    restrictions: { first_time_transaction: input.firstOrderOnly },
    metadata: { [META.packages]: input.packages.join(","), [META.startsAt]: input.startsAt ?? "" },
    expand: EXPAND_COUPON,
  });
  return promotionView(promotionCode);
}

/** Stripe's answer to a refused request (a duplicate active code, a bad date), for the admin to correct. */
export function stripeRefusalOf(error: unknown): { message: string; param: string | null; code: string | null } | null {
  const { type, message, param, code } = error as {
    type?: unknown;
    message?: unknown;
    param?: unknown;
    code?: unknown;
  };
  if (type !== "StripeInvalidRequestError" || typeof message !== "string") return null;
  return { message, param: typeof param === "string" ? param : null, code: typeof code === "string" ? code : null };
}

/** Turns a code off or back on at Stripe (the one change Stripe allows that the admins need). */
export async function updateStripePromotion(
  stripe: Stripe,
  promotionId: string,
  input: PromotionUpdateRequest,
): Promise<PromotionView> {
  const promotionCode = await stripe.promotionCodes.update(promotionId, {
    active: input.active,
    expand: EXPAND_COUPON,
  });
  return promotionView(promotionCode);
}

/** A page of the codes, newest first (Stripe's own paging: the cursor is the last code's id). */
export async function pageStripePromotions(stripe: Stripe, cursor?: string): Promise<PromotionsPage> {
  const page = await stripe.promotionCodes.list({
    limit: PROMOTIONS_PAGE_SIZE,
    ...(cursor ? { starting_after: cursor } : {}),
    expand: EXPAND_COUPON.map((path) => `data.${path}`),
  });
  const promotions = page.data.map(promotionView);
  return { promotions, nextCursor: page.has_more ? (promotions.at(-1)?.id ?? null) : null };
}

/** The code a customer typed (regardless of case), an active one first; null when Stripe has none. */
export async function findStripePromotion(stripe: Stripe, code: string): Promise<Stripe.PromotionCode | null> {
  const expand = EXPAND_COUPON.map((path) => `data.${path}`);
  const active = await stripe.promotionCodes.list({ code, active: true, limit: 1, expand });
  if (active.data[0]) return active.data[0];
  const any = await stripe.promotionCodes.list({ code, limit: 1, expand });
  return any.data[0] ?? null;
}
