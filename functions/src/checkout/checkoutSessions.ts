import { FieldValue, Timestamp, type Firestore, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { z } from "zod";
import { ADD_ON_KEYS, orderStoryFields, PACKAGE_KEYS } from "@songs/domain";
import { orNull, storedRecord, timestamp, type Writable } from "../adapters/firestore/storedRecord";

/** The gift delivery chosen in the builder, as the order under its session keeps it. */
const storedGiftDelivery = z.object({
  recipientEmail: z.string(),
  senderName: z.string(),
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  message: z.string(),
  allowDownload: z.boolean(),
});

/**
 * The order as kept under its Checkout Session until payment, with the gift delivery chosen in the
 * builder, which the gifts capability keeps once the order is paid.
 */
const storedCheckoutOrder = z.object({
  ...orderStoryFields,
  package: z.enum(PACKAGE_KEYS),
  addOns: z.array(z.enum(ADD_ON_KEYS)),
  /** The artist the customer chose (null for "any available artist"). */
  artistId: z.string().nullable(),
  /** Absent on a session kept before the builder offered a gift. */
  gift: orNull(storedGiftDelivery),
});
export type CheckoutOrder = z.output<typeof storedCheckoutOrder>;

const CHECKOUT_SESSION_STATUSES = ["open", "completed", "expired"] as const;
export type CheckoutSessionStatus = (typeof CHECKOUT_SESSION_STATUSES)[number];

/** `checkoutSessions/{stripeSessionId}`: the draft and amount a payment is for. */
const storedCheckoutSession = z.object({
  id: z.string(),
  userId: z.string(),
  order: storedCheckoutOrder,
  amountCents: z.number().int(),
  ip: z.string(),
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  /** The promotion code the session carries (null without one); Stripe's session says what it took off. */
  promotionCode: orNull(z.string()),
  /** The song gift this payment redeems (it pays the difference), or null. */
  songGiftId: orNull(z.string()),
  createdAt: timestamp,
  /** When Stripe said it expired unpaid. */
  expiredAt: orNull(timestamp),
});
export type CheckoutSessionRecord = z.output<typeof storedCheckoutSession>;

/** `checkoutSessions/*` through the session's codec; `createdAt` is stamped at its creation. */
export const checkoutSessionRecord = storedRecord(storedCheckoutSession, { id: "id", stamps: ["createdAt"] });

const HOUR_MS = 60 * 60 * 1000;

/**
 * Expires an open Checkout Session at Stripe; one that is no longer open (paid, or expired already)
 * or that Stripe does not know is left as it is (400/404). Stripe failing throws: the deletion's
 * follow-up runs again.
 */
async function expireAtStripe(stripe: Stripe, sessionId: string): Promise<void> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status !== 400 && status !== 404) throw error;
  }
}

export function checkoutSessions(db: Firestore) {
  const collection = db.collection("checkoutSessions");
  const since = (ms: number, now: number) => Timestamp.fromMillis(now - ms);

  return {
    /** Adds the new session's record to a batch (create(): a session id is kept once). */
    create(
      batch: WriteBatch,
      record: Omit<
        Writable<CheckoutSessionRecord, "createdAt">,
        "status" | "songGiftId" | "promotionCode" | "expiredAt"
      > & {
        songGiftId?: string;
        promotionCode?: string | null;
      },
    ): void {
      const session = { songGiftId: null, promotionCode: null, ...record, status: "open", expiredAt: null } as const;
      batch.create(collection.doc(record.id), checkoutSessionRecord.write(session));
    },

    /**
     * Deletes the customer's checkout records (each holds the order's story as it was sent to
     * payment): an account's deletion. Each open session is expired at Stripe first, so its page
     * can no longer be paid; one paid meanwhile (Stripe refuses to expire it) ends as its order, if
     * that was written before its record went, or as a full refund (`fulfilCheckoutSession`). A page
     * at a time; nothing when none is left.
     */
    async forgetOf(userId: string, stripe: Stripe): Promise<void> {
      for (;;) {
        const page = await collection.where("userId", "==", userId).limit(200).get();
        if (page.empty) return;
        const open = page.docs.map(checkoutSessionRecord.read).filter((session) => session.status === "open");
        await Promise.all(open.map((session) => expireAtStripe(stripe, session.id)));
        const batch = db.batch();
        for (const doc of page.docs) batch.delete(doc.ref);
        await batch.commit();
      }
    },

    async get(id: string): Promise<CheckoutSessionRecord | null> {
      return checkoutSessionRecord.readIfExists(await collection.doc(id).get());
    },

    /** Whether the customer has paid for a checkout before (a first-order promotion code's rule). One document read at most. */
    async hasPaidOf(userId: string): Promise<boolean> {
      const paid = await collection
        .where("userId", "==", userId)
        .where("status", "==", "completed" satisfies CheckoutSessionStatus)
        .limit(1)
        .select()
        .get();
      return !paid.empty;
    },

    /** How many accounts other than this one started a checkout from this IP address in the last hour. */
    async countOtherUsersByIpLastHour(ip: string, userId: string, now = Date.now()): Promise<number> {
      const snapshot = await collection
        .where("ip", "==", ip)
        .where("createdAt", ">=", since(HOUR_MS, now))
        .select("userId")
        .get();
      const users = snapshot.docs.map((doc) => storedCheckoutSession.shape.userId.parse(doc.get("userId")));
      const others = new Set(users.filter((id) => id !== userId));
      return others.size;
    },

    /** Marks the session paid, in the transaction that creates its order. */
    markCompleted(transaction: Transaction, id: string): void {
      transaction.update(collection.doc(id), checkoutSessionRecord.fields({ status: "completed" }));
    },

    /** Closes a kept draft whose session expired unpaid; a paid or unknown session is left alone. */
    async markExpired(id: string): Promise<void> {
      const ref = collection.doc(id);
      const session = checkoutSessionRecord.readIfExists(await ref.get());
      if (session?.status !== "open") return;
      await ref.update({
        ...checkoutSessionRecord.fields({ status: "expired" }),
        expiredAt: FieldValue.serverTimestamp(),
      });
    },
  };
}
