import { useWatch } from "react-hook-form";
import type { z } from "zod";
import {
  DISPUTE_EVIDENCE_FIELDS,
  DISPUTE_EVIDENCE_LIMITS,
  disputeEvidenceSchema,
  formatCents,
  formatDateTime,
  isAwaitingEvidence,
  type DisputeDetail,
  type DisputeEvidence,
} from "@songs/domain";
import { useApiQuery } from "../../api/useApiQuery";
import { CountedTextAreaField } from "../../ui/CountedTextAreaField";
import { Dialog } from "../../ui/Dialog";
import { DialogFormActions } from "../../ui/DialogFormActions";
import { LoadingText } from "../../ui/LoadingText";
import { useServerCheckedForm } from "../../ui/useServerCheckedForm";
import { useToast } from "../../ui/toast/ToastProvider";
import { disputePath, fetchDispute, submitDisputeEvidence } from "./disputesApi";

/** Each evidence field's label, and Stripe's limit on it. */
const FIELDS: Record<keyof DisputeEvidence, { label: string; limit: number; rows: number }> = {
  product_description: { label: "What was ordered", limit: DISPUTE_EVIDENCE_LIMITS.long, rows: 4 },
  customer_name: { label: "Customer's name", limit: DISPUTE_EVIDENCE_LIMITS.short, rows: 1 },
  customer_email_address: { label: "Customer's email", limit: DISPUTE_EVIDENCE_LIMITS.short, rows: 1 },
  service_date: { label: "Delivery date", limit: DISPUTE_EVIDENCE_LIMITS.short, rows: 1 },
  access_activity_log: { label: "Order, delivery, downloads and emails", limit: DISPUTE_EVIDENCE_LIMITS.long, rows: 8 },
  uncategorized_text: {
    label: "The customer's messages and other evidence",
    limit: DISPUTE_EVIDENCE_LIMITS.long,
    rows: 6,
  },
};

function EvidenceForm({ dispute, onSubmitted }: { dispute: DisputeDetail; onSubmitted: () => void }) {
  const toast = useToast();
  const editable = isAwaitingEvidence(dispute.status);
  const { register, handleSubmit, control, formState, failure } = useServerCheckedForm<DisputeEvidence>(
    // The form always holds every field, so the schema's defaults (for a partial request) never apply.
    disputeEvidenceSchema as unknown as z.ZodType<DisputeEvidence, DisputeEvidence>,
    dispute.evidence,
    DISPUTE_EVIDENCE_FIELDS,
  );
  const values = useWatch({ control });
  const submit = handleSubmit(async (evidence) => {
    failure.clear();
    try {
      const answer = await submitDisputeEvidence(dispute.id, evidence);
      toast({ title: answer.message });
      onSubmitted();
    } catch (error) {
      failure.show(error);
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Evidence">
      {failure.message && <p role="alert">{failure.message}</p>}
      {DISPUTE_EVIDENCE_FIELDS.map((field) => (
        <CountedTextAreaField
          key={field}
          label={FIELDS[field].label}
          error={formState.errors[field]?.message}
          length={(values[field] ?? "").length}
          limit={FIELDS[field].limit}
          rows={FIELDS[field].rows}
          readOnly={!editable}
          {...register(field)}
        />
      ))}
      {editable ? (
        <DialogFormActions
          onCancel={onSubmitted}
          isSubmitting={formState.isSubmitting}
          submitLabel="Submit evidence to Stripe"
          submittingLabel="Submitting..."
        />
      ) : (
        <p>
          {dispute.evidenceSubmittedAt
            ? `Evidence submitted ${formatDateTime(dispute.evidenceSubmittedAt)}.`
            : "Stripe takes no evidence for this dispute now."}
        </p>
      )}
    </form>
  );
}

/**
 * One dispute: its facts and its evidence, prepared from the order's records while Stripe waits for
 * it, for the admin to edit and submit (checked against Stripe's limits first).
 */
export function DisputeEvidenceDialog({ disputeId, onClose }: { disputeId: string; onClose: () => void }) {
  const { data } = useApiQuery(disputePath(disputeId), (signal) => fetchDispute(disputeId, signal));
  const title = data ? `Dispute: ${formatCents(data.amountCents)}, ${data.reason}` : "Dispute";
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={
        data?.evidenceDueBy
          ? `${data.statusLabel}. Stripe needs the evidence by ${formatDateTime(data.evidenceDueBy)}.`
          : data?.statusLabel
      }
    >
      {data ? <EvidenceForm dispute={data} onSubmitted={onClose} /> : <LoadingText>Loading the dispute...</LoadingText>}
    </Dialog>
  );
}
