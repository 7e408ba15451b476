/**
 * Promotion codes: what an admin creates (a percent or an amount off, for some packages or all, for
 * first orders only or not, between a start and an end, up to a number of uses), the customer's
 * "Add a promotion code" at the builder's review step, and the rule of who pays for a discount.
 * Stripe holds the codes (a coupon and its promotion code); these are the words and rules around them.
 */
import { z } from "zod";
import { ADD_ON_KEYS, ADD_ONS, PACKAGE_KEYS, PACKAGES, type AddOnKey, type PackageKey } from "../catalogue";
import { formatCents } from "../format";
import { artistShareCents } from "../studio";

/** A code as customers type it: letters, digits and dashes (Stripe's own rule), kept upper case. */
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9-]+$/;
export const PROMOTION_CODE_MAX_LENGTH = 30;

/** The customer's messages, in our words, for each reason Stripe (or our start date) refuses a code. */
export const PROMOTION_MESSAGES = {
  unknown: "We don't recognise that code. Check it and try again.",
  inactive: "This code isn't active.",
  notStarted: "This code can't be used yet.",
  expired: "This code has expired.",
  usedUp: "This code has been used up.",
  firstOrderOnly: "This code is for a first order only, and you've ordered with us before.",
  notForPackage: (pkg: PackageKey) => `This code isn't for the ${PACKAGES[pkg].name}.`,
  unavailable: "We couldn't check that code just now. Try again in a moment.",
  applied: (code: string, offCents: number) => `${code} applied: ${formatCents(offCents)} off.`,
  usedOnOrder: "The customer used a promotion code; your share is on the full price.",
} as const;

/** Why a code cannot be redeemed, the keys of `PROMOTION_MESSAGES` a refusal can name. */
export type PromotionRefusal =
  "unknown" | "inactive" | "notStarted" | "expired" | "usedUp" | "firstOrderOnly" | "notForPackage";

/** The customer's message for a refusal, for the package they chose. */
export function promotionRefusalMessage(refusal: PromotionRefusal, pkg: PackageKey): string {
  return refusal === "notForPackage" ? PROMOTION_MESSAGES.notForPackage(pkg) : PROMOTION_MESSAGES[refusal];
}

/**
 * Stripe's words for a promotion code it will not redeem (`This promotion code cannot be redeemed
 * because ...`, `Coupon expired: ...`, `... does not apply to any of this session's line items`),
 * as a refusal; null for any other error.
 */
export function promotionRefusalOfStripeMessage(message: string): PromotionRefusal | null {
  const text = message.toLowerCase();
  if (text.includes("maximum number of times")) return "usedUp";
  if (text.includes("prior transactions")) return "firstOrderOnly";
  if (text.includes("has expired") || text.startsWith("coupon expired")) return "expired";
  if (text.includes("is inactive")) return "inactive";
  if (text.includes("does not apply to")) return "notForPackage";
  if (text.includes("no such promotion code")) return "unknown";
  if (text.includes("cannot be redeemed")) return "inactive";
  return null;
}

/**
 * THE RULE of who pays for a discount: the platform funds promotions, so the artist's share of an
 * order is computed on its price before any discount (the same share as without a code); the
 * discount comes out of the marketplace's part alone. The ledger's release entry uses this.
 */
export function artistShareOfOrder(pkg: PackageKey, addOns: readonly string[]): number {
  return artistShareCents(pkg, addOns);
}

const code = z
  .string()
  .trim()
  .min(1, "Enter a promotion code")
  .max(PROMOTION_CODE_MAX_LENGTH, `A code is at most ${PROMOTION_CODE_MAX_LENGTH} characters`)
  .regex(PROMOTION_CODE_PATTERN, "Use letters, digits and dashes only")
  .transform((value) => value.toUpperCase());

/** The promotion code a customer typed, as sent with the checkout and to check it. */
export const promotionCodeTextSchema = code;

/** `POST /api/checkout/promotion-code` (signed in): a code for the package chosen. */
export const promotionCheckRequestSchema = z.strictObject({
  code,
  package: z.enum(PACKAGE_KEYS, "Choose a package"),
  addOns: z.array(z.enum(ADD_ON_KEYS)).max(ADD_ON_KEYS.length).default([]),
});
export type PromotionCheckRequest = z.infer<typeof promotionCheckRequestSchema>;

/** The answer: the code applies (with what it takes off), or the customer's message why not. */
export const promotionCheckResponseSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), code: z.string(), discountCents: z.number().int(), message: z.string() }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type PromotionCheckResponse = z.infer<typeof promotionCheckResponseSchema>;

const isoDateTime = z.iso.datetime({ offset: true, message: "Enter a date and time" });

/** `POST /api/admin/promotions` (admins): a new promotion code, created at Stripe as a coupon and its code. */
export const promotionCreateRequestSchema = z
  .strictObject({
    code,
    kind: z.enum(["percent", "amount"], "Choose percent or amount off"),
    percentOff: z.number().int("A whole percent").min(1, "At least 1%").max(100, "At most 100%").optional(),
    amountOffCents: z.number().int("Whole cents").min(1, "At least 1 cent").max(100_000, "At most $1,000").optional(),
    /** Empty: every package. */
    packages: z.array(z.enum(PACKAGE_KEYS)).max(PACKAGE_KEYS.length).default([]),
    firstOrderOnly: z.boolean().default(false),
    startsAt: isoDateTime.nullable().default(null),
    endsAt: isoDateTime.nullable().default(null),
    maxRedemptions: z.number().int("A whole number").min(1, "At least 1").max(1_000_000).nullable().default(null),
    active: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.kind === "percent" && value.percentOff === undefined)
      ctx.addIssue({ code: "custom", path: ["percentOff"], message: "Enter the percent off" });
    if (value.kind === "amount" && value.amountOffCents === undefined)
      ctx.addIssue({ code: "custom", path: ["amountOffCents"], message: "Enter the amount off" });
    if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt))
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The end must be after the start" });
  });
export type PromotionCreateRequest = z.output<typeof promotionCreateRequestSchema>;

/** One promotion code as the admins' list shows it, with its uses so far. */
export const promotionViewSchema = z.object({
  id: z.string(),
  code: z.string(),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().int().nullable(),
  packages: z.array(z.enum(PACKAGE_KEYS)),
  firstOrderOnly: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  timesRedeemed: z.number().int(),
  active: z.boolean(),
});
export type PromotionView = z.infer<typeof promotionViewSchema>;

/** `GET /api/admin/promotions?cursor=`: a page of codes, newest first. */
export const promotionsPageSchema = z.object({
  promotions: z.array(promotionViewSchema),
  nextCursor: z.string().nullable(),
});
export type PromotionsPage = z.infer<typeof promotionsPageSchema>;

export const promotionsQuerySchema = z.strictObject({ cursor: z.string().max(255).optional() });

/**
 * `PATCH /api/admin/promotions/:promotionId` (admins): a code turned off or back on. Stripe lets a
 * promotion code's `active` (and its metadata and currency restrictions) change, nothing else: the
 * discount, the packages, the dates and the uses are fixed once it is created.
 */
export const promotionUpdateRequestSchema = z.strictObject({
  active: z.boolean("Choose active or not"),
});
export type PromotionUpdateRequest = z.infer<typeof promotionUpdateRequestSchema>;

/** A Stripe promotion code's id, as the route names it. */
export const promotionParamsSchema = z.object({
  promotionId: z.string().regex(/^promo_[A-Za-z0-9]{1,64}$/, "No such promotion code."),
});

/** A page of the admins' list. */
export const PROMOTIONS_PAGE_SIZE = 20;

/** What an order records of the code its customer used (cents off the list price, as Stripe took them). */
export const orderPromotionSchema = z.object({ code: z.string(), amountOffCents: z.number().int().min(0) });
export type OrderPromotion = z.infer<typeof orderPromotionSchema>;

/** The admins' Promotions page. */
export const PROMOTIONS_TEXT = {
  title: "Promotions",
  lead: "Promotion codes customers can add at checkout. The marketplace funds every discount: artists' shares are on the full price.",
  createTitle: "Create a code",
  created: (code: string) => `${code} created.`,
  createFailed: "The code couldn't be created. Try again.",
  listTitle: "Codes",
  noCodes: "No promotion codes yet.",
  loadFailed: "The promotion codes couldn't be loaded.",
  more: "Show more codes",
  deactivate: "Turn off",
  activate: "Turn on",
  deactivated: (code: string) => `${code} turned off: customers can no longer use it.`,
  activated: (code: string) => `${code} turned on.`,
  updateFailed: "The code couldn't be changed. Try again.",
} as const;

/** What a coupon takes off, as the admins set it: a percent, or an amount in cents; for some packages or all. */
export interface PromotionTerms {
  percentOff: number | null;
  amountOffCents: number | null;
  /** Empty: every package, and the discount applies to the whole order; else only the package's price. */
  packages: readonly PackageKey[];
}

/**
 * The cents a code takes off an order, as Stripe computes a Checkout Session's discount: a percent
 * of each discounted line item rounded to the cent, or the amount off up to what it discounts. With
 * packages named, only the package's line item is discounted (the coupon applies to its product).
 */
export function promotionDiscountCents(terms: PromotionTerms, pkg: PackageKey, addOns: readonly AddOnKey[]): number {
  const items =
    terms.packages.length > 0
      ? [PACKAGES[pkg].priceCents]
      : [PACKAGES[pkg].priceCents, ...[...new Set(addOns)].map((key) => ADD_ONS[key].priceCents)];
  if (terms.percentOff !== null)
    return items.reduce((sum, cents) => sum + Math.round((cents * (terms.percentOff ?? 0)) / 100), 0);
  return Math.min(
    terms.amountOffCents ?? 0,
    items.reduce((sum, cents) => sum + cents, 0),
  );
}
