import { useState } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import {
  adminOrderPath,
  CANCEL_REASON_REQUIRED,
  SETTLING_ID_REQUIRED,
  settledBy,
  formatDateTime,
  movesMoney,
  type FailedMailOperation,
  type FollowUpOperation,
  type StuckOrderOperation,
} from "@songs/domain";
import { failureMessage } from "../../api/ApiError";
import { Button } from "../../ui/Button";
import { ActionRow } from "../../ui/layout";
import { RecordRow } from "../../ui/RecordRow";
import { NoteDialog } from "../../widgets/work/NoteDialog";
import { useToast } from "../../ui/toast/ToastProvider";
import { useRowAction } from "../../ui/useRowAction";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import { cancelFollowUp, retryFollowUp, sendMailAgain, settleFollowUp } from "./operationsApi";

const Row = styled(RecordRow)`
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const ErrorText = styled.dd`
  color: ${({ theme }) => theme.color.danger};
`;

/** A term and its value, left out when there is no value. */
function OptionalFact({ term, value }: { term: string; value: string | null }) {
  if (!value) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

const when = (iso: string | null, none: string) => (iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : none);

/** What a refused action says: the server's reason (a 409 once the follow-up is done), or that it did not go through. */
const failureWords = (error: unknown) => failureMessage(error, "That did not go through. Please try again.");

/**
 * A row's button action: busy while it runs, a toast with what came of it (or the server's reason
 * for refusing), and the lists read again either way.
 */
function useOperationAction(id: string, onChanged: () => void) {
  const { busyId, run } = useRowAction();
  const act = (request: () => Promise<{ title: string; failed?: boolean }>) =>
    run(id, request, {
      done: ({ title, failed }) => {
        onChanged();
        return { title, variant: failed ? "destructive" : "success" };
      },
      failed: (error) => {
        onChanged();
        return { title: failureWords(error), variant: "destructive" };
      },
    });
  return { busy: busyId !== null, act };
}

/** A follow-up failing or overdue: what, for which order, due when, tries, last error and next try; Retry now and Cancel (with a reason). */
export function FollowUpRow({ item, onChanged }: { item: FollowUpOperation; onChanged: () => void }) {
  const toast = useToast();
  const { busy, act } = useOperationAction(item.id, onChanged);
  const [isCancelling, setCancelling] = useState(false);
  const [isSettling, setSettling] = useState(false);
  // A refund, a share's transfer or its reversal made in Stripe's dashboard is recorded by its id.
  const settling = settledBy(item.kind);
  const retry = () =>
    act(async () => {
      const answer = await retryFollowUp(item.id);
      return { title: answer.message, failed: answer.outcome === "still_failing" };
    });
  return (
    <Row aria-label={`${item.label} for order ${item.orderId}`}>
      <h4>{item.label}</h4>
      <Facts>
        <dt>{item.aboutOrder ? "Order" : "About"}</dt>
        <dd>{item.aboutOrder ? <Link to={adminOrderPath(item.orderId)}>{item.orderId}</Link> : item.orderId}</dd>
        <dt>Due</dt>
        <dd>{when(item.dueAt, "Not set")}</dd>
        <dt>Tries</dt>
        <dd>{item.tries}</dd>
        <dt>Last error</dt>
        {item.lastError ? <ErrorText>{item.lastError}</ErrorText> : <dd>None</dd>}
        <dt>Next try</dt>
        <dd>{item.state === "failed" ? "Only when retried here" : when(item.nextTryAt, "At the next sweep")}</dd>
      </Facts>
      <ActionRow>
        <Button size="sm" disabled={busy} onClick={() => void retry()}>
          {busy ? "Retrying..." : "Retry now"}
          <VisuallyHidden>
            {" "}
            {item.label.toLowerCase()} for order {item.orderId}
          </VisuallyHidden>
        </Button>
        {settling && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setSettling(true)}>
            Record {settling.object}
            <VisuallyHidden> made in Stripe for order {item.orderId}</VisuallyHidden>
          </Button>
        )}
        {/* Money is never cancelled away: a refund or transfer is retried, or recorded as made in Stripe. */}
        {!movesMoney(item.kind) && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setCancelling(true)}>
            Cancel
            <VisuallyHidden>
              {" "}
              {item.label.toLowerCase()} for order {item.orderId}
            </VisuallyHidden>
          </Button>
        )}
      </ActionRow>
      {isSettling && settling && (
        <NoteDialog
          title={`Record a ${settling.object} made in Stripe`}
          description={`The ${settling.object} made in Stripe's dashboard for order ${item.orderId} closes "${item.label}" once Stripe confirms it is this order's.`}
          label={`Stripe ${settling.object} id (${settling.prefix}...)`}
          requiredMessage={SETTLING_ID_REQUIRED}
          submitLabel={`Record the ${settling.object}`}
          submittingLabel="Checking with Stripe..."
          onClose={() => setSettling(false)}
          onSubmit={async (stripeId) => {
            await settleFollowUp(item.id, stripeId);
            toast({ title: `Recorded: the ${settling.object} is on the order.`, variant: "success" });
            setSettling(false);
            onChanged();
          }}
        />
      )}
      {isCancelling && (
        <NoteDialog
          title="Cancel this follow-up"
          description={`"${item.label}" for order ${item.orderId} will not be done. The reason is kept in the order's history.`}
          label="Reason"
          requiredMessage={CANCEL_REASON_REQUIRED}
          submitLabel="Cancel the follow-up"
          submittingLabel="Cancelling..."
          onClose={() => setCancelling(false)}
          onSubmit={async (reason) => {
            await cancelFollowUp(item.id, reason);
            toast({ title: "Cancelled: the reason is in the order's history.", variant: "success" });
            setCancelling(false);
            onChanged();
          }}
        />
      )}
    </Row>
  );
}

/** An email whose delivery failed: to whom, what, the error and attempts; Send again. */
export function FailedMailRow({ item, onChanged }: { item: FailedMailOperation; onChanged: () => void }) {
  const { busy, act } = useOperationAction(item.id, onChanged);
  const send = () =>
    act(async () => ({
      title: (await sendMailAgain(item.id)) ? "Sending the email again." : "This email is being sent again already.",
    }));
  return (
    <Row aria-label={`Email to ${item.to}: ${item.subject}`}>
      <h4>{item.subject || "(no subject)"}</h4>
      <Facts>
        <dt>To</dt>
        <dd>{item.to}</dd>
        <dt>Error</dt>
        {item.error ? <ErrorText>{item.error}</ErrorText> : <dd>Not given</dd>}
        <dt>Attempts</dt>
        <dd>{item.attempts}</dd>
        <dt>Failed</dt>
        <dd>{when(item.failedAt, "Unknown")}</dd>
        <OptionalFact term="Order" value={item.orderId} />
      </Facts>
      <ActionRow>
        <Button size="sm" disabled={busy} onClick={() => void send()}>
          {busy ? "Sending..." : "Send again"}
          <VisuallyHidden> the email to {item.to}</VisuallyHidden>
        </Button>
      </ActionRow>
    </Row>
  );
}

/** A stuck order: which, since when, and what it waits on. */
export function StuckOrderRow({ item, sinceLabel }: { item: StuckOrderOperation; sinceLabel: string }) {
  return (
    <Row aria-label={`Order ${item.orderId}`}>
      <h4>{item.recipientName ? `Order for ${item.recipientName}` : `Order ${item.orderId}`}</h4>
      <Facts>
        <dt>Order</dt>
        <dd>{item.orderId}</dd>
        <dt>{sinceLabel}</dt>
        <dd>{when(item.since, "Unknown")}</dd>
        <OptionalFact term="Details" value={item.detail} />
      </Facts>
    </Row>
  );
}
