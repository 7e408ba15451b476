import { createHash } from "node:crypto";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { z } from "zod";
import { MAX_PUSH_DEVICES, WEB_PUSH_MESSAGES, type PushSubscriptionInput } from "@songs/domain";
import { IN_QUERY_LIMIT } from "../adapters/firestore/queries";
import { storedRecord, timestamp } from "../adapters/firestore/storedRecord";
import { runTransaction } from "../adapters/firestore/transactions";
import { HttpError } from "../http/errors";

/** One device's subscription as stored: whose it is, and where and how its pushes are sent. */
const storedPushSubscription = z.object({
  id: z.string(),
  uid: z.string(),
  endpoint: z.string(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
  /** When the device first subscribed (stamped then; a renewal of the same endpoint rewrites it without). */
  createdAt: timestamp.optional(),
});
export type PushSubscriptionRecord = z.output<typeof storedPushSubscription>;

/** `pushSubscriptions/*` through the device's codec; `updatedAt` is stamped at every write. */
export const pushSubscriptionRecord = storedRecord(storedPushSubscription, { id: "id", changedAt: "updatedAt" });

/** A device another account holds is refused, not moved: its user signs out there first (which releases it). */
const endpointTaken = () =>
  new HttpError(409, "push_endpoint_taken", WEB_PUSH_MESSAGES.endpointTaken, {
    endpoint: WEB_PUSH_MESSAGES.endpointTaken,
  });

/** A device is its push endpoint: the document's id is a digest of it, so a device is stored once. */
export const subscriptionIdOf = (endpoint: string): string => createHash("sha256").update(endpoint).digest("base64url");

/**
 * The owner of `pushSubscriptions/{id}`: the devices that receive a user's notifications, one
 * document per device (its id a digest of the push endpoint), each carrying the user's `uid`.
 * A device subscribes when its user turns the switch on, and is removed when they turn it off,
 * sign out, or when the push service answers 404 or 410 (the subscription expired). No composite
 * index: every query is one equality on `uid`.
 */
export function pushSubscriptions(db: Firestore) {
  const collection = db.collection("pushSubscriptions");
  const ofUser = (uid: string) => collection.where("uid", "==", uid);

  /** The device a snapshot holds, or null. */
  const deviceOf = (snapshot: FirebaseFirestore.DocumentSnapshot) => pushSubscriptionRecord.readIfExists(snapshot);

  /**
   * Writes the user's device after the caller's reads, in place of `replacedId` when given (a
   * renewed subscription), making room among their others.
   */
  async function keep(
    transaction: FirebaseFirestore.Transaction,
    uid: string,
    subscription: PushSubscriptionInput,
    isKnown: boolean,
    replacedId?: string,
  ): Promise<void> {
    const id = subscriptionIdOf(subscription.endpoint);
    const mine = await transaction.get(ofUser(uid).limit(MAX_PUSH_DEVICES + 1));
    if (replacedId !== undefined && replacedId !== id) transaction.delete(collection.doc(replacedId));
    const others = mine.docs
      .filter((doc) => doc.id !== id && doc.id !== replacedId)
      .sort((a, b) => (a.createTime?.toMillis() ?? 0) - (b.createTime?.toMillis() ?? 0));
    for (const doc of others.slice(0, Math.max(0, others.length - (MAX_PUSH_DEVICES - 1)))) transaction.delete(doc.ref);
    const { endpoint, keys } = subscription;
    transaction.set(collection.doc(id), {
      ...pushSubscriptionRecord.write({ id, uid, endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }),
      ...(isKnown ? {} : { createdAt: FieldValue.serverTimestamp() }),
    });
  }

  return {
    /**
     * Stores the device for `uid`; one another account holds is refused (409), not moved. A user
     * keeps at most MAX_PUSH_DEVICES: the devices subscribed longest ago make room.
     */
    async save(uid: string, subscription: PushSubscriptionInput): Promise<void> {
      await runTransaction(db, async (transaction) => {
        const current = deviceOf(await transaction.get(collection.doc(subscriptionIdOf(subscription.endpoint))));
        if (current && current.uid !== uid) throw endpointTaken();
        await keep(transaction, uid, subscription, current !== null);
      });
    },

    /**
     * The browser replaced a device's subscription (`pushsubscriptionchange`): the new one is kept
     * for the user of the old, proved by the old one's auth secret (which only that browser holds),
     * and the old one deleted. False when no device has that endpoint and secret; a new endpoint
     * another account holds is refused (409).
     */
    async renew(oldEndpoint: string, oldAuth: string, subscription: PushSubscriptionInput): Promise<boolean> {
      const oldRef = collection.doc(subscriptionIdOf(oldEndpoint));
      const newRef = collection.doc(subscriptionIdOf(subscription.endpoint));
      return runTransaction(db, async (transaction) => {
        const [old, current] = (await Promise.all([transaction.get(oldRef), transaction.get(newRef)])).map(deviceOf);
        if (old?.keys.auth !== oldAuth) return false;
        if (current && current.uid !== old.uid) throw endpointTaken();
        await keep(transaction, old.uid, subscription, current !== null, oldRef.id);
        return true;
      });
    },

    /** Whether `uid` receives pushes on the device with this endpoint (the switch asks when it shows). */
    async holds(uid: string, endpoint: string): Promise<boolean> {
      return deviceOf(await collection.doc(subscriptionIdOf(endpoint)).get())?.uid === uid;
    },

    /** Removes the user's device with this endpoint (the switch turned off, a sign-out); another user's is left alone. */
    async remove(uid: string, endpoint: string): Promise<void> {
      const ref = collection.doc(subscriptionIdOf(endpoint));
      await runTransaction(db, async (transaction) => {
        if (deviceOf(await transaction.get(ref))?.uid === uid) transaction.delete(ref);
      });
    },

    /** The user's devices (at most MAX_PUSH_DEVICES). */
    async listOf(uid: string): Promise<PushSubscriptionRecord[]> {
      const snapshot = await ofUser(uid).limit(MAX_PUSH_DEVICES).get();
      return snapshot.docs.map(pushSubscriptionRecord.read);
    },

    /**
     * Which of `uids` have a device to notify (the outbox's read step): plain reads, not the
     * caller's transaction's, so an order offered to fifty artists locks nothing more; a device
     * subscribed meanwhile misses that one notification, never its email. 30 users a query.
     */
    async usersWithDevices(uids: readonly string[]): Promise<Set<string>> {
      const unique = [...new Set(uids)];
      const found = new Set<string>();
      for (let start = 0; start < unique.length; start += IN_QUERY_LIMIT) {
        const batch = unique.slice(start, start + IN_QUERY_LIMIT);
        const snapshot = await collection
          .where("uid", "in", batch)
          .select("uid")
          .limit(batch.length * MAX_PUSH_DEVICES)
          .get();
        for (const doc of snapshot.docs) found.add(storedPushSubscription.shape.uid.parse(doc.get("uid")));
      }
      return found;
    },

    /** Deletes a device whose push service answered that it is gone (404, 410), unless it was subscribed again since. */
    async expire(subscription: PushSubscriptionRecord): Promise<void> {
      const ref = collection.doc(subscription.id);
      await runTransaction(db, async (transaction) => {
        if (deviceOf(await transaction.get(ref))?.keys.auth === subscription.keys.auth) transaction.delete(ref);
      });
    },
  };
}
