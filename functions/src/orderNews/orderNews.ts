import { Timestamp, type DocumentData, type Firestore, type Transaction } from "firebase-admin/firestore";
import type { OrderNewsMoments } from "@songs/domain";
import { dateOrNull, numberOr, text } from "../adapters/firestore/documentFields";

const COLLECTION = "orderNews";

/** A moment another capability records for the order's customer, in its own transaction. */
export type NewsMoment =
  /** A question was asked (`askedBy` its asker) or answered: `open` questions of the order now wait for an answer. */
  | { kind: "questions_open"; open: number; askedBy?: string }
  | { kind: "gift_opened"; name: string }
  | { kind: "gift_thanked"; name: string };

const NONE: OrderNewsMoments = { seenAt: null, seenSongVersion: 0 };

function momentOf(value: unknown): { name: string; at: Date } | undefined {
  const fields = value as { name?: unknown; at?: unknown } | null | undefined;
  const at = dateOrNull(fields?.at);
  return fields && at ? { name: text(fields.name), at } : undefined;
}

function momentsFromData(data: DocumentData | undefined): OrderNewsMoments {
  if (!data) return NONE;
  const question = momentOf(data.question);
  const giftOpened = momentOf(data.giftOpened);
  const giftThanked = momentOf(data.giftThanked);
  return {
    ...(question
      ? { question: { ...question, open: Math.max(0, numberOr((data.question as { open?: unknown }).open, 0)) } }
      : {}),
    ...(giftOpened ? { giftOpened } : {}),
    ...(giftThanked ? { giftThanked } : {}),
    seenAt: dateOrNull(data.seenAt),
    seenSongVersion: numberOr(data.seenSongVersion, 0),
  };
}

/** The fields a moment sets (merged into the order's news document; no read needed). */
function momentData(moment: NewsMoment, at: Date): DocumentData {
  const when = Timestamp.fromDate(at);
  switch (moment.kind) {
    case "questions_open":
      return {
        question: { open: moment.open, ...(moment.askedBy === undefined ? {} : { name: moment.askedBy, at: when }) },
      };
    case "gift_opened":
      return { giftOpened: { name: moment.name, at: when } };
    case "gift_thanked":
      return { giftThanked: { name: moment.name, at: when } };
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
      transaction.set(collection.doc(order.id), { userId: order.userId, ...momentData(moment, at) }, { merge: true });
    },

    /** The customer opened the order's details: what they saw is no longer new. */
    async markSeen(order: { id: string; userId: string; songVersion: number }, at: Date): Promise<void> {
      await collection
        .doc(order.id)
        .set(
          { userId: order.userId, seenAt: Timestamp.fromDate(at), seenSongVersion: order.songVersion },
          { merge: true },
        );
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
      return new Map(snapshots.map((snapshot) => [snapshot.id, momentsFromData(snapshot.data())]));
    },
  };
}
