import { useState } from "react";
import { formatCents, formatDateTime, type DisputeView } from "@songs/domain";
import { Button } from "../../ui/Button";
import { RecordRow } from "../../ui/RecordRow";
import { DisputeEvidenceDialog } from "./DisputeEvidenceDialog";

/** A dispute's row (a list item): its facts (amount, reason, status, Stripe's deadline) and the button that opens its evidence. */
export function DisputeRow({ dispute, onChanged }: { dispute: DisputeView; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <RecordRow>
      <dl>
        <dt>Amount</dt>
        <dd>{formatCents(dispute.amountCents)}</dd>
        <dt>Reason</dt>
        <dd>{dispute.reason}</dd>
        <dt>Status</dt>
        <dd>{dispute.statusLabel}</dd>
        <dt>Evidence due</dt>
        <dd>
          {dispute.evidenceDueBy ? (
            <time dateTime={dispute.evidenceDueBy}>{formatDateTime(dispute.evidenceDueBy)}</time>
          ) : (
            "—"
          )}
        </dd>
        <dt>Order</dt>
        <dd>{dispute.orderId ?? `No order (charge ${dispute.chargeId})`}</dd>
        {dispute.shareDecision && (
          <>
            <dt>Artist's share</dt>
            <dd>{dispute.shareDecision === "platform_bears" ? "Kept (the platform bears it)" : "Reversed"}</dd>
          </>
        )}
      </dl>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Review evidence
      </Button>
      {open && (
        <DisputeEvidenceDialog
          disputeId={dispute.id}
          onClose={() => {
            setOpen(false);
            onChanged();
          }}
        />
      )}
    </RecordRow>
  );
}
