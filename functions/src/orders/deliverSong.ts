import type { Firestore } from "firebase-admin/firestore";
import { users } from "../account";
import { mailQueue } from "../adapters/mail/mailQueue";
import type { OrderRecord } from "./orderRecord";
import { orders, type SongDelivery } from "./orders";

export interface DeliverSongDependencies {
  db: Firestore;
  /** The site's origin, for the dashboard link in the email. */
  siteUrl: string;
}

export interface DeliveryResult {
  version: number;
  /** False when the 'your song is ready' email could not be queued (the admin should tell the customer). */
  mailQueued: boolean;
}

/**
 * Delivers a (new version of an) order's song: one transaction stores it on the order (see
 * `orders(db).deliverVersion`), then the 'your song is ready' email is queued once per delivered
 * version (a deterministic mail id).
 */
export async function deliverSong(deps: DeliverSongDependencies, delivery: SongDelivery): Promise<DeliveryResult> {
  const { version, order } = await orders(deps.db).deliverVersion(delivery);
  const mailQueued = await queueSongReadyMail(deps, order, version);
  return { version, mailQueued };
}

/**
 * Releases the version an artist submitted, from the admins' quality check: delivered as an admin
 * upload is (see `orders(db).releaseVersion`), with the same 'your song is ready' email.
 */
export async function releaseSong(deps: DeliverSongDependencies, orderId: string, admin: { uid: string; email: string | null }): Promise<DeliveryResult> {
  const { version, order } = await orders(deps.db).releaseVersion(orderId, admin);
  const mailQueued = await queueSongReadyMail(deps, order, version);
  return { version, mailQueued };
}

async function queueSongReadyMail(deps: DeliverSongDependencies, order: OrderRecord, version: number): Promise<boolean> {
  try {
    const to = order.customerEmail ?? (await users(deps.db).emailOf(order.userId));
    if (!to) return false;
    const isRevision = version > 1;
    const subject = isRevision
      ? `A new version of your song for ${order.recipientName} is ready`
      : `Your song for ${order.recipientName} is ready!`;
    const text = [
      isRevision
        ? `The revised version of your custom song for ${order.recipientName} is ready.`
        : `Great news: your custom song for ${order.recipientName} is ready.`,
      "",
      `Listen, download and share it from your dashboard: ${deps.siteUrl}/dashboard`,
      "",
      "Songs From The Heart",
    ].join("\n");
    const about = { orderId: order.id, songVersion: version };
    return await mailQueue(deps.db).sendOnce(`song-ready-${order.id}-v${version}`, { to, subject, text }, about);
  } catch {
    return false;
  }
}
