/**
 * How the start script (startAfterPaint.ts) and the app tell each other where a rendered page's
 * start has got to, through events on the document (the two are separate scripts).
 */

/** Dispatched just before React starts hydrating: from then on React itself handles taps. */
export const APP_HYDRATING_EVENT = "songs:hydrating";
/** Dispatched once the page is hydrated: its controls work. Also a performance mark of that name. */
export const APP_HYDRATED_EVENT = "songs:hydrated";

let hasAnnounced = false;

/**
 * Says, once per page load, that the page's screen is hydrated (called from an effect inside the
 * screen's Suspense boundary, which commits only with the screen): to the start script, and as a
 * performance mark of the same name (npm run bench:hydration reads it).
 */
export function announceHydrated(): void {
  if (hasAnnounced) return;
  hasAnnounced = true;
  performance.mark(APP_HYDRATED_EVENT);
  document.dispatchEvent(new Event(APP_HYDRATED_EVENT));
}

/** The controls whose tap needs the app (a link or a form field works without it). */
const CONTROL_NEEDING_APP = 'button, [role="button"], [role="tab"]';

/**
 * Keeps the last tap on a control made between the first paint and hydration, when nothing listens
 * to it yet, and taps it again once, as soon as the page is hydrated, so a visitor's tap is never
 * lost. Taps after hydration has begun are React's (it replays those itself).
 */
export function replayTapsBeforeHydration(document: Document): void {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL_NEEDING_APP) : null;
    if (!target || target.closest("a[href]")) return;
    // A submit button would send its form the old way, reloading the page: the app sends it instead.
    if (target instanceof HTMLButtonElement && target.type === "submit") event.preventDefault();
    held = target;
  };
  document.addEventListener("click", hold, true);
  document.addEventListener(APP_HYDRATING_EVENT, () => document.removeEventListener("click", hold, true), {
    once: true,
  });
  document.addEventListener(
    APP_HYDRATED_EVENT,
    () => {
      const tapped = held;
      held = null;
      if (tapped?.isConnected && !tapped.hasAttribute("disabled")) tapped.click();
    },
    { once: true },
  );
}
