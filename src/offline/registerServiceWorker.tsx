import { registerSW } from "virtual:pwa-register";
import { updateStore } from "./updateStore";
import { isBrowserOnline } from "./onlineStatus";

/** How often an open tab checks for a new deploy. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (workbox-window) and shows the update prompt when there is
 * something to say. Production only, loaded after the first render, so the prompt costs the
 * first load nothing.
 */
export function registerServiceWorker(): void {
  let isPromptMounted = false;
  const mountPrompt = () => {
    if (isPromptMounted) return;
    isPromptMounted = true;
    void import("./mountUpdatePrompt").then((module) => module.mountUpdatePrompt());
  };
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      updateStore.needRefresh(() => updateServiceWorker(true));
      mountPrompt();
    },
    onOfflineReady() {
      updateStore.offlineReady();
      mountPrompt();
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (isBrowserOnline()) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });
}
