import type { PushDeviceState, PushSubscriptionInput } from "@songs/domain";
import type { ResponseSchema } from "../api/client";
import { apiSend } from "../api/client";
import { noContent } from "../api/noContent";

/** The signed-in user's devices that receive notifications (functions/src/webPush). */

/** Stores this device's push subscription for the signed-in user. */
export function saveDeviceSubscription(subscription: PushSubscriptionInput): Promise<void> {
  return apiSend("POST", "/api/push-subscriptions", subscription, noContent);
}

/** Forgets this device's push subscription (by its endpoint). */
export function forgetDeviceSubscription(endpoint: string): Promise<void> {
  return apiSend("POST", "/api/push-subscriptions/remove", { endpoint }, noContent);
}

const deviceStateSchema: ResponseSchema<PushDeviceState> = {
  safeParse: (data) =>
    typeof data === "object" && data !== null && typeof (data as PushDeviceState).subscribed === "boolean"
      ? { success: true, data: { subscribed: (data as PushDeviceState).subscribed } }
      : { success: false },
};

/** Whether the server still sends the signed-in user's notifications to this endpoint (false once its push service ended it). */
export function checkDeviceSubscription(endpoint: string): Promise<PushDeviceState> {
  return apiSend("POST", "/api/push-subscriptions/check", { endpoint }, deviceStateSchema);
}
