import { pushDeviceSchema, type PushDeviceState } from "@songs/domain";
import { handler } from "../http/handler";
import { pushSubscriptions } from "./pushSubscriptions";

/**
 * POST /api/push-subscriptions/check: whether the signed-in user's notifications still go to this
 * device (body `{ endpoint }`; a POST keeps the endpoint out of URLs and logs). The switch shows
 * off, saying why, when the push service ended the subscription (404, 410) and the server dropped it.
 */
export const checkDevice = handler(
  pushDeviceSchema,
  async ({ db, user, input }): Promise<PushDeviceState> => ({
    subscribed: await pushSubscriptions(db).holds(user.uid, input.endpoint),
  }),
  { auth: "required" },
);
