import { pushSubscriptionSchema, WEB_PUSH_MESSAGES } from "@songs/domain";
import { fetchWebPushKey } from "../api/configApi";
import { isApiError } from "../api/ApiError";
import { checkDeviceSubscription, forgetDeviceSubscription, saveDeviceSubscription } from "./devicePushApi";

/** What this device's switch can be: on, off, or unable, and why (said in words where the switch is). */
export type DevicePushState =
  | { status: "on" }
  /** `ended`: the push service ended this device's subscription (404, 410), and the server dropped it. */
  | { status: "off"; ended?: boolean }
  | { status: "unavailable"; reason: "unsupported" | "denied" };

/** Why turning the switch on did not work: said in words, and email stays the channel. */
export type TurnOnResult =
  | { status: "on" }
  | { status: "off"; message: string }
  | { status: "unavailable"; reason: "unsupported" | "denied"; message: string };

/** The browser's parts the switch uses (a seam for the tests). */
export interface PushHost {
  /** Whether the browser has notifications, a service worker and the Push API. */
  isSupported(): boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** The service worker's registration, once one is active (null when the page has none). */
  registration(): Promise<ServiceWorkerRegistration | null>;
  /** The registration as it is now, active or not (reading or dropping a subscription waits for nothing). */
  currentRegistration(): Promise<ServiceWorkerRegistration | null>;
}

/** How long the switch waits for the service worker to be ready before it says it could not. */
const READY_TIMEOUT_MS = 10_000;

export const browserPushHost = (): PushHost => ({
  isSupported: () =>
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window,
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  registration: async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return null;
    if (registration.active) return registration;
    return Promise.race([
      navigator.serviceWorker.ready,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_TIMEOUT_MS)),
    ]);
  },
  currentRegistration: async () => (await navigator.serviceWorker.getRegistration()) ?? null,
});

/** The applicationServerKey as the Push API takes it: the VAPID public key's bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

async function currentSubscription(host: PushHost): Promise<PushSubscription | null> {
  const registration = await host.currentRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * The switch's state on this device: on when this browser holds a subscription the server still
 * sends to (signing out removes it). One the server dropped because its push service answered that
 * it is gone is dropped here too, and the switch says so. Offline, the browser's word stands.
 */
export async function readDevicePush(host: PushHost = browserPushHost()): Promise<DevicePushState> {
  if (!host.isSupported()) return { status: "unavailable", reason: "unsupported" };
  if (host.permission() === "denied") return { status: "unavailable", reason: "denied" };
  const subscription = await currentSubscription(host).catch(() => null);
  if (!subscription || host.permission() !== "granted") return { status: "off" };
  const held = await checkDeviceSubscription(subscription.endpoint).catch(() => ({ subscribed: true }));
  if (held.subscribed) return { status: "on" };
  await subscription.unsubscribe().catch(() => false);
  return { status: "off", ended: true };
}

/**
 * Turns notifications on for this device: asks the browser's permission (only now), subscribes
 * with the server's VAPID key, and stores the subscription for the signed-in user. Each way it can
 * fail answers what to say; nothing is left half on (a subscription the server did not store is dropped).
 */
export async function turnOnDevicePush(host: PushHost = browserPushHost()): Promise<TurnOnResult> {
  if (!host.isSupported())
    return { status: "unavailable", reason: "unsupported", message: WEB_PUSH_MESSAGES.unsupported };
  const permission = host.permission() === "granted" ? "granted" : await host.requestPermission();
  if (permission === "denied") return { status: "unavailable", reason: "denied", message: WEB_PUSH_MESSAGES.denied };
  if (permission !== "granted") return { status: "off", message: WEB_PUSH_MESSAGES.turnedOff };
  const registration = await host.registration().catch(() => null);
  if (!registration) return { status: "off", message: WEB_PUSH_MESSAGES.subscribeFailed };
  let subscription: PushSubscription;
  try {
    const publicKey = await fetchWebPushKey();
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
  } catch {
    return { status: "off", message: WEB_PUSH_MESSAGES.subscribeFailed };
  }
  const body = pushSubscriptionSchema.safeParse(subscription.toJSON());
  try {
    if (!body.success) throw new Error("The browser's subscription is not one the server takes");
    await saveDeviceSubscription(body.data);
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    const isTaken = isApiError(error) && error.code === "push_endpoint_taken";
    return { status: "off", message: isTaken ? WEB_PUSH_MESSAGES.endpointTaken : WEB_PUSH_MESSAGES.saveFailed };
  }
  return { status: "on" };
}

/**
 * Turns notifications off for this device (the switch, or signing out): the server forgets it,
 * and the browser drops the subscription even when the server cannot be reached (its push service
 * then answers 410, and the server deletes it at the next notification).
 */
export async function turnOffDevicePush(host: PushHost = browserPushHost()): Promise<void> {
  if (!host.isSupported()) return;
  const subscription = await currentSubscription(host).catch(() => null);
  if (!subscription) return;
  await forgetDeviceSubscription(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
