import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import {
  dueDate,
  isPackageKey,
  OFFER_LAPSE_MS,
  REFUSAL_MESSAGES,
  studioQueueSchema,
  UNCLAIMED_ALERT_MS,
  type AdminOrderDetails,
  type OrderView,
  type StudioTab,
} from "@songs/domain";
import { suiteAdmin } from "../support/adminSession";
import { api, postAs, runScheduled } from "../support/api";
import { createTestArtistProfile, type TestArtist } from "../support/artists";
import { eventually, newCustomer, stackDb, type Customer } from "../support/checkout";
import { historyEvents } from "../support/customerOrders";
import { followUpsOf, moveOrderBack, SWEEP } from "../support/lifecycleTime";
import { cancelAsAdmin, mailIdsAbout, mailsAbout, orderDoc, paidOrder, studioArtist } from "../support/paidOrders";

/**
 * An order's life on the stack: a cancellation closes the work, time-driven rules run on their
 * follow-ups (never on a read), offers go only to artists who can answer, and the functions that run
 * on events and on time really run (a Firestore trigger, a Cloud Task held to its time, the sweep).
 */

const SLOW = { timeout: 120_000 };
const HOUR_MS = 60 * 60 * 1000;

const admin = suiteAdmin();

const queue = async (who: TestArtist, tab: StudioTab) =>
  studioQueueSchema.parse((await api(`/api/studio/orders?tab=${tab}`, { token: who.idToken })).body).orders;
const requestUpload = (who: TestArtist, orderId: string) =>
  postAs(`/api/studio/orders/${orderId}/song-uploads`, who.idToken, {
    fileName: "mix.wav",
    contentType: "audio/wav",
    size: 1000,
  });

/** When the order was last written (a read that wrote would move it). */
const writtenAt = async (orderId: string) => (await orderDoc(orderId).get()).updateTime?.toMillis();

describe("a cancelled order", SLOW, () => {
  it("leaves the studio at once: out of the artist's queue, its story hidden, accept and upload refused, the artist told, one refund", async () => {
    const [maker, customer] = await Promise.all([studioArtist(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId: maker.artistId, recipientName: "Cancelled Story" });
    expect((await queue(maker, "offered")).map((order) => order.id)).toContain(orderId);

    const cancelled = await cancelAsAdmin(admin.idToken, orderId);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await queue(maker, "offered")).map((order) => order.id)).not.toContain(orderId);
    expect((await api(`/api/studio/orders/${orderId}`, { token: maker.idToken })).status).toBe(404);
    const accept = await postAs(`/api/studio/orders/${orderId}/accept`, maker.idToken);
    expect(accept.status).toBe(409);
    expect(accept.body.error).toEqual({ code: "order_cancelled", message: REFUSAL_MESSAGES.order_cancelled });
    expect((await requestUpload(maker, orderId)).status).toBe(409);
    expect(await mailIdsAbout(orderId)).toEqual(
      expect.arrayContaining([`work-offer-withdrawn-${orderId}-${maker.artistId}`, `order-cancelled-${orderId}`]),
    );

    const refunded = await eventually(
      () => orderDoc(orderId).get(),
      (order) => order.get("refundedCents") > 0,
      "the refund",
    );
    expect(refunded.get("refundedCents")).toBe(refunded.get("totalCents"));
    expect(refunded.get("refunds")).toHaveLength(1);
  });

  it("takes the work from the artist making it: the upload and the submission are refused, and the artist is told", async () => {
    const [maker, customer] = await Promise.all([studioArtist(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId: maker.artistId });
    expect((await postAs(`/api/studio/orders/${orderId}/accept`, maker.idToken)).status).toBe(200);
    const issued = await requestUpload(maker, orderId);
    expect(issued.status).toBe(200);

    expect((await cancelAsAdmin(admin.idToken, orderId)).status).toBe(200);
    expect((await queue(maker, "in_progress")).map((order) => order.id)).not.toContain(orderId);
    expect((await api(`/api/studio/orders/${orderId}`, { token: maker.idToken })).status).toBe(404);
    expect((await requestUpload(maker, orderId)).body.error?.code).toBe("order_cancelled");
    const completed = await postAs(
      `/api/studio/orders/${orderId}/song-uploads/${(issued.body as { uploadId: string }).uploadId}/complete`,
      maker.idToken,
    );
    expect(completed.status).toBe(409);
    expect((await orderDoc(orderId).get()).get("work")).toMatchObject({
      stage: "cancelled",
      offeredTo: [],
      submission: null,
    });
    expect(await mailIdsAbout(orderId)).toContain(`work-cancelled-${orderId}-${maker.artistId}`);
  });
});

describe("time-driven rules run on time, never on a read", SLOW, () => {
  it("lapses an offer when its follow-up runs: reading it first changes nothing and loses no email", async () => {
    const [chosen, customer] = await Promise.all([studioArtist(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId: chosen.artistId });
    await moveOrderBack(orderId, OFFER_LAPSE_MS + HOUR_MS);
    const before = await writtenAt(orderId);

    // The artist opens the offer link, the customer their dashboard and the order: reads only.
    expect((await api(`/api/studio/orders/${orderId}`, { token: chosen.idToken })).status).toBe(404);
    expect((await queue(chosen, "offered")).map((order) => order.id)).not.toContain(orderId);
    expect((await api("/api/orders", { token: customer.token })).status).toBe(200);
    expect((await api<OrderView>(`/api/orders/${orderId}`, { token: customer.token })).body.work).toMatchObject({
      awaitingChoice: false,
    });
    expect(await writtenAt(orderId)).toBe(before);
    expect(await mailIdsAbout(orderId)).not.toContain(`work-customer-choice-${orderId}-1`);

    // The follow-up lapses it, once, and the customer is asked once.
    await runScheduled(SWEEP);
    await runScheduled(SWEEP);
    expect((await orderDoc(orderId).get()).get("work")).toMatchObject({
      stage: "awaiting_customer",
      passedBy: [chosen.artistId],
    });
    expect((await mailIdsAbout(orderId)).filter((id) => id === `work-customer-choice-${orderId}-1`)).toHaveLength(1);
    expect((await historyEvents(orderId)).filter((event) => event === "lapse_offer")).toHaveLength(1);
    expect((await api<OrderView>(`/api/orders/${orderId}`, { token: customer.token })).body.work).toMatchObject({
      awaitingChoice: true,
    });
  });

  it("alerts the admins 72 hours after an order was first offered, once, and reading it first writes nothing", async () => {
    const [customer] = await Promise.all([newCustomer(), studioArtist()]);
    const orderId = await paidOrder(customer);
    await moveOrderBack(orderId, UNCLAIMED_ALERT_MS + HOUR_MS);
    const before = await writtenAt(orderId);
    const listed = await api<{ orders: { id: string; work: { unclaimedTooLong: boolean } | null }[] }>(
      "/api/admin/orders",
      { token: admin.idToken, query: { search: orderId } },
    );
    expect(listed.body.orders).toEqual([
      expect.objectContaining({ id: orderId, work: expect.objectContaining({ unclaimedTooLong: true }) }),
    ]);
    expect(await writtenAt(orderId)).toBe(before);
    expect(await mailIdsAbout(orderId)).not.toContain(`work-unclaimed-${orderId}`);

    await runScheduled(SWEEP);
    await runScheduled(SWEEP);
    expect((await mailIdsAbout(orderId)).filter((id) => id === `work-unclaimed-${orderId}`)).toHaveLength(1);
  });

  it("reminds the artist a day before the due date, then alerts the admins when it passes, each once", async () => {
    const [maker, customer] = await Promise.all([studioArtist(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId: maker.artistId });
    expect((await postAs(`/api/studio/orders/${orderId}/accept`, maker.idToken)).status).toBe(200);
    const order = await orderDoc(orderId).get();
    const packageKey = String(order.get("package"));
    if (!isPackageKey(packageKey)) throw new Error("no package");
    const due = dueDate((order.get("createdAt") as Timestamp).toDate(), packageKey, order.get("addOns") as string[]);

    await moveOrderBack(orderId, due.getTime() - Date.now() - 12 * HOUR_MS);
    await runScheduled(SWEEP);
    const reminders = (await mailsAbout(orderId)).filter(
      (mail) => mail.id === `work-due-soon-${orderId}-${maker.artistId}`,
    );
    expect(reminders.map((mail) => mail.get("to") as string)).toEqual([maker.email]);
    expect(await mailIdsAbout(orderId)).not.toContain(`work-overdue-${orderId}`);

    await moveOrderBack(orderId, 13 * HOUR_MS);
    await runScheduled(SWEEP);
    await runScheduled(SWEEP);
    const ids = await mailIdsAbout(orderId);
    expect(ids.filter((id) => id === `work-overdue-${orderId}`)).toHaveLength(1);
    expect(ids.filter((id) => id === `work-due-soon-${orderId}-${maker.artistId}`)).toHaveLength(1);
  });
});

describe("offers go only to artists who can answer", SLOW, () => {
  it("sends an order for an artist without a studio account straight to the admins' queue, and tells them", async () => {
    const [{ artistId }, customer] = await Promise.all([createTestArtistProfile(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId });
    expect((await orderDoc(orderId).get()).get("work")).toMatchObject({
      stage: "unclaimed",
      offeredTo: [],
      chosenArtistId: artistId,
    });
    expect(await mailIdsAbout(orderId)).toContain(`work-needs-artist-${orderId}-chosen_artist_not_in_studio`);
    const details = await api<AdminOrderDetails>(`/api/admin/orders/${orderId}`, { token: admin.idToken });
    expect(details.body.work).toMatchObject({ stage: "unclaimed" });
  });

  it("offers an order for any available artist to the fitting artists in the studio only", async () => {
    const [outside, inside, customer] = await Promise.all([
      createTestArtistProfile({ genres: ["Pop"] }),
      studioArtist(["Pop"]),
      newCustomer(),
    ]);
    const orderId = await paidOrder(customer);
    const offeredTo = ((await orderDoc(orderId).get()).get("work") as { offeredTo: string[] }).offeredTo;
    expect(offeredTo).toContain(inside.artistId);
    expect(offeredTo).not.toContain(outside.artistId);
  });
});

describe("the functions that run on events and on time", SLOW, () => {
  it("run a real Firestore trigger and Cloud Task: the refund follow-up is carried out with nobody running the sweep", async () => {
    const customer: Customer = await newCustomer();
    const orderId = await paidOrder(customer);
    expect((await cancelAsAdmin(admin.idToken, orderId)).status).toBe(200);
    const done = await eventually(
      () => followUpsOf(orderId),
      (followUps) => followUps.get(`${orderId}-refund`)?.state === "done",
      "the refund follow-up",
    );
    expect(done.get(`${orderId}-refund`)).toMatchObject({ kind: "refund", outcome: "record_refund" });
    // The follow-ups written with the payment wait for their time.
    expect(done.get(`${orderId}-unclaimed`)?.state).toBe("pending");
  });

  it("hold a task until its scheduleTime: an offer set to lapse in a few seconds lapses then, and not before", async () => {
    const [chosen, customer] = await Promise.all([studioArtist(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId: chosen.artistId });
    // The offer was made almost 24 hours ago: its lapse is due in 8 seconds.
    const offeredAt = new Date(Date.now() - OFFER_LAPSE_MS + 8000);
    await orderDoc(orderId).update({ "work.offeredAt": Timestamp.fromDate(offeredAt) });
    await stackDb()
      .collection("followUps")
      .doc(`${orderId}-lapse-${offeredAt.getTime()}`)
      .create({
        orderId,
        kind: "lapse_offer",
        action: { kind: "lapse_offer", offeredAt: Timestamp.fromDate(offeredAt) },
        dueAt: Timestamp.fromMillis(offeredAt.getTime() + OFFER_LAPSE_MS),
        state: "pending",
        failedRuns: 0,
        createdAt: Timestamp.now(),
      });

    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await orderDoc(orderId).get()).get("work.stage")).toBe("offered");
    const lapsed = await eventually(
      () => orderDoc(orderId).get(),
      (order) => order.get("work.stage") === "awaiting_customer",
      "the held task's lapse",
    );
    expect(lapsed.get("work.passedBy")).toEqual([chosen.artistId]);
  });
});
