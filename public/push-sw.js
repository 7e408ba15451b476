/* global self */
/*
 * Notifications on the phone, in the service worker (imported by the generated sw.js through
 * workbox's importScripts): a push shows its notification, and a tap opens the exact order it is
 * about (`/dashboard/orders/:orderId`, `/studio/orders/:orderId`), in a window of the app already
 * open when there is one. The push's payload is { title, body, url, tag } (packages/domain
 * webPush.ts), decrypted by the browser.
 */

/** A path of this site only: anything else opens the dashboard. */
function sitePath(value) {
  return typeof value === "string" && /^\/[^/\\]/.test(value) ? value : "/dashboard";
}

self.addEventListener("push", (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof data.title === "string" && data.title ? data.title : "Something new on your order";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      tag: typeof data.tag === "string" && data.tag ? data.tag : undefined,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: sitePath(data.url) },
    }),
  );
});

/** Opens the notification's order: a window already on it is focused, else an app window goes there, else a new one opens. */
async function openNotificationTarget(notification) {
  notification.close();
  const target = new URL(sitePath(notification.data && notification.data.url), self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const exact = windows.find((client) => client.url === target);
  if (exact) return exact.focus().catch(() => exact);
  const app = windows.find((client) => new URL(client.url).origin === self.location.origin && "navigate" in client);
  if (app) {
    try {
      const moved = await app.navigate(target);
      if (moved) return moved.focus().catch(() => moved);
    } catch {
      // A window this worker does not control cannot be moved: a new one opens instead.
    }
  }
  return self.clients.openWindow(target);
}

self.addEventListener("notificationclick", (event) => {
  event.waitUntil(openNotificationTarget(event.notification));
});

/**
 * The browser replaced this device's subscription (its push service rotated it, or it expired):
 * subscribe again with the same server key when the browser did not, and tell the server, which
 * keeps the new one for the user of the old, proved by the old one's auth secret (no sign-in is at
 * hand here). Without the old subscription there is nothing to prove: the switch then shows off,
 * saying why, when its page opens.
 */
async function renewSubscription(event) {
  const old = event.oldSubscription;
  if (!old) return;
  const renewed =
    event.newSubscription ||
    (await self.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: old.options.applicationServerKey,
    }));
  const oldAuth = old.toJSON().keys && old.toJSON().keys.auth;
  if (!oldAuth) return;
  await fetch("/api/push-subscriptions/renew", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ oldEndpoint: old.endpoint, oldAuth, subscription: renewed.toJSON() }),
  });
}

self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(renewSubscription(event).catch(() => undefined));
});
