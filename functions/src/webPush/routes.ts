import type { AudienceRoutes } from "../platform/routeTable";
import { checkDevice } from "./checkDevice";
import { renewDevice } from "./renewDevice";
import { subscribeDevice } from "./subscribeDevice";
import { unsubscribeDevice } from "./unsubscribeDevice";

/** Notifications on the phone: a device of the signed-in user subscribes, is checked, stops, or is renewed by its browser. */
export const webPushRoutes: AudienceRoutes = {
  public: [{ path: "/push-subscriptions/renew", handlers: { post: renewDevice } }],
  signedIn: [
    { path: "/push-subscriptions/remove", handlers: { post: unsubscribeDevice } },
    { path: "/push-subscriptions/check", handlers: { post: checkDevice } },
  ],
  customer: [{ path: "/push-subscriptions", handlers: { post: subscribeDevice } }],
};
