/**
 * Paying on Stripe's hosted checkout page in the browser, as a customer does: the local Stripe
 * server's page (packages/stripe-local, the end-to-end suites and the smoke test of the local
 * stack) and Stripe's own at checkout.stripe.com (the smoke test of a deployment in test mode).
 */
import type { Page } from "playwright-core";
import { futureExpiry } from "@songs/stripe-local/testing";

/** Stripe's always-successful Visa test card. */
export const PAYING_CARD = "4242 4242 4242 4242";
/** Stripe's test card that is always declined. */
export const DECLINED_CARD = "4000 0000 0000 0002";

/**
 * The fields of Stripe's hosted Checkout page (checkout.stripe.com), by the ids Stripe gives its
 * inputs. The one place that knows them: when Stripe changes its page, only this table changes.
 */
export const STRIPE_CHECKOUT_FIELDS = {
  /** Shown when the session offers more than one payment method: opens the card's form. */
  cardChoice: '[data-testid="card-accordion-item-button"]',
  email: "#email",
  cardNumber: "#cardNumber",
  cardExpiry: "#cardExpiry",
  cardCvc: "#cardCvc",
  billingName: "#billingName",
  billingCountry: "#billingCountry",
  billingPostalCode: "#billingPostalCode",
  submit: '[data-testid="hosted-payment-submit-button"]',
} as const;

/** The billing details the smoke test and the suites pay with. */
const BILLING = { name: "Sam Smoke", country: "US", postalCode: "94107", cvc: "123" };

/** Fills the local Stripe server's hosted checkout page with `card` (and a shipping address when asked) and pays. */
export async function payOnCheckoutPage(page: Page, card: string, options: { shipping?: boolean } = {}): Promise<void> {
  if (options.shipping) {
    await page.getByLabel("Full name").fill("Rose Baker");
    await page.getByLabel("Address line 1").fill("12 Orchard Lane");
    await page.getByLabel("City").fill("Portland");
    await page.getByLabel("Shipping postal code").fill("97201");
    await page.getByLabel("Shipping country").selectOption(BILLING.country);
  }
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM / YY)").fill(futureExpiry());
  await page.getByLabel("CVC").fill(BILLING.cvc);
  await page.getByLabel("Postal code", { exact: true }).fill(BILLING.postalCode);
  await page.getByRole("button", { name: "Pay" }).click();
}

/** Fills Stripe's own hosted Checkout page (test mode) with `card` and pays. */
export async function payOnStripeCheckoutPage(page: Page, card: string, email: string): Promise<void> {
  const fields = STRIPE_CHECKOUT_FIELDS;
  const cardNumber = page.locator(fields.cardNumber);
  // With several payment methods on offer the card's form opens from its row.
  await Promise.race([cardNumber.waitFor(), page.locator(fields.cardChoice).waitFor()]);
  if (!(await cardNumber.isVisible())) await page.locator(fields.cardChoice).click();
  const emailField = page.locator(fields.email);
  if ((await emailField.isVisible()) && (await emailField.isEditable())) await emailField.fill(email);
  await cardNumber.fill(card);
  await page.locator(fields.cardExpiry).fill(futureExpiry());
  await page.locator(fields.cardCvc).fill(BILLING.cvc);
  await page.locator(fields.billingName).fill(BILLING.name);
  const country = page.locator(fields.billingCountry);
  if (await country.isVisible()) await country.selectOption(BILLING.country);
  const postalCode = page.locator(fields.billingPostalCode);
  if (await postalCode.isVisible()) await postalCode.fill(BILLING.postalCode);
  await page.locator(fields.submit).click();
}

/** Pays on whichever hosted checkout page `page` shows: Stripe's own, or the local Stripe server's. */
export async function payOnHostedCheckout(page: Page, card: string, email: string): Promise<void> {
  if (new URL(page.url()).hostname === "checkout.stripe.com") await payOnStripeCheckoutPage(page, card, email);
  else await payOnCheckoutPage(page, card);
}
