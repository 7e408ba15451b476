import { describe, expect, it } from "vitest";
import { businessCsv, businessReportSchema, type BusinessReport, type BusinessWindow } from "@songs/domain";
import { BUSINESS_DAY_SHARDS, businessDays } from "../../functions/src/business";
import { adminIdToken, suiteAdmin } from "../support/adminSession";
import { api } from "../support/api";
import { eventFor, eventually, localEvents, newCustomer, resendEvent, stackDb } from "../support/checkout";
import { deliverTestSong } from "../support/customerOrders";
import { cancelAsAdmin, orderDoc, paidOrder, studioArtist } from "../support/paidOrders";

/**
 * The business at a glance (`GET /api/admin/business`, `/api/admin/business.csv`): every event of
 * an order moves its day once, however often Stripe delivers it; the windows read their days, a
 * day without orders answers zeros; only an admin who passed two-factor reads it; the CSV holds
 * the JSON's numbers.
 */

const SLOW = { timeout: 180_000 };
const DAY_MS = 24 * 60 * 60 * 1000;
const admin = suiteAdmin();

async function report(days: BusinessWindow): Promise<BusinessReport> {
  const response = await api("/api/admin/business", { token: admin.idToken, query: { days } });
  expect(response.status, response.text).toBe(200);
  return businessReportSchema.parse(response.body);
}

const todayOf = (answer: BusinessReport) => answer.days.at(-1)!;
const dayKey = (at: Date) => at.toISOString().slice(0, 10);

/** The charge.refunded events for a PaymentIntent that reached the webhook. */
async function deliveredRefundEvents(paymentIntentId: string): Promise<string[]> {
  const events = await localEvents("charge.refunded");
  return events.data
    .filter((event) => (event.data.object as unknown as { payment_intent?: string }).payment_intent === paymentIntentId)
    .filter((event) => (events.deliveries[event.id] ?? []).some((attempt) => attempt.status === 200))
    .map((event) => event.id);
}

describe("the business's day aggregates", SLOW, () => {
  it("count a payment, an accept, a delivery and a refund once each on their day, even when Stripe delivers a webhook twice", async () => {
    const before = todayOf(await report(7));
    const [maker, buyer, canceller] = await Promise.all([studioArtist(), newCustomer(), newCustomer()]);

    // Paid (the success page and the webhook both report it), and the webhook delivered again.
    const orderId = await paidOrder(buyer, { artistId: maker.artistId });
    const completed = await eventFor("checkout.session.completed", orderId);
    expect((await resendEvent(completed.id)).attempt.status).toBe(200);
    const accepted = await api(`/api/studio/orders/${orderId}/accept`, {
      method: "POST",
      token: maker.idToken,
      body: {},
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect(
      (await api(`/api/studio/orders/${orderId}/accept`, { method: "POST", token: maker.idToken, body: {} })).status,
    ).not.toBe(500);
    await deliverTestSong(orderId);
    await deliverTestSong(orderId);

    // Paid, cancelled by the admins and refunded: the follow-up and Stripe's charge.refunded both record it.
    const refundedId = await paidOrder(canceller);
    expect((await cancelAsAdmin(admin.idToken, refundedId)).status).toBe(200);
    const refunded = await eventually(
      () => orderDoc(refundedId).get(),
      (order) => order.get("refundedCents") > 0,
      "the refund",
    );
    const paymentIntentId = String(refunded.get("paymentIntentId"));
    const [refundEvent] = await eventually(
      () => deliveredRefundEvents(paymentIntentId),
      (ids) => ids.length >= 1,
      "the charge.refunded webhook",
    );
    expect((await resendEvent(refundEvent!)).attempt.status).toBe(200);

    const [paid, cancelled] = await Promise.all([orderDoc(orderId).get(), orderDoc(refundedId).get()]);
    const totalCents = Number(paid.get("totalCents")) + Number(cancelled.get("totalCents"));
    const after = todayOf(await report(7));
    expect(after.orders - before.orders).toBe(2);
    expect(after.revenueCents - before.revenueCents).toBe(totalCents);
    expect(after.accepted - before.accepted).toBe(1);
    expect(after.released - before.released).toBe(1);
    expect(after.onTime - before.onTime).toBe(1);
    expect(after.refunds - before.refunds).toBe(1);
    expect(after.refundedCents - before.refundedCents).toBe(Number(cancelled.get("totalCents")));
    expect(after.medianAcceptHours).not.toBeNull();
    expect(after.medianReleaseHours).not.toBeNull();
  });

  it("answer 7, 30 and 90 days, each day once, and totals over the window's days only", async () => {
    const now = new Date();
    const [week, month, quarter] = await Promise.all([report(7), report(30), report(90)]);
    const batch = stackDb().batch();
    businessDays(stackDb()).add(batch, [
      { type: "paid", at: new Date(now.getTime() - 20 * DAY_MS), totalCents: 1234 },
      { type: "paid", at: new Date(now.getTime() - 60 * DAY_MS), totalCents: 5678 },
    ]);
    await batch.commit();
    const [week2, month2, quarter2] = await Promise.all([report(7), report(30), report(90)]);
    expect(week2.totals.revenueCents - week.totals.revenueCents).toBe(0);
    expect(month2.totals.revenueCents - month.totals.revenueCents).toBe(1234);
    expect(quarter2.totals.revenueCents - quarter.totals.revenueCents).toBe(1234 + 5678);
    for (const [answer, days] of [
      [week2, 7],
      [month2, 30],
      [quarter2, 90],
    ] as const) {
      expect(answer.days).toHaveLength(days);
      expect(answer.to).toBe(dayKey(now));
      answer.days.forEach((day, index) =>
        expect(day.date).toBe(dayKey(new Date(Date.parse(`${answer.from}T00:00:00Z`) + index * DAY_MS))),
      );
      expect(answer.totals.orders).toBe(answer.days.reduce((sum, day) => sum + day.orders, 0));
      expect(answer.totals.revenueCents).toBe(answer.weeks.reduce((sum, week) => sum + week.revenueCents, 0));
    }
  });

  it("answer a day without orders as zeros, not a gap", async () => {
    const quiet = dayKey(new Date(Date.now() - 45 * DAY_MS));
    const db = stackDb();
    await Promise.all(
      Array.from({ length: BUSINESS_DAY_SHARDS }, (_, shard) =>
        db.collection("businessDays").doc(`${quiet}_${shard}`).delete(),
      ),
    );
    const quarter = await report(90);
    expect(quarter.days.filter((day) => day.date === quiet)).toEqual([
      {
        date: quiet,
        orders: 0,
        revenueCents: 0,
        accepted: 0,
        medianAcceptHours: null,
        released: 0,
        onTime: 0,
        medianReleaseHours: null,
        refunds: 0,
        refundedCents: 0,
      },
    ]);
  });
});

describe("who reads the business", () => {
  it("refuses anyone but an admin who passed two-factor, and a window it does not keep", async () => {
    const customer = await newCustomer();
    const passwordOnlyAdmin = await adminIdToken({ mfa: false });
    expect((await api("/api/admin/business")).status).toBe(401);
    expect((await api("/api/admin/business", { token: customer.token })).status).toBe(403);
    expect((await api("/api/admin/business", { token: passwordOnlyAdmin })).status).toBe(403);
    expect((await api("/api/admin/business.csv", { token: customer.token })).status).toBe(403);
    const wrong = await api<{ error: { code: string; fields: Record<string, string> } }>("/api/admin/business", {
      token: admin.idToken,
      query: { days: 14 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ days: "Choose 7, 30 or 90 days" });
  });

  it("downloads the same days as CSV", async () => {
    const json = await report(30);
    const csv = await api("/api/admin/business.csv", { token: admin.idToken, query: { days: 30 } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toContain(`business-${json.from}-to-${json.to}.csv`);
    expect(csv.text).toBe(businessCsv(json));
  });
});
