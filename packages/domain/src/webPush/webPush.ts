/**
 * Notifications on the phone (Web Push): what a device sends to subscribe, what a notification
 * carries, and what the switch says. Pure: the browser's switch and the server share it.
 */
import { z } from "zod";

/** base64url without padding, as the Push API's `PushSubscription.toJSON()` gives the keys. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export const WEB_PUSH_MESSAGES = {
  endpointInvalid:
    "The push endpoint must be an https address of a browser's push service (Google, Mozilla, Apple or Microsoft)",
  endpointTaken:
    "This device receives another account's notifications: log out of that account on this device first, then turn the switch on",
  keyInvalid: "The key must be base64url",
  switchLabel: "Notify me on this device",
  /** Under the switch while it is off. */
  offHint: "Get a notification on this device when something happens on your orders. Emails keep coming either way.",
  on: "Notifications are on for this device.",
  unsupported: "This browser cannot show notifications, so we keep you posted by email.",
  denied: "Notifications are blocked in this browser's settings, so we keep you posted by email.",
  subscribeFailed:
    "This device could not be signed up for notifications (the browser's push service did not answer; are you offline?). We keep you posted by email.",
  saveFailed: "Notifications could not be turned on. Please try again; we keep you posted by email meanwhile.",
  turnedOff: "Notifications are off for this device. We keep you posted by email.",
  /** The switch's note when this device's push service said its subscription is gone (404, 410). */
  ended:
    "Notifications stopped on this device: its push service ended the subscription. Turn the switch on to get them again; we keep you posted by email meanwhile.",
} as const;

/**
 * The push services browsers subscribe with: Google's FCM (Chrome, Edge on Android), Mozilla's
 * autopush (Firefox), Apple's (Safari) and Microsoft's WNS (Edge on Windows). The server sends to
 * no other host, so a subscription cannot point its requests at an address of our own network.
 */
export const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com"] as const;
export const PUSH_SERVICE_HOST_SUFFIXES = [".push.apple.com", ".notify.windows.com"] as const;

/**
 * Whether the server may send to `endpoint`: https on port 443 to a known push service's host
 * (no IP literal, no user info). `testServiceHost` is the local stack's push service (an
 * emulator-only setting the functions refuse in production): https on that host at any port.
 */
export function isPushServiceEndpoint(endpoint: string, testServiceHost?: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "") return false;
  if (testServiceHost !== undefined && url.hostname === testServiceHost) return true;
  // The URL parser drops the default port: any port left is not 443.
  if (url.port !== "") return false;
  const host = url.hostname;
  return (
    (PUSH_SERVICE_HOSTS as readonly string[]).includes(host) ||
    PUSH_SERVICE_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)
  );
}

/** A push endpoint the server may send to (isPushServiceEndpoint), with `testServiceHost` where the local stack allows its push service. */
export const pushEndpointSchema = (testServiceHost?: string) =>
  z
    .string()
    .max(2000, WEB_PUSH_MESSAGES.endpointInvalid)
    .refine((endpoint) => isPushServiceEndpoint(endpoint, testServiceHost), WEB_PUSH_MESSAGES.endpointInvalid);

/** A device's keys (RFC 8291): an uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22 characters). */
const pushKeysSchema = z.object({
  p256dh: z.string().regex(BASE64URL, WEB_PUSH_MESSAGES.keyInvalid).length(87, WEB_PUSH_MESSAGES.keyInvalid),
  auth: z.string().regex(BASE64URL, WEB_PUSH_MESSAGES.keyInvalid).length(22, WEB_PUSH_MESSAGES.keyInvalid),
});

/** What a device sends to receive pushes: its push service's endpoint and its keys, as the server accepts it where `testServiceHost` is allowed. */
export const pushSubscriptionSchemaFor = (testServiceHost?: string) =>
  z.object({ endpoint: pushEndpointSchema(testServiceHost), keys: pushKeysSchema });

/** What a device sends to receive pushes: its push service's endpoint and its keys (RFC 8291). */
export const pushSubscriptionSchema = pushSubscriptionSchemaFor();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/**
 * What the service worker sends when the browser replaced a subscription (`pushsubscriptionchange`):
 * the old endpoint and its auth secret (which only that browser holds: it proves the device
 * without a sign-in), and the new subscription, kept for the same user.
 */
export const pushRenewalSchemaFor = (testServiceHost?: string) =>
  z.object({
    oldEndpoint: z.string().min(1).max(2000),
    oldAuth: pushKeysSchema.shape.auth,
    subscription: pushSubscriptionSchemaFor(testServiceHost),
  });

/** Which device stops receiving pushes (at logout, or the switch turned off). */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2000) });

/** Whether the server still sends this device's pushes to the signed-in user (`POST /api/push-subscriptions/check`). */
export const pushDeviceSchema = pushUnsubscribeSchema;
export interface PushDeviceState {
  subscribed: boolean;
}

/** What one push carries, decrypted by the service worker: the words shown and the order it opens (a path of the site). */
export const pushPayloadSchema = z.object({
  title: z.string().min(1).max(120),
  body: z.string().max(240),
  /** A path of the site (`/dashboard/orders/:orderId`), opened by a tap. */
  url: z.string().regex(/^\/[^/\\]/),
  /** Notifications of one order replace each other on the lock screen. */
  tag: z.string().max(200),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/**
 * Which notification a `push_notification` follow-up sends, named by the ids of what it tells
 * about (the order is the follow-up's own): its words are composed when it runs, from those
 * records, so the stored follow-up holds nobody's words, and one whose record is gone or erased
 * (an account deleted meanwhile) sends nothing.
 */
export const pushNoticeSchema = z.discriminatedUnion("about", [
  /** To the customer: a version of their song is ready. */
  z.object({ about: z.literal("song_ready"), version: z.number().int().positive() }),
  /** To an artist: the order is offered to them. */
  z.object({ about: z.literal("offer") }),
  /** To the artist: the song check sent their version back. */
  z.object({ about: z.literal("sent_back") }),
  /** To the customer: the artist (or an admin) asked them a question. */
  z.object({ about: z.literal("question"), questionId: z.string().min(1) }),
  /** To whoever asked: the customer answered. */
  z.object({ about: z.literal("answer"), questionId: z.string().min(1) }),
  /** To the customer: their gift's recipient opened it. */
  z.object({ about: z.literal("gift_opened") }),
  /** To the customer: their gift's recipient said thank you. */
  z.object({ about: z.literal("gift_thanks") }),
]);
export type PushNotice = z.infer<typeof pushNoticeSchema>;
export type PushNoticeAbout = PushNotice["about"];
/** Every notification there is, by what it tells about. */
export const PUSH_NOTICE_ABOUTS: readonly PushNoticeAbout[] = pushNoticeSchema.options.map(
  (option) => option.shape.about.value,
);

/** How many devices of one user receive pushes; subscribing another replaces the oldest. */
export const MAX_PUSH_DEVICES = 10;

/** Keeps a notification's words short: the lock screen shows a line or two. */
export function shortText(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
