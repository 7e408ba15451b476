import { useSyncExternalStore } from "react";

/** Calls `onChange` whenever the browser goes online or offline; returns the unsubscribe. */
export function subscribeToOnlineStatus(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser believes it has a network connection (true outside a browser, as in Node). */
export function isBrowserOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

/** Whether the browser believes it has a network connection, following online/offline events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeToOnlineStatus, isBrowserOnline, () => true);
}
