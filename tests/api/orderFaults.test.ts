import type Stripe from "stripe";
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { OFFER_LAPSE_MS } from "@songs/domain";
import { suiteAdmin } from "../support/adminSession";
import { api, postAs, runScheduled } from "../support/api";
import { type TestArtist } from "../support/artists";
import {
  eventFor,
  eventually,
  localEvents,
  localStripe,
  newCustomer,
  orderRequest,
  payOnHostedPage,
  resendEvent,
  refundedInStripe,
  stackDb,
  startApiInProcess,
  stripeRefundCount,
  verifyPayment,
  type Customer,
} from "../support/checkout";
import { historyEvents } from "../support/customerOrders";
import { deliverFollowUpTask, followUpsOf, moveOrderBack, SWEEP } from "../support/lifecycleTime";
import { cancelAsAdmin, mailIdsAbout, orderDoc, paidOrder, studioArtist } from "../support/paidOrders";
import { runFollowUpWith } from "../support/followUpRuns";

/**
 * Faults, proven on the stack: follow-ups killed, duplicated or delayed; commands racing each
 * other and Stripe's webhooks; a burst of payments. Nothing is lost and nothing is done twice.
 */

const SLOW = { timeout: 240_000 };

const admin = suiteAdmin();

const paymentIntentOf = async (orderId: string) => (await orderDoc(orderId).get()).get("paymentIntentId") as string;

/**
 * Waits until the refund's follow-up is done. Longer than `eventually`: on a loaded machine a first
 * run can fail (a contended transaction, a slow cold start), and the queue retries it 30 s later.
 */
async function refundFollowUpDone(orderId: string): Promise<void> {
  for (
    const deadline = Date.now() + 150_000;
    Date.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, 250))
  ) {
    if ((await followUpsOf(orderId)).get(`${orderId}-refund`)?.state === "done") return;
  }
  throw new Error(`The refund follow-up of ${orderId} is not done`);
}

/** Waits until the order's refund is recorded (by the follow-up or Stripe's event) and the follow-up is done. */
async function settledRefund(orderId: string) {
  await refundFollowUpDone(orderId);
  return eventually(
    () => orderDoc(orderId).get(),
    (order) => order.get("refundedCents") === order.get("totalCents"),
    "the recorded refund",
  );
}

describe("follow-ups killed, duplicated or delayed", SLOW, () => {
  it("writes the effects with the change, so a run killed after Stripe refunded still ends with one refund and one email", async () => {
    const orderId = await paidOrder(await newCustomer());
    expect((await cancelAsAdmin(admin.idToken, orderId)).status).toBe(200);
    // In the same commit as the cancellation: its email and its refund's follow-up record.
    expect(await mailIdsAbout(orderId)).toContain(`order-cancelled-${orderId}`);
    expect((await followUpsOf(orderId)).get(`${orderId}-refund`)).toMatchObject({ kind: "refund" });

    // A run whose process dies right after Stripe refunded (before it could record the refund).
    const dying = {
      refunds: {
        create: async (...args: Parameters<Stripe["refunds"]["create"]>) => {
          await localStripe().refunds.create(...args);
          throw new Error("the process was killed");
        },
      },
    } as unknown as Stripe;
    // (Should the task already have carried the refund out, this run finds it done and changes nothing.)
    const killed = await runFollowUpWith(dying, `${orderId}-refund`);
    expect(["Error: the process was killed", "done_before"]).toContain(killed);

    // The task (and any later sweep or task) carries it out: Stripe answers the same refund, recorded once.
    const refunded = await settledRefund(orderId);
    await runScheduled(SWEEP);
    expect(await deliverFollowUpTask(`${orderId}-refund`)).toBe(204);
    expect(await stripeRefundCount(await paymentIntentOf(orderId))).toBe(1);
    expect((await orderDoc(orderId).get()).get("refunds")).toHaveLength(1);
    expect(refunded.get("refundedCents")).toBe(refunded.get("totalCents"));
    expect((await mailIdsAbout(orderId)).filter((id) => id === `order-cancelled-${orderId}`)).toHaveLength(1);
  });

  it("lapses an offer once, with one email, when two sweeps and a duplicated task run it at once", async () => {
    const [chosen, customer] = await Promise.all([studioArtist(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId: chosen.artistId });
    await moveOrderBack(orderId, OFFER_LAPSE_MS + 60_000);
    const lapseId = [...(await followUpsOf(orderId))].find(([, followUp]) => followUp.kind === "lapse_offer")?.[0];
    if (!lapseId) throw new Error("no lapse follow-up");

    const runs = await Promise.all([
      runScheduled(SWEEP),
      runScheduled(SWEEP),
      deliverFollowUpTask(lapseId),
      deliverFollowUpTask(lapseId),
    ]);
    expect(runs.slice(2)).toEqual([204, 204]);
    expect((await historyEvents(orderId)).filter((event) => event === "lapse_offer")).toHaveLength(1);
    expect((await mailIdsAbout(orderId)).filter((id) => id.startsWith(`work-customer-choice-${orderId}`))).toHaveLength(
      1,
    );
    expect((await followUpsOf(orderId)).get(lapseId)).toMatchObject({ state: "done", outcome: "lapse_offer" });
  });

  it("marks a stored follow-up of a kind the table does not know failed, with why, when two sweeps and its task meet it at once", async () => {
    const orderId = `unknown-kind-${randomUUID()}`;
    const ids = [`${orderId}-review-reminder`, `${orderId}-refund-poster`];
    const due = Timestamp.fromMillis(Date.now() - 60_000);
    const stored = { orderId, dueAt: due, state: "pending", failedRuns: 0, createdAt: due };
    // A kind written by code the table was never told of, and a known kind whose payload its schema refuses.
    await Promise.all([
      stackDb()
        .collection("followUps")
        .doc(ids[0]!)
        .create({ ...stored, kind: "remind_review", action: { kind: "remind_review" } }),
      stackDb()
        .collection("followUps")
        .doc(ids[1]!)
        .create({ ...stored, kind: "refund_item", action: { kind: "refund_item", item: "poster", amountCents: 100 } }),
    ]);
    const runs = await Promise.all([runScheduled(SWEEP), runScheduled(SWEEP), deliverFollowUpTask(ids[0]!)]);
    expect(runs[2]).toBe(204);
    const [unknown, invalid] = await Promise.all(ids.map((id) => stackDb().collection("followUps").doc(id).get()));
    expect(unknown!.get("state")).toBe("failed");
    expect(JSON.parse(String(unknown!.get("lastError")))).toEqual({ problem: "unknown_kind", kind: "remind_review" });
    expect(invalid!.get("state")).toBe("failed");
    expect(JSON.parse(String(invalid!.get("lastError")))).toMatchObject({
      problem: "invalid_payload",
      kind: "refund_item",
    });
    // Counted where the admins look: failed follow-ups.
    const failed = await stackDb()
      .collection("followUps")
      .where("orderId", "==", orderId)
      .where("state", "==", "failed")
      .count()
      .get();
    expect(failed.data().count).toBe(2);
  });

  it("carries out a follow-up whose task was lost: the sweep finds it due, and a late task changes nothing", async () => {
    const [chosen, customer] = await Promise.all([studioArtist(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId: chosen.artistId });
    // The lapse's task is held for 24 hours; as if it were lost and the time had come, move the time on.
    await moveOrderBack(orderId, OFFER_LAPSE_MS + 60_000);
    await runScheduled(SWEEP);
    const lapseId =
      [...(await followUpsOf(orderId))].find(([, followUp]) => followUp.kind === "lapse_offer")?.[0] ?? "";
    expect((await followUpsOf(orderId)).get(lapseId)?.state).toBe("done");
    const before = (await orderDoc(orderId).get()).updateTime;
    expect(await deliverFollowUpTask(lapseId)).toBe(204);
    expect((await orderDoc(orderId).get()).updateTime?.isEqual(before!)).toBe(true);
  });
});

describe("commands racing each other", SLOW, () => {
  it("ends an admin's cancellation racing ten artists' accepts cancelled, with no open work and one refund", async () => {
    const artists = await Promise.all(Array.from({ length: 10 }, () => studioArtist(["Pop"])));
    const orderId = await paidOrder(await newCustomer());
    const offeredTo = ((await orderDoc(orderId).get()).get("work") as { offeredTo: string[] }).offeredTo;
    for (const artist of artists) expect(offeredTo).toContain(artist.artistId);

    const [cancelled, ...accepts] = await Promise.all([
      cancelAsAdmin(admin.idToken, orderId),
      ...artists.map((artist) => postAs(`/api/studio/orders/${orderId}/accept`, artist.idToken)),
    ]);
    expect(cancelled.status, cancelled.text).toBe(200);
    for (const accept of accepts) expect([200, 409]).toContain(accept.status);
    expect(accepts.filter((accept) => accept.status === 200).length).toBeLessThanOrEqual(1);

    const order = await settledRefund(orderId);
    expect(order.get("status")).toBe("cancelled");
    expect(order.get("work")).toMatchObject({ stage: "cancelled", offeredTo: [] });
    expect(order.get("refunds")).toHaveLength(1);
    expect(await stripeRefundCount(order.get("paymentIntentId") as string)).toBe(1);
    for (const artist of artists)
      expect((await api(`/api/studio/orders/${orderId}`, { token: artist.idToken })).status).toBe(404);
  });

  it("refunds once when two cancellations arrive at once", async () => {
    const orderId = await paidOrder(await newCustomer());
    const answers = await Promise.all([cancelAsAdmin(admin.idToken, orderId), cancelAsAdmin(admin.idToken, orderId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await settledRefund(orderId);
    expect(await stripeRefundCount(await paymentIntentOf(orderId))).toBe(1);
    expect((await orderDoc(orderId).get()).get("refunds")).toHaveLength(1);
  });

  it("refunds once when a cancellation races a refund made in Stripe's dashboard (charge.refunded)", async () => {
    const orderId = await paidOrder(await newCustomer());
    const paymentIntentId = await paymentIntentOf(orderId);
    const [cancelled] = await Promise.all([
      cancelAsAdmin(admin.idToken, orderId),
      localStripe()
        .refunds.create({ payment_intent: paymentIntentId })
        .catch(() => null),
    ]);
    expect(cancelled.status).toBe(200);
    const order = await eventually(
      () => orderDoc(orderId).get(),
      (stored) => stored.get("refundedCents") === stored.get("totalCents") && stored.get("pendingRefund") === null,
      "the one refund",
    );
    // The cancellation wrote a refund follow-up in its transaction unless Stripe's refund was
    // recorded before it (then nothing was left to refund); one that was written must end done.
    if ((await followUpsOf(orderId)).has(`${orderId}-refund`)) await refundFollowUpDone(orderId);
    expect(await stripeRefundCount(paymentIntentId)).toBe(1);
    expect(await refundedInStripe(paymentIntentId)).toBe(order.get("totalCents"));
    expect((await orderDoc(orderId).get()).get("refunds")).toHaveLength(1);
  });

  it("keeps one order and one refund when Stripe's webhook comes three times around the customer's refund choice", async () => {
    const [chosen, customer] = await Promise.all([studioArtist(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId: chosen.artistId });
    const completed = await eventFor("checkout.session.completed", orderId);
    expect((await resendEvent(completed.id)).delivered).toBe(true);
    expect((await postAs(`/api/studio/orders/${orderId}/decline`, chosen.idToken, { reason: "Away" })).status).toBe(
      200,
    );
    expect((await resendEvent(completed.id)).delivered).toBe(true);
    expect((await postAs(`/api/orders/${orderId}/artist-choice`, customer.token, { choice: "cancel" })).status).toBe(
      200,
    );
    expect((await resendEvent(completed.id)).delivered).toBe(true);

    await settledRefund(orderId);
    const paymentIntentId = await paymentIntentOf(orderId);
    const ofThisCharge = (event: { data: { object: unknown } }) =>
      (event.data.object as { payment_intent?: string }).payment_intent === paymentIntentId;
    const refunded = await eventually(
      () => localEvents("charge.refunded"),
      (events) => events.data.some(ofThisCharge),
      "charge.refunded",
    );
    const refundEvent = refunded.data.find(ofThisCharge)!;
    expect((await resendEvent(refundEvent.id)).delivered).toBe(true);
    expect((await resendEvent(refundEvent.id)).delivered).toBe(true);

    expect((await stackDb().collection("orders").where("stripeSessionId", "==", orderId).get()).size).toBe(1);
    const order = await orderDoc(orderId).get();
    expect(order.get("status")).toBe("cancelled");
    expect(order.get("refunds")).toHaveLength(1);
    expect(await stripeRefundCount(order.get("paymentIntentId") as string)).toBe(1);
    const ids = await mailIdsAbout(orderId);
    expect(ids.filter((id) => id === `order-confirmation-${orderId}`)).toHaveLength(1);
    expect(ids.filter((id) => id === `order-cancelled-${orderId}`)).toHaveLength(1);
  });
});

describe("artists who do not hold the order", SLOW, () => {
  it("cannot decline it or upload to it", async () => {
    const [holder, other, stranger, customer] = await Promise.all([
      studioArtist(["Pop"]),
      studioArtist(["Pop"]),
      studioArtist(["Country"]),
      newCustomer(),
    ]);
    const orderId = await paidOrder(customer);
    const upload = (who: TestArtist) =>
      postAs(`/api/studio/orders/${orderId}/song-uploads`, who.idToken, {
        fileName: "a.wav",
        contentType: "audio/wav",
        size: 1000,
      });
    expect((await postAs(`/api/studio/orders/${orderId}/decline`, stranger.idToken, { reason: "No" })).status).toBe(
      404,
    );
    expect((await upload(stranger)).status).toBe(404);
    // Offered but not accepted: no upload yet.
    expect((await upload(other)).status).toBe(409);

    expect((await postAs(`/api/studio/orders/${orderId}/accept`, holder.idToken)).status).toBe(200);
    const declined = await postAs(`/api/studio/orders/${orderId}/decline`, other.idToken, { reason: "Too late" });
    expect(declined.status).toBe(409);
    expect(declined.body.error?.code).toBe("offer_taken");
    expect((await upload(other)).body.error?.code).toBe("offer_taken");
    expect((await upload(holder)).status).toBe(200);
    expect((await orderDoc(orderId).get()).get("work")).toMatchObject({ artistId: holder.artistId, passedBy: [] });
  });
});

describe("a burst of payments (bounded, loopback only)", { timeout: 600_000 }, () => {
  it("gives 50 customers paying at once 50 orders, 50 confirmation emails and 50 offers, with no error", async () => {
    const COUNT = 50;
    const chosen = await studioArtist();
    // Signed in ten at a time: what bursts here is the payments. Fifty sign-ins at once on a loaded
    // machine outlast the sign-in blocking function's 7 s deadline, and the Functions emulator then
    // stops its process and every sign-in in it (tests/api/runtime.test.ts bursts the functions).
    const customers: Customer[] = [];
    while (customers.length < COUNT)
      customers.push(...(await Promise.all(Array.from({ length: 10 }, () => newCustomer("burst")))));
    // The api app in one process, as one Cloud Functions instance serves a burst.
    const inProcess = await startApiInProcess();
    try {
      const sessions = await Promise.all(
        customers.map(async (customer) => {
          const started = await api<{ sessionId: string; url: string }>("/api/checkout", {
            base: inProcess.url,
            method: "POST",
            token: customer.token,
            body: orderRequest({ artistId: chosen.artistId }),
            headers: { "X-Forwarded-For": customer.ip },
          });
          expect(started.status, started.text).toBe(200);
          return started.body;
        }),
      );
      const payments = await Promise.all(sessions.map((session) => payOnHostedPage(session.url)));
      expect(payments.map((payment) => payment.status)).toEqual(Array(COUNT).fill(303));
      const verified = await Promise.all(
        sessions.map((session, i) => verifyPayment(customers[i]!.token, session.sessionId, inProcess.url)),
      );
      expect(verified.map((answer) => answer.status)).toEqual(Array(COUNT).fill(200));

      const orderIds = sessions.map((session) => session.sessionId);
      const orders = await Promise.all(orderIds.map((id) => orderDoc(id).get()));
      expect(orders.every((order) => order.exists && order.get("status") === "paid")).toBe(true);
      expect(orders.map((order) => order.get("work.offeredTo"))).toEqual(Array(COUNT).fill([chosen.artistId]));
      const mails = await Promise.all(orderIds.map((id) => mailIdsAbout(id)));
      expect(mails.filter((ids, i) => ids.includes(`order-confirmation-${orderIds[i]}`))).toHaveLength(COUNT);
      expect(mails.filter((ids, i) => ids.includes(`work-offer-${orderIds[i]}-${chosen.artistId}`))).toHaveLength(
        COUNT,
      );
    } finally {
      inProcess.close();
    }
  });
});
