import { pushSubscriptionSchema } from "@songs/domain";
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
