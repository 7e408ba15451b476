import { useId } from "react";
import styled from "styled-components";
import { Link } from "react-router-dom";
import {
  CUSTOMER_WORK_PROGRESS_LABELS,
  formatCents,
  formatLongDate,
  instrumentalTitle,
  MESSAGES,
  occasionLabel,
  orderNewsText,
  packageLabel,
  type OrderView,
} from "@songs/domain";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { Tag, Tags } from "../ui/Tag";
import { ArtistChoicePrompt } from "./ArtistChoicePrompt";
import { AudioFileControls, type AudioFileActions } from "./AudioFileControls";
import { LyricsPanel } from "./LyricsPanel";
import { ShippingPanel } from "./ShippingPanel";
import { above } from "../ui/theme";
import { ShareControls } from "./ShareControls";
import { StatusBadge } from "../widgets/orders/StatusBadge";
import { songTitle } from "./orderText";
import { MutedText } from "../ui/MutedText";
import { ActionRow } from "../ui/layout";

const OrderArticle = styled(Card)`
  gap: ${({ theme }) => theme.space.md};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The files and the lyrics: side by side from tablet width, the lyrics under the files on a phone. */
const Delivered = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  ${above.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Files = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const FileRow = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

export interface OrderCardProps extends AudioFileActions {
  uid: string;
  order: OrderView;
  isOffline: boolean;
  /** Which of the order's files are saved on this device. */
  isSongSaved: boolean;
  isInstrumentalSaved: boolean;
  /** The review was sent from this screen (so it is certainly still waiting for approval). */
  isReviewPending: boolean;
  onViewDetails: () => void;
  onLeaveReview: () => void;
  onRequestRevision: () => void;
  onChange: (order: OrderView) => void;
}

/**
 * One order on the dashboard: what it is, its status, and what the customer can do with it. A
 * completed order offers its song and instrumental (play, download, offline replay), its lyrics
 * beside them, sharing, a revision and a review; its physical items say where they are. Actions
 * that need the network are disabled offline with a note saying so.
 */
export function OrderCard(props: OrderCardProps) {
  const { uid, order, isOffline, isSongSaved, isInstrumentalSaved, isReviewPending } = props;
  const offlineNoteId = useId();
  const isCompleted = order.status === "completed";
  const canUseSong = isCompleted && order.hasSong;
  const needsNetwork = { disabled: isOffline, "aria-describedby": isOffline ? offlineNoteId : undefined };
  const title = songTitle(order);
  const fulfilment = order.fulfilment;
  const files = {
    uid,
    order,
    isOffline,
    describedBy: needsNetwork["aria-describedby"],
    onDownload: props.onDownload,
    onSaveOffline: props.onSaveOffline,
    onStream: props.onStream,
    onRemove: props.onRemove,
  };

  return (
    <OrderArticle aria-label={title}>
      <Header>
        <h3>{title}</h3>
        <StatusBadge status={order.status} />
      </Header>
      <Tags values={order.news.map(orderNewsText)} label="What's new" />
      <MutedText>
        {occasionLabel(order.occasion)} · {packageLabel(order.package)} · {formatCents(order.totalCents)} · Ordered{" "}
        {formatLongDate(order.createdAt)}
      </MutedText>
      {order.work?.artist && (
        <MutedText>
          Made by <Link to={`/artists/${encodeURIComponent(order.work.artist.id)}`}>{order.work.artist.name}</Link> ·{" "}
          {CUSTOMER_WORK_PROGRESS_LABELS[order.work.progress]}
        </MutedText>
      )}
      {fulfilment && fulfilment.deliverables.length > 2 && (
        <MutedText>Includes: {fulfilment.deliverables.map((item) => item.label).join(", ")}</MutedText>
      )}
      {order.work?.awaitingChoice && <ArtistChoicePrompt order={order} onChange={props.onChange} />}
      <Badges>
        {order.revisionRequested && <Tag>{MESSAGES.revisionRequested}</Tag>}
        {order.hasReview && <Tag>{isReviewPending ? "Review pending approval" : "Reviewed"}</Tag>}
        {canUseSong && isSongSaved && <Tag>Available offline</Tag>}
      </Badges>

      {canUseSong && (
        <Delivered>
          <Files>
            <FileRow aria-label={`${title}: song`}>
              <h4>Song</h4>
              <AudioFileControls {...files} item="song" title={title} isSaved={isSongSaved} />
            </FileRow>
            {fulfilment?.hasInstrumental && (
              <FileRow aria-label={`${title}: instrumental version`}>
                <h4>Instrumental version</h4>
                <AudioFileControls
                  {...files}
                  item="instrumental"
                  title={instrumentalTitle(title)}
                  isSaved={isInstrumentalSaved}
                />
              </FileRow>
            )}
          </Files>
          {fulfilment?.lyrics && <LyricsPanel orderId={order.id} title={title} lyrics={fulfilment.lyrics} />}
        </Delivered>
      )}

      <ShippingPanel order={order} isOffline={isOffline} onChange={props.onChange} />

      <ActionRow>
        <Button variant="outline" size="sm" onClick={props.onViewDetails}>
          View Details
        </Button>
        {isCompleted && !order.revisionRequested && (
          <Button variant="ghost" size="sm" {...needsNetwork} onClick={props.onRequestRevision}>
            Request Revision
          </Button>
        )}
        {isCompleted && !order.hasReview && (
          <Button variant="ghost" size="sm" {...needsNetwork} onClick={props.onLeaveReview}>
            Leave a Review
          </Button>
        )}
      </ActionRow>
      {canUseSong && (
        <ShareControls
          uid={uid}
          order={order}
          isSongSaved={isSongSaved}
          isOffline={isOffline}
          describedBy={needsNetwork["aria-describedby"]}
          onChange={props.onChange}
        />
      )}
      {isOffline && isCompleted && <MutedText id={offlineNoteId}>Needs a connection</MutedText>}
    </OrderArticle>
  );
}
