/**
 * The in-memory account of the local Stripe server: products, prices, Checkout Sessions,
 * PaymentIntents, charges, refunds and events, with Stripe's object shapes (API 2025+ "basil" and
 * later: a payment-mode session gets its PaymentIntent when the customer pays).
 */
import { randomBytes } from "node:crypto";
import { type FormObject } from "./form";
import { StripeLocalError, invalid, missingParam, noSuch } from "./errors";
import {
  EMAIL_RE,
  optBool,
  optInt,
  optList,
  optObject,
  optString,
  optStringList,
  readMetadata,
  rejectUnknown,
  reqString,
} from "./params";

export type Json = Record<string, unknown>;
type Metadata = Record<string, string>;

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export function newId(prefix: string, length = 24): string {
  let out = prefix;
  for (const b of randomBytes(length)) out += ALPHABET[b % 62];
  return out;
}
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Currencies whose amounts Stripe counts in whole units (no cents). */
export const ZERO_DECIMAL = new Set([
  "bif", "clp", "djf", "gnf", "jpy", "kmf", "krw", "mga", "pyg", "rwf", "ugx", "vnd", "vuv", "xaf", "xof", "xpf",
]);

export interface Address {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

export interface Product {
  id: string;
  object: "product";
  active: boolean;
  created: number;
  default_price: string | null;
  description: string | null;
  images: string[];
  livemode: false;
  marketing_features: unknown[];
  metadata: Metadata;
  name: string;
  package_dimensions: null;
  shippable: boolean | null;
  statement_descriptor: string | null;
  tax_code: string | null;
  type: "service";
  unit_label: string | null;
  updated: number;
  url: string | null;
}

export interface Price {
  id: string;
  object: "price";
  active: boolean;
  billing_scheme: "per_unit";
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  recurring: null | { interval: string; interval_count: number; usage_type: "licensed"; meter: null; trial_period_days: null };
  tax_behavior: string;
  tiers_mode: null;
  transform_quantity: null;
  type: "one_time" | "recurring";
  unit_amount: number;
  unit_amount_decimal: string;
}

export interface LineItem {
  id: string;
  object: "item";
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  price: Price;
  quantity: number;
}

export interface ShippingDetails {
  address: Address;
  name: string;
}

export interface CheckoutSession {
  id: string;
  object: "checkout.session";
  adaptive_pricing: null;
  after_expiration: null;
  allow_promotion_codes: boolean | null;
  amount_subtotal: number;
  amount_total: number;
  automatic_tax: { enabled: false; liability: null; status: null };
  billing_address_collection: string | null;
  cancel_url: string | null;
  client_reference_id: string | null;
  client_secret: null;
  collected_information: { shipping_details: ShippingDetails | null } | null;
  consent: null;
  consent_collection: null;
  created: number;
  currency: string;
  custom_fields: unknown[];
  custom_text: { after_submit: null; shipping_address: null; submit: null; terms_of_service_acceptance: null };
  customer: null;
  customer_creation: string;
  customer_details: null | {
    address: Address | null;
    email: string;
    name: string | null;
    phone: null;
    tax_exempt: "none";
    tax_ids: unknown[];
  };
  customer_email: string | null;
  discounts: unknown[];
  expires_at: number;
  invoice: null;
  livemode: false;
  locale: string | null;
  metadata: Metadata;
  mode: "payment";
  payment_intent: string | null;
  payment_link: null;
  payment_method_collection: "if_required";
  payment_method_types: string[];
  payment_status: "unpaid" | "paid";
  phone_number_collection: { enabled: boolean };
  recovered_from: null;
  shipping_address_collection: { allowed_countries: string[] } | null;
  /** Before API 2025-03-31 the shipping details sat here; newer versions read collected_information. */
  shipping_details: ShippingDetails | null;
  shipping_cost: null;
  shipping_options: unknown[];
  status: "open" | "complete" | "expired";
  submit_type: string | null;
  subscription: null;
  success_url: string | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: "hosted";
  url: string | null;
}

export interface SessionRecord {
  session: CheckoutSession;
  lineItems: LineItem[];
  paymentIntentData: { metadata: Metadata; description: string | null; receipt_email: string | null };
}

export interface CardDetails {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  threeDSecure: boolean;
}

export interface EventRecord {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: Json; previous_attributes?: Json };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface StoreHooks {
  publicUrl(): string;
  apiVersion(): string;
  onEvent(event: EventRecord): void;
}

const clone = <T>(v: T): T => structuredClone(v);

const emptyAddress = (): Address => ({ city: null, country: null, line1: null, line2: null, postal_code: null, state: null });

/** Real Checkout Session parameters that the local server accepts and echoes but does not simulate. */
const SESSION_ECHOED = [
  "allow_promotion_codes",
  "billing_address_collection",
  "customer_creation",
  "locale",
  "payment_method_types",
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
  "customer",
  "customer_update",
  "discounts",
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

export class Store {
  readonly products = new Map<string, Product>();
  readonly prices = new Map<string, Price>();
  /** Prices made from `price_data`: retrievable, never listed. */
  private readonly inlinePrices = new Set<string>();
  readonly sessions = new Map<string, SessionRecord>();
  readonly paymentIntents = new Map<string, Json>();
  readonly charges = new Map<string, Json>();
  readonly refunds = new Map<string, Json>();
  readonly events: EventRecord[] = [];

  constructor(private readonly hooks: StoreHooks) {}

  // ---------------------------------------------------------------- products

  createProduct(params: FormObject): Product {
    rejectUnknown(params, [
      "id", "name", "description", "metadata", "active", "images", "url", "statement_descriptor", "unit_label",
      "tax_code", "shippable", "default_price_data", "expand",
    ]);
    const id = optString(params, "id") || newId("prod_", 14);
    if (this.products.has(id)) {
      throw new StripeLocalError(400, "invalid_request_error", `Product already exists.`, "resource_already_exists", "id");
    }
    const product = this.buildProduct(params, "", id);
    const dpd = optObject(params, "default_price_data");
    this.products.set(product.id, product);
    if (dpd) {
      rejectUnknown(dpd, ["currency", "unit_amount", "unit_amount_decimal", "metadata", "tax_behavior"], "default_price_data");
      const price = this.buildPrice(dpd, "default_price_data", product.id);
      this.prices.set(price.id, price);
      product.default_price = price.id;
    }
    return product;
  }

  private buildProduct(params: FormObject, prefix: string, id = newId("prod_", 14)): Product {
    const p = (k: string) => (prefix ? `${prefix}[${k}]` : k);
    const created = nowSeconds();
    const images = optStringList(params, "images", p("images")) ?? [];
    return {
      id,
      object: "product",
      active: optBool(params, "active", p("active")) ?? true,
      created,
      default_price: null,
      description: optString(params, "description", p("description")) || null,
      images,
      livemode: false,
      marketing_features: [],
      metadata: readMetadata(params, {}, "metadata"),
      name: reqString(params, "name", p("name")),
      package_dimensions: null,
      shippable: optBool(params, "shippable", p("shippable")) ?? null,
      statement_descriptor: optString(params, "statement_descriptor", p("statement_descriptor")) || null,
      tax_code: optString(params, "tax_code", p("tax_code")) || null,
      type: "service",
      unit_label: optString(params, "unit_label", p("unit_label")) || null,
      updated: created,
      url: optString(params, "url", p("url")) || null,
    };
  }

  getProduct(id: string): Product {
    const product = this.products.get(id);
    if (!product) throw noSuch("product", id, "id");
    return product;
  }

  // ------------------------------------------------------------------ prices

  createPrice(params: FormObject): Price {
    rejectUnknown(params, [
      "currency", "product", "product_data", "unit_amount", "unit_amount_decimal", "lookup_key", "transfer_lookup_key",
      "metadata", "nickname", "active", "tax_behavior", "recurring", "expand",
    ]);
    let productId = optString(params, "product");
    const productData = optObject(params, "product_data");
    if (productId && productData) throw invalid("You may only specify one of these parameters: product, product_data.", "product");
    if (productData) {
      rejectUnknown(productData, ["name", "active", "metadata", "statement_descriptor", "tax_code", "unit_label", "id"], "product_data");
      const product = this.buildProduct(productData, "product_data");
      this.products.set(product.id, product);
      productId = product.id;
    }
    if (!productId) throw missingParam("product");
    if (!this.products.has(productId)) throw noSuch("product", productId, "product");
    const price = this.buildPrice(params, "", productId);
    const lookupKey = optString(params, "lookup_key");
    if (lookupKey) {
      const holder = [...this.prices.values()].find((p) => p.lookup_key === lookupKey);
      if (holder) {
        if (optBool(params, "transfer_lookup_key")) holder.lookup_key = null;
        else {
          throw invalid(
            `A price (\`${holder.id}\`) already uses that lookup key.`,
            "lookup_key",
            "lookup_key_already_exists",
          );
        }
      }
      price.lookup_key = lookupKey;
    }
    this.prices.set(price.id, price);
    return price;
  }

  private buildPrice(params: FormObject, prefix: string, product: string): Price {
    const p = (k: string) => (prefix ? `${prefix}[${k}]` : k);
    const currency = reqString(params, "currency", p("currency")).toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}`, p("currency"), "parameter_invalid_string");
    let unitAmount = optInt(params, "unit_amount", p("unit_amount"));
    const decimal = optString(params, "unit_amount_decimal", p("unit_amount_decimal"));
    if (unitAmount === undefined && decimal !== undefined) {
      if (!/^\d+$/.test(decimal)) throw invalid("The local Stripe server only supports whole-cent unit_amount_decimal values.", p("unit_amount_decimal"));
      unitAmount = Number(decimal);
    }
    if (unitAmount === undefined) throw missingParam(p("unit_amount"));
    if (unitAmount < 0) throw invalid("This value must be greater than or equal to 0.", p("unit_amount"), "parameter_invalid_integer");
    const recurringParams = optObject(params, "recurring", p("recurring"));
    let recurring: Price["recurring"] = null;
    if (recurringParams) {
      const interval = reqString(recurringParams, "interval", `${p("recurring")}[interval]`);
      if (!["day", "week", "month", "year"].includes(interval)) {
        throw invalid("Invalid recurring[interval]: must be one of day, week, month, or year", `${p("recurring")}[interval]`);
      }
      recurring = {
        interval,
        interval_count: optInt(recurringParams, "interval_count", `${p("recurring")}[interval_count]`) ?? 1,
        usage_type: "licensed",
        meter: null,
        trial_period_days: null,
      };
    }
    const taxBehavior = optString(params, "tax_behavior", p("tax_behavior")) ?? "unspecified";
    return {
      id: newId("price_"),
      object: "price",
      active: optBool(params, "active", p("active")) ?? true,
      billing_scheme: "per_unit",
      created: nowSeconds(),
      currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: null,
      metadata: readMetadata(params, {}, "metadata"),
      nickname: optString(params, "nickname", p("nickname")) || null,
      product,
      recurring,
      tax_behavior: taxBehavior,
      tiers_mode: null,
      transform_quantity: null,
      type: recurring ? "recurring" : "one_time",
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    };
  }

  getPrice(id: string): Price {
    const price = this.prices.get(id);
    if (!price) throw noSuch("price", id, "price");
    return price;
  }

  listPrices(params: FormObject): Json {
    rejectUnknown(params, [
      "active", "currency", "product", "type", "lookup_keys", "limit", "starting_after", "ending_before", "expand", "created",
      "recurring",
    ]);
    const active = optBool(params, "active");
    const currency = optString(params, "currency")?.toLowerCase();
    const product = optString(params, "product");
    const type = optString(params, "type");
    const lookupKeys = optStringList(params, "lookup_keys");
    if (lookupKeys && lookupKeys.length > 10) throw invalid("You may only specify up to 10 lookup keys.", "lookup_keys");
    const all = [...this.prices.values()]
      .filter((p) => !this.inlinePrices.has(p.id))
      .filter((p) => active === undefined || p.active === active)
      .filter((p) => !currency || p.currency === currency)
      .filter((p) => !product || p.product === product)
      .filter((p) => !type || p.type === type)
      .filter((p) => !lookupKeys || (p.lookup_key !== null && lookupKeys.includes(p.lookup_key)))
      .reverse();
    return this.page(all, params, "/v1/prices");
  }

  private page<T extends { id: string }>(all: T[], params: FormObject, url: string): Json {
    const limit = optInt(params, "limit") ?? 10;
    if (limit < 1 || limit > 100) throw invalid("This value must be between 1 and 100.", "limit", "parameter_invalid_integer");
    let items = all;
    const after = optString(params, "starting_after");
    const before = optString(params, "ending_before");
    if (after) {
      const i = items.findIndex((x) => x.id === after);
      if (i === -1) throw noSuch("object", after, "starting_after");
      items = items.slice(i + 1);
    } else if (before) {
      const i = items.findIndex((x) => x.id === before);
      if (i === -1) throw noSuch("object", before, "ending_before");
      items = items.slice(Math.max(0, i - limit), i);
      return { object: "list", data: items, has_more: i - limit > 0, url };
    }
    return { object: "list", data: items.slice(0, limit), has_more: items.length > limit, url };
  }

  // ------------------------------------------------------- checkout sessions

  createSession(params: FormObject): CheckoutSession {
    rejectUnknown(params, [
      "mode", "line_items", "success_url", "cancel_url", "client_reference_id", "customer_email", "metadata",
      "shipping_address_collection", "expires_at", "payment_intent_data", "expand",
      ...SESSION_ECHOED, ...SESSION_NOT_SIMULATED,
    ]);
    for (const key of SESSION_NOT_SIMULATED) {
      if (params[key] !== undefined) {
        throw invalid(`The local Stripe server does not simulate \`${key}\`; remove it or extend packages/stripe-local.`, key, "parameter_unknown");
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
    for (const [name, value] of [["success_url", successUrl], ["cancel_url", cancelUrl]] as const) {
      if (value === undefined) continue;
      if (!isUrl(value)) throw invalid("Not a valid URL", name, "url_invalid");
    }
    if (!successUrl) throw missingParam("success_url");

    const customerEmail = optString(params, "customer_email") || null;
    if (customerEmail && !EMAIL_RE.test(customerEmail)) throw invalid(`Invalid email address: ${customerEmail}`, "customer_email", "email_invalid");
    const clientReferenceId = optString(params, "client_reference_id") || null;
    if (clientReferenceId && clientReferenceId.length > 200) {
      throw invalid("client_reference_id must be at most 200 characters.", "client_reference_id", "string_length");
    }

    const created = nowSeconds();
    const expiresAt = optInt(params, "expires_at") ?? created + 24 * 3600;
    if (expiresAt < created + 30 * 60) {
      throw invalid("The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.", "expires_at");
    }
    if (expiresAt > created + 24 * 3600) {
      throw invalid("The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.", "expires_at");
    }

    let shipping: CheckoutSession["shipping_address_collection"] = null;
    const sac = optObject(params, "shipping_address_collection");
    if (sac) {
      rejectUnknown(sac, ["allowed_countries"], "shipping_address_collection");
      const countries = optStringList(sac, "allowed_countries", "shipping_address_collection[allowed_countries]");
      if (!countries || countries.length === 0) throw missingParam("shipping_address_collection[allowed_countries]");
      countries.forEach((c, i) => {
        if (!/^[A-Z]{2}$/.test(c)) {
          throw invalid(`Invalid shipping_address_collection[allowed_countries][${i}]: must be a two-letter country code`, `shipping_address_collection[allowed_countries][${i}]`);
        }
      });
      shipping = { allowed_countries: countries };
    }

    const pid = optObject(params, "payment_intent_data") ?? {};
    rejectUnknown(pid, ["metadata", "description", "receipt_email", "statement_descriptor", "statement_descriptor_suffix", "capture_method", "setup_future_usage"], "payment_intent_data");
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
    const lineItems = lineItemParams.map((item, i) => this.buildLineItem(item, i));
    const currency = lineItems[0]?.currency ?? "usd";
    if (lineItems.some((li) => li.currency !== currency)) {
      throw invalid("All line items must use the same currency.", "line_items");
    }
    const requestedCurrency = optString(params, "currency")?.toLowerCase();
    if (requestedCurrency && requestedCurrency !== currency) throw invalid("`currency` must match the currency of the line items.", "currency");
    const total = lineItems.reduce((sum, li) => sum + li.amount_total, 0);
    if (!ZERO_DECIMAL.has(currency) && total < 50) {
      throw invalid(`The Checkout Session's total amount due must add up to at least $0.50 ${currency}`, "line_items", "amount_too_small");
    }
    if (total > 99_999_999) throw invalid("The Checkout Session's total amount due must be no more than $999,999.99", "line_items", "amount_too_large");

    const id = newId("cs_test_", 58);
    const phone = optObject(params, "phone_number_collection");
    const session: CheckoutSession = {
      id,
      object: "checkout.session",
      adaptive_pricing: null,
      after_expiration: null,
      allow_promotion_codes: optBool(params, "allow_promotion_codes") ?? null,
      amount_subtotal: total,
      amount_total: total,
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
      customer: null,
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
      payment_method_types: optStringList(params, "payment_method_types") ?? ["card"],
      payment_status: "unpaid",
      phone_number_collection: { enabled: phone ? optBool(phone, "enabled", "phone_number_collection[enabled]") ?? false : false },
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
      url: `${this.hooks.publicUrl()}/c/pay/${id}`,
    };
    if (session.payment_method_types.some((t) => t !== "card")) {
      throw invalid("The local Stripe server only simulates card payments.", "payment_method_types");
    }
    this.sessions.set(id, { session, lineItems, paymentIntentData });
    return session;
  }

  private buildLineItem(item: FormObject, i: number): LineItem {
    const prefix = `line_items[${i}]`;
    rejectUnknown(item, ["price", "price_data", "quantity", "adjustable_quantity", "tax_rates", "dynamic_tax_rates"], prefix);
    for (const key of ["adjustable_quantity", "tax_rates", "dynamic_tax_rates"]) {
      if (item[key] !== undefined) throw invalid(`The local Stripe server does not simulate \`${prefix}[${key}]\`.`, `${prefix}[${key}]`);
    }
    const priceId = optString(item, "price", `${prefix}[price]`);
    const priceData = optObject(item, "price_data", `${prefix}[price_data]`);
    if (priceId && priceData) throw invalid(`You may only specify one of these parameters: price, price_data.`, `${prefix}[price]`);
    let price: Price;
    if (priceId) {
      const found = this.prices.get(priceId);
      if (!found) throw noSuch("price", priceId, `${prefix}[price]`);
      if (!found.active) throw invalid(`The price specified is inactive. This field only accepts active prices.`, `${prefix}[price]`);
      price = found;
    } else if (priceData) {
      const pd = `${prefix}[price_data]`;
      rejectUnknown(priceData, ["currency", "product", "product_data", "unit_amount", "unit_amount_decimal", "tax_behavior", "recurring"], pd);
      let productId = optString(priceData, "product", `${pd}[product]`);
      const productData = optObject(priceData, "product_data", `${pd}[product_data]`);
      if (productId && productData) throw invalid("You may only specify one of these parameters: product, product_data.", `${pd}[product]`);
      if (productData) {
        rejectUnknown(productData, ["name", "description", "images", "metadata", "tax_code", "unit_label"], `${pd}[product_data]`);
        const product = this.buildProduct(productData, `${pd}[product_data]`);
        product.active = false;
        this.products.set(product.id, product);
        productId = product.id;
      }
      if (!productId) throw missingParam(`${pd}[product_data]`);
      if (!this.products.has(productId)) throw noSuch("product", productId, `${pd}[product]`);
      price = this.buildPrice(priceData, pd, productId);
      price.active = false;
      this.prices.set(price.id, price);
      this.inlinePrices.add(price.id);
    } else {
      throw missingParam(`${prefix}[price]`);
    }
    if (price.type === "recurring") {
      throw invalid(
        "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
        `${prefix}[price]`,
      );
    }
    const quantity = optInt(item, "quantity", `${prefix}[quantity]`);
    if (quantity === undefined) throw missingParam(`${prefix}[quantity]`);
    if (quantity < 1 || quantity > 999_999) throw invalid("Invalid positive integer", `${prefix}[quantity]`, "parameter_invalid_integer");
    const product = this.products.get(price.product);
    const amount = price.unit_amount * quantity;
    return {
      id: newId("li_"),
      object: "item",
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: price.currency,
      description: product?.name ?? "",
      price: clone(price),
      quantity,
    };
  }

  /** The session record; an open session past its `expires_at` expires on read, as Stripe's sweep would. */
  getSessionRecord(id: string): SessionRecord {
    const record = this.sessions.get(id);
    if (!record) throw noSuch("checkout.session", id, "session");
    if (record.session.status === "open" && record.session.expires_at <= nowSeconds()) this.expire(record);
    return record;
  }

  expireSession(id: string): CheckoutSession {
    const record = this.getSessionRecord(id);
    if (record.session.status !== "open") {
      throw invalid(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${record.session.status}".`,
        undefined,
        "checkout_session_not_open",
      );
    }
    this.expire(record);
    return record.session;
  }

  private expire(record: SessionRecord): void {
    record.session.status = "expired";
    record.session.url = null;
    this.emit("checkout.session.expired", record.session);
  }

  /** Expires every open session past its `expires_at` (a periodic sweep calls this). */
  sweepExpired(): void {
    for (const id of this.sessions.keys()) this.getSessionRecord(id);
  }

  listLineItems(id: string, params: FormObject): Json {
    rejectUnknown(params, ["limit", "starting_after", "ending_before", "expand"]);
    const record = this.getSessionRecord(id);
    return this.page(record.lineItems, params, `/v1/checkout/sessions/${id}/line_items`);
  }

  // ---------------------------------------------------------------- payments

  private ensurePaymentIntent(record: SessionRecord, email: string): Json {
    const existing = record.session.payment_intent ? this.paymentIntents.get(record.session.payment_intent) : undefined;
    if (existing) return existing;
    const s = record.session;
    const pi: Json = {
      id: newId("pi_"),
      object: "payment_intent",
      amount: s.amount_total,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: "automatic_async",
      client_secret: null,
      confirmation_method: "automatic",
      created: nowSeconds(),
      currency: s.currency,
      customer: null,
      description: record.paymentIntentData.description,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: clone(record.paymentIntentData.metadata),
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_types: ["card"],
      processing: null,
      receipt_email: record.paymentIntentData.receipt_email ?? null,
      setup_future_usage: null,
      shipping: null,
      statement_descriptor: null,
      status: "requires_payment_method",
      transfer_data: null,
      transfer_group: null,
    };
    pi.client_secret = `${pi.id as string}_secret_${newId("", 24)}`;
    void email;
    this.paymentIntents.set(pi.id as string, pi);
    s.payment_intent = pi.id as string;
    return pi;
  }

  private buildCharge(pi: Json, card: CardDetails, billing: { email: string; name: string | null; address: Address }, ok: boolean): Json {
    const charge: Json = {
      id: newId("ch_"),
      object: "charge",
      amount: pi.amount,
      amount_captured: ok ? pi.amount : 0,
      amount_refunded: 0,
      application_fee_amount: null,
      balance_transaction: ok ? newId("txn_") : null,
      billing_details: { address: billing.address, email: billing.email, name: billing.name, phone: null },
      calculated_statement_descriptor: "STRIPE LOCAL",
      captured: ok,
      created: nowSeconds(),
      currency: pi.currency,
      customer: null,
      description: pi.description,
      disputed: false,
      failure_code: ok ? null : "card_declined",
      failure_message: ok ? null : "Your card was declined.",
      livemode: false,
      metadata: clone(pi.metadata),
      outcome: ok
        ? { network_status: "approved_by_network", reason: null, risk_level: "normal", seller_message: "Payment complete.", type: "authorized" }
        : { network_status: "declined_by_network", reason: "generic_decline", risk_level: "normal", seller_message: "The bank did not return any further details with this decline.", type: "issuer_declined" },
      paid: ok,
      payment_intent: pi.id,
      payment_method: newId("pm_"),
      payment_method_details: {
        card: {
          brand: card.brand,
          checks: { address_line1_check: null, address_postal_code_check: "pass", cvc_check: "pass" },
          country: "US",
          exp_month: card.exp_month,
          exp_year: card.exp_year,
          funding: "credit",
          last4: card.last4,
          network: card.brand,
          three_d_secure: card.threeDSecure ? { authentication_flow: "challenge", result: ok ? "authenticated" : "failed", version: "2.2.0" } : null,
        },
        type: "card",
      },
      receipt_email: pi.receipt_email,
      receipt_url: null,
      refunded: false,
      shipping: pi.shipping,
      status: ok ? "succeeded" : "failed",
    };
    this.charges.set(charge.id as string, charge);
    return charge;
  }

  /** A declined card or failed authentication on the hosted page. */
  recordFailedAttempt(
    sessionId: string,
    card: CardDetails,
    billing: { email: string; name: string | null; address: Address },
    failure: "card_declined" | "authentication_failed",
  ): void {
    const record = this.getSessionRecord(sessionId);
    const pi = this.ensurePaymentIntent(record, billing.email);
    if (failure === "card_declined") {
      const charge = this.buildCharge(pi, card, billing, false);
      pi.latest_charge = charge.id;
      pi.last_payment_error = {
        charge: charge.id,
        code: "card_declined",
        decline_code: "generic_decline",
        doc_url: "https://stripe.com/docs/error-codes/card-declined",
        message: "Your card was declined.",
        type: "card_error",
      };
    } else {
      pi.last_payment_error = {
        code: "payment_intent_authentication_failure",
        doc_url: "https://stripe.com/docs/error-codes/payment-intent-authentication-failure",
        message:
          "The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.",
        type: "invalid_request_error",
      };
    }
    pi.status = "requires_payment_method";
  }

  /** A successful payment: the session completes and `checkout.session.completed` is emitted. */
  completePayment(
    sessionId: string,
    card: CardDetails,
    billing: { email: string; name: string | null; address: Address },
    shipping: ShippingDetails | null,
  ): CheckoutSession {
    const record = this.getSessionRecord(sessionId);
    const s = record.session;
    if (s.status !== "open") throw invalid(`This Checkout Session is ${s.status}.`, undefined, "checkout_session_not_open");
    const pi = this.ensurePaymentIntent(record, billing.email);
    if (shipping) pi.shipping = { address: shipping.address, carrier: null, name: shipping.name, phone: null, tracking_number: null };
    const charge = this.buildCharge(pi, card, billing, true);
    pi.latest_charge = charge.id;
    pi.payment_method = charge.payment_method;
    pi.status = "succeeded";
    pi.amount_received = pi.amount;
    pi.last_payment_error = null;
    s.status = "complete";
    s.payment_status = "paid";
    s.url = null;
    s.customer_details = {
      address: billing.address,
      email: billing.email,
      name: billing.name ?? shipping?.name ?? null,
      phone: null,
      tax_exempt: "none",
      tax_ids: [],
    };
    if (shipping) {
      s.collected_information = { shipping_details: shipping };
      s.shipping_details = shipping;
    }
    this.emit("checkout.session.completed", s);
    return s;
  }

  getPaymentIntent(id: string): Json {
    const pi = this.paymentIntents.get(id);
    if (!pi) throw noSuch("payment_intent", id, "intent");
    return pi;
  }

  getCharge(id: string): Json {
    const charge = this.charges.get(id);
    if (!charge) throw noSuch("charge", id, "id");
    return charge;
  }

  getRefund(id: string): Json {
    const refund = this.refunds.get(id);
    if (!refund) throw noSuch("refund", id, "refund");
    return refund;
  }

  // ----------------------------------------------------------------- refunds

  createRefund(params: FormObject): Json {
    rejectUnknown(params, ["payment_intent", "charge", "amount", "reason", "metadata", "expand", "refund_application_fee", "reverse_transfer", "instructions_email"]);
    const piId = optString(params, "payment_intent");
    const chargeId = optString(params, "charge");
    if (!piId && !chargeId) {
      throw new StripeLocalError(400, "invalid_request_error", "One of the following params should be provided for this request: payment_intent or charge.", "parameter_missing");
    }
    let charge: Json;
    if (chargeId) {
      const found = this.charges.get(chargeId);
      if (!found) throw noSuch("charge", chargeId, "charge");
      charge = found;
      if (piId && charge.payment_intent !== piId) throw invalid(`Charge ${chargeId} does not belong to PaymentIntent ${piId}.`, "charge");
    } else {
      const pi = this.paymentIntents.get(piId as string);
      if (!pi) throw noSuch("payment_intent", piId as string, "payment_intent");
      const latest = typeof pi.latest_charge === "string" ? this.charges.get(pi.latest_charge) : undefined;
      if (pi.status !== "succeeded" || !latest) {
        throw invalid(`This PaymentIntent (${piId as string}) does not have a successful charge to refund.`, "payment_intent", "charge_not_refundable");
      }
      charge = latest;
    }
    if (charge.status !== "succeeded") throw invalid(`Charge ${charge.id as string} has not succeeded and cannot be refunded.`, "charge", "charge_not_refundable");
    const amount = charge.amount as number;
    const refunded = charge.amount_refunded as number;
    if (refunded >= amount) {
      throw invalid(`Charge ${charge.id as string} has already been refunded.`, "charge", "charge_already_refunded");
    }
    const requested = optInt(params, "amount");
    if (requested !== undefined && requested < 1) throw invalid("Invalid positive integer", "amount", "parameter_invalid_integer");
    const refundAmount = requested ?? amount - refunded;
    if (refundAmount > amount - refunded) {
      const fmt = (c: number) => `$${(c / 100).toFixed(2)}`;
      throw invalid(
        `Refund amount (${fmt(refundAmount)}) is greater than unrefunded amount on charge (${fmt(amount - refunded)})`,
        "amount",
        "amount_too_large",
      );
    }
    const reason = optString(params, "reason") ?? null;
    if (reason && !["duplicate", "fraudulent", "requested_by_customer"].includes(reason)) {
      throw invalid("Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer", "reason");
    }
    const refund: Json = {
      id: newId("re_"),
      object: "refund",
      amount: refundAmount,
      balance_transaction: newId("txn_"),
      charge: charge.id,
      created: nowSeconds(),
      currency: charge.currency,
      destination_details: { card: { reference_status: "pending", reference_type: "acquirer_reference_number", type: "refund" }, type: "card" },
      metadata: readMetadata(params),
      payment_intent: charge.payment_intent,
      reason,
      receipt_number: null,
      source_transfer_reversal: null,
      status: "succeeded",
      transfer_reversal: null,
    };
    this.refunds.set(refund.id as string, refund);
    const previous = { amount_refunded: refunded, refunded: charge.refunded };
    charge.amount_refunded = refunded + refundAmount;
    charge.refunded = charge.amount_refunded === amount;
    this.emit("charge.refunded", charge, previous);
    return refund;
  }

  // ------------------------------------------------------------------ events

  getEvent(id: string): EventRecord {
    const event = this.events.find((e) => e.id === id);
    if (!event) throw noSuch("event", id, "id");
    return event;
  }

  private emit(type: string, object: object, previous?: Json): void {
    const event: EventRecord = {
      id: newId("evt_"),
      object: "event",
      api_version: this.hooks.apiVersion(),
      created: nowSeconds(),
      data: previous ? { object: clone(object) as Json, previous_attributes: previous } : { object: clone(object) as Json },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    this.hooks.onEvent(event);
  }

  // ------------------------------------------------------------------ expand

  /** Applies Stripe's `expand[]` paths (`line_items`, `payment_intent`, `payment_intent.latest_charge`, `data.product`...). */
  expand(object: Json, paths: readonly string[]): Json {
    const out = clone(object);
    for (const path of paths) this.expandPath(out, path.split("."), path);
    return out;
  }

  private expandPath(node: Json, segments: string[], full: string): void {
    const [head, ...rest] = segments;
    if (!head) return;
    if (head === "data" && node.object === "list" && Array.isArray(node.data)) {
      for (const item of node.data as Json[]) this.expandPath(item, rest, full);
      return;
    }
    let value = node[head];
    if (head === "line_items" && node.object === "checkout.session") {
      const record = this.sessions.get(node.id as string);
      value = { object: "list", data: clone(record?.lineItems ?? []), has_more: false, url: `/v1/checkout/sessions/${node.id as string}/line_items` };
    } else if (typeof value === "string") {
      value = clone(this.resolve(value, full));
    } else if (value === null) {
      return;
    } else if (typeof value !== "object" || value === undefined) {
      throw invalid(`This property cannot be expanded (${head}).`, "expand");
    }
    node[head] = value;
    if (rest.length > 0) this.expandPath(value as Json, rest, full);
  }

  private resolve(id: string, path: string): object {
    const maps: [string, Map<string, object>][] = [
      ["prod_", this.products], ["price_", this.prices], ["pi_", this.paymentIntents], ["ch_", this.charges], ["re_", this.refunds],
      ["cs_", new Map([...this.sessions].map(([k, v]) => [k, v.session]))],
    ];
    for (const [prefix, map] of maps) {
      if (id.startsWith(prefix)) {
        const found = map.get(id);
        if (found) return found;
      }
    }
    throw invalid(`This property cannot be expanded (${path}).`, "expand");
  }
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value.replace(/\{CHECKOUT_SESSION_ID\}/g, "x"));
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export { emptyAddress };
