import { pushSubscriptionSchema, pushUnsubscribeSchema } from "@songs/domain";
import { handler } from "../http/handler";
import { pushSubscriptions } from "./pushSubscriptions";

/**
 * POST /api/push-subscriptions: this device receives the signed-in user's notifications (the
 * "Notify me on this device" switch turned on). Body: the browser's `PushSubscription.toJSON()`
 * (an https endpoint, base64url keys). 204; 400 with field messages otherwise.
 */
export const subscribeDevice = handler(
  pushSubscriptionSchema,
  async ({ db, user, input }): Promise<undefined> => {
    await pushSubscriptions(db).save(user.uid, input);
    return undefined;
  },
  { auth: "customer" },
);

/**
 * POST /api/push-subscriptions/remove: this device stops receiving the user's notifications (the
 * switch turned off, or signing out). Body `{ endpoint }`. 204, also when it was not subscribed.
 */
export const unsubscribeDevice = handler(
  pushUnsubscribeSchema,
  async ({ db, user, input }): Promise<undefined> => {
    await pushSubscriptions(db).remove(user.uid, input.endpoint);
    return undefined;
  },
  { auth: "required" },
);
