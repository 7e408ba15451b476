/** Payment: the order's creation, its cancellation (the customer's choice or an admin's) and its refunds. */
import { SYSTEM_ACTOR } from "./orderState";
import { ALL_PHASES_BUT_PENDING, statusRefusal, UNFINISHED, workRefusal, type Rule } from "./rule";
import { cancelled, changed, unchanged } from "./transitions";

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
      const existing = order.refunds.find((entry) => entry.chargeId === refund.chargeId && entry.refundedTotalCents === refund.refundedTotalCents);
      // The cancellation knows the refund's id: it completes what the webhook may have recorded first.
      if (existing && (refund.source !== "cancellation" || existing.refundId === refund.refundId)) return unchanged(order, "recorded already");
      const refunds = existing
        ? order.refunds.map((entry) => (entry === existing ? { ...entry, refundId: refund.refundId, source: refund.source } : entry))
        : [...order.refunds, { ...refund, refundedAt: now }];
      const refundedCents = Math.max(order.refundedCents, refund.refundedTotalCents);
      const settled = refund.source === "cancellation" || refundedCents >= order.totalCents;
      return changed(order, "record_refund", {
        order: { ...order, refunds, refundedCents, pendingRefund: settled ? null : order.pendingRefund },
        actor: SYSTEM_ACTOR,
        reason: refund.source === "cancellation" ? "refunded" : "refunded_in_stripe",
        records: existing ? [] : [{ type: "ledger_reversal", refundedTotalCents: refund.refundedTotalCents }],
      });
    },
    outside: (order) => unchanged(order, "an order that was never paid has nothing to refund"),
  },

  refund_failed: {
    phases: ["cancelled"],
    apply(order, { reason }) {
      if (order.pendingRefund?.state !== "requested") return unchanged(order, "no refund is waiting");
      return changed(order, "refund_failed", {
        order: { ...order, pendingRefund: { ...order.pendingRefund, state: "failed", failure: reason } },
        actor: SYSTEM_ACTOR,
        reason: "refund_failed",
        events: [{ type: "refund_failed", reason }],
      });
    },
    outside: (order) => unchanged(order, "no refund is waiting"),
  },
} satisfies { [T in "pay" | "choose_refund" | "cancel" | "record_refund" | "refund_failed"]: Rule<T> };
