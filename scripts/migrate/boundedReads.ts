import type { Firestore } from "firebase-admin/firestore";
import { businessDays } from "../../functions/src/business";
import { artists } from "../../functions/src/catalogue";
import { rebuildLedgerTotals } from "../../functions/src/earnings";
import { followUps } from "../../functions/src/followUps";
import {
  backfillOrderNews,
  backfillOrderQueryFields,
  backfillWorkArtistNames,
  orderReads,
} from "../../functions/src/orders";
import { reviews } from "../../functions/src/reviews";
import {
  fileValidations,
  fraudAlerts,
  rebuildSince,
  securityCounts,
  securityEvents,
  type CountedRecord,
} from "../../functions/src/security";
import { runMigration, type MigrationOptions, type MigrationStep, type StepResult } from "./migrationSteps";

/**
 * The bounded reads' backfill (issue 29): what the lists and totals now query, derived from the
 * records written before it was kept, each by the operation its collection's owner exposes (the
 * same derivation the owner's writes use); and the stored fields renamed since (issue 33: the
 * follow-ups' `work` is their `action`). Totals are recomputed and SET, never incremented.
 */

/** One owner's counted records after another's: the security counts' sources. */
async function* counted(sources: AsyncIterable<CountedRecord>[]): AsyncGenerator<CountedRecord> {
  for (const source of sources) yield* source;
}

export const BOUNDED_READ_STEPS: readonly MigrationStep[] = [
  {
    name: "orders",
    stores: "orders' dueAt, searchTerms, searchIdPrefixes and work.queueTab (admin search, studio queue)",
    run: (db, options) => backfillOrderQueryFields(db, options),
  },
  {
    name: "workArtistNames",
    stores: "orders' workArtistName, the working artist's public name (the customer's order lists read no artist)",
    run: (db, options) => backfillWorkArtistNames(db, options),
  },
  {
    name: "orderNews",
    stores: "orders' news (questions, the gift, what the customer saw), copied from their orderNews documents",
    run: (db, options) => backfillOrderNews(db, options),
  },
  {
    name: "artists",
    stores: "artists' offerGenres (the roster's query)",
    run: (db, options) => artists(db).backfillOfferGenres(options),
  },
  {
    name: "followUps",
    stores: "pending follow-ups' awaitsQueue (those due beyond Cloud Tasks' 30 days)",
    run: (db, options, now) => followUps(db).backfillAwaitsQueue(options, now),
  },
  {
    name: "followUpAction",
    stores:
      "follow-ups' action (kind and payload), renamed from the field `work` they were written with before issue 33",
    run: (db, options) => followUps(db).renameLegacyActions(options),
  },
  {
    name: "reviewsRejected",
    stores: "reviews' rejected (false unless rejected), which the admins' pending queue queries",
    run: (db, options) => reviews(db).backfillRejected(options),
  },
  {
    name: "businessDays",
    stores:
      "the business at a glance per day (orders, revenue, hours to accept and deliver, on time, refunds), recomputed from every order",
    run: (db, options) => businessDays(db).rebuild(orderReads(db).businessFacts(), options),
  },
  {
    name: "failingFollowUps",
    stores: "follow-ups failed before `failing` was kept: failing and lastFailedAt (the Operations page's list)",
    run: (db, options) => followUps(db).backfillFailing(options),
  },
  {
    name: "ledgerTotals",
    stores: "the ledger's running totals, recomputed from every entry",
    run: (db, options) => rebuildLedgerTotals(db, options),
  },
  {
    name: "securityCounts",
    stores:
      "the security dashboard's day counts of the last 31 days, recomputed from events, alerts and refused uploads",
    run: (db, options, now) => {
      const since = rebuildSince(now);
      return securityCounts(db).rebuild(
        counted([
          securityEvents(db).countedSince(since),
          fraudAlerts(db).countedSince(since),
          fileValidations(db).countedSince(since),
        ]),
        options,
        now,
      );
    },
  },
];

/** `npm run migrate:bounded-reads`'s steps (all, or those named in `only`), one after another. */
export function migrateBoundedReads(db: Firestore, options: MigrationOptions): Promise<StepResult[]> {
  return runMigration(BOUNDED_READ_STEPS, db, options);
}
