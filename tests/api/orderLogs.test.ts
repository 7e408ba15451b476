import { describe, expect, it } from "vitest";
import { suiteAdmin } from "../support/adminSession";
import { api } from "../support/api";
import { eventually, newCustomer } from "../support/checkout";
import { functionLogEntries, type FunctionLogEntry } from "../support/functionLogs";
import { cancelAsAdmin, orderDoc, paidOrder, studioArtist } from "../support/paidOrders";

/**
 * One order's story in the functions' logs: every entry is structured and names its request; the
 * entries of one order, filtered by its id as the logs viewer filters `jsonPayload.orderId`, run
 * from Stripe's webhook through the lifecycle's commands to the follow-up that refunds it.
 */

const admin = suiteAdmin();

describe("the functions' logs", { timeout: 180_000 }, () => {
  it("tell one order's story from payment to its refund, each entry with its request id", async () => {
    const [maker, customer] = await Promise.all([studioArtist(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId: maker.artistId });
    expect(
      (await api(`/api/studio/orders/${orderId}/accept`, { method: "POST", token: maker.idToken, body: {} })).status,
    ).toBe(200);
    expect((await cancelAsAdmin(admin.idToken, orderId)).status).toBe(200);
    await eventually(
      () => orderDoc(orderId).get(),
      (order) => order.get("refundedCents") > 0,
      "the refund",
    );

    const has = (entries: FunctionLogEntry[], check: (entry: FunctionLogEntry) => boolean) => entries.some(check);
    const story = await eventually(
      () => functionLogEntries({ orderId }),
      (entries) =>
        has(
          entries,
          (entry) => entry.message === "Stripe event received" && entry.type === "checkout.session.completed",
        ) &&
        has(
          entries,
          (entry) =>
            entry.message === "A follow-up was carried out" &&
            entry.kind === "refund" &&
            entry.followUpId === `${orderId}-refund`,
        ),
      "the order's log entries",
    );
    // The webhook, the lifecycle's commands (by the customer's payment, the artist, the admins and the follow-up), the follow-up.
    const commands = story.filter((entry) => entry.message.startsWith("An order")).map((entry) => entry.command);
    expect(commands).toEqual(expect.arrayContaining(["pay", "accept", "cancel", "record_refund"]));
    expect(story.find((entry) => entry.command === "accept")).toMatchObject({
      userId: maker.uid,
      outcome: "changed",
      status: "in_progress",
    });
    // The refund's follow-up records it through the lifecycle (first, or after Stripe's charge.refunded event did).
    expect(story.filter((entry) => entry.command === "record_refund").map((entry) => entry.followUpId)).toContain(
      `${orderId}-refund`,
    );
    for (const entry of story) {
      expect(entry.severity).toMatch(/^(INFO|WARNING|ERROR)$/);
      expect(entry.requestId).toEqual(expect.any(String));
    }
    // Every entry of the accept's request shares its id.
    const acceptRequest = story.find((entry) => entry.command === "accept")!.requestId;
    expect(
      story.filter((entry) => entry.requestId === acceptRequest).every((entry) => entry.userId === maker.uid),
    ).toBe(true);
  });
});
