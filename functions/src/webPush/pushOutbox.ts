import type { Firestore, Transaction } from "firebase-admin/firestore";
import { followUpOf, type FollowUp, type PushNotice } from "@songs/domain";
import { followUps } from "../followUps";
import { pushSubscriptions } from "./pushSubscriptions";

/**
 * The notification on the phone that goes with an email: whose devices, about which order, and
 * which notification (by ids).
 */
export interface OutboxPush {
  uid: string;
  orderId: string;
  notice: PushNotice;
}

/**
 * The read step of the outbox's push part (outbox/outbox.ts): for each email queued now that has a notification,
 * whether its user has a device to notify (`usersWithDevices`); `write()` then writes a
 * `push_notification` follow-up for each that has, in the same transaction as the email, so the
 * notification is never lost nor written twice (one per email, its id derived from the email's).
 * The follow-up names the notification; its words are composed when it is sent.
 */
export async function preparePushes(
  db: Firestore,
  transaction: Transaction,
  items: readonly { mailId: string; push: OutboxPush }[],
  now = new Date(),
): Promise<() => void> {
  if (items.length === 0) return () => undefined;
  const devices = await pushSubscriptions(db).usersWithDevices(items.map((item) => item.push.uid));
  const list: FollowUp[] = items
    .filter((item) => devices.has(item.push.uid))
    .map(({ mailId, push }) =>
      followUpOf(push.orderId, { kind: "push_notification", mailId, uid: push.uid, notice: push.notice }, { now }),
    );
  return followUps(db).prepareCreate(transaction, list);
}
