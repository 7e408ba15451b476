import type { DocumentData, Firestore, Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import type { OrderNewsMoments } from "@songs/domain";
import { count, orNull, storedRecord, timestamp } from "../adapters/firestore/storedRecord";

const COLLECTION = "orderNews";

/** A moment another capability records for the order's customer, in its own transaction. */
export type NewsMoment =
  /** A question was asked (`askedBy` its asker) or answered: `open` questions of the order now wait for an answer. */
  | { kind: "questions_open"; open: number; askedBy?: string }
  | { kind: "gift_opened"; name: string }
  | { kind: "gift_thanked"; name: string };

const moment = z.object({ name: z.string(), at: timestamp });

/** `orderNews/{orderId}` as stored: each moment merged in as it happens, and what the customer last saw. */
const newsRecord = storedRecord(
  z.object({
    orderId: z.string(),
    userId: z.string(),
    /** How many questions wait for an answer, and the last one's asker and time (absent until one was asked). */
    question: z.object({ open: count, name: z.string().optional(), at: timestamp.optional() }).optional(),
    giftOpened: moment.optional(),
    giftThanked: moment.optional(),
    seenAt: orNull(timestamp),
    seenSongVersion: count,
  }),
  { id: "orderId" },
);

/** The moments the order's news document records (none yet: nothing seen). */
function momentsIn(news: ReturnType<typeof newsRecord.read> | null): OrderNewsMoments {
  if (!news) return { seenAt: null, seenSongVersion: 0 };
  const { question, giftOpened, giftThanked, seenAt, seenSongVersion } = news;
  return {
    ...(question?.name !== undefined && question.at
      ? { question: { name: question.name, at: question.at, open: question.open } }
      : {}),
    ...(giftOpened ? { giftOpened } : {}),
    ...(giftThanked ? { giftThanked } : {}),
    seenAt,
    seenSongVersion,
  };
}

/** The fields a moment sets (merged into the order's news document; no read needed). */
function momentFields(moment: NewsMoment, at: Date): DocumentData {
  switch (moment.kind) {
    case "questions_open":
      return newsRecord.fields({
        question: { open: moment.open, ...(moment.askedBy === undefined ? {} : { name: moment.askedBy, at }) },
      });
    case "gift_opened":
      return newsRecord.fields({ giftOpened: { name: moment.name, at } });
    case "gift_thanked":
      return newsRecord.fields({ giftThanked: { name: moment.name, at } });
  }
}

/**
 * The owner of `orderNews/{orderId}`: what is new on an order for its customer (`userId`), kept by
 * the capabilities where it happens (questions, gifts) in their own transactions, and when the
 * customer last opened the order's details. The order's views read it in one batch per page of
 * orders; only the customer's own "seen" (a POST) and those moments write it.
 */
export function orderNews(db: Firestore) {
  const collection = db.collection(COLLECTION);
  return {
    /** Records `moment` on the order in `transaction` (after the transaction's reads). */
    note(transaction: Transaction, order: { id: string; userId: string }, moment: NewsMoment, at: Date): void {
      transaction.set(collection.doc(order.id), { userId: order.userId, ...momentFields(moment, at) }, { merge: true });
    },

    /** The customer opened the order's details: what they saw is no longer new. */
    async markSeen(order: { id: string; userId: string; songVersion: number }, at: Date): Promise<void> {
      await collection
        .doc(order.id)
        .set(newsRecord.fields({ userId: order.userId, seenAt: at, seenSongVersion: order.songVersion }), {
          merge: true,
        });
    },

    /** Forgets what is new on these orders (an account's deletion). */
    async forget(orderIds: readonly string[]): Promise<void> {
      if (orderIds.length === 0) return;
      const batch = db.batch();
      for (const id of orderIds) batch.delete(collection.doc(id));
      await batch.commit();
    },

    /** Each order's moments (none recorded yet: nothing seen), in one batched read. */
    async momentsOf(orderIds: readonly string[]): Promise<Map<string, OrderNewsMoments>> {
      if (orderIds.length === 0) return new Map();
      const snapshots = await db.getAll(...orderIds.map((id) => collection.doc(id)));
      return new Map(snapshots.map((snapshot) => [snapshot.id, momentsIn(newsRecord.readIfExists(snapshot))]));
    },
  };
}
