import type { FollowUpHandlers } from "../followUps";
import { sendPushNotification, type PushDependencies } from "./sendPushNotification";

/** The notifications' follow-up: one sent to each of the user's devices. */
export function webPushFollowUpHandlers(deps: PushDependencies): Pick<FollowUpHandlers, "push_notification"> {
  return { push_notification: (record) => sendPushNotification(deps, record) };
}
