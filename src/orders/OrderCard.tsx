import { useId, useState } from "react";
import styled from "styled-components";
import { Link } from "react-router-dom";
import { CUSTOMER_WORK_PROGRESS_LABELS, formatCents, formatLongDate, MESSAGES, occasionLabel, packageLabel, type OrderView } from "@songs/domain";
import { PlayButton } from "../player/PlayButton";
import type { Track } from "../player/PlayerProvider";
import { usePlayer } from "../player/usePlayer";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { Tag } from "../ui/Tag";
import { ArtistChoicePrompt } from "./ArtistChoicePrompt";
import { SavedSongPlayer } from "./SavedSongPlayer";
import { ShareControls } from "./ShareControls";
import { StatusBadge } from "../ui/StatusBadge";
import { songTitle } from "./orderText";

const OrderArticle = styled(Card)`
  gap: ${({ theme }) => theme.space.md};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSize.lg}; }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface OrderCardProps {
  uid: string;
  order: OrderView;
  isOffline: boolean;
  isSongSaved: boolean;
  /** The review was sent from this screen (so it is certainly still waiting for approval). */
  isReviewPending: boolean;
  onViewDetails: () => void;
  onLeaveReview: () => void;
  onRequestRevision: () => void;
  onDownload: () => Promise<void>;
  onStream: () => Promise<string | null>;
  onRemoveSong: () => Promise<void>;
  onChange: (order: OrderView) => void;
}

/**
 * One order on the dashboard: what it is, its status, and what the customer can do with it. A
 * completed order offers download, offline replay, sharing, a revision and a review; actions that
 * need the network are disabled offline with a note saying so.
 */
export function OrderCard(props: OrderCardProps) {
  const { uid, order, isOffline, isSongSaved, isReviewPending } = props;
  const offlineNoteId = useId();
  const [busyAction, setBusyAction] = useState<"download" | "play" | "remove" | null>(null);
  const [streamUrl, setStreamUrl] = useState<string | null>(null);
  const isCompleted = order.status === "completed";
  const canUseSong = isCompleted && order.hasSong;
  const needsNetwork = { disabled: isOffline, "aria-describedby": isOffline ? offlineNoteId : undefined };
  const title = songTitle(order);
  const player = usePlayer();
  const streamedTrack = (src: string): Track => ({
    id: `order:${order.id}`,
    title,
    artist: order.artistName ?? undefined,
    artistId: order.artistId,
    src,
  });

  const playStream = async () => {
    const url = await props.onStream();
    if (!url) return;
    setStreamUrl(url);
    player.play(streamedTrack(url));
  };

  const run = async (action: "download" | "play" | "remove", work: () => Promise<void>) => {
    setBusyAction(action);
    try {
      await work();
    } finally {
      setBusyAction(null);
    }
  };

  return (
    <OrderArticle aria-label={title}>
      <Header>
        <h3>{title}</h3>
        <StatusBadge status={order.status} />
      </Header>
      <Meta>
        {occasionLabel(order.occasion)} · {packageLabel(order.package)} · {formatCents(order.totalCents)} · Ordered {formatLongDate(order.createdAt)}
      </Meta>
      {order.work?.artist && (
        <Meta>
          Made by <Link to={`/artists/${encodeURIComponent(order.work.artist.id)}`}>{order.work.artist.name}</Link> ·{" "}
          {CUSTOMER_WORK_PROGRESS_LABELS[order.work.progress]}
        </Meta>
      )}
      {order.work?.awaitingChoice && <ArtistChoicePrompt order={order} onChange={props.onChange} />}
      <Badges>
        {order.revisionRequested && <Tag>{MESSAGES.revisionRequested}</Tag>}
        {order.hasReview && <Tag>{isReviewPending ? "Review pending approval" : "Reviewed"}</Tag>}
        {canUseSong && isSongSaved && <Tag>Available offline</Tag>}
      </Badges>

      {canUseSong && isSongSaved && (
        <SavedSongPlayer uid={uid} orderId={order.id} title={title} artist={order.artistName ?? undefined} artistId={order.artistId} />
      )}
      {canUseSong && !isSongSaved && streamUrl && (
        <div>
          <PlayButton track={streamedTrack(streamUrl)} />
        </div>
      )}

      <Actions>
        <Button variant="outline" size="sm" onClick={props.onViewDetails}>
          View Details
        </Button>
        {canUseSong && (
          <Button size="sm" {...needsNetwork} disabled={isOffline || busyAction !== null} onClick={() => void run("download", props.onDownload)}>
            {busyAction === "download" ? "Downloading..." : "Download"}
          </Button>
        )}
        {canUseSong && !isSongSaved && !streamUrl && (
          <Button
            variant="secondary"
            size="sm"
            {...needsNetwork}
            disabled={isOffline || busyAction !== null}
            onClick={() => void run("play", playStream)}
          >
            Play
          </Button>
        )}
        {canUseSong && isSongSaved && (
          <Button variant="ghost" size="sm" disabled={busyAction !== null} onClick={() => void run("remove", props.onRemoveSong)}>
            Remove from this device
          </Button>
        )}
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
      </Actions>
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
      {isOffline && isCompleted && <Note id={offlineNoteId}>Needs a connection</Note>}
    </OrderArticle>
  );
}
