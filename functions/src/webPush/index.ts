/**
 * Notifications on the phone (Web Push): the public entry of the capability. It owns
 * `pushSubscriptions/*` (each user's devices, deleted with the account), writes a notification as
 * a follow-up in the transaction of the email it goes with (the outbox: `preparePushes`, called by
 * the mail queue) naming what it tells about by ids, and sends it by Web Push with VAPID when the
 * follow-up runs, its words composed then by the capability that owns the records (`PushComposers`).
 */
export { pushSubscriptions, subscriptionIdOf, type PushSubscriptionRecord } from "./pushSubscriptions";
export { pushSubscriptionErasure } from "./pushSubscriptionErasure";
export { preparePushes, type OutboxPush } from "./pushOutbox";
export type { ComposedPush, PushComposers } from "./pushComposers";
export { pushActionWithoutWords } from "./legacyPushActions";
export { sendPushNotification, type PushDependencies } from "./sendPushNotification";
export { subscribeDevice } from "./subscribeDevice";
export { unsubscribeDevice } from "./unsubscribeDevice";

export { webPushFollowUpHandlers } from "./webPushFollowUpHandlers";
