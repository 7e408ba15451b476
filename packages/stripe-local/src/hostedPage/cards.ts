/**
 * The hosted page's card form: Stripe's test card numbers and Stripe's field messages.
 * https://docs.stripe.com/testing — only the cards of the marketplace's test-order guide and the
 * fraudulent-dispute card are known.
 */
import { EMAIL_RE } from "../params";
import { cardFingerprint, type Billing, type CardDetails } from "../account/charges";
import { type ShippingDetails } from "../account/SessionRecord";
import { type DisputeKind } from "../account/disputes";

export type CardBehaviour = "success" | "decline" | "three_d_secure";

export interface TestCard {
  brand: string;
  behaviour: CardBehaviour;
  /** The payment succeeds, then the charge is disputed (https://docs.stripe.com/testing#disputes). */
  dispute?: DisputeKind;
}

export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  "4242424242424242": { brand: "visa", behaviour: "success" },
  "5555555555554444": { brand: "mastercard", behaviour: "success" },
  "4000000000000002": { brand: "visa", behaviour: "decline" },
  "4000002500003155": { brand: "visa", behaviour: "three_d_secure" },
  "4000000000000259": { brand: "visa", behaviour: "success", dispute: "fraudulent" },
};

export const MESSAGES = {
  declined: "Your card was declined.",
  authenticationFailed:
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  numberIncomplete: "Your card number is incomplete.",
  numberInvalid: "Your card number is invalid.",
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryDatePast: "Your card's expiration date is in the past.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
  emailIncomplete: "Your email is incomplete.",
  emailInvalid: "Your email address is invalid.",
  postalIncomplete: "Your postal code is incomplete.",
  postalInvalid: "Your postal code is invalid.",
  fieldIncomplete: "This field is incomplete.",
  countryNotAllowed: "Shipping to this country is not available.",
} as const;

/** The fields the hosted page posts. */
export const FIELDS = [
  "email",
  "card_number",
  "card_expiry",
  "card_cvc",
  "card_name",
  "billing_country",
  "billing_postal_code",
  "shipping_name",
  "shipping_line1",
  "shipping_line2",
  "shipping_city",
  "shipping_postal_code",
  "shipping_country",
] as const;
export type Field = (typeof FIELDS)[number];
export type FormFields = Partial<Record<Field, string>>;
export type FieldErrors = Partial<Record<Field, string>>;

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function parseExpiry(raw: string, now = new Date()): { month: number; year: number } | { error: string } {
  const compact = raw.replace(/\s+/g, "");
  const m = /^(\d{1,2})\/?(\d{2}|\d{4})$/.exec(
    compact.length === 4 && !compact.includes("/") ? `${compact.slice(0, 2)}/${compact.slice(2)}` : compact,
  );
  if (!compact || !m) return { error: MESSAGES.expiryIncomplete };
  const month = Number(m[1]);
  let year = Number(m[2]);
  if (year < 100) year += 2000;
  if (month < 1 || month > 12) return { error: MESSAGES.expiryMonthInvalid };
  const thisYear = now.getFullYear();
  if (year < thisYear) return { error: MESSAGES.expiryYearPast };
  if (year === thisYear && month < now.getMonth() + 1) return { error: MESSAGES.expiryDatePast };
  if (year > thisYear + 50) return { error: MESSAGES.expiryYearInvalid };
  return { month, year };
}

const clean = (v: string | undefined) => (v ?? "").trim();

function postalError(code: string, country: string): string | undefined {
  if (!code) return MESSAGES.postalIncomplete;
  if (country === "US") return /^\d{5}(-?\d{4})?$/.test(code) ? undefined : MESSAGES.postalInvalid;
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(code) ? undefined : MESSAGES.postalInvalid;
}

export interface CheckedPayment {
  card: CardDetails;
  behaviour: CardBehaviour;
  /** The dispute the card brings after the payment, if any. */
  dispute: DisputeKind | null;
  email: string;
  billing: Billing;
  shipping: ShippingDetails | null;
}

/** Validates the posted form like Stripe's page; the card's behaviour says what happens next. */
export function checkPayment(
  fields: FormFields,
  options: { allowedShippingCountries: readonly string[] | null; now?: Date },
): { ok: true; payment: CheckedPayment } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const email = clean(fields.email);
  if (!email) errors.email = MESSAGES.emailIncomplete;
  else if (!EMAIL_RE.test(email)) errors.email = MESSAGES.emailInvalid;

  const number = clean(fields.card_number).replace(/[\s-]/g, "");
  const known = TEST_CARDS[number];
  if (!number) errors.card_number = MESSAGES.numberIncomplete;
  else if (!/^\d+$/.test(number)) errors.card_number = MESSAGES.numberInvalid;
  else if (number.length < 16 && !known)
    errors.card_number = luhn(number) && number.length >= 13 ? MESSAGES.numberInvalid : MESSAGES.numberIncomplete;
  else if (!known) errors.card_number = MESSAGES.numberInvalid;

  const expiry = parseExpiry(clean(fields.card_expiry), options.now);
  if ("error" in expiry) errors.card_expiry = expiry.error;

  const cvc = clean(fields.card_cvc);
  if (!cvc || (/^\d+$/.test(cvc) && cvc.length < 3)) errors.card_cvc = MESSAGES.cvcIncomplete;
  else if (!/^\d{3}$/.test(cvc)) errors.card_cvc = MESSAGES.cvcInvalid;

  const billingCountry = clean(fields.billing_country).toUpperCase() || "US";
  const billingPostal = clean(fields.billing_postal_code);
  const billingPostalError = postalError(billingPostal, billingCountry);
  if (billingPostalError) errors.billing_postal_code = billingPostalError;

  let shipping: ShippingDetails | null = null;
  if (options.allowedShippingCountries) {
    const name = clean(fields.shipping_name);
    const line1 = clean(fields.shipping_line1);
    const city = clean(fields.shipping_city);
    const postal = clean(fields.shipping_postal_code);
    const country = clean(fields.shipping_country).toUpperCase();
    if (!name) errors.shipping_name = MESSAGES.fieldIncomplete;
    if (!line1) errors.shipping_line1 = MESSAGES.fieldIncomplete;
    if (!city) errors.shipping_city = MESSAGES.fieldIncomplete;
    if (!country) errors.shipping_country = MESSAGES.fieldIncomplete;
    else if (!options.allowedShippingCountries.includes(country)) errors.shipping_country = MESSAGES.countryNotAllowed;
    const shippingPostalError = postalError(postal, country);
    if (shippingPostalError) errors.shipping_postal_code = shippingPostalError;
    shipping = {
      name,
      address: { city, country, line1, line2: clean(fields.shipping_line2) || null, postal_code: postal, state: null },
    };
  }

  if (Object.keys(errors).length > 0 || !known || "error" in expiry) return { ok: false, errors };
  const cardName = clean(fields.card_name) || null;
  return {
    ok: true,
    payment: {
      behaviour: known.behaviour,
      dispute: known.dispute ?? null,
      email,
      card: {
        brand: known.brand,
        last4: number.slice(-4),
        exp_month: expiry.month,
        exp_year: expiry.year,
        fingerprint: cardFingerprint(number),
        threeDSecure: known.behaviour === "three_d_secure",
      },
      billing: {
        email,
        name: cardName,
        address: {
          city: null,
          country: billingCountry,
          line1: null,
          line2: null,
          postal_code: billingPostal,
          state: null,
        },
      },
      shipping,
    },
  };
}
