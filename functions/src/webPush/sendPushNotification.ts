import { createHash } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { requestLog } from "../http/requestLog";
import webpush from "web-push";
import { isPushServiceEndpoint, type PushNotice, type PushPayload } from "@songs/domain";
import type { WebPushKeys } from "../configTypes";
import { followUps, type FollowUpOf } from "../followUps";
import type { ComposedPush, PushComposers } from "../platform/pushComposers";
import { pushSubscriptions } from "./pushSubscriptions";

export interface PushDependencies {
  db: Firestore;
  webPush: WebPushKeys;
  /** Whom a push service may contact about our pushes (the VAPID subject): `mailto:` the support inbox. */
  pushContact: string;
  /** Each notification's words, from the records it names. */
  composePush: PushComposers;
}

/** The notification's words, from the composer of its kind (each takes its own kind's notice). */
function compose(composers: PushComposers, orderId: string, notice: PushNotice): Promise<ComposedPush | null> {
  const composer = composers[notice.about] as (orderId: string, notice: PushNotice) => Promise<ComposedPush | null>;
  return composer(orderId, notice);
}

/** How long a push service keeps a notification for a device that is off: a day. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
/** How long a push service may take to answer before the run counts it as down. */
const SEND_TIMEOUT_MS = 10_000;

/** The push service's answers that mean the subscription is gone for good: the device is deleted. */
const isGone = (error: unknown): boolean =>
  error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410);

/**
 * A push service replaces a pending message of the same topic (RFC 8030 §5.4): a run repeated
 * after a crash before it recorded a device as done replaces what it sent, instead of adding to it.
 */
const topicOf = (followUpId: string) => createHash("sha256").update(followUpId).digest("base64url").slice(0, 32);

/**
 * Carries out a `push_notification` follow-up: its words are composed from the records it names
 * (none sent when they are gone or erased), and the notification goes by Web Push (VAPID, payload
 * encrypted per RFC 8291 by the web-push package) to each of the user's devices not reached by an
 * earlier run. A device whose push service answers 404 or 410 is deleted, as is one whose endpoint
 * is no push service's (kept from before endpoints were checked); any other refusal, or
 * no answer, fails the run, which the follow-up's retry policy (PUSH_RETRY) tries again a few
 * times before giving up. The email it goes with was queued anyway.
 */
export async function sendPushNotification(
  deps: PushDependencies,
  record: FollowUpOf<"push_notification">,
): Promise<void> {
  const { db } = deps;
  const store = followUps(db);
  const devices = await pushSubscriptions(db).listOf(record.action.uid);
  const due = devices.filter((device) => !record.doneParts.includes(device.id));
  const composed = due.length > 0 ? await compose(deps.composePush, record.orderId, record.action.notice) : null;
  if (due.length > 0 && !composed) {
    await store.close(record.id, "nothing to send: what it tells about is gone or erased");
    return;
  }
  const payload: PushPayload | null = composed && { ...composed, tag: `order-${record.orderId}` };
  const options: webpush.RequestOptions = {
    vapidDetails: { subject: deps.pushContact, publicKey: deps.webPush.publicKey, privateKey: deps.webPush.privateKey },
    TTL: TIME_TO_LIVE_SECONDS,
    urgency: "normal",
    topic: topicOf(record.id),
    timeout: SEND_TIMEOUT_MS,
  };
  let sent = 0;
  let expired = 0;
  const failures: string[] = [];
  for (const device of due) {
    // Stored before endpoints were held to the push services: deleted, never called.
    if (!isPushServiceEndpoint(device.endpoint, deps.webPush.testServiceHost)) {
      expired += 1;
      await pushSubscriptions(db).expire(device);
      await store.markPartDone(record.id, device.id);
      continue;
    }
    try {
      await webpush.sendNotification(
        { endpoint: device.endpoint, keys: device.keys },
        JSON.stringify(payload),
        options,
      );
      sent += 1;
      await store.markPartDone(record.id, device.id);
    } catch (error) {
      if (isGone(error)) {
        expired += 1;
        await pushSubscriptions(db).expire(device);
        await store.markPartDone(record.id, device.id);
        continue;
      }
      const status = error instanceof webpush.WebPushError ? `HTTP ${error.statusCode}` : String(error);
      failures.push(`${new URL(device.endpoint).host}: ${status}`);
    }
  }
  if (failures.length > 0) {
    requestLog.warn("A push service refused or did not answer; the follow-up is tried again", {
      followUpId: record.id,
      failures,
    });
    throw new Error(`Push not delivered to ${failures.length} device(s): ${failures.join("; ")}`);
  }
  await store.close(
    record.id,
    devices.length === 0
      ? "no devices"
      : `sent to ${sent} device(s)${expired > 0 ? `, ${expired} expired and removed` : ""}`,
  );
}
