import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CANCEL_REASON_REQUIRED,
  emptyWork,
  FOLLOW_UP_DONE,
  MONEY_FOLLOW_UP_NOT_CANCELLABLE,
  SETTLE_MESSAGES,
  MAIL_DELIVERED,
  REFUSAL_MESSAGES,
  type AdminOrderDetails,
  type FailedMailOperation,
  type FollowUpOperation,
  type FollowUpRetryResponse,
  type OperationsList,
  type OperationsOverview,
  type OperationsPage,
  type OperationsSummary,
} from "@songs/domain";
import { adminIdToken, stackFirestore } from "../support/adminSession";
import { api, postAs, runScheduled } from "../support/api";
import { createTestArtistProfile } from "../support/artists";
import { eventually, localStripe, newCustomer, refundedInStripe, stackDb, type Customer } from "../support/checkout";
import { createCustomer, createOrder } from "../support/customerOrders";
import { failUnclaimedAlert, SWEEP } from "../support/lifecycleTime";
import {
  cancelAsAdmin,
  orderDoc,
  paidOrder,
  refusedRefund as refundRefused,
  refuseRefunds,
} from "../support/paidOrders";

/**
 * The admins' Operations page's API (issue 33): follow-ups failing (a refund the local Stripe server
 * refuses, with Stripe's words), "Retry now" and "Cancel"; emails whose delivery failed (the local
 * mail printer stands in for the Trigger Email extension) and "Send again".
 */

let admin: string;
let customer: Customer;

beforeAll(async () => {
  [admin, customer] = await Promise.all([adminIdToken(), newCustomer("operations")]);
});

afterAll(async () => {
  await refuseRefunds("none");
});

const page = async <List extends OperationsList>(list: List) =>
  (await api<OperationsPage<List>>("/api/admin/operations", { token: admin, query: { list } })).body;
const retry = (id: string) => postAs<FollowUpRetryResponse>(`/api/admin/operations/follow-ups/${id}/retry`, admin);
const cancel = (id: string, body: unknown) =>
  postAs<{ followUp: FollowUpOperation }>(`/api/admin/operations/follow-ups/${id}/cancel`, admin, body);
const sendAgain = (id: string) =>
  postAs<{ mail: FailedMailOperation; queued: boolean }>(`/api/admin/operations/mail/${id}/send-again`, admin);
const details = async (orderId: string) =>
  (await api<AdminOrderDetails>(`/api/admin/orders/${orderId}`, { token: admin })).body;
const amountRefunded = async (orderId: string) =>
  refundedInStripe((await orderDoc(orderId).get()).get("paymentIntentId") as string);

/** A paid order cancelled by an admin while Stripe refuses refunds: its refund follow-up, failed with Stripe's words. */
async function refusedRefund(): Promise<{ orderId: string; followUpId: string; row: FollowUpOperation }> {
  await refuseRefunds("charge_disputed");
  const orderId = await refundRefused(customer, admin);
  const followUpId = `${orderId}-refund`;
  const failing = await eventually(
    () => page("failingFollowUps"),
    (listed) => listed.rows.some((row) => row.id === followUpId),
    "the refused refund among the failing follow-ups",
  );
  return { orderId, followUpId, row: failing.rows.find((row) => row.id === followUpId)! };
}

/** The paid order's unclaimed alert, failed its runs (as if the function kept failing) and listed as failing. */
async function failedUnclaimedAlert(orderId: string): Promise<string> {
  const followUpId = await failUnclaimedAlert(orderId);
  expect((await page("failingFollowUps")).rows.map((listed) => listed.id)).toContain(followUpId);
  return followUpId;
}

describe("follow-ups failing", () => {
  it("lists a refund Stripe refuses with Stripe's message; once the refusal is lifted, Retry now refunds it exactly once", async () => {
    const { orderId, followUpId, row } = await refusedRefund();
    expect(row).toMatchObject({
      kind: "refund",
      label: "Refund a cancelled order",
      orderId,
      state: "failed",
      tries: 1,
      nextTryAt: null,
    });
    expect(row.lastError).toMatch(/^Charge ch_\w+ has been charged back; cannot issue a refund\.$/);
    const summary = (await api<OperationsSummary>("/api/admin/operations/summary", { token: admin })).body;
    expect(summary.attention).toBe(true);
    expect(summary.counts.failingFollowUps).toBeGreaterThanOrEqual(1);

    // Still refused: the retry says so, and the row counts the try.
    const refusedAgain = await retry(followUpId);
    expect(refusedAgain.status, refusedAgain.text).toBe(200);
    expect(refusedAgain.body).toMatchObject({ outcome: "still_failing", followUp: { state: "failed", tries: 1 } });
    expect(refusedAgain.body.followUp.lastError).toContain("has been charged back");

    await refuseRefunds("none");
    // Two admins press Retry now at once: the refund is made once.
    const both = await Promise.all([retry(followUpId), retry(followUpId)]);
    for (const answer of both) expect([200, 409], answer.text).toContain(answer.status);
    expect(both.some((answer) => answer.status === 200 && answer.body.outcome === "done")).toBe(true);
    const refunded = await details(orderId);
    expect(refunded).toMatchObject({ status: "cancelled", refundedCents: refunded.totalCents, pendingRefund: null });
    expect(refunded.refunds).toEqual([
      expect.objectContaining({ source: "cancellation", amountCents: refunded.totalCents }),
    ]);
    expect(await amountRefunded(orderId)).toBe(refunded.totalCents);

    // Done: retry and cancel are refused with the reason, and it is off the list.
    const again = await retry(followUpId);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "follow_up_done", message: FOLLOW_UP_DONE });
    expect((await cancel(followUpId, { reason: "Too late" })).status).toBe(409);
    expect((await page("failingFollowUps")).rows.map((listed) => listed.id)).not.toContain(followUpId);
    expect(await amountRefunded(orderId)).toBe(refunded.totalCents);
  });

  it("never cancels a follow-up that moves money: a refused refund stays failing, its order's history untouched", async () => {
    const { orderId, followUpId } = await refusedRefund();
    const historyBefore = (await details(orderId)).statusHistory;

    const refused = await cancel(followUpId, { reason: "Refunded by bank transfer" });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "money_follow_up", message: MONEY_FOLLOW_UP_NOT_CANCELLABLE });
    expect((await details(orderId)).statusHistory).toEqual(historyBefore);
    expect((await page("failingFollowUps")).rows.find((listed) => listed.id === followUpId)).toMatchObject({
      state: "failed",
    });

    // The money is still owed, and the retry returns it.
    await refuseRefunds("none");
    const retried = await retry(followUpId);
    expect(retried.status, retried.text).toBe(200);
    expect(await amountRefunded(orderId)).toBe((await details(orderId)).totalCents);
  });

  it("closes a refund settled in Stripe's dashboard only with that refund's id, once Stripe confirms it is this order's, whole", async () => {
    const { orderId, followUpId } = await refusedRefund();
    await refuseRefunds("none");
    const paymentIntentId = (await orderDoc(orderId).get()).get("paymentIntentId") as string;
    const settle = (stripeId: unknown) =>
      postAs<{ followUp: FollowUpOperation }>(`/api/admin/operations/follow-ups/${followUpId}/settle`, admin, {
        stripeId,
      });

    // Not a refund's id, a refund Stripe does not know, a refund of another payment: refused, nothing written.
    const transferId = await settle("tr_1Abc");
    expect(transferId.status).toBe(400);
    expect(transferId.body.error?.fields?.stripeId).toBe(SETTLE_MESSAGES.wrongObject("refund", "re_"));
    const unknown = await settle("re_NoSuchRefund");
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.fields?.stripeId).toBe(SETTLE_MESSAGES.unknownRefund);
    const otherOrder = await paidOrder(customer);
    const otherRefund = await localStripe().refunds.create({
      payment_intent: (await orderDoc(otherOrder).get()).get("paymentIntentId") as string,
      amount: 100,
    });
    const other = await settle(otherRefund.id);
    expect(other.status).toBe(400);
    expect(other.body.error?.fields?.stripeId).toBe(SETTLE_MESSAGES.otherPayment);
    const part = await localStripe().refunds.create({ payment_intent: paymentIntentId, amount: 100 });
    const partial = await settle(part.id);
    expect(partial.status).toBe(400);
    expect(partial.body.error?.fields?.stripeId).toBe(SETTLE_MESSAGES.notWhole);
    expect((await page("failingFollowUps")).rows.map((listed) => listed.id)).toContain(followUpId);

    // The rest refunded in Stripe's dashboard: its id closes the follow-up, and the order is refunded.
    const rest = await localStripe().refunds.create({ payment_intent: paymentIntentId });
    const settled = await settle(` ${rest.id} `);
    expect(settled.status, settled.text).toBe(200);
    expect(settled.body.followUp.state).toBe("done");
    const order = await details(orderId);
    expect(order).toMatchObject({ status: "cancelled", refundedCents: order.totalCents, pendingRefund: null });
    expect(await amountRefunded(orderId)).toBe(order.totalCents);
    expect((await settle(rest.id)).status).toBe(409);
    expect((await page("failingFollowUps")).rows.map((listed) => listed.id)).not.toContain(followUpId);
  });

  it("refunds again a cancelled order whose refund follow-up was closed without a refund, as before this round", async () => {
    const { orderId, followUpId } = await refusedRefund();
    const refundAgain = () => postAs<AdminOrderDetails>(`/api/admin/orders/${orderId}/refund-again`, admin);
    // While its refund follow-up is failing, Operations' Retry is the way: not a second refund.
    expect((await details(orderId)).refundOwed).toBe(false);
    const failing = await refundAgain();
    expect(failing.status).toBe(409);
    expect(failing.body.error?.message).toBe(REFUSAL_MESSAGES.refund_under_way);

    // As an admin could before money follow-ups could not be cancelled: the refund closed, nothing refunded.
    await stackDb().collection("followUps").doc(followUpId).update({ state: "done", outcome: "cancelled" });
    await refuseRefunds("none");
    expect((await retry(followUpId)).status).toBe(409);
    expect((await details(orderId)).refundOwed).toBe(true);

    const [again, twice] = await Promise.all([refundAgain(), refundAgain()]);
    // Asked twice at once (a double click): one is taken, the other finds the refund on its way (or made).
    expect([again.status, twice.status].sort()).toEqual([200, 409]);

    const refunded = await eventually(
      () => details(orderId),
      (order) => order.refundedCents === order.totalCents,
      "the order refunded again",
    );
    expect(refunded.pendingRefund).toBeNull();
    expect(await amountRefunded(orderId)).toBe(refunded.totalCents);
    const done = await postAs(`/api/admin/orders/${orderId}/refund-again`, admin);
    expect(done.status).toBe(409);
    expect(done.body.error?.message).toBe(REFUSAL_MESSAGES.nothing_to_refund);
  });

  it("settles only money moved in Stripe: a follow-up that moves none answers 409", async () => {
    await refuseRefunds("none");
    const orderId = await paidOrder(customer);
    const followUpId = await failedUnclaimedAlert(orderId);
    const refund = await localStripe().refunds.create({
      payment_intent: (await orderDoc(orderId).get()).get("paymentIntentId") as string,
      amount: 100,
    });
    const answer = await postAs(`/api/admin/operations/follow-ups/${followUpId}/settle`, admin, {
      stripeId: refund.id,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error?.message).toBe(SETTLE_MESSAGES.notSettled);
  });

  it("cancels a failing follow-up only with a reason, which the order's history keeps; then refuses a second cancel or a retry", async () => {
    await refuseRefunds("none");
    const orderId = await paidOrder(customer);
    const followUpId = await failedUnclaimedAlert(orderId);
    const unexplained = await cancel(followUpId, { reason: "  " });
    expect(unexplained.status).toBe(400);
    expect(unexplained.body.error?.fields?.reason).toBe(CANCEL_REASON_REQUIRED);

    const cancelled = await cancel(followUpId, { reason: "Admins already know" });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.followUp.state).toBe("done");
    const history = (await details(orderId)).statusHistory;
    expect(history.at(-1)).toMatchObject({
      event: "cancel_follow_up",
      reason: 'Cancelled "Alert the admins: an order nobody took": Admins already know',
    });

    expect((await cancel(followUpId, { reason: "Again" })).status).toBe(409);
    const retried = await retry(followUpId);
    expect(retried.status).toBe(409);
    expect(retried.body.error?.message).toBe(FOLLOW_UP_DONE);
    expect((await stackFirestore().collection("mail").doc(`work-unclaimed-${orderId}`).get()).exists).toBe(false);
    expect((await page("failingFollowUps")).rows.map((listed) => listed.id)).not.toContain(followUpId);
  });

  it("does nothing when retrying a follow-up whose order was cancelled in between", async () => {
    await refuseRefunds("none");
    const orderId = await paidOrder(customer);
    // The unclaimed alert's follow-up failed its runs (as if the function kept failing), then the order was cancelled.
    const followUpId = await failedUnclaimedAlert(orderId);
    expect((await cancelAsAdmin(admin, orderId)).status).toBe(200);
    // The cancellation's refund is recorded on the history by its own follow-up: once it is done, only the retry could add an entry.
    await eventually(
      () => stackFirestore().collection("followUps").doc(`${orderId}-refund`).get(),
      (doc) => !doc.exists || doc.get("state") === "done",
      "the cancellation's refund recorded",
    );
    const historyBefore = (await details(orderId)).statusHistory.length;

    const retried = await retry(followUpId);
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body).toMatchObject({ outcome: "nothing_to_do", followUp: { state: "done" } });
    expect((await details(orderId)).statusHistory).toHaveLength(historyBefore);
    expect((await stackFirestore().collection("mail").doc(`work-unclaimed-${orderId}`).get()).exists).toBe(false);
    expect((await retry(followUpId)).status).toBe(409);
  });
});

describe("emails not delivered", () => {
  /** An artist invite to an address the local mail printer greylists (its first delivery fails), or bounces. */
  async function inviteMail(domain: "greylist.test" | "bounce.test"): Promise<string> {
    const { artistId } = await createTestArtistProfile();
    const email = `invite-${randomUUID().slice(0, 8)}@${domain}`;
    expect((await postAs("/api/admin/artist-invites", admin, { artistId, email })).status).toBe(201);
    const mail = await eventually(
      () => stackFirestore().collection("mail").where("to", "==", email).get(),
      (found) => found.docs[0]?.get("delivery.state") === "ERROR",
      "the invite's failed delivery",
    );
    return mail.docs[0]!.id;
  }

  it("lists an email whose delivery failed with the error and attempts, and sends it again once", async () => {
    const mailId = await inviteMail("greylist.test");
    const listed = await eventually(
      () => page("failedMail"),
      (found) => found.rows.some((row) => row.id === mailId),
      "the failed email on the list",
    );
    const row = listed.rows.find((found) => found.id === mailId)!;
    expect(row).toMatchObject({ attempts: 1, subject: expect.stringContaining("") });
    expect(row.to).toMatch(/@greylist\.test$/);
    expect(row.error).toContain("Greylisted");
    expect(listed.count).toBeGreaterThanOrEqual(1);

    const sent = await sendAgain(mailId);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.queued).toBe(true);
    const delivered = await eventually(
      () => stackFirestore().collection("mail").doc(mailId).get(),
      (doc) => doc.get("delivery.state") === "SUCCESS",
      "the email delivered",
    );
    expect(delivered.get("delivery.attempts")).toBe(2);

    const again = await sendAgain(mailId);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "mail_delivered", message: MAIL_DELIVERED });
    expect((await page("failedMail")).rows.map((found) => found.id)).not.toContain(mailId);
    expect((await stackFirestore().collection("mail").doc(mailId).get()).get("delivery.attempts")).toBe(2);
  });

  it("keeps an email to a bouncing address on the list after sending it again", async () => {
    const mailId = await inviteMail("bounce.test");
    expect((await sendAgain(mailId)).status).toBe(200);
    const failedAgain = await eventually(
      () => stackFirestore().collection("mail").doc(mailId).get(),
      (doc) => doc.get("delivery.state") === "ERROR" && doc.get("delivery.attempts") === 2,
      "the second failed delivery",
    );
    expect(failedAgain.get("delivery.error")).toContain("User unknown");
    expect((await page("failedMail")).rows.map((found) => found.id)).toContain(mailId);
  });
});

describe("orders stuck", () => {
  /** Every row of a list, page after page (the lists are short on the test stack). */
  const allRows = async <List extends OperationsList>(list: List) => {
    const rows: OperationsPage<List>["rows"] = [];
    let cursor: string | null | undefined;
    do {
      const query: Record<string, string> = cursor ? { list, cursor } : { list };
      const next = (await api<OperationsPage<List>>("/api/admin/operations", { token: admin, query })).body;
      rows.push(...next.rows);
      cursor = next.nextCursor;
    } while (cursor);
    return rows;
  };

  it("lists an order in progress past its due date", async () => {
    // Older than anything else on the list, so it is on the list's first page (oldest first).
    const owner = await createCustomer();
    const late = await createOrder(owner, {
      status: "in_progress",
      createdAt: new Date(Date.now() - 365 * 86_400_000),
    });
    const overdue = await page("overdueOrders");
    expect(overdue.rows.find((row) => row.orderId === late)).toMatchObject({
      status: "in_progress",
      since: expect.any(String),
    });
    expect(new Date(overdue.rows.find((row) => row.orderId === late)!.since!).getTime()).toBeLessThan(Date.now());
  });

  it("lists a paid order nobody took for longer than the alert's delay, whether or not the alert was sent", async () => {
    const owner = await createCustomer();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    // Paid 400 days ago and never alerted (as the seeded history is): stuck all the same.
    const neverAlerted = await createOrder(
      owner,
      { status: "paid", createdAt: daysAgo(400) },
      { work: emptyWork("unclaimed") },
    );
    const alerted = await createOrder(
      owner,
      { status: "paid", createdAt: daysAgo(4) },
      { work: { ...emptyWork("unclaimed"), unclaimedAlertedAt: daysAgo(1) } },
    );
    // Paid two days ago: still within the 72 hours, so not stuck yet.
    const recent = await createOrder(
      owner,
      { status: "paid", createdAt: daysAgo(2) },
      { work: emptyWork("unclaimed") },
    );
    // Taken by an artist long ago: in progress, not on this list.
    const taken = await createOrder(owner, { status: "in_progress", createdAt: daysAgo(400) });

    const first = await page("unclaimedOrders");
    expect(first.rows.find((row) => row.orderId === neverAlerted)).toMatchObject({
      status: "paid",
      detail: "No artist has taken it",
    });
    // "Since" is when it was paid: the alert's own time is not what makes it stuck.
    expect(first.rows.find((row) => row.orderId === neverAlerted)?.since?.slice(0, 10)).toBe(
      daysAgo(400).toISOString().slice(0, 10),
    );
    const listed = (await allRows("unclaimedOrders")).map((row) => row.orderId);
    expect(listed).toContain(alerted);
    expect(listed).not.toContain(recent);
    expect(listed).not.toContain(taken);
    expect(first.count).toBeGreaterThanOrEqual(2);
    const summary = await api<OperationsSummary>("/api/admin/operations/summary", { token: admin });
    expect(summary.body.counts.unclaimedOrders).toBeGreaterThanOrEqual(2);
  });
});

describe("the admins' daily email", () => {
  it("is queued by the sweep while something is failing, once a day", async () => {
    await refusedRefund();
    await refuseRefunds("none");
    // Another suite's sweep on this shared stack may have sent today's already, before this refusal.
    const digest = stackFirestore()
      .collection("mail")
      .doc(`operations-digest-${new Date().toISOString().slice(0, 10)}`);
    await digest.delete();
    await runScheduled(SWEEP);
    const first = await digest.get();
    expect(first.exists).toBe(true);
    expect(first.get("message.text")).toMatch(/Follow-ups failing: \d+/);
    expect(first.get("message.text")).toContain("/admin/operations");
    await runScheduled(SWEEP);
    expect((await digest.get()).get("createdAt")).toEqual(first.get("createdAt"));
  });
});

describe("the Operations page's API", () => {
  it("answers every list's first page with its count, and pages one list with its cursor", async () => {
    const { status, body } = await api<OperationsOverview>("/api/admin/operations", { token: admin });
    expect(status).toBe(200);
    expect(Object.keys(body.lists).sort()).toEqual(Object.keys(body.counts).sort());
    for (const listed of Object.values(body.lists)) {
      expect(listed.rows.length).toBeLessThanOrEqual(50);
      expect(listed.count).toBeGreaterThanOrEqual(listed.rows.length);
    }
    const forged = await api("/api/admin/operations", {
      token: admin,
      query: { list: "failedMail", cursor: "not-a-cursor" },
    });
    expect(forged.status).toBe(400);
  });

  it("refuses customers and signed-out callers", async () => {
    expect((await api("/api/admin/operations", { token: customer.token })).status).toBe(403);
    expect((await api("/api/admin/operations/summary")).status).toBe(401);
    expect((await postAs("/api/admin/operations/follow-ups/anything/retry", customer.token)).status).toBe(403);
    expect((await postAs("/api/admin/operations/mail/anything/send-again", customer.token)).status).toBe(403);
  });
});
