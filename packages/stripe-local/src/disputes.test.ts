/**
 * Disputes as Stripe's test mode makes them, through stripe-node: the card 4000 0000 0000 0259 pays
 * and is then disputed as fraudulent (funds and the $15 fee withdrawn); evidence staged, submitted,
 * refused over Stripe's limits; `winning_evidence` and `losing_evidence` decide it; closing accepts
 * the loss; the signed webhooks of each step.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { type StripeLocal } from "./server";
import {
  WEBHOOK_SECRET,
  localHook,
  paidCharge,
  sentEvents,
  startLocal,
  startReceiver,
  stripeError,
  type WebhookReceiver,
} from "./testSupport";

const DISPUTE_CARD = "4000 0000 0000 0259";

let local: StripeLocal;
let stripe: Stripe;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startReceiver();
  // Disputes wait for their hook here, so each step is taken when the test says.
  ({ local, stripe } = await startLocal({ webhookUrl: receiver.url, disputeDelayMs: 60_000 }));
});
afterAll(async () => {
  await local.stop();
  await receiver.close();
});

/** Pays with the dispute card and lets Stripe's dispute come: the charge and its dispute. */
async function disputedCharge(): Promise<{ charge: Stripe.Charge; dispute: Stripe.Dispute }> {
  const charge = await paidCharge(stripe, { card_number: DISPUTE_CARD, card_name: "Jenny Rosen" });
  await localHook(local, "disputes/run");
  const [dispute] = (await stripe.disputes.list({ charge: charge.id })).data;
  if (!dispute) throw new Error("no dispute");
  return { charge: await stripe.charges.retrieve(charge.id), dispute };
}

/** The signed webhook of `type` for the dispute, verified as the app's handler verifies it. */
async function webhookFor(type: string, disputeId: string): Promise<Stripe.Dispute> {
  const hit = await receiver.waitFor(
    (w) =>
      w.type === type && (JSON.parse(w.rawBody) as { data: { object: { id: string } } }).data.object.id === disputeId,
  );
  const event = stripe.webhooks.constructEvent(hit.rawBody, hit.signature, WEBHOOK_SECRET);
  return event.data.object as Stripe.Dispute;
}

describe("the dispute card", () => {
  it("pays, then the charge is disputed as fraudulent with the amount and the $15 fee withdrawn", async () => {
    const before = await stripe.balance.retrieve();
    const { charge, dispute } = await disputedCharge();
    expect(charge).toMatchObject({ status: "succeeded", paid: true, disputed: true });
    expect(dispute).toMatchObject({
      object: "dispute",
      amount: 7499,
      currency: "usd",
      charge: charge.id,
      payment_intent: charge.payment_intent,
      reason: "fraudulent",
      status: "needs_response",
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      evidence: {
        customer_email_address: "buyer@example.com",
        customer_name: "Jenny Rosen",
        billing_address: "94107, US",
        uncategorized_text: null,
        product_description: null,
      },
      evidence_details: { has_evidence: false, past_due: false, submission_count: 0 },
      payment_method_details: { type: "card", card: { brand: "visa", case_type: "chargeback" } },
    });
    expect(dispute.id).toMatch(/^du_/);
    // Stripe's deadline for a test dispute: the end of the UTC day, nine days after it was opened.
    const dueBy = dispute.evidence_details.due_by as number;
    expect(dueBy - dispute.created).toBeGreaterThan(9 * 86_400 - 1);
    expect(dueBy - dispute.created).toBeLessThanOrEqual(10 * 86_400);
    expect((dueBy + 1) % 86_400).toBe(0);

    expect(dispute.balance_transactions).toHaveLength(1);
    expect(dispute.balance_transactions[0]).toMatchObject({
      amount: -7499,
      fee: 1500,
      fee_details: [{ amount: 1500, currency: "usd", description: "Dispute fee", type: "stripe_fee" }],
      net: -8999,
      type: "adjustment",
      reporting_category: "dispute",
      source: dispute.id,
      description: `Chargeback withdrawal for ${charge.id}`,
    });
    const after = await stripe.balance.retrieve();
    const usd = (b: Stripe.Balance) => b.available.find((a) => a.currency === "usd")?.amount ?? 0;
    // The charge brought 7499 less its 247 fee; the dispute took 7499 and 1500 back.
    expect(usd(after) - usd(before)).toBe(7252 - 8999);

    expect((await webhookFor("charge.dispute.created", dispute.id)).status).toBe("needs_response");
    const withdrawn = await webhookFor("charge.dispute.funds_withdrawn", dispute.id);
    expect(withdrawn.balance_transactions[0]?.net).toBe(-8999);
  });

  it("disputes on its own a little after the payment", async () => {
    const quick = await startLocal({ disputeDelayMs: 10 });
    try {
      const charge = await paidCharge(quick.stripe, { card_number: DISPUTE_CARD });
      for (let i = 0; i < 100 && (await sentEvents(quick.local, "charge.dispute.created")).length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await quick.stripe.disputes.list()).data.map((d) => d.charge)).toEqual([charge.id]);
    } finally {
      await quick.local.stop();
    }
  });

  it("refuses to refund a charged-back charge with Stripe's charge_disputed", async () => {
    const { charge } = await disputedCharge();
    expect(await stripeError(stripe.refunds.create({ charge: charge.id }))).toMatchObject({
      statusCode: 400,
      code: "charge_disputed",
      message: `Charge ${charge.id} has been charged back; cannot issue a refund.`,
    });
    const ordinary = await paidCharge(stripe);
    expect((await stripe.refunds.create({ charge: ordinary.id })).status).toBe("succeeded");
  });
});

describe("evidence", () => {
  it("stages evidence with submit=false, then submits it; winning_evidence wins and gives the funds back", async () => {
    const { charge, dispute } = await disputedCharge();
    const staged = await stripe.disputes.update(dispute.id, {
      evidence: {
        product_description: "A custom song, written and recorded for the customer.",
        service_date: "2026-12-01",
        access_activity_log: "2026-12-01T10:00:00Z downloaded from 203.0.113.7",
        customer_email_address: "buyer@example.com",
      },
      metadata: { order: "ord_1" },
      submit: false,
    });
    expect(staged).toMatchObject({
      status: "needs_response",
      metadata: { order: "ord_1" },
      evidence: { service_date: "2026-12-01", customer_name: "Jenny Rosen" },
      evidence_details: { has_evidence: true, submission_count: 0 },
    });
    const updated = await webhookFor("charge.dispute.updated", dispute.id);
    expect(updated.evidence.product_description).toContain("custom song");

    const submitted = await stripe.disputes.update(dispute.id, {
      evidence: { uncategorized_text: "winning_evidence" },
    });
    expect(submitted).toMatchObject({
      status: "under_review",
      evidence: { uncategorized_text: "winning_evidence", service_date: "2026-12-01" },
      evidence_details: { has_evidence: true, submission_count: 1, submission_method: "manual" },
    });
    expect(await stripeError(stripe.disputes.update(dispute.id, { evidence: { service_date: "x" } }))).toMatchObject({
      statusCode: 400,
      type: "StripeInvalidRequestError",
    });

    await localHook(local, "disputes/run");
    const won = await stripe.disputes.retrieve(dispute.id);
    expect(won.status).toBe("won");
    expect(won.balance_transactions.map((t) => [t.reporting_category, t.amount, t.fee, t.net])).toEqual([
      ["dispute", -7499, 1500, -8999],
      ["dispute_reversal", 7499, -1500, 8999],
    ]);
    expect(won.balance_transactions[1]?.description).toBe(`Chargeback reversal for ${charge.id}`);
    expect((await webhookFor("charge.dispute.closed", dispute.id)).status).toBe("won");
    expect((await webhookFor("charge.dispute.funds_reinstated", dispute.id)).balance_transactions).toHaveLength(2);
    const rows = await stripe.balanceTransactions.list({ type: "adjustment", limit: 100 });
    expect(rows.data.filter((r) => r.source === dispute.id)).toHaveLength(2);
  });

  it("submits by default; losing_evidence loses and nothing comes back", async () => {
    const { dispute } = await disputedCharge();
    const submitted = await stripe.disputes.update(dispute.id, { evidence: { uncategorized_text: "losing_evidence" } });
    expect(submitted.status).toBe("under_review");
    await localHook(local, "disputes/run");
    const lost = await stripe.disputes.retrieve(dispute.id);
    expect(lost.status).toBe("lost");
    expect(lost.balance_transactions).toHaveLength(1);
    expect((await webhookFor("charge.dispute.closed", dispute.id)).status).toBe("lost");
    expect(
      (await sentEvents(local, "charge.dispute.funds_reinstated")).some(
        (e) => (e.data.object as Stripe.Dispute).id === dispute.id,
      ),
    ).toBe(false);
  });

  it("stays under review with other evidence", async () => {
    const { dispute } = await disputedCharge();
    await stripe.disputes.update(dispute.id, { evidence: { uncategorized_text: "The song was delivered." } });
    await localHook(local, "disputes/run");
    expect((await stripe.disputes.retrieve(dispute.id)).status).toBe("under_review");
  });

  it("refuses evidence over Stripe's limits, and files the local server cannot hold", async () => {
    const { dispute } = await disputedCharge();
    const long = "a".repeat(20_001);
    expect(
      await stripeError(stripe.disputes.update(dispute.id, { evidence: { uncategorized_text: long } })),
    ).toMatchObject({
      statusCode: 400,
      param: "evidence[uncategorized_text]",
      message: "Invalid string: aaaa...aaaa; must be at most 20000 characters",
    });
    expect(
      await stripeError(stripe.disputes.update(dispute.id, { evidence: { service_date: "b".repeat(5001) } })),
    ).toMatchObject({ param: "evidence[service_date]", message: expect.stringContaining("at most 5000 characters") });
    const full = "c".repeat(20_000);
    const combined = await stripeError(
      stripe.disputes.update(dispute.id, {
        evidence: {
          access_activity_log: full,
          cancellation_policy_disclosure: full,
          cancellation_rebuttal: full,
          duplicate_charge_explanation: full,
          product_description: full,
          refund_policy_disclosure: full,
          refund_refusal_explanation: full,
          uncategorized_text: full,
        },
      }),
    );
    expect(combined).toMatchObject({ statusCode: 400, param: "evidence" });
    expect(combined.message).toContain("150,000");
    expect(
      await stripeError(stripe.disputes.update(dispute.id, { evidence: { receipt: "file_missing" } })),
    ).toMatchObject({
      code: "resource_missing",
      message: "No such file upload: 'file_missing'",
      param: "evidence[receipt]",
    });
    expect(
      await stripeError(
        stripe.disputes.update(dispute.id, { evidence: { colour: "red" } } as Stripe.DisputeUpdateParams),
      ),
    ).toMatchObject({ code: "parameter_unknown", param: "evidence[colour]" });
    // Nothing refused was kept.
    const unchanged = await stripe.disputes.retrieve(dispute.id);
    expect(unchanged).toMatchObject({ status: "needs_response", evidence: { uncategorized_text: null } });
    expect(unchanged.evidence_details.has_evidence).toBe(false);
  });
});

describe("closing and reading", () => {
  it("closes a dispute as lost, then refuses to change it", async () => {
    const { dispute } = await disputedCharge();
    const closed = await stripe.disputes.close(dispute.id);
    expect(closed.status).toBe("lost");
    expect((await webhookFor("charge.dispute.closed", dispute.id)).status).toBe("lost");
    expect(await stripeError(stripe.disputes.close(dispute.id))).toMatchObject({ statusCode: 400 });
    expect(
      await stripeError(stripe.disputes.update(dispute.id, { evidence: { uncategorized_text: "winning_evidence" } })),
    ).toMatchObject({ statusCode: 400 });
    expect((await stripe.disputes.update(dispute.id, { metadata: { note: "accepted" } })).metadata).toEqual({
      note: "accepted",
    });
  });

  it("lists newest first with filters and cursors, expands the charge, and answers 404 for an unknown id", async () => {
    const { charge, dispute } = await disputedCharge();
    const page = await stripe.disputes.list({ limit: 1, expand: ["data.charge"] });
    expect(page.data[0]?.id).toBe(dispute.id);
    expect((page.data[0]?.charge as Stripe.Charge).id).toBe(charge.id);
    expect(page.has_more).toBe(true);
    const next = await stripe.disputes.list({ limit: 1, starting_after: dispute.id });
    expect(next.data[0]?.id).not.toBe(dispute.id);
    expect((await stripe.disputes.list({ payment_intent: charge.payment_intent as string })).data).toHaveLength(1);
    expect((await stripe.disputes.list({ created: { gt: dispute.created + 60 } })).data).toEqual([]);
    expect(await stripeError(stripe.disputes.retrieve("du_nope"))).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      message: "No such dispute: 'du_nope'",
    });
  });
});
