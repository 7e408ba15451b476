/** The parts of `window` the redirect uses (a test passes its own). */
export interface RedirectWindow {
  top: { location: { href: string } } | null;
  self: unknown;
  location: { assign(url: string): void };
  open(url: string, target: string): { opener: unknown } | null;
}

/** What happened: the page left for the checkout, it opened in a new tab, or the browser refused both. */
export type CheckoutRedirect = "navigated" | "opened-tab" | "blocked";

/**
 * Sends the browser to the hosted checkout. Inside a frame the top window is navigated (the payment
 * page refuses to load in a frame); a cross-origin parent forbids that, so a new tab is the fallback,
 * and if pop-ups are blocked the caller shows a link the customer can follow.
 */
export function redirectToCheckout(url: string, win: RedirectWindow = window): CheckoutRedirect {
  if (win.top === null || win.top === win.self) {
    win.location.assign(url);
    return "navigated";
  }
  try {
    win.top.location.href = url;
    return "navigated";
  } catch {
    // A cross-origin parent: the frame may not navigate it.
  }
  // Not the "noopener" feature: with it, open() returns null even when the tab opened.
  const tab = win.open(url, "_blank");
  if (!tab) return "blocked";
  tab.opener = null;
  return "opened-tab";
}
