import type { Firestore } from "firebase-admin/firestore";
import { adminOrderPath } from "@songs/domain";
import { mailQueue } from "../adapters/mail/mailQueue";
import { loadContactConfig } from "../contact";
import { followUps, type FollowUpHandlers, type FollowUpOf } from "../followUps";
import { disputeMessages } from "../notifications";
import { disputes } from "./disputeRecord";

/**
 * Two days before Stripe's evidence deadline, the admins are emailed (the support inbox) about a
 * dispute still waiting for evidence: once per dispute and deadline (`mail/dispute-{id}-{deadline}`),
 * nothing when its evidence went in or it closed meanwhile.
 */
async function remindDisputeEvidence(
  db: Firestore,
  siteUrl: string,
  record: FollowUpOf<"remind_dispute_evidence">,
): Promise<void> {
  const { disputeId, dueBy } = record.action;
  const dispute = await disputes(db).get(disputeId);
  if (!dispute || !dispute.open || dispute.evidenceSubmittedAt || dispute.evidenceDueBy === null) {
    await followUps(db).close(record.id, "no evidence awaited");
    return;
  }
  const where = dispute.orderId ? `${siteUrl}${adminOrderPath(dispute.orderId)}` : `${siteUrl}/admin/operations`;
  const queued = await mailQueue(db).sendOnce(
    `dispute-${disputeId}-${dueBy.getTime()}`,
    {
      to: loadContactConfig().supportEmail,
      ...disputeMessages.evidenceDue(
        { amountCents: dispute.amountCents, reason: dispute.reason, evidenceDueBy: dueBy },
        where,
      ),
    },
    { kind: "dispute_reminder", disputeId, ...(dispute.orderId ? { orderId: dispute.orderId } : {}) },
  );
  await followUps(db).close(record.id, queued ? "admins reminded" : "reminder queued before");
}

/** The disputes capability's follow-up: the evidence deadline's reminder. */
export const disputeFollowUpHandlers = ({
  db,
  siteUrl,
}: {
  db: Firestore;
  siteUrl: string;
}): Pick<FollowUpHandlers, "remind_dispute_evidence"> => ({
  remind_dispute_evidence: (record) => remindDisputeEvidence(db, siteUrl, record),
});
