import { registerSW } from "virtual:pwa-register";
import { updateStore } from "./updateStore";

/** How often an open tab checks for a new deploy. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers the service worker (workbox-window) and feeds the update prompt. Production only. */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      updateStore.needRefresh(() => updateServiceWorker(true));
    },
    onOfflineReady() {
      updateStore.offlineReady();
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });
}
