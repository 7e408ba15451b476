/**
 * The one script tag of a production page (scripts/vite/startAfterPaint.ts writes it): a page the
 * server rendered is painted first, and only then are the app's modules fetched, run and left to
 * hydrate it. On a slow phone the visitor reads the page while the app arrives, rather than the
 * browser fetching and running its scripts before the first paint. The empty app shell (the
 * signed-in screens, which the app draws) and a page opened in a background tab start at once.
 *
 * The tag names the app's entry module (`data-app`) and what it imports (`data-preload`), which
 * are fetched side by side rather than one after another.
 */
const tag = document.querySelector<HTMLScriptElement>("script[data-app]");

function startApp(): void {
  const entry = tag?.dataset.app;
  if (!entry) return;
  for (const href of (tag.dataset.preload ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  void import(entry);
}

const isRendered = document.getElementById("root")?.hasChildNodes() ?? false;
if (isRendered && document.visibilityState === "visible") {
  // A timeout queued from an animation frame runs once that frame has been painted.
  requestAnimationFrame(() => setTimeout(startApp));
} else {
  startApp();
}
