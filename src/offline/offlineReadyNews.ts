import { updateStore } from "./updateStore";

/**
 * "The site is ready to work offline" is said when it is news to the person: after they install
 * the app, or once their first song is saved on this device (what then plays offline). Never to a
 * first-time visitor mid-order, and never over a dialog (the admin's two-factor QR code, a
 * confirmation) or on a gift page, whose recipient has nothing to install.
 */

/** Whether the screen is one the notice must not cover: a gift page, the two-factor setup, or an open dialog. */
export function isScreenForNoNotice(doc: Document, path: string): boolean {
  if (path.startsWith("/gift/") || path === "/mfa-setup") return true;
  return doc.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null;
}

/**
 * Shows the notice when a service worker controls the page (so the site does work offline) and the
 * screen allows it; else says nothing, and a later install or first song may say it.
 */
export function announceOfflineReady(): void {
  if (typeof navigator === "undefined" || !navigator.serviceWorker?.controller) return;
  if (isScreenForNoNotice(document, window.location.pathname)) return;
  updateStore.offlineReady();
  void import("./mountUpdatePrompt").then((module) => module.mountUpdatePrompt());
}
