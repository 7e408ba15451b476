import { describe, expect, it } from "vitest";
import { DISPUTE_REMINDER_MS, type DisputePage, type DisputeSubmitted, type DisputeView } from "@songs/domain";
import { suiteAdmin } from "../support/adminSession";
import { api, postAs } from "../support/api";
import {
  payoutTotalsOf,
  readyArtist,
  releaseSong,
  shareIn,
  stripeTransfersOf,
  submitToSongCheck,
} from "../support/artistTransfers";
import { eventually, newCustomer, resendEvent, stackDb } from "../support/checkout";
import {
  disputedOrder,
  disputedStrangerCharge,
  disputeDetail,
  disputeEventsOf,
  disputeOf,
  DISPUTED_CARD,
  runDisputes,
} from "../support/disputes";
import { bringFollowUpDue, deliverFollowUpTask } from "../support/lifecycleTime";
import { mailsAbout, paidOrder } from "../support/paidOrders";

/**
 * Disputes (issue 43): Stripe's `charge.dispute.*` events recorded with the dispute's current state
 * (repeats, any order, a charge no order has), the admins' list and evidence prepared from the
 * order's records, its submission within Stripe's limits, the deadline's reminder, and the policy
 * for the artist's share when a dispute is lost.
 */

const SLOW = { timeout: 240_000 };
const admin = suiteAdmin();

const submit = (disputeId: string, evidence: Record<string, string>) =>
  postAs<DisputeSubmitted>(`/api/admin/disputes/${disputeId}/evidence`, admin.idToken, evidence);

const orderDisputes = async (orderId: string) =>
  (await api<{ disputes: DisputeView[] }>(`/api/admin/orders/${orderId}/disputes`, { token: admin.idToken })).body
    .disputes;

describe("a dispute on a paid order", SLOW, () => {
  it("is recorded once from Stripe's events, listed for admins, with its evidence prepared and a reminder due two days before the deadline", async () => {
    const orderId = await disputedOrder();
    const stored = await disputeOf(orderId, "needs_response");
    const disputeId = stored.id;

    // Stripe sent the dispute's events; delivering each again changes nothing.
    const events = await disputeEventsOf(disputeId);
    expect(events.map((event) => event.type)).toEqual(["charge.dispute.created", "charge.dispute.funds_withdrawn"]);
    for (const event of events) expect((await resendEvent(event.id)).delivered).toBe(true);
    const [dispute] = await orderDisputes(orderId);
    expect(dispute).toMatchObject({ id: disputeId, orderId, status: "needs_response", reason: "fraudulent" });
    expect(dispute!.amountCents).toBeGreaterThan(0);
    expect(await orderDisputes(orderId)).toHaveLength(1);

    // The Disputes list shows it, newest first, a page at a time.
    const list = await api<DisputePage>("/api/admin/disputes", { token: admin.idToken });
    expect(list.status).toBe(200);
    expect(list.body.disputes.map((d) => d.id)).toContain(disputeId);
    expect((await api("/api/admin/disputes", { token: admin.idToken, query: { cursor: "nope" } })).status).toBe(400);

    // The reminder: one follow-up, due two days before Stripe's deadline.
    const dueBy = new Date(dispute!.evidenceDueBy!);
    const reminderId = `dispute-${disputeId}-evidence-${dueBy.getTime()}`;
    const reminder = await stackDb().collection("followUps").doc(reminderId).get();
    expect(reminder.get("kind")).toBe("remind_dispute_evidence");
    expect(reminder.get("dueAt").toDate()).toEqual(new Date(dueBy.getTime() - DISPUTE_REMINDER_MS));
    // Its time comes: the admins are emailed once, however often its task is delivered.
    await bringFollowUpDue(reminderId);
    expect(await deliverFollowUpTask(reminderId)).toBe(204);
    expect(await deliverFollowUpTask(reminderId)).toBe(204);
    const reminders = (await mailsAbout(orderId)).filter((mail) => mail.get("kind") === "dispute_reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.get("message.subject")).toContain("Dispute evidence due");

    // The evidence, prepared from the order's records.
    const detail = await disputeDetail(admin.idToken, disputeId);
    expect(detail.evidence.product_description).toContain("A custom song written and recorded for");
    expect(detail.evidence.product_description).toContain("has not been delivered yet");
    expect(detail.evidence.access_activity_log).toContain("ordered and paid");
    expect(detail.evidence.access_activity_log).toContain("email to the customer");
    expect(detail.evidence.customer_email_address).toContain("@");
  });

  it("refuses evidence over Stripe's limits with the field's message, and sends Stripe nothing", async () => {
    const orderId = await disputedOrder();
    const disputeId = (await disputeOf(orderId, "needs_response")).id;
    const tooLong = await submit(disputeId, { uncategorized_text: "x".repeat(20_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.fields?.uncategorized_text).toBe("Stripe takes at most 20,000 characters here");
    const shortField = await submit(disputeId, { uncategorized_text: "fine", service_date: "z".repeat(5_001) });
    expect(shortField.status).toBe(400);
    expect(shortField.body.error?.fields?.service_date).toBe("Stripe takes at most 5,000 characters here");
    expect((await disputeEventsOf(disputeId)).map((event) => event.type)).not.toContain("charge.dispute.updated");
    expect((await disputeOf(orderId, "needs_response")).get("evidenceSubmittedAt")).toBeNull();
    // Unknown and malformed disputes.
    expect((await submit("du_nothing", { uncategorized_text: "a" })).status).toBe(404);
    expect((await api("/api/admin/disputes/no%20such", { token: admin.idToken })).status).toBe(404);
  });

  it("lost on an order never delivered: the policy reverses the artist's share, once; a late `created` does not reopen it", async () => {
    const orderId = await disputedOrder();
    const disputeId = (await disputeOf(orderId, "needs_response")).id;
    const submitted = await submit(disputeId, { uncategorized_text: "losing_evidence" });
    expect(submitted.status, submitted.text).toBe(200);
    // Stripe may decide before the answer (the local server's delay): under review, or lost already.
    expect(["under_review", "lost"]).toContain(submitted.body.dispute.status);
    // Submitted once: Stripe takes no more.
    expect((await submit(disputeId, { uncategorized_text: "more" })).status).toBe(409);
    await runDisputes();
    const lost = await disputeOf(orderId, "lost");
    expect(lost.get("shareDecision")).toBe("reverse_share");
    expect(lost.get("open")).toBe(false);

    // Out of order: the `created` event delivered after the close stores nothing older.
    const created = (await disputeEventsOf(disputeId)).find((event) => event.type === "charge.dispute.created")!;
    expect((await resendEvent(created.id)).delivered).toBe(true);
    expect((await disputeOf(orderId, "lost")).get("shareDecision")).toBe("reverse_share");
  });

  it("lost on an order whose song was delivered: the platform bears it and the artist's transfer stays", async () => {
    const artist = await readyArtist();
    const orderId = await paidOrder(
      await newCustomer("disputes"),
      { artistId: artist.artistId, addOns: ["rush"] },
      { card: DISPUTED_CARD },
    );
    await submitToSongCheck(artist, orderId);
    expect((await releaseSong(admin.idToken, orderId)).status).toBe(200);
    const transfer = await shareIn(orderId, "transferred");
    await runDisputes();
    const disputeId = (await disputeOf(orderId, "needs_response")).id;
    expect((await disputeDetail(admin.idToken, disputeId)).evidence.product_description).toContain(
      "The song was delivered on",
    );
    expect((await submit(disputeId, { uncategorized_text: "losing_evidence" })).status).toBe(200);
    await runDisputes();
    expect((await disputeOf(orderId, "lost")).get("shareDecision")).toBe("platform_bears");
    // Nothing reversed: the transfer stands and no reversal follow-up was written.
    expect((await shareIn(orderId, "transferred")).stripeTransferId).toBe(transfer.stripeTransferId);
    expect((await stackDb().collection("followUps").doc(`${orderId}-reverse-transfer`).get()).exists).toBe(false);
    const [stripeTransfer] = await stripeTransfersOf(orderId);
    expect(stripeTransfer?.amount_reversed).toBe(0);
    expect((await payoutTotalsOf(artist.artistId)).reversedCents).toBe(0);
  });
});

describe("a dispute on a charge the marketplace does not know", SLOW, () => {
  it("is recorded without an order and listed", async () => {
    const paymentIntentId = await disputedStrangerCharge();
    const stored = await eventually(
      async () => (await stackDb().collection("disputes").where("paymentIntentId", "==", paymentIntentId).get()).docs,
      (docs) => docs.length === 1,
      "the stranger's dispute",
    );
    expect(stored[0]!.get("orderId")).toBeNull();
    expect(stored[0]!.get("status")).toBe("needs_response");
    const detail = await disputeDetail(admin.idToken, stored[0]!.id);
    expect(detail.orderId).toBeNull();
    // Its reminder's subject is the dispute itself.
    const reminders = await stackDb().collection("followUps").where("orderId", "==", `dispute-${stored[0]!.id}`).get();
    expect(reminders.size).toBe(1);
  });
});
