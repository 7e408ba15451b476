import type { Firestore, Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import {
  DISPUTE_STATUSES,
  disputeStatusLabel,
  isDisputeOpen,
  type DisputeShareDecision,
  type DisputeView,
} from "@songs/domain";
import { orNull, storedRecord, timestamp } from "../adapters/firestore/storedRecord";
import { pageByCursor } from "../http/pageCursor";

/**
 * `disputes/{disputeId}`: a dispute on one of the platform's charges, as Stripe last reported it
 * (the webhook fetches the dispute itself, so a late or repeated event stores its current state).
 * Ids, money and dates only: the evidence and the customer's details stay at Stripe.
 */
const storedDispute = z.object({
  id: z.string(),
  chargeId: z.string(),
  paymentIntentId: orNull(z.string()),
  /** The disputed order; null for a charge the product does not know. */
  orderId: orNull(z.string()),
  amountCents: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  /** Whether it is open (not won, lost, prevented or a closed inquiry): the purge and the lists ask this. */
  open: z.boolean(),
  /** Stripe's evidence deadline; null once Stripe takes no more (or never did). */
  evidenceDueBy: orNull(timestamp),
  evidenceSubmittedAt: orNull(timestamp),
  /** What the policy decided for the artist's share when it was lost (applied once). */
  shareDecision: orNull(z.enum(["platform_bears", "reverse_share"])),
  /** When Stripe opened it. */
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const disputeRecord = storedRecord(storedDispute, { id: "id", idStored: true });
export type DisputeRecord = z.output<typeof storedDispute>;

export { isDisputeOpen };

export const disputeView = (dispute: DisputeRecord): DisputeView => ({
  id: dispute.id,
  orderId: dispute.orderId,
  chargeId: dispute.chargeId,
  amountCents: dispute.amountCents,
  currency: dispute.currency,
  reason: dispute.reason,
  status: dispute.status,
  statusLabel: disputeStatusLabel(dispute.status),
  evidenceDueBy: dispute.evidenceDueBy?.toISOString() ?? null,
  evidenceSubmittedAt: dispute.evidenceSubmittedAt?.toISOString() ?? null,
  shareDecision: dispute.shareDecision as DisputeShareDecision | null,
  createdAt: dispute.createdAt.toISOString(),
  updatedAt: dispute.updatedAt.toISOString(),
});

/** The one reader and writer of `disputes/*`. */
export function disputes(db: Firestore) {
  const collection = db.collection("disputes");
  return {
    async get(id: string): Promise<DisputeRecord | null> {
      return disputeRecord.readIfExists(await collection.doc(id).get());
    },
    async read(transaction: Transaction, id: string): Promise<DisputeRecord | null> {
      return disputeRecord.readIfExists(await transaction.get(collection.doc(id)));
    },
    save(transaction: Transaction, dispute: DisputeRecord): void {
      transaction.set(collection.doc(dispute.id), disputeRecord.write(dispute));
    },
    async markSubmitted(id: string, at: Date): Promise<void> {
      await collection.doc(id).update(disputeRecord.fields({ evidenceSubmittedAt: at }));
    },
    /** A page of every dispute, newest first. */
    async page(limit: number, cursor?: string): Promise<{ disputes: DisputeRecord[]; nextCursor: string | null }> {
      const page = await pageByCursor(collection.orderBy("createdAt", "desc"), {
        list: "disputes",
        field: "createdAt",
        limit,
        cursor,
      });
      return { disputes: page.docs.map((doc) => disputeRecord.read(doc)), nextCursor: page.nextCursor };
    },
    /** The order's disputes (a payment has a handful at most). */
    async ofOrder(orderId: string, limit: number): Promise<DisputeRecord[]> {
      const snapshot = await collection.where("orderId", "==", orderId).limit(limit).get();
      return snapshot.docs.map((doc) => disputeRecord.read(doc));
    },
    /** Which of these orders have an open dispute (their files are kept meanwhile); Firestore's `in` takes 30 at a time. */
    async openAmong(orderIds: readonly string[]): Promise<Set<string>> {
      const open = new Set<string>();
      for (let start = 0; start < orderIds.length; start += 30) {
        const chunk = orderIds.slice(start, start + 30);
        const snapshot = await collection.where("orderId", "in", chunk).where("open", "==", true).get();
        for (const doc of snapshot.docs) open.add(String(doc.get("orderId")));
      }
      return open;
    },
  };
}
