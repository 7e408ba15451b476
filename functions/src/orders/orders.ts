import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp, type Firestore, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import {
  canDeliver,
  canMoveWork,
  canTransition,
  isOrderStatus,
  isPackageKey,
  MESSAGES,
  PACKAGES,
  statusLabel,
  STUDIO_MESSAGES,
  type OrderStatus,
  type OrderWork,
  type WorkStage,
} from "@songs/domain";
import { earnings } from "../earnings";
import { HttpError, notFound } from "../http/errors";
import { downloads } from "./downloads";
import {
  orderFromSnapshot,
  refundFromSnapshot,
  revisionToData,
  statusChangeFromSnapshot,
  type OrderRecord,
  type OrderSummary,
  type PaidOrder,
  type RefundRecord,
  type StatusChange,
} from "./orderRecord";
import { shares, type ShareRecord } from "./shares";
import { newWorkRecord, workToData } from "./workRecord";

/** Largest number of orders one customer's list answers with. */
export const MAX_CUSTOMER_ORDERS = 200;

/** Fulfilment reads the newest orders only; beyond this, narrow the list with the status filter. */
export const ADMIN_ORDERS_SCAN_LIMIT = 500;

/** 409 `invalid_transition` unless the state machine lets an admin move an order from `from` to `to`. */
export function requireTransition(from: string, to: OrderStatus): void {
  if (!isOrderStatus(from) || !canTransition(from, to)) {
    throw new HttpError(409, "invalid_transition", `An order cannot go from ${statusLabel(from) || "no status"} to ${statusLabel(to)}.`);
  }
}

/** A song version to deliver to an order. */
export interface SongDelivery {
  orderId: string;
  /** Path of the uploaded song in the ORDER_SONGS_BUCKET. */
  songPath: string;
  contentType: string;
  /** Uid of the admin who delivered it. */
  deliveredBy: string;
  /** Their email, for the order's status history. */
  deliveredByEmail: string | null;
}

/**
 * The owner of the order's record: `orders/{checkoutSessionId}` with its revision requests,
 * `statusHistory` and `refunds`, and (through shares.ts and downloads.ts) its listening links and
 * first download. Every read and write of them goes through these operations; status moves follow
 * the domain's state machine and write their history entry in the same transaction.
 */
export function orders(db: Firestore) {
  const collection = db.collection("orders");
  const historyOf = (orderId: string) => collection.doc(orderId).collection("statusHistory");
  const refundsOf = (orderId: string) => collection.doc(orderId).collection("refunds");
  const links = shares(db);

  /** The order in `transaction`; 404 for an unknown order, 409 `order_not_deliverable` for one that cannot receive a song. */
  async function readDeliverable(transaction: Transaction, orderId: string): Promise<OrderRecord> {
    const snapshot = await transaction.get(collection.doc(orderId));
    if (!snapshot.exists) throw notFound("Order not found");
    const order = orderFromSnapshot(snapshot);
    if (!canDeliver(order.status)) {
      throw new HttpError(409, "order_not_deliverable", `A song cannot be delivered for a ${order.status || "unknown"} order`);
    }
    return order;
  }

  /**
   * Writes a delivered version in `transaction`: the song, the version count, the open revision
   * requests resolved, the studio's work delivered, and the history entry. The first delivery
   * completes the order (the state machine's move on delivery); a later one is a new version of a
   * completed order, recorded from completed to completed.
   */
  async function writeDelivery(transaction: Transaction, order: OrderRecord, delivery: SongDelivery): Promise<number> {
    const ref = collection.doc(order.id);
    const version = order.songVersion + 1;
    const deliveredAt = new Date();
    const completes = isOrderStatus(order.status) && canTransition(order.status, "completed", "delivery");
    transaction.update(ref, {
      songPath: delivery.songPath,
      songContentType: delivery.contentType,
      songVersion: version,
      songDeliveredBy: delivery.deliveredBy,
      ...(completes ? { status: "completed" satisfies OrderStatus } : {}),
      // When the current version was delivered (the admins see it as the song's upload time).
      completedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      revisionRequested: false,
      revisions: order.revisions.map((revision) =>
        revisionToData(revision.resolvedAt ? revision : { ...revision, resolvedAt: deliveredAt, resolvedByVersion: version }),
      ),
      // An admin's own upload delivers from any stage, as the spec says; a release from the check.
      ...(order.work ? { work: workToData({ ...order.work, stage: "delivered" satisfies WorkStage, submission: null }) } : {}),
    });
    const entry: StatusChange = {
      from: order.status,
      to: "completed",
      changedBy: delivery.deliveredBy,
      changedByEmail: delivery.deliveredByEmail,
      reason: "song_delivered",
      songVersion: version,
    };
    transaction.create(historyOf(order.id).doc(), { ...entry, createdAt: FieldValue.serverTimestamp() });
    return version;
  }

  return {
    async get(orderId: string): Promise<OrderRecord | null> {
      const snapshot = await collection.doc(orderId).get();
      return snapshot.exists ? orderFromSnapshot(snapshot) : null;
    },

    /** The order when it belongs to `userId`; null otherwise, whether or not it exists. */
    async getOwned(orderId: string, userId: string): Promise<OrderRecord | null> {
      const order = await this.get(orderId);
      return order && order.userId === userId ? order : null;
    },

    async summary(orderId: string): Promise<OrderSummary | null> {
      const data = (await collection.doc(orderId).get()).data();
      if (!data) return null;
      return {
        orderId,
        status: String(data.status ?? ""),
        totalCents: Number(data.totalCents ?? 0),
        recipientName: String(data.recipientName ?? ""),
        package: String(data.package ?? ""),
      };
    },

    /** The customer's orders, newest first. Index: orders (userId, createdAt DESC). */
    async listByCustomer(userId: string): Promise<OrderRecord[]> {
      const snapshot = await collection.where("userId", "==", userId).orderBy("createdAt", "desc").limit(MAX_CUSTOMER_ORDERS).get();
      return snapshot.docs.map(orderFromSnapshot);
    },

    /**
     * The newest orders for the admins (of one status when given). Firestore has no text search, so
     * the search runs over these in the function. Index: orders (status, createdAt DESC).
     */
    async listNewest(status: OrderStatus | ""): Promise<OrderRecord[]> {
      const query = status ? collection.where("status", "==", status) : collection;
      const snapshot = await query.orderBy("createdAt", "desc").limit(ADMIN_ORDERS_SCAN_LIMIT).get();
      return snapshot.docs.map(orderFromSnapshot);
    },

    /** The order paid with a Stripe PaymentIntent. */
    async findByPaymentIntent(paymentIntentId: string): Promise<OrderRecord | null> {
      const snapshot = await collection.where("paymentIntentId", "==", paymentIntentId).limit(1).get();
      const [doc] = snapshot.docs;
      return doc ? orderFromSnapshot(doc) : null;
    },

    /** The recipients of these orders by order id (those on file), read in one batch. */
    async recipientNames(orderIds: string[]): Promise<Map<string, string>> {
      if (orderIds.length === 0) return new Map();
      const snapshots = await db.getAll(...orderIds.map((id) => collection.doc(id)));
      return new Map(
        snapshots.filter((doc) => typeof doc.get("recipientName") === "string").map((doc) => [doc.id, String(doc.get("recipientName"))]),
      );
    },

    /** Marks the order reviewed in `transaction`, which stores its review (the reviews module's createOnce). */
    markReviewed(transaction: Transaction, orderId: string): void {
      transaction.update(collection.doc(orderId), { reviewed: true });
    },

    /** The order's status changes, oldest first. */
    async statusHistory(orderId: string): Promise<(StatusChange & { createdAt: Date })[]> {
      const snapshot = await historyOf(orderId).orderBy("createdAt", "asc").get();
      return snapshot.docs.map(statusChangeFromSnapshot);
    },

    async refunds(orderId: string): Promise<(RefundRecord & { refundedAt: Date })[]> {
      const snapshot = await refundsOf(orderId).orderBy("refundedAt", "asc").get();
      return snapshot.docs.map(refundFromSnapshot);
    },

    /**
     * Adds the paid order, with its first offer, to a batch with create(): a second attempt for the
     * same session fails the batch.
     */
    createPaid(batch: WriteBatch, orderId: string, order: PaidOrder, work: OrderWork): void {
      batch.create(collection.doc(orderId), {
        ...order,
        work: workToData(newWorkRecord(work)),
        status: "paid" satisfies OrderStatus,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    },

    /**
     * Moves the order from `change.from` to `change.to` and records who did it, in one transaction,
     * only if its status is still `change.from` and the state machine allows the move (409
     * `invalid_transition` otherwise). A cancellation is stamped `cancelledAt`.
     */
    async changeStatus(orderId: string, change: StatusChange): Promise<void> {
      const ref = collection.doc(orderId);
      await db.runTransaction(async (transaction) => {
        const current: unknown = (await transaction.get(ref)).get("status");
        if (current !== change.from) {
          throw new HttpError(409, "invalid_transition", "The order's status changed meanwhile. Reload and try again.");
        }
        requireTransition(change.from, change.to);
        transaction.update(ref, {
          ...(change.to === "cancelled" ? { cancelledAt: FieldValue.serverTimestamp() } : {}),
          status: change.to,
          updatedAt: FieldValue.serverTimestamp(),
        });
        transaction.create(historyOf(orderId).doc(), { ...change, createdAt: FieldValue.serverTimestamp() });
      });
    },

    /**
     * Delivers a (new version of an) order's song in one transaction: stores the file's path and
     * type, counts the version, resolves the open revision requests with it and adds the history
     * entry. The first delivery completes the order (the state machine's move on delivery); a later
     * one is a new version of a completed order, recorded from completed to completed. Concurrent
     * deliveries are serialised by the transaction: each gets its own version and entry. 404 for an
     * unknown order, 409 `order_not_deliverable` for one that cannot receive a song.
     */
    async deliverVersion(delivery: SongDelivery): Promise<{ version: number; order: OrderRecord }> {
      return db.runTransaction(async (transaction) => {
        const order = await readDeliverable(transaction, delivery.orderId);
        const version = await writeDelivery(transaction, order, delivery);
        return { version, order };
      });
    },

    /**
     * Releases the version an artist submitted, after the admins listened to it in the quality
     * check: delivered exactly as an admin's upload delivers it (see `deliverVersion`), in the same
     * transaction as the work's move to delivered and the artist's ledger entry (`earnings`, once
     * per order: a revision's release adds none). 409 `invalid_work_move` unless a version waits.
     */
    async releaseVersion(orderId: string, admin: { uid: string; email: string | null }): Promise<{ version: number; order: OrderRecord }> {
      return db.runTransaction(async (transaction) => {
        const order = await readDeliverable(transaction, orderId);
        const submission = order.work?.stage === "in_review" ? order.work.submission : null;
        const artistId = order.work?.artistId;
        if (!submission || !artistId || !isPackageKey(order.package)) throw new HttpError(409, "invalid_work_move", STUDIO_MESSAGES.notYourMove);
        // The artist's ledger entry moves with the release: read now, written with the delivery (once per order).
        const ledgerEntry = await earnings(db).prepareRelease(transaction, orderId);
        const version = await writeDelivery(transaction, order, {
          orderId,
          songPath: submission.path,
          contentType: submission.contentType,
          deliveredBy: admin.uid,
          deliveredByEmail: admin.email,
        });
        ledgerEntry.write({ artistId, package: order.package, addOns: order.addOns, recipientName: order.recipientName });
        return { version, order };
      });
    },

    /**
     * A revision request added to the order's list with its flag, in one transaction, so of
     * parallel requests one is recorded: 409 while one is open, and once the package's included
     * revisions are used.
     */
    async requestRevision(orderId: string, note: string): Promise<void> {
      const ref = collection.doc(orderId);
      await db.runTransaction(async (transaction) => {
        const order = orderFromSnapshot(await transaction.get(ref));
        if (order.revisionRequested) throw new HttpError(409, "revision_open", MESSAGES.revisionAlreadyOpen);
        const included = isPackageKey(order.package) ? PACKAGES[order.package].includedRevisions : null;
        if (included !== null && order.revisions.length >= included) throw new HttpError(409, "revision_limit_reached", MESSAGES.basicRevisionUsed);
        const request = { id: randomUUID(), note, requestedAt: new Date(), resolvedAt: null, resolvedByVersion: null };
        // The artist who made the song finds the request in their Revisions tab.
        const work = order.work && canMoveWork(order.work.stage, "request_revision") ? { work: workToData({ ...order.work, stage: "revision" }) } : {};
        transaction.update(ref, {
          revisionRequested: true,
          revisions: [...order.revisions, request].map(revisionToData),
          updatedAt: FieldValue.serverTimestamp(),
          ...work,
        });
      });
    },

    /**
     * Records a refund once. A cancellation knows the refund's id and overwrites what the webhook
     * may have written first; the webhook never overwrites. The order's `refundedCents` only grows.
     * A released order's artist loses the refunded proportion of their share in the same
     * transaction (a reversing ledger entry, once per refund, through `earnings`).
     */
    async recordRefund(orderId: string, refund: RefundRecord): Promise<void> {
      const orderRef = collection.doc(orderId);
      const refundRef = refundsOf(orderId).doc(`${refund.chargeId}-${refund.refundedTotalCents}`);
      const ledger = earnings(db);
      await db.runTransaction(async (transaction) => {
        const [order, existing, reversal] = await Promise.all([
          transaction.get(orderRef),
          transaction.get(refundRef),
          ledger.prepareRefundReversal(transaction, orderId, refund.refundedTotalCents),
        ]);
        reversal.write(Number(order.get("totalCents") ?? 0));
        if (existing.exists && refund.source !== "cancellation") return;
        transaction.set(refundRef, { ...refund, refundedAt: Timestamp.now() }, { merge: true });
        if (refund.refundedTotalCents > Number(order.get("refundedCents") ?? 0)) {
          transaction.update(orderRef, { refundedCents: refund.refundedTotalCents, updatedAt: FieldValue.serverTimestamp() });
        }
      });
    },

    /**
     * Records a download of the order's song. The first one is recorded exactly once (`create()` on
     * downloads/{orderId}); only the call that recorded it answers true and stamps `downloadedAt`.
     */
    async recordDownload(orderId: string, userId: string): Promise<boolean> {
      const isFirst = await downloads(db).recordFirst(orderId, userId);
      if (isFirst) await collection.doc(orderId).update({ downloadedAt: FieldValue.serverTimestamp() });
      return isFirst;
    },

    /** A listening link, as stored (revoked ones too); null for an unknown token. */
    getShare: (token: string): Promise<ShareRecord | null> => links.get(token),

    /**
     * The order's live listening link, made with `newToken()` on first use. One transaction reads
     * the order and, when it has no link, writes the link and the order: of concurrent calls one
     * makes the link and the others, retried, answer that same token.
     */
    async liveShareToken(orderId: string, userId: string, newToken: () => string): Promise<string> {
      const ref = collection.doc(orderId);
      return db.runTransaction(async (transaction) => {
        const order = await transaction.get(ref);
        if (!order.exists) throw new Error(`Order ${orderId} does not exist`);
        const current: unknown = order.get("share.token");
        if (typeof current === "string" && current !== "") return current;
        const token = newToken();
        links.create(transaction, token, { orderId, userId });
        transaction.update(ref, { share: { token, sharedAt: FieldValue.serverTimestamp() } });
        return token;
      });
    },

    /** Revokes the order's live link, if any, in one transaction with clearing it from the order. */
    async revokeShare(orderId: string): Promise<void> {
      const ref = collection.doc(orderId);
      await db.runTransaction(async (transaction) => {
        const order = await transaction.get(ref);
        const token: unknown = order.get("share.token");
        if (typeof token !== "string" || token === "") return;
        await links.revoke(transaction, token);
        transaction.update(ref, { share: null });
      });
    },
  };
}
