import type { Capability } from "../platform/capability";
import { byUid, deleted, notCopied, onAccount } from "../platform/dataMap";
import { pushSubscriptions } from "./pushSubscriptions";
import { webPushRoutes } from "./routes";
import { webPushFollowUpHandlers } from "./webPushFollowUpHandlers";

/**
 * Notifications on the phone (Web Push): the public entry of the capability. It owns
 * `pushSubscriptions/*` (each user's devices), writes a notification as a follow-up in the
 * transaction of the email it goes with (the outbox: `preparePushes`, called by the mail queue),
 * and sends it by Web Push with VAPID when the follow-up runs.
 */
export { pushSubscriptions, subscriptionIdOf, type PushSubscriptionRecord } from "./pushSubscriptions";
export { preparePushes, type PushNotice } from "./pushOutbox";
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
      erasure: deleted(onAccount(({ db, uid }) => pushSubscriptions(db).forgetOf(uid))),
      copy: notCopied("a device's push address and keys, which only its browser uses"),
    },
  ],
} satisfies Capability;
