import styled from "styled-components";
import {
  addOnLabel,
  commandApplies,
  formatCents,
  formatDateTime,
  genreLabel,
  MAKER_LABELS,
  MESSAGES,
  occasionLabel,
  packageLabel,
  statusLabel,
  type AdminOrderDetails,
} from "@songs/domain";
import { ButtonLink } from "../../ui/Button";
import { lifecyclePhase } from "./lifecyclePhase";
import { HandInForm, type HandInTarget } from "../../widgets/work/HandInForm";
import { LyricsText } from "../../widgets/lyrics/LyricsText";
import { PostalAddressLines } from "../../widgets/orders/PostalAddressLines";
import { ShipmentControls } from "../shipping/ShipmentControls";
import { OrderStatus } from "../../widgets/orders/OrderStatus";
import { detailsList } from "../../ui/mixins";
import { Dialog } from "../../ui/Dialog";
import { LoadingText } from "../../ui/LoadingText";
import { AssignArtistControl } from "./AssignArtistControl";
import { OrderStatusControl } from "./OrderStatusControl";
import { RefundAgainControl } from "./RefundAgainControl";
import { SongPreviewControl } from "./SongPreviewControl";
import { QuestionThreadPanel } from "../../widgets/questions/QuestionThreadPanel";
import { OrderDisputes } from "../disputes/OrderDisputes";
import { adminQuestionsPath, completeSongUpload, releaseAdminsSong, requestSongUpload } from "./adminOrdersApi";
import { OrderSection } from "../../widgets/orders/OrderSection";

const Facts = styled.dl`
  ${detailsList("max-content minmax(0, 1fr)")}
`;

const History = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

/** The history's reasons in words; an unknown one shows as stored. */
const REASONS: Record<string, string> = {
  paid: "paid",
  song_released: "song delivered",
  refunded: "payment refunded",
  refunded_in_stripe: "refunded in Stripe",
  refund_failed: "refund refused by Stripe",
  artist_accepted: "artist accepted",
  artist_assigned: "artist assigned",
  address_changed: "shipping address changed by the customer",
  lyrics_print_made: "print sent to the print shop",
  lyrics_print_shipped: "print shipped",
  lyrics_print_delivered: "print delivered",
  lyrics_print_refunded: "print refunded",
  cd_made: "CD burned",
  cd_shipped: "CD shipped",
  cd_delivered: "CD delivered",
  cd_refunded: "CD refunded",
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
const statusMove = (from: string, to: string) =>
  from && from !== to ? `${statusLabel(from)} → ${statusLabel(to)}` : statusLabel(to);

/** An admin's upload delivers the song (with every other owed item) directly, as the spec says. */
const adminDelivery = (orderId: string): HandInTarget => ({
  requestUpload: (file, item) => requestSongUpload(orderId, file, item),
  completeUpload: (uploadId) => completeSongUpload(orderId, uploadId),
  handIn: async (lyrics) => {
    const result = await releaseAdminsSong(orderId, lyrics);
    return { message: result.message, warning: result.message !== MESSAGES.songUploaded };
  },
});

interface ContentProps {
  order: AdminOrderDetails;
  onChanged: (order: AdminOrderDetails) => void;
  onSongUploaded: () => void;
  /** Reads the order again without leaving the dialog's content (a file uploaded, an item moved on). */
  onRefresh: () => void;
}

function OrderDetailsContent({ order, onChanged, onSongUploaded, onRefresh }: ContentProps) {
  const { fulfilment } = order;
  return (
    <>
      <Facts>
        <dt>Order</dt>
        <dd>
          {order.number} <small>({order.id})</small>
        </dd>
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
          <OrderStatus said={order.said} />
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

      <OrderSection>
        <h3>Story</h3>
        <p>{order.story}</p>
        <h3>Key moments</h3>
        <p>{order.keyMoments || "None given"}</p>
      </OrderSection>

      {order.shippingAddress && (
        <OrderSection>
          <h3>Shipping address</h3>
          <PostalAddressLines address={order.shippingAddress} />
        </OrderSection>
      )}

      <OrderSection>
        <h3>What the order owes</h3>
        <p>
          {fulfilment.deliverables
            .map((item) => `${item.label} (${MAKER_LABELS[item.maker].toLowerCase()}${item.ships ? ", ships" : ""})`)
            .join(", ")}
        </p>
      </OrderSection>

      <OrderSection>
        <h3>Song</h3>
        {order.song ? (
          <>
            <p>
              Version {order.song.version}
              {order.song.uploadedAt && (
                <>
                  , uploaded <time dateTime={order.song.uploadedAt}>{formatDateTime(order.song.uploadedAt)}</time>
                </>
              )}
            </p>
            <SongPreviewControl key={order.song.version} orderId={order.id} title={`Song for ${order.recipientName}`} />
            {fulfilment.instrumental && (
              <SongPreviewControl
                key={`instrumental-${order.song.version}`}
                orderId={order.id}
                item="instrumental"
                title={`Instrumental for ${order.recipientName}`}
              />
            )}
          </>
        ) : fulfilment.handIn.versions.some((version) => version.item === "song") ? (
          <p>Not delivered to the customer yet: the versions handed in are listed below.</p>
        ) : (
          <p>No song handed in yet.</p>
        )}
        {fulfilment.lyrics && (
          <LyricsText lyrics={fulfilment.lyrics} label={`Lyrics of the song for ${order.recipientName}`} />
        )}
        {commandApplies("release", lifecyclePhase(order)) && (
          <HandInForm
            key={order.song?.version ?? 0}
            view={fulfilment.handIn}
            target={adminDelivery(order.id)}
            handInLabel="Deliver to Customer"
            handingInLabel="Delivering..."
            verb="deliver"
            onUploaded={onRefresh}
            onHandedIn={onSongUploaded}
          />
        )}
      </OrderSection>

      {fulfilment.shipments.length > 0 && (
        <OrderSection>
          <h3>Shipping</h3>
          <ShipmentControls
            orderId={order.id}
            recipientName={order.recipientName}
            shipments={fulfilment.shipments}
            isReleased={order.status === "completed" && order.song !== null}
            allowRefund={order.status !== "cancelled" && order.status !== "pending"}
            onChanged={onRefresh}
          />
          {fulfilment.lyrics && (
            <ButtonLink variant="outline" size="sm" to={`/admin/shipping/${encodeURIComponent(order.id)}/sheet`}>
              Print the Lyrics Sheet
            </ButtonLink>
          )}
        </OrderSection>
      )}

      <OrderSection>
        <h3>Artist</h3>
        <AssignArtistControl order={order} onChanged={onChanged} />
      </OrderSection>

      <OrderSection>
        <h3>Change status</h3>
        <OrderStatusControl order={order} onChanged={onChanged} />
      </OrderSection>

      <OrderSection>
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
      </OrderSection>

      <OrderSection>
        <h3>Status history</h3>
        {order.statusHistory.length === 0 ? (
          <p>No changes recorded yet.</p>
        ) : (
          <History aria-label="Status history">
            {order.statusHistory.map((change) => (
              <li key={change.createdAt + change.to}>
                <time dateTime={change.createdAt}>{formatDateTime(change.createdAt)}</time>:{" "}
                {statusMove(change.from, change.to)}
                {change.changedByEmail && <> by {change.changedByEmail}</>}
                {change.reason && <> ({REASONS[change.reason] ?? change.reason})</>}
              </li>
            ))}
          </History>
        )}
      </OrderSection>

      {(order.refunds.length > 0 || order.pendingRefund || order.refundOwed) && (
        <OrderSection>
          <h3>Refunds</h3>
          {order.refundOwed && <RefundAgainControl order={order} onChanged={onChanged} />}
          {order.pendingRefund?.state === "requested" && (
            <p>The refund of {formatCents(order.totalCents - order.refundedCents)} is on its way through Stripe.</p>
          )}
          {order.pendingRefund?.state === "failed" && (
            <p role="alert">
              Stripe refused the refund: {order.pendingRefund.failure}. Refund the payment in Stripe's dashboard; it is
              recorded here by itself.
            </p>
          )}
          <History aria-label="Refunds">
            {order.refunds.map((refund) => (
              <li key={refund.refundedAt + refund.amountCents}>
                <time dateTime={refund.refundedAt}>{formatDateTime(refund.refundedAt)}</time>:{" "}
                {formatCents(refund.amountCents)}
                {refund.source === "cancellation"
                  ? " on cancellation"
                  : refund.source === "item"
                    ? " for an item that will not ship"
                    : " in Stripe"}
              </li>
            ))}
          </History>
        </OrderSection>
      )}

      <OrderSection>
        <OrderDisputes orderId={order.id} />
      </OrderSection>

      <QuestionThreadPanel path={adminQuestionsPath(order.id)} headingLevel={3} />
    </>
  );
}

export interface AdminOrderDialogProps {
  order: AdminOrderDetails | null;
  isLoading: boolean;
  onClose: () => void;
  onChanged: (order: AdminOrderDetails) => void;
  onSongUploaded: () => void;
  onRefresh: () => void;
}

/** The accessible details dialog of one order, with its fulfilment actions. */
export function AdminOrderDialog({
  order,
  isLoading,
  onClose,
  onChanged,
  onSongUploaded,
  onRefresh,
}: AdminOrderDialogProps) {
  return (
    <Dialog open onClose={onClose} title={order ? `Order for ${order.recipientName}` : "Order details"}>
      {order ? (
        <OrderDetailsContent
          order={order}
          onChanged={onChanged}
          onSongUploaded={onSongUploaded}
          onRefresh={onRefresh}
        />
      ) : isLoading ? (
        <LoadingText>Loading order...</LoadingText>
      ) : (
        <p role="alert">{MESSAGES.adminOrdersLoadFailed}</p>
      )}
    </Dialog>
  );
}
