/**
 * A connected account's money after a transfer: its balance (Stripe-Account header), the automatic
 * payout to its test bank account, paid or failed, and the Connect webhooks (`account` field,
 * the Connect endpoint's own secret).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { type StripeLocal } from "./server";
import {
  CONNECT_WEBHOOK_SECRET,
  localHook,
  onboard,
  paidCharge,
  startLocal,
  startReceiver,
  type WebhookReceiver,
} from "./testSupport";

let local: StripeLocal;
let stripe: Stripe;
let connect: WebhookReceiver;

beforeAll(async () => {
  connect = await startReceiver();
  // Payouts run when the test asks (POST /_local/payouts/run), so each step can be looked at.
  ({ local, stripe } = await startLocal({
    connectWebhookUrl: connect.url,
    connectWebhookSecret: CONNECT_WEBHOOK_SECRET,
    payoutDelayMs: 600_000,
  }));
});
afterAll(async () => {
  await local.stop();
  await connect.close();
});

async function fundedAccount(
  email: string,
  accountNumber?: string,
): Promise<{ accountId: string; transfer: Stripe.Transfer }> {
  const account = await stripe.accounts.create({
    type: "express",
    country: "US",
    email,
    capabilities: { transfers: { requested: true } },
  });
  await onboard(stripe, account.id, accountNumber);
  const charge = await paidCharge(stripe);
  const transfer = await stripe.transfers.create({
    amount: 5249,
    currency: "usd",
    destination: account.id,
    source_transaction: charge.id,
  });
  return { accountId: account.id, transfer };
}

function connectEvent(type: string, accountId: string): Promise<Stripe.Event> {
  return connect
    .waitFor((w) => w.type === type && w.rawBody.includes(`"account": "${accountId}"`))
    .then((hook) => stripe.webhooks.constructEvent(hook.rawBody, hook.signature, CONNECT_WEBHOOK_SECRET));
}

describe("payouts of connected accounts", () => {
  it("pays the transferred funds out to the bank account ending 6789: balance, payout.created, payout.paid", async () => {
    const { accountId } = await fundedAccount("maya@example.com");
    const balance = await stripe.balance.retrieve({}, { stripeAccount: accountId });
    expect(balance).toMatchObject({ object: "balance", available: [{ amount: 5249, currency: "usd" }] });

    await localHook(local, "payouts/run");
    const created = await connectEvent("payout.created", accountId);
    expect(created.account).toBe(accountId);
    const paid = await connectEvent("payout.paid", accountId);
    const payout = paid.data.object as Stripe.Payout;
    expect(payout).toMatchObject({
      object: "payout",
      amount: 5249,
      currency: "usd",
      status: "paid",
      automatic: true,
      failure_code: null,
      method: "standard",
    });
    expect(paid.data.previous_attributes).toEqual({ status: "pending" });

    const account = await stripe.accounts.retrieve(accountId);
    const bank = account.external_accounts?.data[0] as Stripe.BankAccount;
    expect(payout.destination).toBe(bank.id);
    expect(bank.last4).toBe("6789");
    const listed = await stripe.payouts.list({}, { stripeAccount: accountId });
    expect(listed.data.map((p) => [p.id, p.status])).toEqual([[payout.id, "paid"]]);
    expect((await stripe.payouts.retrieve(payout.id, {}, { stripeAccount: accountId })).arrival_date).toBe(
      payout.arrival_date,
    );
    expect((await stripe.payouts.list()).data).toEqual([]);
    expect((await stripe.balance.retrieve({}, { stripeAccount: accountId })).available[0]?.amount).toBe(0);

    const login = await stripe.accounts.createLoginLink(accountId);
    expect(await (await fetch(login.url)).text()).toContain("$52.49");
  });

  it("fails the payout to the test account 000111111116 with no_account; the funds come back and payouts stop", async () => {
    const { accountId } = await fundedAccount("sofia@example.com", "000111111116");
    await localHook(local, "payouts/run");
    const failed = await connectEvent("payout.failed", accountId);
    expect(failed.data.object).toMatchObject({
      status: "failed",
      amount: 5249,
      failure_code: "no_account",
      failure_message:
        "The bank account details on file are probably incorrect. No bank account could be located with those details.",
    });
    expect((await stripe.balance.retrieve({}, { stripeAccount: accountId })).available[0]?.amount).toBe(5249);
    const account = await stripe.accounts.retrieve(accountId);
    expect(account).toMatchObject({ payouts_enabled: false, requirements: { currently_due: ["external_account"] } });
    expect((account.external_accounts?.data[0] as Stripe.BankAccount).status).toBe("errored");

    // A new bank account through onboarding: the returned funds are paid out to it.
    await onboard(stripe, accountId);
    await localHook(local, "payouts/run");
    const paid = await connectEvent("payout.paid", accountId);
    expect(paid.data.object).toMatchObject({ amount: 5249, status: "paid" });
    expect((await stripe.accounts.retrieve(accountId)).payouts_enabled).toBe(true);
  });

  it("takes a reversal back from the connected account's balance", async () => {
    const { accountId, transfer } = await fundedAccount("lee@example.com");
    await stripe.transfers.createReversal(transfer.id, { amount: 249 });
    expect((await stripe.balance.retrieve({}, { stripeAccount: accountId })).available[0]?.amount).toBe(5000);
  });
});

describe("automatic payouts on their own", () => {
  it("follow a transfer after payoutDelayMs", async () => {
    const receiver = await startReceiver();
    const quick = await startLocal({
      connectWebhookUrl: receiver.url,
      connectWebhookSecret: CONNECT_WEBHOOK_SECRET,
      payoutDelayMs: 20,
    });
    try {
      const account = await quick.stripe.accounts.create({
        type: "express",
        email: "quick@example.com",
        capabilities: { transfers: { requested: true } },
      });
      await onboard(quick.stripe, account.id);
      const charge = await paidCharge(quick.stripe);
      await quick.stripe.transfers.create({
        amount: 1000,
        currency: "usd",
        destination: account.id,
        source_transaction: charge.id,
      });
      const hook = await receiver.waitFor((w) => w.type === "payout.paid");
      expect(quick.stripe.webhooks.constructEvent(hook.rawBody, hook.signature, CONNECT_WEBHOOK_SECRET).account).toBe(
        account.id,
      );
    } finally {
      await quick.local.stop();
      await receiver.close();
    }
  });
});
