import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import {
  disputeShareDecision,
  followUpOf,
  isAwaitingEvidence,
  isDisputeOpen,
  mayReplaceDisputeStatus,
  type DisputeStatus,
} from "@songs/domain";
import { runTransaction } from "../adapters/firestore/transactions";
import { followUps } from "../followUps";
import { HttpError } from "../http/errors";
import { requestLog } from "../http/requestLog";
import { orderReads, type OrderRecord } from "../orders";
import { shareTransfers } from "../payouts";
import { disputes, type DisputeRecord } from "./disputeRecord";

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === "string" ? value : value.id;

const secondsToDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** The subject of a dispute's follow-ups: the dispute itself (its order may be known only later, or never). */
export const disputeSubject = (disputeId: string) => `dispute-${disputeId}`;

/** Whether a payment was made through the marketplace's checkout (its PaymentIntent names the paying account). */
export async function isMarketplacePayment(stripe: Stripe, paymentIntentId: string | null): Promise<boolean> {
  if (!paymentIntentId) return false;
  return Boolean((await stripe.paymentIntents.retrieve(paymentIntentId)).metadata.userId);
}

/** The dispute's fields as Stripe reports them now. */
function reportedFields(current: Stripe.Dispute, now: Date) {
  const status = current.status as DisputeStatus;
  return {
    chargeId: idOf(current.charge) ?? "",
    paymentIntentId: idOf(current.payment_intent),
    amountCents: current.amount,
    currency: current.currency,
    reason: current.reason,
    status,
    open: isDisputeOpen(status),
    evidenceDueBy: isAwaitingEvidence(status) ? secondsToDate(current.evidence_details.due_by) : null,
    createdAt: new Date(current.created * 1000),
    submittedAt: current.evidence_details.submission_count > 0 ? now : null,
  };
}

/**
 * Records a dispute as Stripe has it now (each `charge.dispute.*` event, and the admins' submission):
 * the dispute is fetched from Stripe, so an event delivered twice or out of order stores the current
 * state, and a closed dispute is never reopened. In the same transaction: the reminder of the
 * evidence deadline while Stripe waits for evidence, and, the first time it is recorded as lost on
 * a known order, the policy for the artist's share. A charge the product does not know is recorded
 * without an order; one paid through the marketplace's checkout whose order is not written yet is
 * recorded too, then answered 409 so that Stripe delivers the event again and the order is attached.
 */
export async function recordDispute(
  { db, stripe }: { db: Firestore; stripe: Stripe },
  disputeId: string,
  now: Date = new Date(),
): Promise<DisputeRecord> {
  const current = await stripe.disputes.retrieve(disputeId);
  const reported = reportedFields(current, now);
  const order: OrderRecord | null = reported.paymentIntentId
    ? await orderReads(db).findByPaymentIntent(reported.paymentIntentId)
    : null;
  const recorded = await runTransaction(db, async (transaction) => {
    const stored = await disputes(db).read(transaction, disputeId);
    // A closed dispute keeps its state; only its order may still be attached.
    const { submittedAt, ...state } =
      stored && !mayReplaceDisputeStatus(stored.status, reported.status) ? { ...stored, submittedAt: null } : reported;
    const orderId = order?.id ?? stored?.orderId ?? null;
    const decision =
      stored?.shareDecision ??
      disputeShareDecision({ status: state.status }, order && { delivered: order.songVersion > 0 });
    const record: DisputeRecord = {
      ...state,
      id: disputeId,
      orderId,
      evidenceSubmittedAt: stored?.evidenceSubmittedAt ?? submittedAt,
      shareDecision: decision,
      updatedAt: now,
    };
    const dueBy = record.evidenceDueBy;
    const reminder = dueBy
      ? await followUps(db).prepareCreate(transaction, [
          followUpOf(disputeSubject(disputeId), { kind: "remind_dispute_evidence", disputeId, dueBy }),
        ])
      : () => undefined;
    // The policy applied once: only the write that first records the decision reverses the share.
    const reverse =
      decision === "reverse_share" && !stored?.shareDecision && order
        ? await shareTransfers(db).prepareFullRefund(transaction, order.id, now)
        : () => undefined;
    disputes(db).save(transaction, record);
    reminder();
    reverse();
    return record;
  });
  if (!recorded.orderId) {
    requestLog.warn("A dispute on a charge no order has", { disputeId, chargeId: recorded.chargeId });
    if (await isMarketplacePayment(stripe, reported.paymentIntentId))
      throw new HttpError(
        409,
        "order_not_found_yet",
        "No order is paid with this charge yet; the event will be retried",
      );
  }
  return recorded;
}
