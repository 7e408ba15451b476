import type { Firestore, Transaction } from "firebase-admin/firestore";
import { followUpOf, type FollowUp } from "@songs/domain";
import { followUps } from "../followUps";
import { pushSubscriptions } from "./pushSubscriptions";

/** The notification on the phone that goes with an email: whose devices, about which order, its words and the order's path. */
export interface PushNotice {
  uid: string;
  orderId: string;
  title: string;
  body: string;
  /** The order's path on the site (`/dashboard/orders/:orderId`, `/studio/orders/:orderId`). */
  url: string;
}

/**
 * The read step of the outbox's push part (outbox/outbox.ts): for each email queued now that has a notification,
 * whether its user has a device to notify (`usersWithDevices`); `write()` then writes a
 * `push_notification` follow-up for each that has, in the same transaction as the email, so the
 * notification is never lost nor written twice (one per email, its id derived from the email's).
 */
export async function preparePushes(
  db: Firestore,
  transaction: Transaction,
  items: readonly { mailId: string; push: PushNotice }[],
  now = new Date(),
): Promise<() => void> {
  if (items.length === 0) return () => undefined;
  const devices = await pushSubscriptions(db).usersWithDevices(items.map((item) => item.push.uid));
  const list: FollowUp[] = items
    .filter((item) => devices.has(item.push.uid))
    .map(({ mailId, push }) =>
      followUpOf(
        push.orderId,
        { kind: "push_notification", mailId, uid: push.uid, title: push.title, body: push.body, url: push.url },
        { now },
      ),
    );
  return followUps(db).prepareCreate(transaction, list);
}
