import { isBrowserOnline } from "../api/onlineStatus";
import { updateStore } from "./updateStore";

/** How often an open tab checks for a new deploy. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The service worker the build writes (vite-plugin-pwa's generateSW, `registerType: "prompt"`). */
export const SERVICE_WORKER_URL = "/sw.js";

/** Tells a waiting worker of that build to take over (its message handler calls skipWaiting()). */
export const SKIP_WAITING_MESSAGE = { type: "SKIP_WAITING" } as const;

export interface ServiceWorkerHost {
  container: ServiceWorkerContainer;
  reload(): void;
  /** Shows the update prompt (a small root of its own, loaded on first use). */
  showPrompt(): void;
}

const browserHost = (): ServiceWorkerHost => ({
  container: navigator.serviceWorker,
  reload: () => window.location.reload(),
  showPrompt: () => void import("./mountUpdatePrompt").then((module) => module.mountUpdatePrompt()),
});

/**
 * Registers the service worker with the platform's own API and tells the update prompt when a new
 * deploy's worker is installed and waiting (Reload hands it control, then reloads into it). The
 * first worker activates silently: "ready to work offline" is said only when it is news to the
 * person (offlineReadyNews.ts).
 * Production only, loaded after the first render, so it costs the first load nothing.
 */
export async function registerServiceWorker(host: ServiceWorkerHost = browserHost()): Promise<void> {
  const { container } = host;
  let isPromptShown = false;
  const showPrompt = () => {
    if (isPromptShown) return;
    isPromptShown = true;
    host.showPrompt();
  };

  const offerUpdate = (waiting: ServiceWorker) => {
    updateStore.needRefresh(async () => {
      container.addEventListener("controllerchange", () => host.reload(), { once: true });
      waiting.postMessage(SKIP_WAITING_MESSAGE);
    });
    showPrompt();
  };

  const tracked = new WeakSet<ServiceWorker>();
  const track = (worker: ServiceWorker | null) => {
    if (!worker || tracked.has(worker)) return;
    tracked.add(worker);
    worker.addEventListener("statechange", () => {
      // A worker installed beside one that controls the page waits for the visitor's say-so.
      if (worker.state === "installed" && container.controller) offerUpdate(worker);
    });
  };

  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(SERVICE_WORKER_URL, { scope: "/" });
  } catch {
    // A browser that refuses service workers (a private mode, a policy, a worker script it could
    // not fetch) keeps the site as it is: online only, with nothing to report to the person.
    return;
  }
  if (registration.waiting && container.controller) offerUpdate(registration.waiting);
  track(registration.installing);
  registration.addEventListener("updatefound", () => track(registration.installing));
  setInterval(() => {
    if (isBrowserOnline()) void registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
