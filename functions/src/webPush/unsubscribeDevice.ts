import { pushUnsubscribeSchema } from "@songs/domain";
import { handler } from "../http/handler";
import { pushSubscriptions } from "./pushSubscriptions";

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
