/** The local Stripe server's API through the real stripe-node client. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { type StripeLocal } from "./server";
import { GOOD_FORM } from "./testing";
import { createSession, localHook, paidCharge, postForm, startLocal, stripeError } from "./testSupport";

let local: StripeLocal;
let stripe: Stripe;

beforeAll(async () => {
  ({ local, stripe } = await startLocal());
});
afterAll(async () => {
  await local.stop();
});

describe("products and prices", () => {
  it("creates a product and a price with Stripe's shapes and finds the price by lookup key", async () => {
    const product = await stripe.products.create({
      name: "Basic Song",
      description: "2-3 minute song",
      metadata: { key: "basic" },
    });
    expect(product).toMatchObject({
      object: "product",
      name: "Basic Song",
      active: true,
      livemode: false,
      metadata: { key: "basic" },
    });
    expect(product.id).toMatch(/^prod_/);
    expect(product.created).toBeLessThan(Date.now() / 1000 + 1);
    expect(product.created).toBeGreaterThan(Date.now() / 1000 - 60);

    const price = await stripe.prices.create({
      product: product.id,
      unit_amount: 2499,
      currency: "USD",
      lookup_key: "package_basic_test1",
      metadata: { kind: "package" },
    });
    expect(price).toMatchObject({
      object: "price",
      unit_amount: 2499,
      currency: "usd",
      type: "one_time",
      lookup_key: "package_basic_test1",
      product: product.id,
    });
    expect(price.id).toMatch(/^price_/);

    const list = await stripe.prices.list({
      lookup_keys: ["package_basic_test1", "missing_key"],
      active: true,
      expand: ["data.product"],
    });
    expect(list.object).toBe("list");
    expect(list.has_more).toBe(false);
    expect(list.url).toBe("/v1/prices");
    expect(list.data.map((p) => p.id)).toEqual([price.id]);
    expect((list.data[0]?.product as Stripe.Product).name).toBe("Basic Song");

    expect((await stripe.prices.retrieve(price.id)).unit_amount).toBe(2499);
    expect((await stripe.products.retrieve(product.id)).name).toBe("Basic Song");
  });

  it("keeps a lookup key unique and moves it with transfer_lookup_key", async () => {
    const product = await stripe.products.create({ name: "Extra verse" });
    const first = await stripe.prices.create({
      product: product.id,
      unit_amount: 1500,
      currency: "usd",
      lookup_key: "addon_verse",
    });
    const err = await stripeError(
      stripe.prices.create({ product: product.id, unit_amount: 1600, currency: "usd", lookup_key: "addon_verse" }),
    );
    expect(err.statusCode).toBe(400);
    expect(err.param).toBe("lookup_key");
    expect(err.message).toContain(first.id);

    const second = await stripe.prices.create({
      product: product.id,
      unit_amount: 1600,
      currency: "usd",
      lookup_key: "addon_verse",
      transfer_lookup_key: true,
    });
    expect((await stripe.prices.retrieve(first.id)).lookup_key).toBeNull();
    const list = await stripe.prices.list({ lookup_keys: ["addon_verse"] });
    expect(list.data.map((p) => p.id)).toEqual([second.id]);
  });

  it("filters inactive prices and pages with limit and starting_after", async () => {
    const product = await stripe.products.create({ name: "Pager" });
    const made: string[] = [];
    for (let i = 0; i < 3; i++)
      made.push((await stripe.prices.create({ product: product.id, unit_amount: 100 + i, currency: "usd" })).id);
    await stripe.prices.create({ product: product.id, unit_amount: 999, currency: "usd", active: false });
    const page1 = await stripe.prices.list({ product: product.id, active: true, limit: 2 });
    expect(page1.data.map((p) => p.id)).toEqual([made[2], made[1]]);
    expect(page1.has_more).toBe(true);
    const page2 = await stripe.prices.list({
      product: product.id,
      active: true,
      limit: 2,
      starting_after: page1.data[1]?.id,
    });
    expect(page2.data.map((p) => p.id)).toEqual([made[0]]);
    expect(page2.has_more).toBe(false);
  });

  it("rejects unknown parameters and missing required ones like Stripe", async () => {
    const unknown = await stripeError(
      stripe.products.create({ name: "x", colour: "red" } as Stripe.ProductCreateParams),
    );
    expect(unknown).toMatchObject({
      statusCode: 400,
      type: "StripeInvalidRequestError",
      code: "parameter_unknown",
      param: "colour",
    });
    const missing = await stripeError(
      stripe.prices.create({ currency: "usd", unit_amount: 100 } as Stripe.PriceCreateParams),
    );
    expect(missing).toMatchObject({ statusCode: 400, code: "parameter_missing", param: "product" });
  });
});

describe("idempotency keys", () => {
  it("replays the first response for the same key and body, and refuses the key with another body", async () => {
    const a = await stripe.products.create({ name: "Once" }, { idempotencyKey: "seed-product-once" });
    const b = await stripe.products.create({ name: "Once" }, { idempotencyKey: "seed-product-once" });
    expect(b.id).toBe(a.id);
    expect(b.lastResponse.headers["idempotent-replayed"]).toBe("true");
    const err = await stripeError(stripe.products.create({ name: "Twice" }, { idempotencyKey: "seed-product-once" }));
    expect(err.statusCode).toBe(400);
    expect(err.type).toBe("StripeIdempotencyError");
    const other = await stripe.products.create({ name: "Once" }, { idempotencyKey: "seed-product-other" });
    expect(other.id).not.toBe(a.id);
  });
});

describe("checkout sessions", () => {
  it("creates a session from a price and price_data, computing the amounts", async () => {
    const product = await stripe.products.create({ name: "Deluxe Package" });
    const price = await stripe.prices.create({ product: product.id, unit_amount: 12900, currency: "usd" });
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        { price: price.id, quantity: 1 },
        {
          price_data: {
            currency: "usd",
            unit_amount: 1000,
            product_data: { name: "Instrumental Version", description: "No vocals" },
          },
          quantity: 2,
        },
      ],
      success_url: "http://localhost:5173/payment-success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:5173/payment-cancelled",
      client_reference_id: "user-1",
      customer_email: "a@example.com",
      metadata: { package: "deluxe" },
      shipping_address_collection: { allowed_countries: ["US", "CA"] },
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session).toMatchObject({
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_subtotal: 14900,
      amount_total: 14900,
      currency: "usd",
      client_reference_id: "user-1",
      customer_email: "a@example.com",
      metadata: { package: "deluxe" },
      shipping_address_collection: { allowed_countries: ["US", "CA"] },
      payment_intent: null,
      livemode: false,
    });
    expect(session.url).toBe(`${local.url}/c/pay/${session.id}`);
    expect(session.expires_at - session.created).toBe(24 * 3600);

    const items = await stripe.checkout.sessions.listLineItems(session.id);
    expect(items.data.map((li) => [li.description, li.quantity, li.amount_total])).toEqual([
      ["Deluxe Package", 1, 12900],
      ["Instrumental Version", 2, 2000],
    ]);
    expect(items.data[0]?.price?.id).toBe(price.id);

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, { expand: ["line_items"] });
    expect(retrieved.line_items?.data).toHaveLength(2);
    expect(retrieved.amount_total).toBe(14900);

    // Inline prices are not listed with the catalogue.
    const listed = await stripe.prices.list({ limit: 100 });
    expect(listed.data.some((p) => p.unit_amount === 1000 && p.currency === "usd" && !p.active)).toBe(false);
  });

  it("validates the request like Stripe", async () => {
    const base = {
      mode: "payment" as const,
      success_url: "http://localhost/ok",
      line_items: [{ price_data: { currency: "usd", unit_amount: 100, product_data: { name: "x" } }, quantity: 1 }],
    };
    expect(await stripeError(stripe.checkout.sessions.create({ ...base, line_items: [] }))).toMatchObject({
      param: "line_items",
    });
    expect(
      await stripeError(
        stripe.checkout.sessions.create({
          ...base,
          line_items: [{ price_data: { currency: "usd", unit_amount: 100, product_data: { name: "x" } } }],
        }),
      ),
    ).toMatchObject({ code: "parameter_missing", param: "line_items[0][quantity]" });
    expect(
      await stripeError(
        stripe.checkout.sessions.create({ ...base, line_items: [{ price: "price_missing", quantity: 1 }] }),
      ),
    ).toMatchObject({ statusCode: 404, code: "resource_missing", param: "line_items[0][price]" });
    expect(await stripeError(stripe.checkout.sessions.create({ ...base, success_url: "not a url" }))).toMatchObject({
      param: "success_url",
    });
    expect(
      await stripeError(stripe.checkout.sessions.create({ ...base, expires_at: Math.floor(Date.now() / 1000) + 60 })),
    ).toMatchObject({ param: "expires_at" });
    expect(
      await stripeError(stripe.checkout.sessions.create({ ...base, metadata: { story: "x".repeat(501) } })),
    ).toMatchObject({
      param: "metadata[story]",
    });
    expect(
      await stripeError(
        stripe.checkout.sessions.create({
          ...base,
          line_items: [{ price_data: { currency: "usd", unit_amount: 10, product_data: { name: "x" } }, quantity: 1 }],
        }),
      ),
    ).toMatchObject({ code: "amount_too_small" });
    expect(await stripeError(stripe.checkout.sessions.create({ ...base, discounts: [{ coupon: "X" }] }))).toMatchObject(
      { code: "resource_missing", message: "No such coupon: 'X'", param: "discounts[0][coupon]" },
    );
    expect(
      await stripeError(stripe.checkout.sessions.create({ ...base, shipping_options: [{ shipping_rate: "shr_1" }] })),
    ).toMatchObject({ param: "shipping_options" });
  });

  it("expires an open session once and sends checkout.session.expired", async () => {
    const session = await createSession(stripe);
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: "expired", url: null, payment_status: "unpaid" });
    const again = await stripeError(stripe.checkout.sessions.expire(session.id));
    expect(again.statusCode).toBe(400);
    const events = (await (await fetch(`${local.url}/_local/events?type=checkout.session.expired`)).json()) as {
      data: { type: string; data: { object: { id: string } } }[];
    };
    expect(events.data.some((e) => e.data.object.id === session.id)).toBe(true);
    const page = await fetch(`${local.url}/c/pay/${session.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("This checkout session has expired");
    // An expired session cannot be paid: a card posted to its page is not charged.
    const paid = await postForm(session.url as string, GOOD_FORM);
    expect(paid.status).toBe(200);
    expect(paid.html).toContain("This checkout session has expired");
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: "expired",
      payment_status: "unpaid",
      payment_intent: null,
    });
  });

  it("refuses to expire a paid session with Stripe's message", async () => {
    const session = await createSession(stripe);
    await postForm(session.url as string, GOOD_FORM);
    expect(await stripeError(stripe.checkout.sessions.expire(session.id))).toMatchObject({
      statusCode: 400,
      message:
        'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "complete".',
    });
  });
});

describe("errors and authentication", () => {
  it("answers 401 without a key or with a wrong one", async () => {
    const res = await fetch(`${local.url}/v1/prices`);
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe("invalid_request_error");
    expect(body.error.message).toContain("You did not provide an API key");

    const wrong = new Stripe("sk_live_nope", {
      host: "127.0.0.1",
      port: local.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    const err = await stripeError(wrong.prices.list());
    expect(err.statusCode).toBe(401);
    expect(err.type).toBe("StripeAuthenticationError");
  });

  it("answers 404 with Stripe's error shape for unknown ids and URLs", async () => {
    for (const [p, kind] of [
      [stripe.checkout.sessions.retrieve("cs_test_missing"), "checkout.session"],
      [stripe.prices.retrieve("price_missing"), "price"],
      [stripe.products.retrieve("prod_missing"), "product"],
      [stripe.paymentIntents.retrieve("pi_missing"), "payment_intent"],
    ] as const) {
      const err = await stripeError(p);
      expect(err.statusCode).toBe(404);
      expect(err.code).toBe("resource_missing");
      expect(err.message).toContain(`No such ${kind}`);
    }
    const res = await fetch(`${local.url}/v1/checkout/sessions/cs_test_nope`, {
      headers: { authorization: "Bearer sk_test_x" },
    });
    const body = (await res.json()) as { error: Record<string, string> };
    expect(body.error).toMatchObject({
      type: "invalid_request_error",
      code: "resource_missing",
      param: "session",
      message: "No such checkout.session: 'cs_test_nope'",
    });
    const unknownUrl = await fetch(`${local.url}/v1/invoices`, { headers: { authorization: "Bearer sk_test_x" } });
    expect(unknownUrl.status).toBe(404);
  });

  it("answers GET /health", async () => {
    expect((await fetch(`${local.url}/health`)).status).toBe(200);
  });

  it("accepts only the configured key when one is given", async () => {
    const strict = await startLocal({ apiKey: "sk_test_only_this" });
    try {
      const err = await stripeError(strict.stripe.prices.list());
      expect(err.statusCode).toBe(401);
      const ok = new Stripe("sk_test_only_this", { host: "127.0.0.1", port: strict.local.port, protocol: "http" });
      expect((await ok.prices.list()).object).toBe("list");
    } finally {
      await strict.local.stop();
    }
  });
});

const expressParams = (email: string): Stripe.AccountCreateParams => ({
  type: "express",
  country: "US",
  email,
  capabilities: { transfers: { requested: true } },
  metadata: { artistId: "maya" },
});

describe("connected accounts", () => {
  it("creates an Express account that cannot receive transfers until onboarding, and retrieves it", async () => {
    const account = await stripe.accounts.create(expressParams("maya@example.com"));
    expect(account.id).toMatch(/^acct_/);
    expect(account).toMatchObject({
      object: "account",
      type: "express",
      country: "US",
      email: "maya@example.com",
      default_currency: "usd",
      capabilities: { transfers: "inactive" },
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      metadata: { artistId: "maya" },
      controller: { stripe_dashboard: { type: "express" } },
      external_accounts: { object: "list", data: [] },
    });
    expect(account.requirements?.disabled_reason).toBe("requirements.past_due");
    expect(account.requirements?.currently_due).toContain("external_account");
    expect(account.requirements?.eventually_due).toContain("individual.ssn_last_4");
    expect(account.requirements?.past_due).toEqual(account.requirements?.currently_due);

    const again = await stripe.accounts.retrieve(account.id);
    expect(JSON.stringify(again)).toBe(JSON.stringify(account));
    const listed = await stripe.accounts.list({ limit: 100 });
    expect(listed.data.map((a) => a.id)).toContain(account.id);
  });

  it("updates email, metadata and capabilities", async () => {
    const account = await stripe.accounts.create({ type: "express", email: "sofia@example.com" });
    expect(account.capabilities).toEqual({});
    const updated = await stripe.accounts.update(account.id, {
      email: "sofia.r@example.com",
      metadata: { artistId: "sofia" },
      capabilities: { transfers: { requested: true } },
    });
    expect(updated).toMatchObject({
      email: "sofia.r@example.com",
      metadata: { artistId: "sofia" },
      capabilities: { transfers: "inactive" },
    });
    const err = await stripeError(stripe.accounts.update(account.id, { country: "CA" } as Stripe.AccountUpdateParams));
    expect(err).toMatchObject({ statusCode: 400, code: "parameter_unknown", param: "country" });
  });

  it("refuses countries a US platform cannot onboard, in Stripe's words", async () => {
    const unsupported = await stripeError(stripe.accounts.create({ ...expressParams("a@example.com"), country: "JM" }));
    expect(unsupported).toMatchObject({ statusCode: 400, type: "StripeInvalidRequestError", param: "country" });
    expect(unsupported.message).toBe(
      "Connected accounts in JM cannot be created by platforms in US. Please contact us via https://support.stripe.com/contact if you need further assistance.",
    );
    const unknown = await stripeError(
      stripe.accounts.create({ ...expressParams("a@example.com"), country: "United States" }),
    );
    expect(unknown.message).toMatch(
      /^Country 'United States' is unknown\. Try using a 2-character alphanumeric country code instead/,
    );
    // Cross-border payouts need the recipient service agreement.
    const full = await stripeError(stripe.accounts.create({ ...expressParams("a@example.com"), country: "GB" }));
    expect(full.param).toBe("tos_acceptance[service_agreement]");
    const gb = await stripe.accounts.create({
      ...expressParams("a@example.com"),
      country: "GB",
      tos_acceptance: { service_agreement: "recipient" },
    });
    expect(gb).toMatchObject({
      country: "GB",
      default_currency: "gbp",
      tos_acceptance: { service_agreement: "recipient" },
    });
    expect(
      await stripeError(stripe.accounts.create({ ...expressParams("a@example.com"), type: "standard" })),
    ).toMatchObject({ param: "type" });
  });

  it("answers the same account for the same idempotency key, and 404 for an unknown id", async () => {
    const a = await stripe.accounts.create(expressParams("once@example.com"), {
      idempotencyKey: "artist-onboarding-1",
    });
    const b = await stripe.accounts.create(expressParams("once@example.com"), {
      idempotencyKey: "artist-onboarding-1",
    });
    expect(b.id).toBe(a.id);
    expect(b.lastResponse.headers["idempotent-replayed"]).toBe("true");
    const missing = await stripeError(stripe.accounts.retrieve("acct_missing"));
    expect(missing).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      message: "No such account: 'acct_missing'",
    });
  });

  it("refuses a Stripe-Account header that names no connected account", async () => {
    const err = await stripeError(stripe.balance.retrieve({}, { stripeAccount: "acct_nope" }));
    expect(err).toMatchObject({ statusCode: 403, code: "account_invalid" });
    expect(err.message).toContain("does not have access to account 'acct_nope'");
  });
});

describe("customers", () => {
  it("creates, lists by email, and deletes a customer as Stripe does; a second delete is resource_missing", async () => {
    const customer = await stripe.customers.create({ email: "leaving@example.com", name: "Ada Lovelace" });
    expect(customer).toMatchObject({
      object: "customer",
      email: "leaving@example.com",
      name: "Ada Lovelace",
      livemode: false,
    });
    expect(customer.id).toMatch(/^cus_/);
    await stripe.customers.create({ email: "staying@example.com" });

    const found = await stripe.customers.list({ email: "leaving@example.com", limit: 100 });
    expect(found).toMatchObject({ object: "list", has_more: false, url: "/v1/customers" });
    expect(found.data.map((entry) => entry.id)).toEqual([customer.id]);

    expect(await stripe.customers.del(customer.id)).toEqual({ id: customer.id, object: "customer", deleted: true });
    expect(await stripe.customers.retrieve(customer.id)).toEqual({
      id: customer.id,
      object: "customer",
      deleted: true,
    });
    expect((await stripe.customers.list({ email: "leaving@example.com" })).data).toEqual([]);
    const again = await stripeError(stripe.customers.del(customer.id));
    expect(again).toMatchObject({ statusCode: 404, code: "resource_missing" });
    expect((await stripeError(stripe.customers.create({ email: "not an email" }))).code).toBe("email_invalid");
  });
});

describe("the refunds lever (POST /_local/refunds)", () => {
  it("refuses refunds in Stripe's words and shape until lifted, and replays a refusal to its idempotency key", async () => {
    const charge = await paidCharge(stripe);
    expect(await localHook(local, "refunds", { refuse: "charge_disputed" })).toEqual({ refuse: "charge_disputed" });
    const refused = await stripeError(stripe.refunds.create({ charge: charge.id }, { idempotencyKey: "refund-1" }));
    expect(refused).toMatchObject({
      statusCode: 400,
      type: "StripeInvalidRequestError",
      code: "charge_disputed",
      message: `Charge ${charge.id} has been charged back; cannot issue a refund.`,
    });

    expect(await localHook(local, "refunds", { refuse: "none" })).toEqual({ refuse: "none" });
    // As on Stripe, the refusal was saved under its key: the same key answers it again.
    expect((await stripeError(stripe.refunds.create({ charge: charge.id }, { idempotencyKey: "refund-1" }))).code).toBe(
      "charge_disputed",
    );
    const refund = await stripe.refunds.create({ charge: charge.id }, { idempotencyKey: "refund-2" });
    expect(refund).toMatchObject({ status: "succeeded", amount: charge.amount });
  });

  it("refuses an unknown refusal with 400", async () => {
    await expect(localHook(local, "refunds", { refuse: "sometimes" })).rejects.toThrow(/answered 400/);
  });
});
