/** Sends the browser to one of Stripe's pages (an artist's onboarding or dashboard): the one seam tests replace. */
export function goToStripe(url: string): void {
  window.location.assign(url);
}
