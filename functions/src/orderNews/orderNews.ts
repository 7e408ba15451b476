import type { Firestore } from "firebase-admin/firestore";
import { z } from "zod";
import type { OrderNewsMoments } from "@songs/domain";
import { count, orNull, storedRecord, timestamp } from "../adapters/firestore/storedRecord";

const COLLECTION = "orderNews";

const moment = z.object({ name: z.string(), at: timestamp });

/**
 * `orderNews/{orderId}` as stored before the order held its news (`orders/*`' `news`, written by
 * the order's writer): each moment merged in as it happened, and what the customer last saw.
 */
const newsRecord = storedRecord(
  z.object({
    orderId: z.string(),
    userId: z.string(),
    /** How many questions waited for an answer, and the last one's asker and time (absent until one was asked). */
    question: z.object({ open: count, name: z.string().optional(), at: timestamp.optional() }).optional(),
    giftOpened: moment.optional(),
    giftThanked: moment.optional(),
    seenAt: orNull(timestamp),
    seenSongVersion: count,
  }),
  { id: "orderId" },
);

/** The moments a news document recorded. */
function momentsIn(news: ReturnType<typeof newsRecord.read>): OrderNewsMoments {
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

/**
 * The owner of `orderNews/{orderId}`: what was new on an order for its customer before the order
 * held it. Nothing writes it any more: `npm run migrate:bounded-reads` (step `orderNews`) copies
 * each onto its order, and an account's deletion forgets those left.
 */
export function orderNews(db: Firestore) {
  const collection = db.collection(COLLECTION);
  return {
    /** Forgets what was new on these orders (an account's deletion). */
    async forget(orderIds: readonly string[]): Promise<void> {
      if (orderIds.length === 0) return;
      const batch = db.batch();
      for (const id of orderIds) batch.delete(collection.doc(id));
      await batch.commit();
    },

    /** The moments recorded for those of these orders that have a news document, in one batched read. */
    async momentsOf(orderIds: readonly string[]): Promise<Map<string, OrderNewsMoments>> {
      if (orderIds.length === 0) return new Map();
      const snapshots = await db.getAll(...orderIds.map((id) => collection.doc(id)));
      return new Map(
        snapshots.flatMap((snapshot) => {
          const news = newsRecord.readIfExists(snapshot);
          return news ? [[snapshot.id, momentsIn(news)] as const] : [];
        }),
      );
    },
  };
}
