/**
 * Balance transactions through stripe-node: Stripe's card fee on every charge, and the rows of
 * refunds, transfers, reversals and payouts (the platform's and, with `Stripe-Account`, a connected
 * account's); the list's filters and cursors; the balance as the sum of the rows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { type StripeLocal } from "./server";
import { localHook, onboard, paidCharge, startLocal, stripeError } from "./testSupport";

let local: StripeLocal;
let stripe: Stripe;

beforeAll(async () => {
  // Payouts wait for the run hook, so the connected account's rows are known.
  ({ local, stripe } = await startLocal({ payoutDelayMs: 60_000 }));
});
afterAll(async () => {
  await local.stop();
});

const txn = (id: unknown) => stripe.balanceTransactions.retrieve(id as string);

/** Every balance transaction of a balance, newest first, read page by page as a daily close would. */
async function allRows(params: Stripe.BalanceTransactionListParams = {}, options: Stripe.RequestOptions = {}) {
  const rows: Stripe.BalanceTransaction[] = [];
  let startingAfter: string | undefined;
  for (;;) {
    const page = await stripe.balanceTransactions.list({ ...params, limit: 3, starting_after: startingAfter }, options);
    rows.push(...page.data);
    if (!page.has_more) return rows;
    startingAfter = page.data.at(-1)?.id;
  }
}

describe("fees and rows", () => {
  it("gives a charge its balance transaction with Stripe's card fee, 2.9% + 30¢ rounded to the cent", async () => {
    const charge = await paidCharge(stripe);
    expect(charge.balance_transaction).toMatch(/^txn_/);
    const row = await txn(charge.balance_transaction);
    expect(row).toEqual({
      id: charge.balance_transaction,
      object: "balance_transaction",
      amount: 7499,
      available_on: row.created,
      balance_type: "payments",
      created: row.created,
      currency: "usd",
      description: null,
      exchange_rate: null,
      fee: 247,
      fee_details: [
        { amount: 247, application: null, currency: "usd", description: "Stripe processing fees", type: "stripe_fee" },
      ],
      net: 7252,
      reporting_category: "charge",
      source: charge.id,
      status: "available",
      type: "charge",
    });
    const expanded = await stripe.charges.retrieve(charge.id, { expand: ["balance_transaction"] });
    expect((expanded.balance_transaction as Stripe.BalanceTransaction).fee).toBe(247);

    const small = await paidCharge(
      stripe,
      {},
      {
        line_items: [
          { price_data: { currency: "usd", unit_amount: 2499, product_data: { name: "Basic Song" } }, quantity: 1 },
        ],
      },
    );
    // 2.9% of $24.99 is 72.471 cents: 72 + 30.
    expect((await txn(small.balance_transaction)).fee).toBe(102);
  });

  it("gives a refund a negative row and keeps the fee, as Stripe does", async () => {
    const charge = await paidCharge(stripe);
    const refund = await stripe.refunds.create({ charge: charge.id, amount: 1000 });
    expect(await txn(refund.balance_transaction)).toMatchObject({
      amount: -1000,
      fee: 0,
      fee_details: [],
      net: -1000,
      type: "refund",
      reporting_category: "refund",
      source: refund.id,
      description: "REFUND FOR CHARGE",
    });
  });

  it("records a transfer, its reversal and the payout on both balances", async () => {
    const connected = await stripe.accounts.create({
      type: "express",
      email: "rows@example.com",
      capabilities: { transfers: { requested: true } },
    });
    await onboard(stripe, connected.id);
    const charge = await paidCharge(stripe);
    const transfer = await stripe.transfers.create({
      amount: 5249,
      currency: "usd",
      destination: connected.id,
      source_transaction: charge.id,
    });
    expect(await txn(transfer.balance_transaction)).toMatchObject({
      amount: -5249,
      fee: 0,
      net: -5249,
      type: "transfer",
      reporting_category: "transfer",
      source: transfer.id,
    });
    const reversal = await stripe.transfers.createReversal(transfer.id, { amount: 249 });
    expect(await txn(reversal.balance_transaction)).toMatchObject({
      amount: 249,
      net: 249,
      type: "transfer_refund",
      reporting_category: "transfer_reversal",
      source: reversal.id,
    });
    await localHook(local, "payouts/run");

    const onAccount = { stripeAccount: connected.id };
    const rows = await allRows({}, onAccount);
    expect(rows.map((r) => [r.type, r.reporting_category, r.amount, r.source])).toEqual([
      ["payout", "payout", -5000, expect.stringMatching(/^po_/)],
      ["payment_refund", "refund", -249, reversal.destination_payment_refund],
      ["payment", "charge", 5249, transfer.destination_payment],
    ]);
    const [payout] = (await stripe.payouts.list({}, onAccount)).data;
    expect(payout?.balance_transaction).toBe(rows[0]?.id);
    expect(await stripeError(txn(rows[0]?.id))).toMatchObject({ statusCode: 404, param: "id" });
    expect((await stripe.balanceTransactions.retrieve(rows[0]?.id as string, {}, onAccount)).description).toBe(
      "STRIPE PAYOUT",
    );
  });

  it("keeps the platform's balance equal to the sum of its rows, net of fees", async () => {
    const rows = await allRows();
    const net = rows.filter((r) => r.currency === "usd").reduce((sum, r) => sum + r.net, 0);
    const balance = await stripe.balance.retrieve();
    expect(balance.available.find((b) => b.currency === "usd")?.amount).toBe(net);
    expect(rows.every((r) => r.net === r.amount - r.fee)).toBe(true);
  });

  it("holds the card rows as pending while the funds lever says so", async () => {
    const charge = await paidCharge(stripe);
    await localHook(local, "balance", { funds: "pending" });
    try {
      expect((await txn(charge.balance_transaction)).status).toBe("pending");
      const balance = await stripe.balance.retrieve();
      expect(balance.pending.find((b) => b.currency === "usd")?.amount).toBeGreaterThanOrEqual(7252);
    } finally {
      await localHook(local, "balance", { funds: "available" });
    }
    expect((await txn(charge.balance_transaction)).status).toBe("available");
  });
});

describe("the list", () => {
  it("filters by created range, type and source, pages both ways and expands the source", async () => {
    const first = await paidCharge(stripe);
    const second = await paidCharge(stripe);
    const refund = await stripe.refunds.create({ charge: second.id });
    const since = (await txn(first.balance_transaction)).created;

    const recent = await allRows({ created: { gte: since } });
    expect(recent.slice(0, 3).map((r) => r.source)).toEqual([refund.id, second.id, first.id]);
    expect(recent.every((r) => r.created >= since)).toBe(true);
    expect(await allRows({ created: { lt: since - 3600 } })).toEqual([]);
    expect((await allRows({ created: since - 3600 })).length).toBe(0);

    const charges = await stripe.balanceTransactions.list({ type: "charge", limit: 2 });
    expect(charges.data.map((r) => r.source)).toEqual([second.id, first.id]);
    expect(charges.has_more).toBe(true);
    const back = await stripe.balanceTransactions.list({
      type: "charge",
      limit: 1,
      ending_before: first.balance_transaction as string,
    });
    expect(back.data.map((r) => r.source)).toEqual([second.id]);

    const bySource = await stripe.balanceTransactions.list({ source: refund.id, expand: ["data.source"] });
    expect(bySource.data).toHaveLength(1);
    expect((bySource.data[0]?.source as Stripe.Refund).object).toBe("refund");
    expect((await stripe.balanceTransactions.list({ type: "no_such_type" })).data).toEqual([]);
  });

  it("refuses what Stripe refuses", async () => {
    expect(await stripeError(txn("txn_nope"))).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      message: "No such balance transaction: 'txn_nope'",
      param: "id",
    });
    expect(
      await stripeError(
        stripe.balanceTransactions.list({ created: { after: 1 } } as Stripe.BalanceTransactionListParams),
      ),
    ).toMatchObject({ code: "parameter_unknown", param: "created[after]" });
    expect(await stripeError(stripe.balanceTransactions.list({ limit: 101 }))).toMatchObject({ param: "limit" });
  });
});
