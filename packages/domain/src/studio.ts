/**
 * The artists' side of the marketplace (the studio): working delivery times, the artist's share of
 * an order, and the timing of offers and invites. Every figure here is a departure the spec does not
 * state (see docs/spec-departures.md, "The artist studio").
 */
import { ADD_ONS, PACKAGES, RUSH_DELIVERY_HOURS, type AddOnKey, type PackageKey } from "./catalogue";

/**
 * Working delivery days from payment, per package: the catalogue's `deliveryDays`, which is also
 * the promise every page makes (the slow end of each of the spec's builder promises).
 */
export const PACKAGE_DELIVERY_DAYS: Readonly<Record<PackageKey, number>> = {
  basic: PACKAGES.basic.deliveryDays,
  premium: PACKAGES.premium.deliveryDays,
  deluxe: PACKAGES.deluxe.deliveryDays,
};

/** Working delivery days when the Rush Delivery add-on was bought ("24-48 hours"). */
export const RUSH_DELIVERY_DAYS = RUSH_DELIVERY_HOURS / 24;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Days the artist has from payment to delivery: rush when bought, else the package's figure. */
export function deliveryDays(packageKey: PackageKey, addOns: readonly string[]): number {
  const days = PACKAGE_DELIVERY_DAYS[packageKey];
  return addOns.includes("rush") ? Math.min(days, RUSH_DELIVERY_DAYS) : days;
}

/** When the song is due: the payment's time plus the delivery days. */
export function dueDate(paidAt: Date, packageKey: PackageKey, addOns: readonly string[]): Date {
  return new Date(paidAt.getTime() + deliveryDays(packageKey, addOns) * DAY_MS);
}

/** Whether a song due at `due` and not yet delivered is late at `now`. */
export function isOverdue(due: Date, now: Date): boolean {
  return now.getTime() > due.getTime();
}

/** The artist's share, in percent, of what their work earns (the package and the add-ons they make). */
export const ARTIST_COMMISSION_PERCENT = 70;

/** Add-ons the artist makes, so they share in them; the framed lyrics print is made by a print shop. */
export const ARTIST_EARNING_ADD_ONS: readonly AddOnKey[] = ["extra-verse", "instrumental", "rush"];

/** What the Deluxe package's CD (disc, case, printing, post) costs us; not the artist's work, so not shared. */
export const DELUXE_CD_VALUE_CENTS = 1500;

/** The base the commission applies to: the package price less its CD, plus the add-ons the artist makes. */
export function artistEarningBaseCents(packageKey: PackageKey, addOns: readonly string[]): number {
  const pkg = PACKAGES[packageKey];
  const packageCents = pkg.priceCents - (pkg.hasPhysicalItem ? DELUXE_CD_VALUE_CENTS : 0);
  const distinct = [...new Set(addOns)].filter((key): key is AddOnKey =>
    (ARTIST_EARNING_ADD_ONS as readonly string[]).includes(key),
  );
  return distinct.reduce((total, key) => total + ADD_ONS[key].priceCents, packageCents);
}

/** The artist's share of a released order in integer cents, rounded down (the marketplace keeps the fraction). */
export function artistShareCents(packageKey: PackageKey, addOns: readonly string[]): number {
  return Math.floor((artistEarningBaseCents(packageKey, addOns) * ARTIST_COMMISSION_PERCENT) / 100);
}

/** An offer not answered within this time lapses and moves on, as a decline would. */
export const OFFER_LAPSE_HOURS = 24;
export const OFFER_LAPSE_MS = OFFER_LAPSE_HOURS * HOUR_MS;

/** When nobody has accepted an order this long after it was first offered, the admins are alerted. */
export const UNCLAIMED_ALERT_HOURS = 72;
export const UNCLAIMED_ALERT_MS = UNCLAIMED_ALERT_HOURS * HOUR_MS;

/** An artist invite's link works for this long. */
export const ARTIST_INVITE_DAYS = 7;
export const ARTIST_INVITE_MS = ARTIST_INVITE_DAYS * DAY_MS;
