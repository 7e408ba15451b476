/** Connect Express accounts on the local Stripe server through the real stripe-node client. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { type StripeLocal } from "./server";
import { startLocal, stripeError } from "./testSupport";

let local: StripeLocal;
let stripe: Stripe;

beforeAll(async () => {
  ({ local, stripe } = await startLocal());
});
afterAll(async () => {
  await local.stop();
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
    expect(updated).toMatchObject({ email: "sofia.r@example.com", metadata: { artistId: "sofia" }, capabilities: { transfers: "inactive" } });
    const err = await stripeError(stripe.accounts.update(account.id, { country: "CA" } as Stripe.AccountUpdateParams));
    expect(err).toMatchObject({ statusCode: 400, code: "parameter_unknown", param: "country" });
  });

  it("refuses countries a US platform cannot onboard, in Stripe's words", async () => {
    const unsupported = await stripeError(stripe.accounts.create({ ...expressParams("a@example.com"), country: "JM" }));
    expect(unsupported).toMatchObject({ statusCode: 400, type: "StripeInvalidRequestError", param: "country" });
    expect(unsupported.message).toBe(
      "Connected accounts in JM cannot be created by platforms in US. Please contact us via https://support.stripe.com/contact if you need further assistance.",
    );
    const unknown = await stripeError(stripe.accounts.create({ ...expressParams("a@example.com"), country: "United States" }));
    expect(unknown.message).toMatch(/^Country 'United States' is unknown\. Try using a 2-character alphanumeric country code instead/);
    // Cross-border payouts need the recipient service agreement.
    const full = await stripeError(stripe.accounts.create({ ...expressParams("a@example.com"), country: "GB" }));
    expect(full.param).toBe("tos_acceptance[service_agreement]");
    const gb = await stripe.accounts.create({ ...expressParams("a@example.com"), country: "GB", tos_acceptance: { service_agreement: "recipient" } });
    expect(gb).toMatchObject({ country: "GB", default_currency: "gbp", tos_acceptance: { service_agreement: "recipient" } });
    expect(await stripeError(stripe.accounts.create({ ...expressParams("a@example.com"), type: "standard" }))).toMatchObject({ param: "type" });
  });

  it("answers the same account for the same idempotency key, and 404 for an unknown id", async () => {
    const a = await stripe.accounts.create(expressParams("once@example.com"), { idempotencyKey: "artist-onboarding-1" });
    const b = await stripe.accounts.create(expressParams("once@example.com"), { idempotencyKey: "artist-onboarding-1" });
    expect(b.id).toBe(a.id);
    expect(b.lastResponse.headers["idempotent-replayed"]).toBe("true");
    const missing = await stripeError(stripe.accounts.retrieve("acct_missing"));
    expect(missing).toMatchObject({ statusCode: 404, code: "resource_missing", message: "No such account: 'acct_missing'" });
  });

  it("refuses a Stripe-Account header that names no connected account", async () => {
    const err = await stripeError(stripe.balance.retrieve({}, { stripeAccount: "acct_nope" }));
    expect(err).toMatchObject({ statusCode: 403, code: "account_invalid" });
    expect(err.message).toContain("does not have access to account 'acct_nope'");
  });
});
