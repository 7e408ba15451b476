import { replayTapsBeforeHydration } from "./appStart";

/**
 * The one script tag of a production page (scripts/vite/startAfterPaint.ts writes it): a page the
 * server rendered is painted first, and only then are the app's modules fetched, run and left to
 * hydrate it. On a slow phone the visitor reads the page while the app arrives, rather than the
 * browser fetching and running its scripts before the first paint. The empty app shell (the
 * signed-in screens, which the app draws) and a page opened in a background tab start at once.
 *
 * The tag names the app's entry module (`data-app`) and what it imports (`data-preload`), which
 * are fetched side by side rather than one after another.
 *
 * A page whose largest image is fetched first (`fetchpriority="high"`: the artists' list and a
 * profile) waits for that image too, at most MAX_IMAGE_WAIT_MS: the app's 110 KB would otherwise
 * share a slow connection with the photo the visitor is waiting for. Taps in the meantime are
 * replayed once the page is hydrated (appStart.ts).
 */
const MAX_IMAGE_WAIT_MS = 1000;

const tag = document.querySelector<HTMLScriptElement>("script[data-app]");
let hasStarted = false;

function startApp(): void {
  const entry = tag?.dataset.app;
  if (!entry || hasStarted) return;
  hasStarted = true;
  for (const href of (tag.dataset.preload ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  void import(entry);
}

/** Starts the app once what is shown now has been painted (a timeout queued from an animation frame runs after it). */
const startAfterNextPaint = () => requestAnimationFrame(() => setTimeout(startApp));

const isRendered = document.getElementById("root")?.hasChildNodes() ?? false;
if (isRendered && document.visibilityState === "visible") {
  replayTapsBeforeHydration(document);
  const mainImage = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (mainImage && !mainImage.complete) {
    mainImage.addEventListener("load", startAfterNextPaint, { once: true });
    mainImage.addEventListener("error", startAfterNextPaint, { once: true });
    setTimeout(startApp, MAX_IMAGE_WAIT_MS);
  } else {
    startAfterNextPaint();
  }
} else {
  startApp();
}
