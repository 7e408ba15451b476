import { createHash } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import {
  ADD_ONS,
  businessDayKey,
  dueDate,
  emptyBusinessDay,
  PACKAGES,
  type BusinessFact,
  type PackageKey,
} from "@songs/domain";
import { businessDays } from "../../functions/src/business";

/**
 * Ninety days of demo business before today, so the admins' dashboard (`/admin`) draws something:
 * each day's orders with their accepts, deliveries and refunds, made up from the day's date (the
 * same date always gives the same day), with a quiet day without orders now and then. Written
 * through the aggregate's owner (`businessDays(...).add`, the lifecycle's own write), and only into
 * days that count nothing yet, so seeding again (a restarted stack, a suite that wants them back)
 * never counts a day twice and never touches a day real orders moved. Not orders: the demo's
 * orders and lists stay as they are; `npm run migrate:bounded-reads` recomputes the days from the
 * orders and so leaves only what real orders account for.
 */
export const BUSINESS_HISTORY_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const PACKAGE_KEYS: readonly PackageKey[] = ["basic", "premium", "deluxe"];

/** A stream of numbers in [0, 1) from a name: the same day, the same business. */
function numbersFrom(name: string): () => number {
  let counter = 0;
  return () =>
    createHash("sha256")
      .update(`${name}:${(counter += 1)}`)
      .digest()
      .readUInt32BE(0) /
    2 ** 32;
}

/** The made-up facts of the orders paid on `day` (their accepts, deliveries and refunds on the days they happened). */
export function demoBusinessFacts(day: Date): BusinessFact[] {
  const next = numbersFrom(`business:${businessDayKey(day)}`);
  // About one day in eight is quiet; a weekend sells more.
  const weekend = [0, 6].includes(day.getUTCDay());
  const orders = next() < 0.12 ? 0 : 1 + Math.floor(next() * (weekend ? 7 : 5));
  const facts: BusinessFact[] = [];
  for (let index = 0; index < orders; index += 1) {
    const packageKey = PACKAGE_KEYS[Math.floor(next() * PACKAGE_KEYS.length)]!;
    const rush = next() < 0.2;
    const addOns = rush ? ["rush"] : [];
    const paidAt = new Date(day.getTime() + (8 + next() * 14) * HOUR_MS);
    facts.push({
      type: "paid",
      at: paidAt,
      totalCents: PACKAGES[packageKey].priceCents + (rush ? ADD_ONS.rush.priceCents : 0),
    });
    const acceptHours = 0.5 + next() * (next() < 0.8 ? 12 : 60);
    facts.push({ type: "accepted", at: new Date(paidAt.getTime() + acceptHours * HOUR_MS), hours: acceptHours });
    if (next() < 0.06) {
      facts.push({
        type: "refunded",
        at: new Date(paidAt.getTime() + (acceptHours + 24) * HOUR_MS),
        amountCents: PACKAGES[packageKey].priceCents,
      });
      continue;
    }
    const due = dueDate(paidAt, packageKey, addOns);
    const promisedHours = (due.getTime() - paidAt.getTime()) / HOUR_MS;
    // Most songs arrive before their promise, some a day or two after it.
    const releaseHours = Math.max(acceptHours + 6, promisedHours * (0.45 + next() * 0.7));
    const releasedAt = new Date(paidAt.getTime() + releaseHours * HOUR_MS);
    facts.push({
      type: "released",
      at: releasedAt,
      hours: releaseHours,
      onTime: releasedAt.getTime() <= due.getTime(),
    });
  }
  return facts;
}

/**
 * Adds the demo business of the BUSINESS_HISTORY_DAYS days before today's (UTC) to every one of
 * them that counts nothing yet; the facts that fall on today or later are left out. Answers the
 * days it filled.
 */
export async function seedBusinessHistory(db: Firestore, now: Date = new Date()): Promise<string[]> {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const stored = await businessDays(db).window(BUSINESS_HISTORY_DAYS, now);
  const empty = JSON.stringify(emptyBusinessDay());
  const isEmpty = (day: string) => JSON.stringify(stored.get(day) ?? emptyBusinessDay()) === empty;
  const facts: BusinessFact[] = [];
  for (let back = BUSINESS_HISTORY_DAYS + 14; back >= 1; back -= 1)
    facts.push(...demoBusinessFacts(new Date(today - back * DAY_MS)));
  const firstDay = businessDayKey(new Date(today - (BUSINESS_HISTORY_DAYS - 1) * DAY_MS));
  const kept = facts.filter(
    (fact) => fact.at.getTime() < today && businessDayKey(fact.at) >= firstDay && isEmpty(businessDayKey(fact.at)),
  );
  if (kept.length === 0) return [];
  const batch = db.batch();
  businessDays(db).add(batch, kept);
  await batch.commit();
  return [...new Set(kept.map((fact) => businessDayKey(fact.at)))];
}
