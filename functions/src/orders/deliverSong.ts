import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { canDeliver, canTransition, isOrderStatus } from "@songs/domain";
import { customerOrders } from "../adapters/firestore/customerOrders";
import { mailQueue } from "../adapters/mail/mailQueue";
import { orderFromSnapshot } from "../adapters/firestore/orderRecord";
import { orderStatusHistory } from "../adapters/firestore/orderStatusHistory";
import { HttpError, notFound } from "../http/errors";

export interface DeliverSongDependencies {
  db: Firestore;
  /** The site's origin, for the dashboard link in the email. */
  siteUrl: string;
}

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

export interface DeliveryResult {
  version: number;
  /** False when the 'your song is ready' email could not be queued (the admin should tell the customer). */
  mailQueued: boolean;
}

/**
 * Delivers a (new version of an) order's song in one transaction: stores the file's path and type,
 * counts the version, completes the order, resolves its open revision requests with that version
 * and adds the status-history entry (from the status the order had, so only the first delivery
 * records leaving paid or in progress). Concurrent deliveries are serialised by the transaction:
 * each gets its own version and its own entry. Then queues the 'your song is ready' email once per
 * delivered version (`create()` on a deterministic mail id).
 */
export async function deliverSong(deps: DeliverSongDependencies, delivery: SongDelivery): Promise<DeliveryResult> {
  const orders = customerOrders(deps.db);
  const history = orderStatusHistory(deps.db);
  const ref = orders.ref(delivery.orderId);
  const { version, order } = await deps.db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw notFound("Order not found");
    const current = orderFromSnapshot(snapshot);
    if (!canDeliver(current.status)) {
      throw new HttpError(409, "order_not_deliverable", `A song cannot be delivered for a ${current.status || "unknown"} order`);
    }
    const openRevisions = await orders.openRevisions(transaction, current);
    const next = current.songVersion + 1;
    // The first delivery completes the order (a status move of the state machine); a later one
    // is a new version of a completed order, which keeps its status.
    const completes = isOrderStatus(current.status) && canTransition(current.status, "completed", "delivery");
    transaction.update(ref, {
      songPath: delivery.songPath,
      songContentType: delivery.contentType,
      songVersion: next,
      songDeliveredBy: delivery.deliveredBy,
      ...(completes ? { status: "completed" } : {}),
      // When the current version was delivered (the admins see it as the song's upload time).
      completedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      revisionRequested: false,
    });
    orders.resolveRevisions(transaction, openRevisions, next);
    history.record(transaction, current.id, {
      from: current.status,
      to: "completed",
      changedBy: delivery.deliveredBy,
      changedByEmail: delivery.deliveredByEmail,
      reason: "song_delivered",
      songVersion: next,
    });
    return {
      version: next,
      order: { userId: current.userId, customerEmail: current.customerEmail, recipientName: current.recipientName },
    };
  });
  const mailQueued = await queueSongReadyMail(deps, { orderId: delivery.orderId, version, ...order });
  return { version, mailQueued };
}

async function queueSongReadyMail(
  deps: DeliverSongDependencies,
  delivery: { orderId: string; version: number; userId: string; customerEmail: string | null; recipientName: string },
): Promise<boolean> {
  try {
    const to = delivery.customerEmail ?? (await profileEmail(deps.db, delivery.userId));
    if (!to) return false;
    const isRevision = delivery.version > 1;
    const subject = isRevision
      ? `A new version of your song for ${delivery.recipientName} is ready`
      : `Your song for ${delivery.recipientName} is ready!`;
    const text = [
      isRevision
        ? `The revised version of your custom song for ${delivery.recipientName} is ready.`
        : `Great news: your custom song for ${delivery.recipientName} is ready.`,
      "",
      `Listen, download and share it from your dashboard: ${deps.siteUrl}/dashboard`,
      "",
      "Songs From The Heart",
    ].join("\n");
    const about = { orderId: delivery.orderId, songVersion: delivery.version };
    return await mailQueue(deps.db).sendOnce(`song-ready-${delivery.orderId}-v${delivery.version}`, { to, subject, text }, about);
  } catch {
    return false;
  }
}

async function profileEmail(db: Firestore, userId: string): Promise<string | null> {
  if (!userId) return null;
  const email: unknown = (await db.collection("users").doc(userId).get()).get("email");
  return typeof email === "string" && email !== "" ? email : null;
}
