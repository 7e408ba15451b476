/**
 * Transfers (separate charges and transfers) and Transfer Reversals through stripe-node, with the
 * platform's balance they draw on and Stripe's refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { type StripeLocal } from "./server";
import {
  WEBHOOK_SECRET,
  localHook,
  onboard,
  paidCharge,
  startLocal,
  startReceiver,
  stripeError,
  type WebhookReceiver,
} from "./testSupport";

let local: StripeLocal;
let stripe: Stripe;
let platform: WebhookReceiver;

beforeAll(async () => {
  platform = await startReceiver();
  // Payouts wait for the run hook here, so balances stay put.
  ({ local, stripe } = await startLocal({ webhookUrl: platform.url, payoutDelayMs: 600_000 }));
});
afterAll(async () => {
  await local.stop();
  await platform.close();
});

async function readyAccount(email: string): Promise<string> {
  const account = await stripe.accounts.create({
    type: "express",
    country: "US",
    email,
    capabilities: { transfers: { requested: true } },
  });
  await onboard(stripe, account.id);
  return account.id;
}

const usd = (balance: Stripe.Balance, kind: "available" | "pending") =>
  balance[kind].find((b) => b.currency === "usd")?.amount;

describe("transfers", () => {
  it("transfers a share of a charge to a ready account, once per idempotency key, and lists it by destination and group", async () => {
    const destination = await readyAccount("maya@example.com");
    const charge = await paidCharge(stripe);
    const before = usd(await stripe.balance.retrieve(), "available") ?? 0;
    const params = {
      amount: 5249,
      currency: "usd",
      destination,
      transfer_group: "order_123",
      source_transaction: charge.id,
      metadata: { orderId: "order_123" },
    };
    const transfer = await stripe.transfers.create(params, { idempotencyKey: "followup-transfer-1" });
    expect(transfer.id).toMatch(/^tr_/);
    expect(transfer).toMatchObject({
      object: "transfer",
      amount: 5249,
      amount_reversed: 0,
      reversed: false,
      currency: "usd",
      destination,
      transfer_group: "order_123",
      source_transaction: charge.id,
      livemode: false,
      metadata: { orderId: "order_123" },
      reversals: { object: "list", data: [], total_count: 0 },
    });
    const replay = await stripe.transfers.create(params, { idempotencyKey: "followup-transfer-1" });
    expect(replay.id).toBe(transfer.id);
    expect(replay.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(usd(await stripe.balance.retrieve(), "available")).toBe(before - 5249);

    const expanded = await stripe.transfers.retrieve(transfer.id, { expand: ["destination", "source_transaction"] });
    expect((expanded.destination as Stripe.Account).email).toBe("maya@example.com");
    expect((expanded.source_transaction as Stripe.Charge).amount).toBe(7499);
    expect((await stripe.transfers.list({ destination })).data.map((t) => t.id)).toEqual([transfer.id]);
    expect((await stripe.transfers.list({ transfer_group: "order_123" })).data.map((t) => t.id)).toEqual([transfer.id]);
    expect((await stripe.transfers.list({ transfer_group: "order_other" })).data).toEqual([]);

    // The platform's own event: no `account` field, on the platform endpoint.
    const hook = await platform.waitFor((w) => w.type === "transfer.created" && w.rawBody.includes(transfer.id));
    const event = stripe.webhooks.constructEvent(hook.rawBody, hook.signature, WEBHOOK_SECRET);
    expect(event.account).toBeUndefined();
    expect(
      platform.received.filter((w) => w.type === "transfer.created" && w.rawBody.includes(transfer.id)),
    ).toHaveLength(1);
  });

  it("refuses more than what is left of the source charge, and an unknown charge", async () => {
    const destination = await readyAccount("lee@example.com");
    const charge = await paidCharge(stripe);
    await stripe.transfers.create({ amount: 5000, currency: "usd", destination, source_transaction: charge.id });
    await stripe.refunds.create({ charge: charge.id, amount: 1000 });
    const tooMuch = await stripeError(
      stripe.transfers.create({ amount: 1500, currency: "usd", destination, source_transaction: charge.id }),
    );
    expect(tooMuch).toMatchObject({ statusCode: 400, code: "balance_insufficient", param: "amount" });
    expect(
      (await stripe.transfers.create({ amount: 1499, currency: "usd", destination, source_transaction: charge.id }))
        .amount,
    ).toBe(1499);
    const missing = await stripeError(
      stripe.transfers.create({ amount: 100, currency: "usd", destination, source_transaction: "ch_missing" }),
    );
    expect(missing).toMatchObject({ code: "resource_missing", param: "source_transaction" });
  });

  it("answers balance_insufficient without a source_transaction when the platform's funds are pending, and still transfers from a charge", async () => {
    const destination = await readyAccount("pending@example.com");
    const charge = await paidCharge(stripe);
    await localHook(local, "balance", { funds: "pending" });
    try {
      const balance = await stripe.balance.retrieve();
      expect(usd(balance, "available")).toBeLessThanOrEqual(0);
      expect(usd(balance, "pending")).toBeGreaterThanOrEqual(charge.amount);
      const err = await stripeError(
        stripe.transfers.create(
          { amount: 100, currency: "usd", destination },
          { idempotencyKey: "followup-2-attempt-1" },
        ),
      );
      expect(err).toMatchObject({ statusCode: 400, type: "StripeInvalidRequestError", code: "balance_insufficient" });
      expect(err.message).toMatch(/^You have insufficient available funds in your Stripe account\./);
      expect(
        (await stripe.transfers.create({ amount: 100, currency: "usd", destination, source_transaction: charge.id }))
          .source_transaction,
      ).toBe(charge.id);
    } finally {
      await localHook(local, "balance", { funds: "available" });
    }
    // As on Stripe, the refusal is saved under its idempotency key: a retry needs a new key.
    const replayed = await stripeError(
      stripe.transfers.create(
        { amount: 100, currency: "usd", destination },
        { idempotencyKey: "followup-2-attempt-1" },
      ),
    );
    expect(replayed).toMatchObject({ code: "balance_insufficient", headers: { "idempotent-replayed": "true" } });
    const retried = await stripe.transfers.create(
      { amount: 100, currency: "usd", destination },
      { idempotencyKey: "followup-2-attempt-2" },
    );
    expect(retried.source_transaction).toBeNull();
  });

  it("refuses a destination that cannot receive transfers, before onboarding and once paused", async () => {
    const charge = await paidCharge(stripe);
    const account = await stripe.accounts.create({
      type: "express",
      email: "new@example.com",
      capabilities: { transfers: { requested: true } },
    });
    const notReady = await stripeError(
      stripe.transfers.create({ amount: 100, currency: "usd", destination: account.id, source_transaction: charge.id }),
    );
    expect(notReady).toMatchObject({
      statusCode: 400,
      code: "insufficient_capabilities_for_transfer",
      param: "destination",
    });
    expect(notReady.message).toBe(
      "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
    );

    await onboard(stripe, account.id);
    await localHook(local, `accounts/${account.id}/disable`, { reason: "rejected.fraud" });
    const paused = await stripe.accounts.retrieve(account.id);
    expect(paused).toMatchObject({
      capabilities: { transfers: "inactive" },
      payouts_enabled: false,
      requirements: { disabled_reason: "rejected.fraud" },
    });
    expect(
      await stripeError(
        stripe.transfers.create({
          amount: 100,
          currency: "usd",
          destination: account.id,
          source_transaction: charge.id,
        }),
      ),
    ).toMatchObject({
      code: "insufficient_capabilities_for_transfer",
    });
    expect(
      await stripeError(stripe.transfers.create({ amount: 100, currency: "usd", destination: "acct_nope" })),
    ).toMatchObject({ statusCode: 400, param: "destination" });
  });
});

describe("transfer reversals", () => {
  it("reverses part, then the rest by default, never more than the transfer", async () => {
    const destination = await readyAccount("refund@example.com");
    const charge = await paidCharge(stripe);
    const transfer = await stripe.transfers.create({
      amount: 5000,
      currency: "usd",
      destination,
      source_transaction: charge.id,
      transfer_group: "order_9",
    });
    const before = usd(await stripe.balance.retrieve(), "available") ?? 0;

    const part = await stripe.transfers.createReversal(transfer.id, { amount: 1000 });
    expect(part.id).toMatch(/^trr_/);
    expect(part).toMatchObject({ object: "transfer_reversal", amount: 1000, currency: "usd", transfer: transfer.id });
    expect(await stripeError(stripe.transfers.createReversal(transfer.id, { amount: 4001 }))).toMatchObject({
      statusCode: 400,
      code: "amount_too_large",
      param: "amount",
    });
    const rest = await stripe.transfers.createReversal(transfer.id);
    expect(rest.amount).toBe(4000);

    const reversed = await stripe.transfers.retrieve(transfer.id);
    expect(reversed).toMatchObject({ amount_reversed: 5000, reversed: true, reversals: { total_count: 2 } });
    expect((await stripe.transfers.listReversals(transfer.id)).data.map((r) => r.id)).toEqual([rest.id, part.id]);
    expect((await stripe.transfers.retrieveReversal(transfer.id, part.id)).amount).toBe(1000);
    const again = await stripeError(stripe.transfers.createReversal(transfer.id));
    expect(again.message).toBe(`The transfer ${transfer.id} is already fully reversed.`);
    expect(usd(await stripe.balance.retrieve(), "available")).toBe(before + 5000);

    const hook = await platform.waitFor((w) => w.type === "transfer.reversed" && w.rawBody.includes(rest.id));
    const event = stripe.webhooks.constructEvent(hook.rawBody, hook.signature, WEBHOOK_SECRET);
    expect(event.data.object).toMatchObject({ id: transfer.id, reversed: true, amount_reversed: 5000 });
    expect(event.data.previous_attributes).toMatchObject({ amount_reversed: 1000, reversed: false });
  });
});
