/**
 * Account Links and the local hosted onboarding page (driven by HTTP form posts), Login Links and
 * the `account.updated` Connect webhook signed with the Connect endpoint's own secret.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type Stripe from "stripe";
import { type StripeLocal } from "./server";
import {
  CONNECT_WEBHOOK_SECRET,
  WEBHOOK_SECRET,
  onboard,
  postForm,
  startLocal,
  startReceiver,
  stripeError,
  type WebhookReceiver,
} from "./testSupport";

let local: StripeLocal;
let stripe: Stripe;
let platform: WebhookReceiver;
let connect: WebhookReceiver;

beforeAll(async () => {
  [platform, connect] = await Promise.all([startReceiver(), startReceiver()]);
  ({ local, stripe } = await startLocal({
    webhookUrl: platform.url,
    connectWebhookUrl: connect.url,
    connectWebhookSecret: CONNECT_WEBHOOK_SECRET,
  }));
});
afterAll(async () => {
  await local.stop();
  await Promise.all([platform.close(), connect.close()]);
});

const RETURN = "http://localhost:5173/studio/payouts?onboarding=done";
const REFRESH = "http://localhost:5173/studio/payouts?onboarding=refresh";

async function newAccount(email: string): Promise<Stripe.Account> {
  return stripe.accounts.create({
    type: "express",
    country: "US",
    email,
    capabilities: { transfers: { requested: true } },
  });
}

async function newLink(accountId: string): Promise<Stripe.AccountLink> {
  return stripe.accountLinks.create({
    account: accountId,
    type: "account_onboarding",
    refresh_url: REFRESH,
    return_url: RETURN,
  });
}

describe("account links and the hosted onboarding page", () => {
  it("completes onboarding: a test bank account ending 6789, nothing due, transfers active, back to return_url", async () => {
    const account = await newAccount("maya@example.com");
    const link = await newLink(account.id);
    expect(link).toMatchObject({ object: "account_link" });
    expect(link.expires_at).toBeGreaterThan(link.created);
    expect(link.url).toMatch(new RegExp(`^${local.url}/setup/e/${account.id}/`));

    const page = await fetch(link.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<title>Set up payouts – Test mode</title>");
    expect(html).toContain('<label for="f-routing_number">Routing number</label>');
    expect(html).toContain('<label for="f-account_number">Account number</label>');
    expect(html).not.toContain("<script");

    const done = await postForm(link.url, {
      routing_number: "110000000",
      account_number: "000123456789",
      outcome: "complete",
    });
    expect(done).toMatchObject({ status: 303, location: RETURN });

    const ready = await stripe.accounts.retrieve(account.id);
    expect(ready).toMatchObject({
      capabilities: { transfers: "active" },
      payouts_enabled: true,
      details_submitted: true,
      requirements: { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null },
    });
    expect(ready.external_accounts?.data[0]).toMatchObject({
      object: "bank_account",
      last4: "6789",
      routing_number: "110000000",
      account: account.id,
    });

    // The link was used: opening it again goes to refresh_url.
    expect((await fetch(link.url, { redirect: "manual" })).headers.get("location")).toBe(REFRESH);

    const hook = await connect.waitFor((w) => w.type === "account.updated" && w.rawBody.includes(account.id));
    const event = stripe.webhooks.constructEvent(hook.rawBody, hook.signature, CONNECT_WEBHOOK_SECRET);
    expect(event.account).toBe(account.id);
    expect((event.data.object as Stripe.Account).payouts_enabled).toBe(true);
    expect(event.data.previous_attributes).toMatchObject({ payouts_enabled: false, details_submitted: false });
    expect(() => stripe.webhooks.constructEvent(hook.rawBody, hook.signature, WEBHOOK_SECRET)).toThrow();
    expect(platform.received.some((w) => w.type === "account.updated")).toBe(false);
  });

  it("leaves information missing: still due, transfers inactive", async () => {
    const account = await newAccount("sofia@example.com");
    const link = await newLink(account.id);
    await fetch(link.url);
    expect(await postForm(link.url, { outcome: "missing" })).toMatchObject({ status: 303, location: RETURN });
    const pending = await stripe.accounts.retrieve(account.id);
    expect(pending.requirements?.currently_due).toEqual(["external_account", "individual.verification.document"]);
    expect(pending).toMatchObject({
      capabilities: { transfers: "inactive" },
      payouts_enabled: false,
      details_submitted: true,
    });
    expect(pending.requirements?.disabled_reason).toBe("requirements.past_due");
  });

  it("keeps the form with Stripe's message for a bank account that is not a test one", async () => {
    const account = await newAccount("lee@example.com");
    const link = await newLink(account.id);
    await fetch(link.url);
    const wrong = await postForm(link.url, {
      routing_number: "110000000",
      account_number: "123456789",
      outcome: "complete",
    });
    expect(wrong.status).toBe(200);
    expect(wrong.html).toContain("You must use a test bank account number in test mode. Try 000123456789");
    expect(wrong.html).toContain('aria-invalid="true"');
    expect(wrong.html).toContain('role="alert"');
    expect(
      await postForm(link.url, { routing_number: "110000000", account_number: "000111111116", outcome: "complete" }),
    ).toMatchObject({ status: 303 });
    expect((await stripe.accounts.retrieve(account.id)).external_accounts?.data[0]?.last4).toBe("1116");
  });

  it("sends an expired link to refresh_url", async () => {
    const account = await newAccount("late@example.com");
    const link = await newLink(account.id);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime((link.expires_at + 1) * 1000);
      const res = await fetch(link.url, { redirect: "manual" });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(REFRESH);
    } finally {
      vi.useRealTimers();
    }
  });

  it("checks the request like Stripe", async () => {
    const account = await newAccount("x@example.com");
    expect(
      await stripeError(
        stripe.accountLinks.create({ account: account.id, type: "account_onboarding", return_url: RETURN }),
      ),
    ).toMatchObject({
      code: "parameter_missing",
      param: "refresh_url",
    });
    expect(
      await stripeError(
        stripe.accountLinks.create({
          account: "acct_nope",
          type: "account_onboarding",
          refresh_url: REFRESH,
          return_url: RETURN,
        }),
      ),
    ).toMatchObject({
      statusCode: 404,
      param: "account",
    });
    expect(
      await stripeError(
        stripe.accountLinks.create({
          account: account.id,
          type: "account_update",
          refresh_url: REFRESH,
          return_url: RETURN,
        }),
      ),
    ).toMatchObject({
      param: "type",
    });
  });
});

describe("login links", () => {
  it("open the local Express dashboard once, for an onboarded account only", async () => {
    const account = await newAccount("dash@example.com");
    expect(await stripeError(stripe.accounts.createLoginLink(account.id))).toMatchObject({ statusCode: 400 });
    await onboard(stripe, account.id);
    const login = await stripe.accounts.createLoginLink(account.id);
    expect(login).toMatchObject({ object: "login_link" });
    expect(login.url).toMatch(new RegExp(`^${local.url}/express/${account.id}/`));
    const page = await (await fetch(login.url)).text();
    expect(page).toContain("Express dashboard");
    expect(page).toContain("ending 6789");
    expect(await (await fetch(login.url)).text()).toContain("This link has expired");
  });
});
