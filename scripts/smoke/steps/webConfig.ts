/**
 * The runtime configuration the web app reads (`GET /api/config`), and what notifications on the
 * phone need from it and from the service worker.
 */
import { PRIVATE_NO_STORE } from "../../../functions/src/http/cachePolicy";
import type { SmokeContext } from "../smokeContext";
import { ensure, Problems } from "../stepReport";
import { expectCache, REVALIDATE } from "./publicPages";

export async function checkWebConfig(context: SmokeContext): Promise<string> {
  ensure(context.config, context.configProblem ?? "no configuration");
  const problems = new Problems();
  const answer = await context.api("/api/config");
  expectCache("/api/config", answer.headers, PRIVATE_NO_STORE, problems);
  const { firebase, authEmulatorUrl } = context.config;
  problems.expect(firebase.apiKey.length > 0 && firebase.projectId.length > 0, "no Firebase apiKey or projectId");
  if (context.site.protocol === "https:")
    problems.expect(authEmulatorUrl === undefined, `a site on https names the Auth emulator (${authEmulatorUrl})`);
  problems.throwIfAny();
  const where = authEmulatorUrl ? `the local stack (Auth emulator ${authEmulatorUrl})` : "production Firebase Auth";
  return `project ${firebase.projectId}, ${where}, private, no-store`;
}

/** A VAPID public key is an uncompressed P-256 point: 65 bytes starting with 0x04, base64url. */
function isVapidPublicKey(key: string): boolean {
  const bytes = Buffer.from(key, "base64url");
  return /^[A-Za-z0-9_-]+$/.test(key) && bytes.length === 65 && bytes[0] === 0x04;
}

export async function checkPushConfiguration(context: SmokeContext): Promise<string> {
  ensure(context.config, context.configProblem ?? "no configuration");
  const problems = new Problems();
  problems.expect(
    isVapidPublicKey(context.config.webPush.publicKey),
    "/api/config's webPush.publicKey is not a VAPID public key (65-byte P-256 point, base64url)",
  );
  const [worker, pushWorker] = await Promise.all([context.api("/sw.js"), context.api("/push-sw.js")]);
  problems.expect(
    /importScripts\([^)]*["']\/push-sw\.js["']/.test(worker.text),
    "/sw.js does not import /push-sw.js (no notifications)",
  );
  problems.expect(pushWorker.status === 200, `/push-sw.js answered ${pushWorker.status}`);
  expectCache("/push-sw.js", pushWorker.headers, REVALIDATE, problems);
  for (const event of ["push", "notificationclick"])
    problems.expect(
      new RegExp(`addEventListener\\(\\s*["']${event}["']`).test(pushWorker.text),
      `/push-sw.js has no ${event} handler`,
    );
  problems.throwIfAny();
  return "webPush.publicKey is a VAPID key; /sw.js imports /push-sw.js with its push and notificationclick handlers";
}
