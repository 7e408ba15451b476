import styled from "styled-components";
import {
  addOnLabel,
  commandApplies,
  formatCents,
  formatDateTime,
  genreLabel,
  MESSAGES,
  occasionLabel,
  packageLabel,
  statusLabel,
  type AdminOrderDetails,
  type ShippingAddressView,
} from "@songs/domain";
import { lifecyclePhase } from "./lifecyclePhase";
import { StatusBadge } from "../../ui/StatusBadge";
import { detailsList } from "../../ui/mixins";
import { Dialog } from "../../ui/Dialog";
import { LoadingText } from "../../ui/LoadingText";
import { AssignArtistControl } from "./AssignArtistControl";
import { OrderStatusControl } from "./OrderStatusControl";
import { SongPreviewControl } from "./SongPreviewControl";
import { SongUploadControl, type SongUploadTarget } from "../../ui/SongUploadControl";
import { QuestionThreadPanel } from "../../ui/QuestionThreadPanel";
import { adminQuestionsPath, completeSongUpload, requestSongUpload } from "./adminOrdersApi";

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h3 { font-size: ${({ theme }) => theme.fontSize.md}; margin: 0 0 ${({ theme }) => theme.space.sm}; }
  p { margin: 0 0 ${({ theme }) => theme.space.xs}; white-space: pre-wrap; overflow-wrap: break-word; }
`;

const Facts = styled.dl`
  ${detailsList("max-content minmax(0, 1fr)")}
`;

const History = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  li { margin-bottom: ${({ theme }) => theme.space.xs}; }
`;

/** The history's reasons in words; an unknown one shows as stored. */
const REASONS: Record<string, string> = {
  paid: "paid",
  song_delivered: "song delivered",
  refunded: "payment refunded",
  refunded_in_stripe: "refunded in Stripe",
  refund_failed: "refund refused by Stripe",
  artist_accepted: "artist accepted",
  artist_assigned: "artist assigned",
  offer_declined: "offer declined",
  offer_lapsed: "offer lapsed",
  another_artist: "customer chose another artist",
  song_submitted: "song submitted to the song check",
  song_sent_back: "sent back from the song check",
  revision_requested: "revision requested",
  unclaimed_alert: "admins alerted: unclaimed",
  due_reminder: "artist reminded of the due date",
  overdue_alert: "admins alerted: overdue",
};

/** A history entry's status part: the move, or the status it stayed in. */
const statusMove = (from: string, to: string) => (from && from !== to ? `${statusLabel(from)} → ${statusLabel(to)}` : statusLabel(to));

/** An admin's upload delivers the song directly, as the spec says. */
const adminDelivery = (orderId: string): SongUploadTarget => ({
  request: (file) => requestSongUpload(orderId, file),
  complete: async (uploadId) => {
    const result = await completeSongUpload(orderId, uploadId);
    return { message: result.message, warning: result.message !== MESSAGES.songUploaded };
  },
});

function addressLines(address: ShippingAddressView): string[] {
  const cityLine = [address.city, address.state, address.postalCode].filter(Boolean).join(", ");
  return [address.name, address.line1, address.line2, cityLine, address.country].filter((line): line is string => Boolean(line));
}

function OrderDetailsContent({ order, onChanged, onSongUploaded }: { order: AdminOrderDetails; onChanged: (order: AdminOrderDetails) => void; onSongUploaded: () => void }) {
  return (
    <>
      <Facts>
        <dt>Order</dt>
        <dd>{order.id}</dd>
        <dt>Placed</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </dd>
        <dt>Customer</dt>
        <dd>
          {order.customerName ?? "—"}
          {order.customerEmail && <> ({order.customerEmail})</>}
        </dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={order.status} />
        </dd>
        <dt>Recipient</dt>
        <dd>{order.recipientName}</dd>
        <dt>Occasion</dt>
        <dd>{occasionLabel(order.occasion)}</dd>
        <dt>Genre</dt>
        <dd>{genreLabel(order.genre)}</dd>
        <dt>Artist</dt>
        <dd>{order.artistName ?? "Any artist"}</dd>
        <dt>Package</dt>
        <dd>{packageLabel(order.package)}</dd>
        <dt>Add-ons</dt>
        <dd>{order.addOns.length > 0 ? order.addOns.map(addOnLabel).join(", ") : "None"}</dd>
        <dt>Total</dt>
        <dd>
          {formatCents(order.totalCents)}
          {order.refundedCents > 0 && <> ({formatCents(order.refundedCents)} refunded)</>}
        </dd>
      </Facts>

      <Section>
        <h3>Story</h3>
        <p>{order.story}</p>
        <h3>Key moments</h3>
        <p>{order.keyMoments || "None given"}</p>
      </Section>

      {order.shippingAddress && (
        <Section>
          <h3>Shipping address</h3>
          <address>
            {addressLines(order.shippingAddress).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </address>
        </Section>
      )}

      <Section>
        <h3>Song</h3>
        {order.song ? (
          <>
            <p>
              Version {order.song.version}
              {order.song.uploadedAt && <>, uploaded <time dateTime={order.song.uploadedAt}>{formatDateTime(order.song.uploadedAt)}</time></>}
            </p>
            <SongPreviewControl key={order.song.version} orderId={order.id} title={`Song for ${order.recipientName}`} />
          </>
        ) : (
          <p>No song uploaded yet.</p>
        )}
        {commandApplies("deliver", lifecyclePhase(order)) && <SongUploadControl target={adminDelivery(order.id)} onUploaded={onSongUploaded} />}
      </Section>

      <Section>
        <h3>Artist</h3>
        <AssignArtistControl order={order} onChanged={onChanged} />
      </Section>

      <Section>
        <h3>Change status</h3>
        <OrderStatusControl order={order} onChanged={onChanged} />
      </Section>

      <Section>
        <h3>Revision requests</h3>
        {order.revisions.length === 0 ? (
          <p>No revision requests.</p>
        ) : (
          <History aria-label="Revision requests">
            {order.revisions.map((revision) => (
              <li key={revision.requestedAt}>
                <time dateTime={revision.requestedAt}>{formatDateTime(revision.requestedAt)}</time>: {revision.note}
                {revision.resolvedAt ? ` (resolved by version ${revision.resolvedByVersion ?? "?"})` : " (open)"}
              </li>
            ))}
          </History>
        )}
      </Section>

      <Section>
        <h3>Status history</h3>
        {order.statusHistory.length === 0 ? (
          <p>No changes recorded yet.</p>
        ) : (
          <History aria-label="Status history">
            {order.statusHistory.map((change) => (
              <li key={change.createdAt + change.to}>
                <time dateTime={change.createdAt}>{formatDateTime(change.createdAt)}</time>: {statusMove(change.from, change.to)}
                {change.changedByEmail && <> by {change.changedByEmail}</>}
                {change.reason && <> ({REASONS[change.reason] ?? change.reason})</>}
              </li>
            ))}
          </History>
        )}
      </Section>

      {(order.refunds.length > 0 || order.pendingRefund) && (
        <Section>
          <h3>Refunds</h3>
          {order.pendingRefund?.state === "requested" && <p>The refund of {formatCents(order.totalCents - order.refundedCents)} is on its way through Stripe.</p>}
          {order.pendingRefund?.state === "failed" && (
            <p role="alert">
              Stripe refused the refund: {order.pendingRefund.failure}. Refund the payment in Stripe's dashboard; it is recorded here by itself.
            </p>
          )}
          <History aria-label="Refunds">
            {order.refunds.map((refund) => (
              <li key={refund.refundedAt + refund.amountCents}>
                <time dateTime={refund.refundedAt}>{formatDateTime(refund.refundedAt)}</time>: {formatCents(refund.amountCents)}
                {refund.source === "cancellation" ? " on cancellation" : " in Stripe"}
              </li>
            ))}
          </History>
        </Section>
      )}

      <QuestionThreadPanel path={adminQuestionsPath(order.id)} headingLevel={3} />
    </>
  );
}

export interface OrderDetailsDialogProps {
  order: AdminOrderDetails | null;
  isLoading: boolean;
  onClose: () => void;
  onChanged: (order: AdminOrderDetails) => void;
  onSongUploaded: () => void;
}

/** The accessible details dialog of one order, with its fulfilment actions. */
export function OrderDetailsDialog({ order, isLoading, onClose, onChanged, onSongUploaded }: OrderDetailsDialogProps) {
  return (
    <Dialog open onClose={onClose} title={order ? `Order for ${order.recipientName}` : "Order details"}>
      {order ? (
        <OrderDetailsContent order={order} onChanged={onChanged} onSongUploaded={onSongUploaded} />
      ) : isLoading ? (
        <LoadingText>Loading order...</LoadingText>
      ) : (
        <p role="alert">{MESSAGES.adminOrdersLoadFailed}</p>
      )}
    </Dialog>
  );
}
