import type { PushSubscriptionInput } from "@songs/domain";
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
