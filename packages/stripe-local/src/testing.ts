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

/** The hosted onboarding page's fields for Stripe's test bank account whose payouts are paid. */
export const ONBOARDING_FORM = { routing_number: "110000000", account_number: "000123456789" };

/** Stripe's test bank account whose payouts fail (`no_account`). */
export const FAILING_BANK_ACCOUNT = "000111111116";

/**
 * Goes through an Account Link's hosted onboarding page as a browser would (the visit, then the form
 * post) with `outcome` "complete" or "missing" and the bank account's number (by default Stripe's
 * test account whose payouts are paid); answers where the page sends the browser (`return_url`).
 */
export async function submitHostedOnboarding(
  linkUrl: string,
  outcome: "complete" | "missing" = "complete",
  accountNumber = ONBOARDING_FORM.account_number,
): Promise<string> {
  await (await fetch(linkUrl)).text();
  const response = await fetch(linkUrl, {
    method: "POST",
    body: new URLSearchParams({ ...ONBOARDING_FORM, account_number: accountNumber, outcome }),
    redirect: "manual",
  });
  const location = response.headers.get("location");
  if (response.status !== 303 || !location)
    throw new Error(`The onboarding page did not finish (${response.status}): ${await response.text()}`);
  return location;
}
