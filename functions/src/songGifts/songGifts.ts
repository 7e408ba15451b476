import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import {
  followUpOf,
  SONG_GIFT_MESSAGES,
  songGiftValidUntil,
  type FollowUp,
  type SongGiftPurchase,
  type SongGiftTotals,
} from "@songs/domain";
import { runTransaction } from "../adapters/firestore/transactions";
import { IN_QUERY_LIMIT } from "../adapters/firestore/queries";
import { followUps, type FollowUpOf } from "../followUps";
import { HttpError, notFound } from "../http/errors";
import { songGiftMessages } from "../notifications";
import { outbox } from "../outbox";
import { newSongGiftCode, songGiftCodeHash, songGiftRedeemUrl } from "./songGiftCodes";
import { songGiftRecord, type SongGiftRecord } from "./songGiftRecord";

export interface SongGiftDependencies {
  db: Firestore;
  /** The site's origin, for the redeem link. */
  siteUrl: string;
}

/** `songGiftTotals/all`: the running money of song gifts (the business view reads this one document). */
export const SONG_GIFT_TOTALS = { collection: "songGiftTotals", doc: "all" } as const;

const arrivalFollowUp = (gift: Pick<SongGiftRecord, "id" | "sendAt">): FollowUp =>
  followUpOf(gift.id, { kind: "send_song_gift", sendAt: gift.sendAt });

export const refused = {
  redeemed: () => new HttpError(409, "song_gift_redeemed", SONG_GIFT_MESSAGES.alreadyRedeemed),
  refunded: () => new HttpError(409, "song_gift_refunded", SONG_GIFT_MESSAGES.refunded),
  notPaid: () => new HttpError(409, "song_gift_not_paid", SONG_GIFT_MESSAGES.notPaid),
  expired: () => new HttpError(409, "song_gift_expired", SONG_GIFT_MESSAGES.expired),
  beingRedeemed: () => new HttpError(409, "song_gift_being_redeemed", SONG_GIFT_MESSAGES.beingRedeemed),
  wrongCode: () => new HttpError(404, "song_gift_wrong_code", SONG_GIFT_MESSAGES.wrongCode),
};

/** Whether a Checkout Session for a difference still holds the gift at `now`. */
export const isHeld = (gift: SongGiftRecord, now: Date) =>
  !!gift.heldFor && gift.heldFor.until.getTime() > now.getTime();

/**
 * Throws the refusal of a gift that cannot be redeemed now: not paid, redeemed, refunded, past its
 * validity, or held by another Checkout Session for a difference (`ownSession` is the caller's).
 */
export function requireRedeemable(gift: SongGiftRecord, now: Date, ownSession?: string): void {
  // The paid difference of the session that holds it redeems it, even when its payment is reported late.
  if (ownSession && gift.state === "sold" && gift.heldFor?.sessionId === ownSession) return;
  if (gift.state === "redeemed") throw refused.redeemed();
  if (gift.state === "refunded") throw refused.refunded();
  if (gift.state !== "sold" || !gift.codeHash) throw refused.notPaid();
  if (gift.validUntil && gift.validUntil.getTime() <= now.getTime()) throw refused.expired();
  if (isHeld(gift, now)) throw refused.beingRedeemed();
}

/**
 * The owner of `songGifts/*` and `songGiftTotals/*`: every change to a song gift runs here in a
 * transaction that reads it and writes it with its email (`mail/*`, once under a deterministic id),
 * its follow-up and the running totals, so a sold, redeemed or refunded gift is counted exactly once.
 */
/** Whether a song gift was bought with this PaymentIntent (its money is owed to the gift, not an order's). */
export async function isSongGiftPayment(db: Firestore, paymentIntentId: string): Promise<boolean> {
  const snapshot = await db
    .collection("songGifts")
    .where("paymentIntentId", "==", paymentIntentId)
    .limit(1)
    .select()
    .get();
  return !snapshot.empty;
}

/** Whether a song gift sold with this PaymentIntent holds its money (owed until redeemed): not one marked refunded. */
export async function isHeldBySongGift(db: Firestore, paymentIntentId: string): Promise<boolean> {
  const snapshot = await db
    .collection("songGifts")
    .where("paymentIntentId", "==", paymentIntentId)
    .select("state")
    .get();
  return snapshot.docs.some((doc) => doc.get("state") !== "refunded");
}

/** What a song gift that paid for an order brings to its money: its charge, its amount and what it covers. */
export type SongGiftPayment = Pick<SongGiftRecord, "paymentIntentId" | "amountCents" | "package" | "addOns">;

/** The song gifts that paid for these orders (redeemed into them), by order, read 30 orders a query. */
export async function songGiftsPayingOrders(
  db: Firestore,
  orderIds: readonly string[],
): Promise<Map<string, SongGiftPayment>> {
  const unique = [...new Set(orderIds)];
  const paying = new Map<string, SongGiftPayment>();
  for (let start = 0; start < unique.length; start += IN_QUERY_LIMIT) {
    const snapshot = await db
      .collection("songGifts")
      .where("orderId", "in", unique.slice(start, start + IN_QUERY_LIMIT))
      .get();
    for (const doc of snapshot.docs) {
      const gift = songGiftRecord.read(doc);
      if (gift.orderId) paying.set(gift.orderId, gift);
    }
  }
  return paying;
}

export function songGifts(deps: SongGiftDependencies, clock: () => Date = () => new Date()) {
  const { db } = deps;
  const collection = db.collection("songGifts");
  const ref = (id: string) => collection.doc(id);
  const totals = db.collection(SONG_GIFT_TOTALS.collection).doc(SONG_GIFT_TOTALS.doc);

  function count(transaction: Transaction, change: Partial<SongGiftTotals>): void {
    const increments = Object.fromEntries(
      Object.entries(change).map(([field, by]) => [field, FieldValue.increment(by ?? 0)]),
    );
    transaction.set(totals, increments, { merge: true });
  }

  /** Read step of a new code emailed to the recipient now: `write()` stores its hash and queues the email. */
  async function prepareArrival(transaction: Transaction, gift: SongGiftRecord, now: Date) {
    const code = newSongGiftCode();
    const validUntil = gift.validUntil ?? songGiftValidUntil(now);
    const mail = await outbox(db).prepareOnce(transaction, [
      {
        id: `song-gift-${gift.id}-${now.getTime()}`,
        mail: {
          to: gift.recipientEmail,
          ...songGiftMessages.arrived({ ...gift, validUntil }, songGiftRedeemUrl(deps.siteUrl, code), code),
        },
        about: { songGiftId: gift.id },
      },
    ]);
    return (next: SongGiftRecord = gift) => {
      transaction.set(ref(gift.id), songGiftRecord.write({ ...next, codeHash: songGiftCodeHash(code), sentAt: now }));
      mail.write();
    };
  }

  /** Runs `work` on the giver's own gift in a transaction (404 for anyone else's). */
  function onOwned<T>(
    id: string,
    giverUid: string,
    work: (transaction: Transaction, gift: SongGiftRecord) => Promise<T>,
  ): Promise<T> {
    return runTransaction(db, async (transaction) => {
      const gift = songGiftRecord.readIfExists(await transaction.get(ref(id)));
      if (!gift || gift.giverUid !== giverUid) throw notFound(SONG_GIFT_MESSAGES.giftNotFound);
      return work(transaction, gift);
    });
  }

  return {
    ref,

    async get(id: string): Promise<SongGiftRecord | null> {
      return songGiftRecord.readIfExists(await ref(id).get());
    },

    /** The gift a code redeems (its hash is the only thing stored), or null. */
    async findByCode(code: string): Promise<SongGiftRecord | null> {
      const snapshot = await collection.where("codeHash", "==", songGiftCodeHash(code)).limit(1).get();
      return snapshot.docs[0] ? songGiftRecord.read(snapshot.docs[0]) : null;
    },

    /** The giver's song gifts, newest first (a bounded page). */
    async listOf(giverUid: string, limit: number): Promise<SongGiftRecord[]> {
      const snapshot = await collection.where("giverUid", "==", giverUid).orderBy("sendAt", "desc").limit(limit).get();
      return snapshot.docs.map((doc) => songGiftRecord.read(doc));
    },

    /** The gift as bought, kept under its Checkout Session until it is paid. */
    async startPurchase(
      id: string,
      giverUid: string,
      purchase: SongGiftPurchase,
      sendAt: Date,
      amountCents: number,
    ): Promise<void> {
      await ref(id).create(
        songGiftRecord.write({
          id,
          giverUid,
          senderName: purchase.senderName,
          recipientName: purchase.recipientName,
          recipientEmail: purchase.recipientEmail,
          message: purchase.message,
          date: purchase.date,
          time: purchase.time,
          timeZone: purchase.timeZone,
          sendAt,
          package: purchase.package,
          addOns: [...new Set(purchase.addOns)],
          amountCents,
          paymentIntentId: null,
          state: "awaiting_payment",
          codeHash: null,
          soldAt: null,
          validUntil: null,
          sentAt: null,
          openedAt: null,
          heldFor: null,
          redeemedAt: null,
          orderId: null,
          refundedAt: null,
        }),
      );
    },

    /**
     * The purchase's Checkout Session was paid (the success page or the webhook, whichever comes
     * first): the gift is sold once, counted as owed, and its arrival email scheduled.
     */
    async markSold(id: string, paymentIntentId: string | null): Promise<SongGiftRecord | null> {
      return runTransaction(db, async (transaction) => {
        const gift = songGiftRecord.readIfExists(await transaction.get(ref(id)));
        if (!gift || gift.state !== "awaiting_payment") return gift;
        const now = clock();
        const createFollowUp = await followUps(db).prepareCreate(transaction, [arrivalFollowUp(gift)]);
        const sold: SongGiftRecord = {
          ...gift,
          state: "sold",
          paymentIntentId,
          soldAt: now,
          validUntil: songGiftValidUntil(now),
        };
        transaction.set(ref(id), songGiftRecord.write(sold));
        count(transaction, { soldCount: 1, soldCents: gift.amountCents });
        createFollowUp();
        return sold;
      });
    },

    /** The arrival follow-up: the email with a new code goes out once, unless it was sent before (a resend) or the gift ended. */
    async sendDue(record: FollowUpOf<"send_song_gift">): Promise<void> {
      await runTransaction(db, async (transaction) => {
        const [gift, followUp] = await Promise.all([
          transaction.get(ref(record.orderId)).then((snapshot) => songGiftRecord.readIfExists(snapshot)),
          followUps(db).read(transaction, record.id),
        ]);
        if (followUp?.state !== "pending") return;
        const done = (outcome: string) => followUps(db).markDone(transaction, record.id, outcome);
        if (!gift || gift.state !== "sold") return done("no gift to send");
        if (gift.sentAt) return done("sent before");
        const write = await prepareArrival(transaction, gift, clock());
        write();
        done("sent");
      });
    },

    /** The giver sends the email again now, with a new code (the old one stops working). */
    resend(id: string, giverUid: string): Promise<SongGiftRecord> {
      return onOwned(id, giverUid, async (transaction, gift) => {
        if (gift.state !== "sold") throw new HttpError(409, "song_gift_closed", SONG_GIFT_MESSAGES.notChangeable);
        const now = clock();
        const write = await prepareArrival(transaction, gift, now);
        write();
        return { ...gift, sentAt: now };
      });
    },

    /**
     * The giver corrects the recipient's address before it is redeemed: an email already sent goes
     * again to the new address with a new code (the old address's code stops working).
     */
    changeRecipient(id: string, giverUid: string, recipientEmail: string): Promise<SongGiftRecord> {
      return onOwned(id, giverUid, async (transaction, gift) => {
        if (gift.state !== "sold" && gift.state !== "awaiting_payment")
          throw new HttpError(409, "song_gift_closed", SONG_GIFT_MESSAGES.notChangeable);
        const next = { ...gift, recipientEmail };
        if (!gift.sentAt) {
          transaction.set(ref(id), songGiftRecord.write(next));
          return next;
        }
        const now = clock();
        const write = await prepareArrival(transaction, next, now);
        write(next);
        return { ...next, sentAt: now };
      });
    },

    /** The recipient opened the redeem link: the first time is kept for the giver to see. */
    async markOpened(id: string): Promise<void> {
      await runTransaction(db, async (transaction) => {
        const gift = songGiftRecord.readIfExists(await transaction.get(ref(id)));
        if (!gift || gift.openedAt) return;
        transaction.set(ref(id), songGiftRecord.write({ ...gift, openedAt: clock() }));
      });
    },

    /**
     * Read step of a redemption inside the transaction that creates its order: throws the refusal
     * of a gift that cannot be redeemed (redeemed, refunded, held by another payment); `write()`
     * marks it redeemed by `orderId` and counts `madeCents` (the price of what was made) as redeemed.
     */
    async prepareRedeem(
      transaction: Transaction,
      id: string,
      orderId: string,
      options: { ownSession?: string } = {},
    ): Promise<() => void> {
      const gift = songGiftRecord.readIfExists(await transaction.get(ref(id)));
      if (!gift) throw refused.wrongCode();
      // Redeemed by this very order (its payment confirmed by the webhook and the success page at
      // once): the order's pay finds the order made and writes nothing, rather than refunding it.
      if (gift.state === "redeemed" && gift.orderId === orderId) return () => undefined;
      const now = clock();
      requireRedeemable(gift, now, options.ownSession);
      return () => {
        transaction.set(
          ref(id),
          songGiftRecord.write({ ...gift, state: "redeemed", redeemedAt: now, orderId, heldFor: null }),
        );
        count(transaction, { redeemedCount: 1, redeemedCents: gift.amountCents });
      };
    },

    /**
     * Holds a redeemable gift for the Checkout Session of a difference until `until` (its expiry):
     * no other redemption and no refund takes it meanwhile. Throws the gift's refusal.
     */
    hold(id: string, sessionId: string, until: Date): Promise<void> {
      return runTransaction(db, async (transaction) => {
        const gift = songGiftRecord.readIfExists(await transaction.get(ref(id)));
        if (!gift) throw refused.wrongCode();
        requireRedeemable(gift, clock());
        transaction.set(ref(id), songGiftRecord.write({ ...gift, heldFor: { sessionId, until } }));
      });
    },

    /**
     * An admin refunds an unredeemed gift: it stops working at once (its code is forgotten) and
     * leaves the owed total. A gift held by a payment in progress is refused (the redemption won).
     */
    refund(id: string): Promise<SongGiftRecord> {
      return runTransaction(db, async (transaction) => {
        const gift = songGiftRecord.readIfExists(await transaction.get(ref(id)));
        if (!gift) throw notFound(SONG_GIFT_MESSAGES.giftNotFound);
        if (gift.state === "refunded") return gift;
        if (gift.state === "redeemed") throw new HttpError(409, "song_gift_redeemed", SONG_GIFT_MESSAGES.notRefundable);
        if (gift.state !== "sold") throw refused.notPaid();
        const now = clock();
        if (isHeld(gift, now)) throw refused.beingRedeemed();
        const next: SongGiftRecord = { ...gift, state: "refunded", refundedAt: now, heldFor: null };
        transaction.set(ref(id), songGiftRecord.write(next));
        count(transaction, { refundedCount: 1, refundedCents: gift.amountCents });
        return next;
      });
    },

    async totals(): Promise<SongGiftTotals> {
      const data = (await totals.get()).data() ?? {};
      const of = (field: keyof SongGiftTotals) => Number(data[field] ?? 0);
      return {
        soldCount: of("soldCount"),
        soldCents: of("soldCents"),
        redeemedCount: of("redeemedCount"),
        redeemedCents: of("redeemedCents"),
        refundedCount: of("refundedCount"),
        refundedCents: of("refundedCents"),
      };
    },

    /** Forgets what names a deleted giver (their name, message and address); the money stays. */
    async forgetGiver(giverUid: string): Promise<void> {
      for (;;) {
        const page = await collection.where("giverUid", "==", giverUid).limit(200).get();
        if (page.empty) return;
        const batch = db.batch();
        for (const doc of page.docs) batch.update(doc.ref, { giverUid: "", senderName: "", message: "" });
        await batch.commit();
      }
    },
  };
}
