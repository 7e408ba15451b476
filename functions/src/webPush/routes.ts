import type { AudienceRoutes } from "../platform/routeTable";
import { subscribeDevice } from "./subscribeDevice";
import { unsubscribeDevice } from "./unsubscribeDevice";

/** Notifications on the phone: a device of the signed-in user subscribes, or stops. */
export const webPushRoutes: AudienceRoutes = {
  signedIn: [{ path: "/push-subscriptions/remove", handlers: { post: unsubscribeDevice } }],
  customer: [{ path: "/push-subscriptions", handlers: { post: subscribeDevice } }],
};
