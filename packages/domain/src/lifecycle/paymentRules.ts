/** Payment: the order's creation, its cancellation (the customer's choice or an admin's) and its refunds. */
import { itemRefundedCents, withShipment } from "./fulfilment";
import { followUpOf } from "./followUpsDue";
import { isRefundedInFull, isRefundOwed, SYSTEM_ACTOR, type LifecycleOrder } from "./orderState";
import { refusal } from "./refusals";
import { ALL_PHASES_BUT_PENDING, statusRefusal, UNFINISHED, workRefusal, type Rule } from "./rule";
import { cancelled, changed, refused, unchanged } from "./transitions";

/**
 * The physical item whose refund, asked here and not recorded yet, a report from Stripe of
 * `amountCents` is: such a refund gives back goods, never the artist's share.
 */
function itemRefundReported(order: LifecycleOrder, amountCents: number) {
  return (
    order.shipments.find(
      (shipment) => shipment.state === "refunded" && !shipment.refundRecorded && shipment.refundCents === amountCents,
    ) ?? null
  );
}

export const PAYMENT_RULES = {
  pay: {
    phases: [],
    apply: (order) => unchanged(order, "paid already"),
    outside: (order) => unchanged(order, "paid already"),
  },

  choose_refund: {
    phases: ["awaiting_customer"],
    statuses: ["paid"],
    apply: (order, { actor }, now) => cancelled(order, "choose_refund", actor, true, now),
    outside: workRefusal,
  },

  cancel: {
    phases: ["pending", ...UNFINISHED],
    statuses: ["pending", "paid", "in_progress"],
    apply: (order, { actor }, now) => cancelled(order, "cancel", actor, false, now),
    outside: statusRefusal("cancelled"),
  },

  record_refund: {
    phases: ALL_PHASES_BUT_PENDING,
    apply(order, { refund }, now) {
      const existing = order.refunds.find(
        (entry) => entry.chargeId === refund.chargeId && entry.refundedTotalCents === refund.refundedTotalCents,
      );
      // The cancellation knows the refund's id: it completes what the webhook may have recorded first.
      if (existing && (refund.source !== "cancellation" || existing.refundId === refund.refundId))
        return unchanged(order, "recorded already");
      const ofItem = existing || refund.source !== "stripe" ? null : itemRefundReported(order, refund.amountCents);
      const refunds = existing
        ? order.refunds.map((entry) =>
            entry === existing
              ? { ...entry, refundId: refund.refundId, source: entry.item ? entry.source : refund.source }
              : entry,
          )
        : [
            ...order.refunds,
            {
              ...refund,
              source: ofItem ? ("item" as const) : refund.source,
              item: ofItem?.item ?? null,
              refundedAt: now,
            },
          ];
      const refundedCents = Math.max(order.refundedCents, refund.refundedTotalCents);
      const settled = refund.source === "cancellation" || refundedCents >= order.totalCents;
      const shipments = ofItem ? withShipment(order, { ...ofItem, refundRecorded: true }) : order.shipments;
      return changed(order, "record_refund", {
        order: { ...order, refunds, refundedCents, shipments, pendingRefund: settled ? null : order.pendingRefund },
        actor: SYSTEM_ACTOR,
        reason: refund.source === "cancellation" || ofItem ? "refunded" : "refunded_in_stripe",
        records:
          existing || ofItem
            ? []
            : [
                {
                  type: "ledger_reversal",
                  refundedTotalCents: refund.refundedTotalCents,
                  excludedCents: itemRefundedCents(order),
                  fullRefund: isRefundedInFull({ ...order, refundedCents }),
                },
              ],
      });
    },
    outside: (order) => unchanged(order, "an order that was never paid has nothing to refund"),
  },

  refund_failed: {
    phases: ALL_PHASES_BUT_PENDING,
    apply(order, { reason, item }) {
      if (item) {
        const shipment = order.shipments.find((entry) => entry.item === item);
        if (shipment?.state !== "refunded" || shipment.refundRecorded || shipment.refundFailure)
          return unchanged(order, "no refund of this item is waiting");
        return changed(order, "refund_failed", {
          order: { ...order, shipments: withShipment(order, { ...shipment, refundFailure: reason }) },
          actor: SYSTEM_ACTOR,
          reason: "refund_failed",
          events: [{ type: "refund_failed", reason, item }],
        });
      }
      if (order.status !== "cancelled" || order.pendingRefund?.state !== "requested")
        return unchanged(order, "no refund is waiting");
      return changed(order, "refund_failed", {
        order: { ...order, pendingRefund: { ...order.pendingRefund, state: "failed", failure: reason } },
        actor: SYSTEM_ACTOR,
        reason: "refund_failed",
        events: [{ type: "refund_failed", reason }],
      });
    },
    outside: (order) => unchanged(order, "no refund is waiting"),
  },

  /**
   * A cancelled order whose refund did not happen (its follow-up closed without one, as before
   * money follow-ups could not be cancelled): asked again under a new follow-up (its id and
   * Stripe's idempotency key the time it was asked), for what is left. The caller refuses it while
   * a refund follow-up of the order is open (`refund_under_way`).
   */
  refund_again: {
    phases: ["cancelled"],
    statuses: ["cancelled"],
    apply(order, { actor }, now) {
      if (!isRefundOwed(order)) return refused(refusal("nothing_to_refund"));
      return changed(order, "refund_again", {
        order: { ...order, pendingRefund: { state: "requested", requestedAt: now, failure: null } },
        actor,
        reason: "refunded",
        events: [],
        records: [
          {
            type: "follow_up",
            followUp: followUpOf(order.id, { kind: "refund", again: String(now.getTime()) }, { now }),
          },
        ],
      });
    },
    outside: () => refused(refusal("nothing_to_refund")),
  },
} satisfies {
  [T in "pay" | "choose_refund" | "cancel" | "record_refund" | "refund_failed" | "refund_again"]: Rule<T>;
};
