/**
 * The browser's offer to install the app. Chromium fires `beforeinstallprompt` once the site is
 * installable; keeping the event lets an "Install app" button show the browser's install sheet
 * later. Safari on iPhone and iPad has no such event: people add the app from the Share menu.
 */

/** Chromium's event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Starts keeping the browser's install offer; called once at start-up, before it can fire. */
export function captureInstallPrompt(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // our own "Install app" action offers it instead of the mini-infobar
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferredPrompt = null;
    notify();
    // Installed: the site now opens and plays saved songs offline (loaded now, not on every first load).
    void import("./offlineReadyNews").then((news) => news.announceOfflineReady());
  });
}

export function subscribeToInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function canPromptInstall(): boolean {
  return deferredPrompt !== null;
}

/** Shows the browser's install sheet; an offer can be used once, so it is dropped either way. */
export async function promptInstall(): Promise<void> {
  const event = deferredPrompt;
  if (!event) return;
  deferredPrompt = null;
  notify();
  await event.prompt();
  await event.userChoice;
}

/** Navigator fields Safari has and TypeScript's DOM types lack. */
interface DeviceNavigator {
  userAgent: string;
  maxTouchPoints: number;
  standalone?: boolean;
}

/**
 * Safari on an iPhone or iPad, not already opened from the home screen. Other iOS browsers
 * (Chrome "CriOS", Firefox "FxiOS", Edge "EdgiOS") cannot add web apps to the home screen the same
 * way, so they get no hint; iPadOS Safari calls itself a Mac, told apart by its touch screen.
 */
export function isIosSafariInBrowser(nav: DeviceNavigator, isStandaloneDisplay: boolean): boolean {
  const ua = nav.userAgent;
  const isIos = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  const isSafari = /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
  return isIos && isSafari && nav.standalone !== true && !isStandaloneDisplay;
}
