import { pushSubscriptionSchemaFor } from "@songs/domain";
import { handler } from "../http/handler";
import { pushSubscriptions } from "./pushSubscriptions";

/**
 * POST /api/push-subscriptions: this device receives the signed-in user's notifications (the
 * "Notify me on this device" switch turned on). Body: the browser's `PushSubscription.toJSON()`:
 * an https endpoint of a browser's push service (the local stack's too, under the emulators) and
 * base64url keys. 204; 400 with field messages; 409 when another account holds the device (its
 * user signs out there first, which releases it).
 */
export const subscribeDevice = handler(
  (config) => pushSubscriptionSchemaFor(config.webPush.testServiceHost),
  async ({ db, user, input }): Promise<undefined> => {
    await pushSubscriptions(db).save(user.uid, input);
    return undefined;
  },
  { auth: "customer" },
);
