import { randomBytes } from "node:crypto";
import type { Firestore, Transaction } from "firebase-admin/firestore";
import {
  followUpOf,
  GIFT_MESSAGES,
  GIFT_TOKEN_BYTES,
  isReleased,
  type FollowUp,
  type GiftDeliveryRequest,
  type PushNotice,
} from "@songs/domain";
import { outbox, type OutboxMessage } from "../outbox";
import { followUps, type FollowUpOf, type FollowUpRecord } from "../followUps";
import { HttpError } from "../http/errors";
import { giftMessages, type NoticeGift } from "../notifications";
import { customerEmailOf, orderLifecycle, orderReads, type OrderRecord } from "../orders";
import { giftRecord, giftUrl, isChangeable, type GiftRecord } from "./giftRecord";
import { runTransaction } from "../adapters/firestore/transactions";

export interface GiftDependencies {
  db: Firestore;
  /** The site's origin, for the gift page's link. */
  siteUrl: string;
}

const newToken = () => randomBytes(GIFT_TOKEN_BYTES).toString("base64url");
const sendFollowUp = (gift: Pick<GiftRecord, "orderId" | "sendAt">): FollowUp =>
  followUpOf(gift.orderId, { kind: "send_gift", sendAt: gift.sendAt });
const noticeOf = (gift: GiftRecord, order: Pick<OrderRecord, "id" | "recipientName" | "occasion">): NoticeGift => ({
  ...gift,
  orderId: order.id,
  recipientName: order.recipientName,
  occasion: order.occasion,
});
const alreadySent = () => new HttpError(409, "gift_sent", GIFT_MESSAGES.alreadySent);

/** A new delivery as the customer chose it, scheduled and not yet sent. */
export function newGift(
  order: Pick<OrderRecord, "id" | "userId">,
  request: GiftDeliveryRequest,
  sendAt: Date,
): GiftRecord {
  return {
    orderId: order.id,
    userId: order.userId,
    recipientEmail: request.recipientEmail,
    senderName: request.senderName,
    message: request.message,
    date: request.date,
    time: request.time,
    timeZone: request.timeZone,
    sendAt,
    allowDownload: request.allowDownload,
    state: "scheduled",
    token: newToken(),
    waitingSince: null,
    sentAt: null,
    openedAt: null,
    thanks: null,
  };
}

/**
 * The owner of `gifts/*`: every change to a gift delivery runs here in a transaction that reads
 * the gift (and the follow-up it carries out) and writes it with its emails (`mail/*`, once each
 * under deterministic ids) and its follow-ups (`followUps/*`, the send at its time). Sending
 * is exactly once: the transaction that sends re-reads the gift and marks its follow-up done.
 */
export function gifts(deps: GiftDependencies, clock: () => Date = () => new Date()) {
  const { db } = deps;
  const collection = db.collection("gifts");
  const ref = (orderId: string) => collection.doc(orderId);

  /** The customer's email for one of the gift's notices (none when no address is on file), with its notification on their phone if it has one. */
  async function toCustomer(
    order: OrderRecord,
    id: string,
    message: { subject: string; text: string },
    push?: PushNotice,
  ): Promise<OutboxMessage[]> {
    const to = await customerEmailOf(db, order);
    const notice = push ? { push: { uid: order.userId, orderId: order.id, notice: push } } : {};
    return to ? [{ id, mail: { to, ...message }, about: { orderId: order.id }, ...notice }] : [];
  }

  /** The gift goes out now: the recipient's email with the page's link, and the customer told when it waited for the song. */
  async function sendNow(
    transaction: Transaction,
    gift: GiftRecord,
    order: OrderRecord,
    now: Date,
  ): Promise<() => void> {
    const token = gift.token ?? newToken();
    const moment = gift.sendAt.getTime();
    const mails: OutboxMessage[] = [
      {
        id: `gift-${order.id}-${moment}`,
        mail: { to: gift.recipientEmail, ...giftMessages.arrived(noticeOf(gift, order), giftUrl(deps.siteUrl, token)) },
        about: { orderId: order.id, gift: true },
      },
      ...(gift.waitingSince
        ? await toCustomer(
            order,
            `gift-sent-late-${order.id}-${moment}`,
            giftMessages.sentLate(noticeOf(gift, order), deps.siteUrl),
          )
        : []),
    ];
    const mail = await outbox(db).prepareOnce(transaction, mails);
    return () => {
      transaction.set(ref(gift.orderId), giftRecord.write({ ...gift, token, state: "sent", sentAt: now }));
      mail.write();
    };
  }

  /**
   * Runs one follow-up of the order's gift in a transaction that reads the gift and the follow-up:
   * a follow-up already done (a duplicated run) does nothing and answers "done before".
   */
  async function onPendingFollowUp(
    record: Pick<FollowUpRecord, "id" | "orderId">,
    work: (transaction: Transaction, gift: GiftRecord | null, order: OrderRecord | null) => Promise<string>,
  ): Promise<string> {
    const order = await orderReads(db).get(record.orderId);
    return runTransaction(db, async (transaction) => {
      const [snapshot, followUp] = await Promise.all([
        transaction.get(ref(record.orderId)),
        followUps(db).read(transaction, record.id),
      ]);
      if (followUp?.state !== "pending") return "done before";
      return work(transaction, giftRecord.readIfExists(snapshot), order);
    });
  }

  /**
   * Read step of retiring the scheduled gift's follow-up when its time changes or it is cancelled:
   * `write()` marks it done ("superseded") in the same transaction, so one pending follow-up at most.
   */
  async function prepareRetire(
    transaction: Transaction,
    current: GiftRecord | null,
    keepId?: string,
  ): Promise<() => void> {
    if (current?.state !== "scheduled") return () => undefined;
    const old = sendFollowUp(current);
    if (old.id === keepId || (await followUps(db).read(transaction, old.id))?.state !== "pending")
      return () => undefined;
    return () => followUps(db).markDone(transaction, old.id, "superseded");
  }

  return {
    async get(orderId: string): Promise<GiftRecord | null> {
      return giftRecord.readIfExists(await ref(orderId).get());
    },

    /** The sent gift whose page `token` opens; null for unknown, revoked and unsent gifts. */
    async findByToken(token: string): Promise<GiftRecord | null> {
      const snapshot = await collection.where("token", "==", token).limit(1).get();
      const gift = snapshot.docs[0] ? giftRecord.read(snapshot.docs[0]) : null;
      return gift?.state === "sent" && gift.token === token ? gift : null;
    },

    /** The gift chosen in the builder, written with the order its payment creates (neither existed before). */
    createWithOrder(transaction: Transaction, gift: GiftRecord): void {
      transaction.create(ref(gift.orderId), giftRecord.write(gift));
      followUps(db).createNew(transaction, [sendFollowUp(gift)]);
    },

    /**
     * Schedules the order's delivery, or changes it until it is sent: the follow-up of the new time
     * is written with it and the old time's is marked done in the same transaction. A cancelled one
     * is scheduled anew with a fresh link.
     */
    async schedule(order: OrderRecord, request: GiftDeliveryRequest, sendAt: Date): Promise<GiftRecord> {
      return runTransaction(db, async (transaction) => {
        const current = giftRecord.readIfExists(await transaction.get(ref(order.id)));
        if (current && !isChangeable(current) && current.state !== "cancelled") throw alreadySent();
        const fresh = newGift(order, request, sendAt);
        const next: GiftRecord = current && current.state !== "cancelled" ? { ...fresh, token: current.token } : fresh;
        const createFollowUp = await followUps(db).prepareCreate(transaction, [sendFollowUp(next)]);
        const retireOld = await prepareRetire(transaction, current, sendFollowUp(next).id);
        transaction.set(ref(order.id), giftRecord.write(next));
        createFollowUp();
        retireOld();
        return next;
      });
    },

    /** Cancels the delivery before it is sent (a cancelled or unknown one: nothing to do). */
    async cancel(orderId: string): Promise<GiftRecord | null> {
      return runTransaction(db, async (transaction) => {
        const current = giftRecord.readIfExists(await transaction.get(ref(orderId)));
        if (!current || current.state === "cancelled") return current;
        if (!isChangeable(current)) throw alreadySent();
        const retire = await prepareRetire(transaction, current);
        const next: GiftRecord = { ...current, state: "cancelled", token: null, waitingSince: null };
        transaction.set(ref(orderId), giftRecord.write(next));
        retire();
        return next;
      });
    },

    /** Revokes a sent gift's page: its link answers 404 from now on. */
    async revoke(orderId: string): Promise<GiftRecord | null> {
      return runTransaction(db, async (transaction) => {
        const current = giftRecord.readIfExists(await transaction.get(ref(orderId)));
        if (!current || current.state !== "sent") return current;
        const next: GiftRecord = { ...current, state: "revoked", token: null };
        transaction.set(ref(orderId), giftRecord.write(next));
        return next;
      });
    },

    /**
     * The follow-up of a delivery's moment: the gift goes out if it is still due then; if the song
     * is not released yet it waits for the release and the customer is told. A duplicated, late or
     * superseded run (the time changed, the gift was cancelled or sent) marks it done and no more.
     */
    async sendDue(record: FollowUpOf<"send_gift">): Promise<string> {
      return onPendingFollowUp(record, async (transaction, gift, order) => {
        const done = (outcome: string) => {
          followUps(db).markDone(transaction, record.id, outcome);
          return outcome;
        };
        if (!gift || gift.state !== "scheduled" || gift.sendAt.getTime() !== record.action.sendAt.getTime())
          return done("superseded");
        const now = clock();
        if (!order || order.status === "cancelled") {
          transaction.set(ref(gift.orderId), giftRecord.write({ ...gift, state: "cancelled", token: null }));
          return done("order cancelled");
        }
        if (!isReleased(order)) {
          const mail = await outbox(db).prepareOnce(
            transaction,
            await toCustomer(
              order,
              `gift-waiting-${order.id}-${gift.sendAt.getTime()}`,
              giftMessages.waitingForSong(noticeOf(gift, order), deps.siteUrl),
            ),
          );
          transaction.set(ref(gift.orderId), giftRecord.write({ ...gift, waitingSince: gift.waitingSince ?? now }));
          mail.write();
          return done("waiting for the song");
        }
        const write = await sendNow(transaction, gift, order, now);
        write();
        return done("sent");
      });
    },

    /** The follow-up of a released song: a gift whose time has come (waiting for it) goes out now. */
    async sendAfterRelease(record: FollowUpOf<"song_released">): Promise<string> {
      return onPendingFollowUp(record, async (transaction, gift, order) => {
        const now = clock();
        const isDue = gift?.state === "scheduled" && gift.sendAt.getTime() <= now.getTime();
        let outcome = "no gift waiting";
        if (gift && isDue && order && isReleased(order)) {
          const write = await sendNow(transaction, gift, order, now);
          write();
          outcome = "sent";
        }
        followUps(db).markDone(transaction, record.id, outcome);
        return outcome;
      });
    },

    /** The recipient opened the page: the first time is recorded and the customer is emailed, once. */
    async markOpened(token: string): Promise<void> {
      const found = await this.findByToken(token);
      if (!found) throw giftUnavailable();
      const order = await orderReads(db).get(found.orderId);
      await runTransaction(db, async (transaction) => {
        const gift = giftRecord.readIfExists(await transaction.get(ref(found.orderId)));
        if (!gift || gift.token !== token || gift.state !== "sent" || gift.openedAt || !order) return;
        const mail = await outbox(db).prepareOnce(
          transaction,
          await toCustomer(
            order,
            `gift-opened-${order.id}-${token.slice(0, 12)}`,
            giftMessages.opened(noticeOf(gift, order), deps.siteUrl),
            { about: "gift_opened" },
          ),
        );
        const news = await orderLifecycle(deps).prepare(transaction, order.id, {
          type: "note_news",
          moment: { kind: "gift_opened", name: order.recipientName },
        });
        transaction.set(ref(gift.orderId), giftRecord.write({ ...gift, openedAt: clock() }));
        news.write();
        mail.write();
      });
    },

    /** The recipient's one thank-you: kept on the gift and emailed to the customer; a second is refused. */
    async thank(token: string, message: string): Promise<void> {
      const found = await this.findByToken(token);
      if (!found) throw giftUnavailable();
      const order = await orderReads(db).get(found.orderId);
      await runTransaction(db, async (transaction) => {
        const gift = giftRecord.readIfExists(await transaction.get(ref(found.orderId)));
        if (!gift || gift.token !== token || gift.state !== "sent" || !order) throw giftUnavailable();
        if (gift.thanks) throw new HttpError(409, "already_thanked", GIFT_MESSAGES.thanksAlreadySent);
        const mail = await outbox(db).prepareOnce(
          transaction,
          await toCustomer(
            order,
            `gift-thanks-${order.id}`,
            giftMessages.thanked(noticeOf(gift, order), message, deps.siteUrl),
            { about: "gift_thanks" },
          ),
        );
        const news = await orderLifecycle(deps).prepare(transaction, order.id, {
          type: "note_news",
          moment: { kind: "gift_thanked", name: order.recipientName },
        });
        const sentAt = clock();
        transaction.set(
          ref(gift.orderId),
          giftRecord.write({ ...gift, openedAt: gift.openedAt ?? sentAt, thanks: { message, sentAt } }),
        );
        news.write();
        mail.write();
      });
    },
  };
}

/** 404 `gift_unavailable`: an unknown, revoked or cancelled gift link. */
export const giftUnavailable = () => new HttpError(404, "gift_unavailable", GIFT_MESSAGES.giftUnavailable);
