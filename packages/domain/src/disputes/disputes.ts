/**
 * Disputes (chargebacks): a customer's bank takes a payment back and the platform answers with
 * evidence before Stripe's deadline. With separate charges and transfers the platform carries
 * every dispute; what happens to the artist's share when one is lost is decided here, once.
 */
import { z } from "zod";
import { formatCount } from "../format";
import { pageCursorSchema } from "../schemas/pages";

/** Stripe's dispute statuses, as it spells them. */
export const DISPUTE_STATUSES = [
  "warning_needs_response",
  "warning_under_review",
  "warning_closed",
  "needs_response",
  "under_review",
  "won",
  "lost",
  "prevented",
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

const CLOSED_STATUSES: readonly DisputeStatus[] = ["warning_closed", "won", "lost", "prevented"];
const AWAITING_EVIDENCE: readonly DisputeStatus[] = ["warning_needs_response", "needs_response"];

/** Whether the dispute is still open: the order's files are kept and its money is undecided. */
export const isDisputeOpen = (status: DisputeStatus): boolean => !CLOSED_STATUSES.includes(status);

/** Whether Stripe still takes evidence for it. */
export const isAwaitingEvidence = (status: DisputeStatus): boolean => AWAITING_EVIDENCE.includes(status);

/**
 * Whether a dispute's state as Stripe reported it may replace the stored one: a closed dispute is
 * never reopened by a late or repeated event; otherwise the later report wins.
 */
export const mayReplaceDisputeStatus = (stored: DisputeStatus, reported: DisputeStatus): boolean =>
  isDisputeOpen(stored) || !isDisputeOpen(reported);

const STATUS_LABELS: Record<DisputeStatus, string> = {
  warning_needs_response: "Inquiry: needs a response",
  warning_under_review: "Inquiry: under review",
  warning_closed: "Inquiry closed",
  needs_response: "Needs a response",
  under_review: "Under review",
  won: "Won",
  lost: "Lost",
  prevented: "Prevented",
};
export const disputeStatusLabel = (status: DisputeStatus): string => STATUS_LABELS[status];

/** The artist's share after a dispute is lost: one decision, applied once when the dispute closes as lost. */
export type DisputeShareDecision = "platform_bears" | "reverse_share";

/**
 * The policy for the artist's share: a dispute lost on an order whose song was delivered is borne
 * by the platform (the artist did the work); one lost on an order never delivered reverses the
 * artist's transfer (or drops a share not yet transferred). Won, or not closed: nothing happens.
 */
export function disputeShareDecision(
  dispute: { status: DisputeStatus },
  order: { delivered: boolean } | null,
): DisputeShareDecision | null {
  if (dispute.status !== "lost" || order === null) return null;
  return order.delivered ? "platform_bears" : "reverse_share";
}

/** Admins are reminded this long before Stripe's evidence deadline. */
export const DISPUTE_REMINDER_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Stripe's limits on text evidence: most fields 5,000 characters, the long ones 20,000 (all together
 * 150,000, which the fields the product submits cannot reach).
 */
export const DISPUTE_EVIDENCE_LIMITS = { short: 5_000, long: 20_000 } as const;

const evidenceText = (limit: number) =>
  z
    .string("Enter text")
    .max(limit, `Stripe takes at most ${formatCount(limit)} characters here`)
    .default("");

/** The evidence an admin edits and submits (the text fields the product prepares). */
export const disputeEvidenceSchema = z.object({
  product_description: evidenceText(DISPUTE_EVIDENCE_LIMITS.long),
  customer_name: evidenceText(DISPUTE_EVIDENCE_LIMITS.short),
  customer_email_address: evidenceText(DISPUTE_EVIDENCE_LIMITS.short),
  service_date: evidenceText(DISPUTE_EVIDENCE_LIMITS.short),
  access_activity_log: evidenceText(DISPUTE_EVIDENCE_LIMITS.long),
  uncategorized_text: evidenceText(DISPUTE_EVIDENCE_LIMITS.long),
});
export type DisputeEvidence = z.output<typeof disputeEvidenceSchema>;
export const DISPUTE_EVIDENCE_FIELDS = Object.keys(disputeEvidenceSchema.shape) as (keyof DisputeEvidence)[];

/** A dispute as admins see it (the Disputes list and the order). */
export const disputeViewSchema = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  chargeId: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  statusLabel: z.string(),
  evidenceDueBy: z.string().nullable(),
  evidenceSubmittedAt: z.string().nullable(),
  shareDecision: z.enum(["platform_bears", "reverse_share"]).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DisputeView = z.infer<typeof disputeViewSchema>;

/** One dispute with the evidence prepared from its order's records (or as Stripe holds it). */
export const disputeDetailSchema = disputeViewSchema.extend({ evidence: disputeEvidenceSchema });
export type DisputeDetail = z.infer<typeof disputeDetailSchema>;

export const disputePageSchema = z.object({ disputes: z.array(disputeViewSchema), nextCursor: z.string().nullable() });
export type DisputePage = z.infer<typeof disputePageSchema>;

export const orderDisputesSchema = z.object({ disputes: z.array(disputeViewSchema) });

/** What the admins' submission answers: the dispute as Stripe now has it. */
export const disputeSubmittedSchema = z.object({ dispute: disputeViewSchema, message: z.string() });
export type DisputeSubmitted = z.infer<typeof disputeSubmittedSchema>;

/** The Disputes list's page size. */
export const DISPUTES_PAGE_SIZE = 20;

/** `GET /api/admin/disputes`: a page of every dispute, newest first, after `cursor`. */
export const disputesQuerySchema = z.strictObject({ cursor: pageCursorSchema });

export const DISPUTE_EVIDENCE_SUBMITTED =
  "Evidence submitted to Stripe. The bank decides; this page shows the outcome.";
export const DISPUTE_CLOSED_TO_EVIDENCE = "Stripe no longer takes evidence for this dispute.";
