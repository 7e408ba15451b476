/** `POST /v1/checkout/sessions` in payment mode, with Stripe's checks; parameters it cannot simulate are refused. */
import { invalid, missingParam, noSuch } from "../errors";
import { type FormObject } from "../form";
import {
  EMAIL_RE,
  isHttpUrl,
  optBool,
  optInt,
  optList,
  optObject,
  optString,
  optStringList,
  readMetadata,
  rejectUnknown,
  reqString,
} from "../params";
import { type Account } from "./Account";
import { type CheckoutSession, type SessionRecord } from "./SessionRecord";
import { applyDiscount, checkDiscount, readDiscounts } from "./discounts";
import { type Json } from "./records";
import { ZERO_DECIMAL } from "./currencies";
import { newId, nowSeconds } from "./ids";
import { buildLineItem } from "./lineItems";

/** Real Checkout Session parameters that the local server accepts and echoes but does not simulate. */
const SESSION_ECHOED = [
  "allow_promotion_codes",
  "billing_address_collection",
  "customer_creation",
  "locale",
  "payment_method_types",
  "allowed_payment_method_types",
  "phone_number_collection",
  "submit_type",
  "ui_mode",
  "automatic_tax",
  "currency",
  "custom_text",
];
/** Real Checkout Session parameters that change amounts or flow: refused so a test never passes by accident. */
const SESSION_NOT_SIMULATED = [
  "adaptive_pricing",
  "after_expiration",
  "consent_collection",
  "custom_fields",
  "customer_update",
  "invoice_creation",
  "optional_items",
  "payment_method_collection",
  "payment_method_configuration",
  "payment_method_data",
  "payment_method_options",
  "redirect_on_completion",
  "return_url",
  "saved_payment_method_options",
  "setup_intent_data",
  "shipping_options",
  "subscription_data",
  "tax_id_collection",
  "wallet_options",
];

export function createCheckoutSession(account: Account, params: FormObject): CheckoutSession {
  rejectUnknown(params, [
    "mode",
    "line_items",
    "success_url",
    "cancel_url",
    "client_reference_id",
    "customer_email",
    "metadata",
    "shipping_address_collection",
    "expires_at",
    "payment_intent_data",
    "customer",
    "discounts",
    "expand",
    ...SESSION_ECHOED,
    ...SESSION_NOT_SIMULATED,
  ]);
  for (const key of SESSION_NOT_SIMULATED) {
    if (params[key] !== undefined) {
      throw invalid(
        `The local Stripe server does not simulate \`${key}\`; remove it or extend packages/stripe-local.`,
        key,
        "parameter_unknown",
      );
    }
  }
  const mode = reqString(params, "mode");
  if (!["payment", "subscription", "setup"].includes(mode)) {
    throw invalid(`Invalid mode: must be one of payment, setup, or subscription`, "mode");
  }
  if (mode !== "payment") throw invalid(`The local Stripe server only simulates \`mode=payment\`.`, "mode");
  const uiMode = optString(params, "ui_mode") ?? "hosted";
  if (uiMode !== "hosted") throw invalid("The local Stripe server only simulates `ui_mode=hosted`.", "ui_mode");
  const automaticTax = optObject(params, "automatic_tax");
  if (automaticTax && optBool(automaticTax, "enabled", "automatic_tax[enabled]")) {
    throw invalid("The local Stripe server does not simulate automatic tax.", "automatic_tax[enabled]");
  }

  const successUrl = optString(params, "success_url");
  const cancelUrl = optString(params, "cancel_url");
  for (const [name, value] of [
    ["success_url", successUrl],
    ["cancel_url", cancelUrl],
  ] as const) {
    if (value === undefined) continue;
    if (!isUrl(value)) throw invalid("Not a valid URL", name, "url_invalid");
  }
  if (!successUrl) throw missingParam("success_url");

  const customerEmail = optString(params, "customer_email") || null;
  if (customerEmail && !EMAIL_RE.test(customerEmail))
    throw invalid(`Invalid email address: ${customerEmail}`, "customer_email", "email_invalid");
  const customer = readCustomer(account, params, customerEmail);
  const requestedDiscount = readDiscounts(params);
  const clientReferenceId = optString(params, "client_reference_id") || null;
  if (clientReferenceId && clientReferenceId.length > 200) {
    throw invalid("client_reference_id must be at most 200 characters.", "client_reference_id", "string_length");
  }

  const created = nowSeconds();
  const expiresAt = optInt(params, "expires_at") ?? created + 24 * 3600;
  if (expiresAt < created + 30 * 60) {
    throw invalid(
      "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.",
      "expires_at",
    );
  }
  if (expiresAt > created + 24 * 3600) {
    throw invalid(
      "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.",
      "expires_at",
    );
  }

  let shipping: CheckoutSession["shipping_address_collection"] = null;
  const sac = optObject(params, "shipping_address_collection");
  if (sac) {
    rejectUnknown(sac, ["allowed_countries"], "shipping_address_collection");
    const countries = optStringList(sac, "allowed_countries", "shipping_address_collection[allowed_countries]");
    if (!countries || countries.length === 0) throw missingParam("shipping_address_collection[allowed_countries]");
    countries.forEach((c, i) => {
      if (!/^[A-Z]{2}$/.test(c)) {
        throw invalid(
          `Invalid shipping_address_collection[allowed_countries][${i}]: must be a two-letter country code`,
          `shipping_address_collection[allowed_countries][${i}]`,
        );
      }
    });
    shipping = { allowed_countries: countries };
  }

  const pid = optObject(params, "payment_intent_data") ?? {};
  rejectUnknown(
    pid,
    [
      "metadata",
      "description",
      "receipt_email",
      "statement_descriptor",
      "statement_descriptor_suffix",
      "capture_method",
      "setup_future_usage",
    ],
    "payment_intent_data",
  );
  const captureMethod = optString(pid, "capture_method", "payment_intent_data[capture_method]");
  if (captureMethod && captureMethod !== "automatic" && captureMethod !== "automatic_async") {
    throw invalid("The local Stripe server only simulates automatic capture.", "payment_intent_data[capture_method]");
  }
  const paymentIntentData = {
    metadata: readMetadata(pid, {}, "metadata"),
    description: optString(pid, "description", "payment_intent_data[description]") || null,
    receipt_email: optString(pid, "receipt_email", "payment_intent_data[receipt_email]") || null,
  };

  const lineItemParams = optList(params, "line_items");
  if (!lineItemParams || lineItemParams.length === 0) throw missingParam("line_items");
  if (lineItemParams.length > 100) throw invalid("You may only specify up to 100 line items.", "line_items");
  const lineItems = lineItemParams.map((item, i) => buildLineItem(account, item, i));
  const currency = lineItems[0]?.currency ?? "usd";
  if (lineItems.some((li) => li.currency !== currency)) {
    throw invalid("All line items must use the same currency.", "line_items");
  }
  const requestedCurrency = optString(params, "currency")?.toLowerCase();
  if (requestedCurrency && requestedCurrency !== currency)
    throw invalid("`currency` must match the currency of the line items.", "currency");
  const subtotal = lineItems.reduce((sum, li) => sum + li.amount_subtotal, 0);
  const payerEmail = customerEmail ?? ((customer?.email as string | null | undefined) || null);
  let coupon: Json | null = null;
  if (requestedDiscount) {
    const checked = checkDiscount(account, requestedDiscount, lineItems, {
      customer: (customer?.id as string | undefined) ?? null,
      email: payerEmail,
    });
    if ("refusal" in checked) throw checked.refusal;
    coupon = checked.coupon;
  }

  const id = newId("cs_test_", 58);
  const phone = optObject(params, "phone_number_collection");
  const session: CheckoutSession = {
    id,
    object: "checkout.session",
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: optBool(params, "allow_promotion_codes") ?? null,
    amount_subtotal: subtotal,
    amount_total: subtotal,
    automatic_tax: { enabled: false, liability: null, status: null },
    billing_address_collection: optString(params, "billing_address_collection") ?? null,
    cancel_url: cancelUrl ?? null,
    client_reference_id: clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created,
    currency,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: (customer?.id as string | undefined) ?? null,
    customer_creation: optString(params, "customer_creation") ?? "if_required",
    customer_details: null,
    customer_email: customerEmail,
    discounts: [],
    expires_at: expiresAt,
    invoice: null,
    livemode: false,
    locale: optString(params, "locale") ?? null,
    metadata: readMetadata(params),
    mode: "payment",
    payment_intent: null,
    payment_link: null,
    payment_method_collection: "if_required",
    payment_method_types: optStringList(params, "allowed_payment_method_types") ??
      optStringList(params, "payment_method_types") ?? ["card"],
    payment_status: "unpaid",
    phone_number_collection: {
      enabled: phone ? (optBool(phone, "enabled", "phone_number_collection[enabled]") ?? false) : false,
    },
    recovered_from: null,
    shipping_address_collection: shipping,
    shipping_details: null,
    shipping_cost: null,
    shipping_options: [],
    status: "open",
    submit_type: optString(params, "submit_type") ?? null,
    subscription: null,
    success_url: successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted",
    url: `${account.hooks.publicUrl()}/c/pay/${id}`,
  };
  if (session.payment_method_types.some((t) => t !== "card")) {
    throw invalid("The local Stripe server only simulates card payments.", "payment_method_types");
  }
  const record: SessionRecord = { session, lineItems, paymentIntentData, payerEmail };
  if (requestedDiscount && coupon) applyDiscount(account, record, requestedDiscount, coupon);
  checkTotal(session.amount_total, currency);
  account.sessions.set(id, record);
  return session;
}

/** Stripe's bounds on what a session charges: at least 50 cents (in two-decimal currencies), at most $999,999.99. */
function checkTotal(total: number, currency: string): void {
  if (!ZERO_DECIMAL.has(currency) && total < 50) {
    throw invalid(
      `The Checkout Session's total amount due must add up to at least $0.50 ${currency}`,
      "line_items",
      "amount_too_small",
    );
  }
  if (total > 99_999_999)
    throw invalid(
      "The Checkout Session's total amount due must be no more than $999,999.99",
      "line_items",
      "amount_too_large",
    );
}

/** `customer`: an existing customer, not beside `customer_email` or `customer_creation`. */
function readCustomer(account: Account, params: FormObject, customerEmail: string | null): Json | null {
  const id = optString(params, "customer");
  if (!id) return null;
  if (customerEmail)
    throw invalid("You may only specify one of these parameters: customer, customer_email.", "customer");
  if (params.customer_creation !== undefined)
    throw invalid("You may only specify one of these parameters: customer, customer_creation.", "customer");
  const customer = account.customers.get(id);
  if (!customer || customer.deleted) throw noSuch("customer", id, "customer");
  return customer;
}

const isUrl = (value: string) => isHttpUrl(value.replace(/\{CHECKOUT_SESSION_ID\}/g, "x"));
