import { ADD_ONS, PACKAGES, type AddOnKey, type PackageKey } from "../catalogue";
import { needsShippingAddress } from "../deliverables";

/**
 * A song gift: a song paid for by a giver that its recipient orders with their own story (not a
 * "gift", which is a finished song delivered to someone on a chosen day). Sold, it is money the
 * marketplace owes (a liability) until it is redeemed as an order; refunded, it stops working.
 */

/** The redeem code's randomness: 128 bits, from the platform's cryptographic source. */
export const SONG_GIFT_CODE_BYTES = 16;
/** A song gift's value never expires sooner than this. */
export const SONG_GIFT_VALID_YEARS = 5;
/** Redemption attempts (right or wrong code) per account and per address, each hour. */
export const SONG_GIFT_REDEEMS_PER_ACCOUNT_PER_HOUR = 10;
export const SONG_GIFT_REDEEMS_PER_IP_PER_HOUR = 30;
/** Resends of the arrival email and recipient changes per song gift, each hour. */
export const SONG_GIFT_CHANGES_PER_HOUR = 5;
/** The security event a wrong redeem code is counted as. */
export const SONG_GIFT_WRONG_CODE_EVENT = "song_gift_wrong_code" as const;

/** The builder's note while it builds the order a song gift pays for. */
export const SONG_GIFT_APPLIED =
  "Your song gift is applied: what it covers costs nothing, and you pay only for anything you add.";

export const SONG_GIFT_STATES = ["awaiting_payment", "sold", "redeemed", "refunded"] as const;
export type SongGiftState = (typeof SONG_GIFT_STATES)[number];

export const SONG_GIFT_MESSAGES = {
  codeRequired: "Enter the gift code from your email",
  wrongCode: "This gift code is not valid. Check the code in your email.",
  alreadyRedeemed: "This song gift has already been redeemed.",
  refunded: "This song gift was refunded and can no longer be used.",
  notPaid: "This song gift is not paid for yet.",
  expired: "This song gift has expired.",
  tooManyAttempts: "Too many gift code attempts. Please try again later.",
  tooManyChanges: "Too many changes to this gift. Please try again later.",
  notRefundable: "Only a song gift that is not redeemed can be refunded.",
  beingRedeemed: "This song gift is being redeemed right now (its payment is open). Try again once it closes.",
  notChangeable: "A redeemed or refunded song gift can no longer be changed.",
  giftNotFound: "Song gift not found",
  addressRequired: "Enter where we post the items of your order.",
} as const;

/** What a song gift covers: a package and its add-ons. */
export interface SongGiftCover {
  package: PackageKey;
  addOns: readonly AddOnKey[];
}

/**
 * What the recipient pays for an order made with a song gift, in cents: a bigger package's price
 * difference plus each add-on the gift does not cover. A smaller package or fewer add-ons cost
 * nothing (and are not refunded: the gift is its value once, as an order).
 */
export function songGiftDifferenceCents(covered: SongGiftCover, chosen: SongGiftCover): number {
  const packageCents = Math.max(0, PACKAGES[chosen.package].priceCents - PACKAGES[covered.package].priceCents);
  const extraAddOns = [...new Set(chosen.addOns)].filter((key) => !covered.addOns.includes(key));
  return extraAddOns.reduce((total, key) => total + ADD_ONS[key].priceCents, packageCents);
}

/**
 * What a song gift's order was paid, as the records say: the gift's amount (its giver's charge)
 * and the difference its recipient paid for what the gift does not cover (none when it covers all).
 */
export const songGiftOrderPaidCents = (gift: SongGiftCover & { amountCents: number }, order: SongGiftCover): number =>
  gift.amountCents + songGiftDifferenceCents(gift, order);

/**
 * Whether the builder asks for the postal address itself: the gift pays the whole order (no
 * Checkout, which would ask for it) and the order holds something to post (the CD, the print).
 */
export function songGiftCollectsAddress(covered: SongGiftCover, chosen: SongGiftCover): boolean {
  return songGiftDifferenceCents(covered, chosen) === 0 && needsShippingAddress(chosen);
}

/** When a song gift bought at `soldAt` stops working: never sooner than SONG_GIFT_VALID_YEARS. */
export function songGiftValidUntil(soldAt: Date): Date {
  const until = new Date(soldAt.getTime());
  until.setUTCFullYear(until.getUTCFullYear() + SONG_GIFT_VALID_YEARS);
  return until;
}

/**
 * The money of song gifts, kept as running totals (the business view reads them, never the gifts):
 * sold is a liability until redeemed; outstanding = sold - redeemed - refunded.
 */
export interface SongGiftTotals {
  soldCount: number;
  soldCents: number;
  redeemedCount: number;
  redeemedCents: number;
  refundedCount: number;
  refundedCents: number;
}

export function outstandingOf(totals: SongGiftTotals): { count: number; cents: number } {
  return {
    count: totals.soldCount - totals.redeemedCount - totals.refundedCount,
    cents: totals.soldCents - totals.redeemedCents - totals.refundedCents,
  };
}

/** `GET /api/admin/song-gifts/totals`: the running totals and what is outstanding of them. */
export interface SongGiftTotalsReport extends SongGiftTotals {
  outstanding: { count: number; cents: number };
}

export function songGiftTotalsReport(totals: SongGiftTotals): SongGiftTotalsReport {
  return { ...totals, outstanding: outstandingOf(totals) };
}
