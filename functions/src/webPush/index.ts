import type { Capability } from "../platform/capability";
import { byUid, deleted, notCopied, onAccount } from "../platform/dataMap";
import { pushSubscriptionErasure } from "./pushSubscriptionErasure";
import { webPushRoutes } from "./routes";
import { webPushFollowUpHandlers } from "./webPushFollowUpHandlers";

/**
 * Notifications on the phone (Web Push): the public entry of the capability. It owns
 * `pushSubscriptions/*` (each user's devices, deleted with the account), writes a notification as
 * a follow-up in the transaction of the email it goes with (the outbox: `preparePushes`, called by
 * the mail queue) naming what it tells about by ids, and sends it by Web Push with VAPID when the
 * follow-up runs, its words composed then by the capability that owns the records (each one's
 * registration's `pushes`, joined in capabilities.ts).
 */
export { pushSubscriptions, subscriptionIdOf, type PushSubscriptionRecord } from "./pushSubscriptions";
export { pushSubscriptionErasure } from "./pushSubscriptionErasure";
export { preparePushes, type OutboxPush } from "./pushOutbox";
export { pushActionWithoutWords } from "./legacyPushActions";
export { sendPushNotification, type PushDependencies } from "./sendPushNotification";
export { subscribeDevice } from "./subscribeDevice";
export { unsubscribeDevice } from "./unsubscribeDevice";

/** The webPush capability, as `functions/src/capabilities.ts` lists it. */
export const webPushCapability = {
  name: "webPush",
  routes: webPushRoutes,
  followUps: webPushFollowUpHandlers,
  collections: [
    {
      path: "pushSubscriptions",
      holds: "a device that receives a user's notifications (its uid, push endpoint and keys)",
      person: byUid("uid"),
      retention: "until the device stops, its push service says it is gone, or the account is deleted",
      erasure: deleted(onAccount(async ({ db, uid }) => void (await pushSubscriptionErasure(db).forget(uid)))),
      copy: notCopied("a device's push address and keys, which only its browser uses"),
    },
  ],
} satisfies Capability;
