import { useSyncExternalStore } from "react";
import { canPromptInstall, isIosSafariInBrowser, promptInstall, subscribeToInstallPrompt } from "./installPrompt";

/**
 * How this browser can install the app: "prompt" (the browser's own install sheet is on offer),
 * "ios-hint" (Safari on iOS: Share, then Add to Home Screen), or null (installed, or not possible).
 */
export type InstallWay = "prompt" | "ios-hint" | null;

/** Opened from the home screen (jsdom, in unit tests, has no matchMedia). */
const isStandaloneDisplay = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(display-mode: standalone)").matches;
const isIosHint = () => isIosSafariInBrowser(navigator, isStandaloneDisplay());

export function useInstallApp(): { way: InstallWay; install: () => Promise<void> } {
  const canPrompt = useSyncExternalStore(subscribeToInstallPrompt, canPromptInstall, () => false);
  const way: InstallWay = canPrompt ? "prompt" : isIosHint() ? "ios-hint" : null;
  return { way, install: promptInstall };
}
