/** Values for suites that pay on the hosted checkout page by form post or in a browser. */

/** A future expiry in the hosted page's "MM / YY" form. */
export function futureExpiry(): string {
  const year = (new Date().getFullYear() + 3) % 100;
  return `12 / ${String(year).padStart(2, "0")}`;
}

/** A hosted-page form that pays with Stripe's always-successful Visa test card. */
export const GOOD_FORM = {
  email: "buyer@example.com",
  card_number: "4242 4242 4242 4242",
  card_expiry: futureExpiry(),
  card_cvc: "123",
  billing_country: "US",
  billing_postal_code: "94107",
};
