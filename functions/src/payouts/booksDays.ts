import { type Firestore, type Transaction } from "firebase-admin/firestore";
import type Stripe from "stripe";
import {
  booksDayOf,
  booksDaySchema,
  dayBefore,
  followUpOf,
  RECONCILIATION_DIFFERENCE_WORDS,
  type BooksDay,
  type FollowUp,
  type ReconciliationDifference,
} from "@songs/domain";
import { storedRecord, timestamp } from "../adapters/firestore/storedRecord";
import { runTransaction } from "../adapters/firestore/transactions";
import { followUps, type FollowUpOf } from "../followUps";
import { readBooks } from "./booksClose";

/** A closed day of the books as stored (`booksDays/{day}`): the day's aggregate, and when it was closed. */
const booksDayRecord = storedRecord(booksDaySchema.extend({ closedAt: timestamp }), { id: "day" });

/** The differences of a day as the Operations page shows them: each with its Stripe transfer and order. */
export function differencesInWords(day: string, differences: readonly ReconciliationDifference[]): string {
  const listed = differences.map(
    (difference) =>
      `${RECONCILIATION_DIFFERENCE_WORDS[difference.kind]}: ${difference.stripeTransferId ?? "no transfer"} (order ${difference.orderId ?? "unknown"})`,
  );
  return `The books of ${day} differ from the ledger. ${listed.join("; ")}`;
}

/** The books' follow-ups have this subject (not an order). */
const BOOKS_SUBJECT = "books";

/** The close of `day`, due an hour after it ends. */
export const closeBooksDayFollowUp = (day: string): FollowUp =>
  followUpOf(BOOKS_SUBJECT, { kind: "close_books_day", day });

/** The money rules checked over `day`, written by its close. */
export const checkMoneyDayFollowUp = (day: string, now: Date): FollowUp =>
  followUpOf(BOOKS_SUBJECT, { kind: "check_money_day", day }, { now });

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => booksDayOf(new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000));

/** The one owner of `booksDays/*`: the platform's books, one aggregate per closed UTC day. */
export function booksDays(db: Firestore) {
  const collection = db.collection("booksDays");
  return {
    /**
     * Closes `day`: reads its balance transactions and the ledger (`readBooks`) and writes its one
     * aggregate, in the transaction that marks the follow-up done and writes the day's money
     * check (once). Running it again rewrites the same day from the same facts.
     */
    async close(stripe: Stripe, day: string, followUpId?: string): Promise<BooksDay> {
      const span = await readBooks(db, stripe, dayStart(day), dayStart(nextDay(day)));
      const closed = {
        day,
        ...span.totals,
        balanceTransactions: span.balanceTransactions,
        stripeTransfers: span.stripeTransfers,
        ledgerTransfers: span.ledgerTransfers,
        differences: span.differences,
        closedAt: new Date(),
      };
      await runTransaction(db, async (transaction) => {
        const check = await followUps(db).prepareCreate(transaction, [checkMoneyDayFollowUp(day, closed.closedAt)]);
        transaction.set(collection.doc(day), booksDayRecord.write(closed));
        check();
        if (!followUpId) return;
        if (span.differences.length === 0)
          followUps(db).markDone(
            transaction,
            followUpId,
            `${span.balanceTransactions} balance transactions, no difference`,
          );
        // A difference stays on the Operations page (failed for good) until an admin settles it and retries the close.
        else followUps(db).markRefused(transaction, followUpId, differencesInWords(day, span.differences));
      });
      return { ...closed, closedAt: closed.closedAt.toISOString() };
    },

    /** The closed days in [from, to] (a month at most: its days read by id, 31 documents at most), oldest first. */
    async between(from: string, to: string): Promise<BooksDay[]> {
      const days: string[] = [];
      for (let day = from; day <= to && days.length < 31; day = nextDay(day)) days.push(day);
      if (days.length === 0) return [];
      const snapshots = await db.getAll(...days.map((day) => collection.doc(day)));
      return snapshots
        .filter((doc) => doc.exists)
        .map((doc) => {
          const record = booksDayRecord.read(doc);
          return { ...record, closedAt: record.closedAt.toISOString() };
        });
    },

    /**
     * Writes yesterday's close once (its id is the day's): called by every sweep, so each UTC day is
     * closed an hour after it ends without a chain of follow-ups to break.
     */
    async scheduleClose(now: Date = new Date()): Promise<void> {
      const yesterday = dayBefore(booksDayOf(now));
      await runTransaction(db, async (transaction: Transaction) => {
        const write = await followUps(db).prepareCreate(transaction, [closeBooksDayFollowUp(yesterday)]);
        write();
      });
    },
  };
}

/** The payouts capability's close of a day of the books. */
export const closeBooksDay = (db: Firestore, stripe: Stripe, record: FollowUpOf<"close_books_day">) =>
  booksDays(db).close(stripe, record.action.day, record.id);
