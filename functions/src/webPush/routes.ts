import type { RouteTable } from "../http/routeTable";
import { subscribeDevice } from "./subscribeDevice";
import { unsubscribeDevice } from "./unsubscribeDevice";

/** Notifications on the phone: a device of the signed-in user subscribes, or stops. */
export const webPushRoutes: RouteTable = [
  { path: "/push-subscriptions", handlers: { post: subscribeDevice } },
  { path: "/push-subscriptions/remove", handlers: { post: unsubscribeDevice } },
];
