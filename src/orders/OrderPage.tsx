import { useEffect, useId, useRef, useState } from "react";
import { Link, useParams } from "react-router-dom";
import styled from "styled-components";
import {
  addOnLabel,
  formatCents,
  formatDateTime,
  formatLongDate,
  genreLabel,
  instrumentalTitle,
  MESSAGES,
  occasionLabel,
  orderNewsText,
  packageLabel,
  type AudioItemKey,
  type OrderView,
} from "@songs/domain";
import { useSession } from "../auth/SessionProvider";
import { useOnlineStatus } from "../api/onlineStatus";
import { savedFileKey } from "../offline/songStore";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { MutedText } from "../ui/MutedText";
import { PageHead } from "../ui/PageHead";
import { Tag, Tags } from "../ui/Tag";
import { ActionRow, Container, Section } from "../ui/layout";
import { detailsList } from "../ui/mixins";
import { useToast } from "../ui/toast/ToastProvider";
import { OrderStatus } from "../widgets/orders/OrderStatus";
import { ArtistChoicePrompt } from "./ArtistChoicePrompt";
import { AudioFileControls } from "./AudioFileControls";
import { GiftDelivery } from "./GiftDelivery";
import { LyricsPanel } from "./LyricsPanel";
import { OrderQuestions } from "./OrderQuestions";
import { OrdersReadState } from "./OrdersReadState";
import { ReviewDialog } from "./ReviewDialog";
import { RevisionDialog } from "./RevisionDialog";
import { ShareControls } from "./ShareControls";
import { ShippingPanel } from "./ShippingPanel";
import { markOrderSeen } from "./ordersApi";
import { songTitle } from "./orderText";
import { useDashboardOrders } from "./useDashboardOrders";
import { useSavedSongs } from "./useSavedSongs";
import { useSongActions } from "./useSongActions";

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
`;

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
`;

const Heading = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const Part = styled(Card).attrs({ as: "section" })`
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

/** The lyrics behind a control: a long song's words would push sharing and the rest far down. */
const LyricsToggle = styled.details`
  summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
    cursor: pointer;
  }
`;

const Details = styled.dl`
  ${detailsList("minmax(7rem, auto) minmax(0, 1fr)")}
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    white-space: pre-wrap;
  }
`;

/** One label and value; `display: contents` keeps the pair in the list's grid. */
const Row = styled.div`
  display: contents;
`;

const History = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  li + li {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

/**
 * `/dashboard/orders/:orderId` (every email's link): one order on a page of its own, the address
 * kept. Its status first, then the song (player, download, offline copy), the lyrics behind a
 * control, sharing, the gift, questions, the review and what was ordered. Read from the dashboard's
 * orders, so an order the device saved opens offline too; Back returns to the list.
 */
export default function OrderPage() {
  const { user } = useSession();
  if (!user) return null; // The route's guard only renders this screen for a signed-in user.
  return <CustomerOrder uid={user.uid} displayName={user.displayName ?? ""} />;
}

function CustomerOrder({ uid, displayName }: { uid: string; displayName: string }) {
  const orderId = useParams().orderId ?? "";
  const isOnline = useOnlineStatus();
  const { orders, isOfflineWithoutCopy, reload, updateOrder } = useDashboardOrders(uid);
  const isOffline = !isOnline || (orders.status === "ready" && orders.source === "device");
  const order = orders.status === "ready" ? orders.orders.find((each) => each.id === orderId) : undefined;
  useSeenOnOpen(order, isOffline, updateOrder);

  return (
    <Section as="div">
      <Container>
        <Page>
          <Back to="/dashboard">← All your orders</Back>
          <OrdersReadState
            orders={orders}
            isOffline={isOffline}
            isOfflineWithoutCopy={isOfflineWithoutCopy}
            onRetry={reload}
            what="this order"
          />
          {orders.status === "ready" && !order && (
            <>
              <PageHead title="Order not found" />
              <ErrorText role="alert">{isOffline ? MESSAGES.orderLinkNotSaved : MESSAGES.orderLinkNotFound}</ErrorText>
            </>
          )}
          {order && (
            <OrderBody uid={uid} displayName={displayName} order={order} isOffline={isOffline} onChange={updateOrder} />
          )}
        </Page>
      </Container>
    </Section>
  );
}

function OrderBody({
  uid,
  displayName,
  order,
  isOffline,
  onChange,
}: {
  uid: string;
  displayName: string;
  order: OrderView;
  isOffline: boolean;
  onChange: (order: OrderView) => void;
}) {
  const toast = useToast();
  const songs = useSavedSongs(uid);
  const { download, saveOffline, stream } = useSongActions({ saveSong: songs.save, onChange });
  const [dialog, setDialog] = useState<"review" | "revision" | null>(null);
  const [isReviewedHere, setReviewedHere] = useState(false);
  const offlineNoteId = useId();
  const title = songTitle(order);
  const isCompleted = order.status === "completed";
  const canUseSong = isCompleted && order.hasSong;
  const fulfilment = order.fulfilment;
  const isSongSaved = songs.savedIds.has(savedFileKey(order.id, "song"));
  const needsNetwork = { disabled: isOffline, "aria-describedby": isOffline ? offlineNoteId : undefined };

  const removeFile = async (item: AudioItemKey) => {
    try {
      await songs.remove(savedFileKey(order.id, item));
    } catch {
      toast({
        title: `Couldn't remove the ${item === "song" ? "song" : "instrumental"} from this device. Please try again.`,
        variant: "destructive",
      });
    }
  };
  const files = {
    uid,
    order,
    isOffline,
    describedBy: needsNetwork["aria-describedby"],
    onDownload: (item: AudioItemKey) => download(order, item),
    onSaveOffline: (item: AudioItemKey) => saveOffline(order, item),
    onStream: (item: AudioItemKey) => stream(order, item),
    onRemove: removeFile,
  };

  return (
    <Article aria-label={title}>
      <PageHead title={title} />
      <Heading>
        <h1>{title}</h1>
        <MutedText>
          Order {order.number} · Ordered {formatLongDate(order.createdAt)}
        </MutedText>
        {order.work?.artist && (
          <MutedText>
            Made by <Link to={`/artists/${encodeURIComponent(order.work.artist.id)}`}>{order.work.artist.name}</Link>
          </MutedText>
        )}
      </Heading>
      <OrderStatus said={order.said} />
      <Tags values={order.news.map(orderNewsText)} label="What's new" />
      {order.work?.awaitingChoice && <ArtistChoicePrompt order={order} onChange={onChange} />}
      {isCompleted && (
        <ActionRow>
          {order.hasReview ? (
            <Tag>{isReviewedHere ? "Review pending approval" : "Reviewed"}</Tag>
          ) : (
            <Button variant="outline" size="sm" {...needsNetwork} onClick={() => setDialog("review")}>
              Leave a Review
            </Button>
          )}
          {!order.revisionRequested && (
            <Button variant="ghost" size="sm" {...needsNetwork} onClick={() => setDialog("revision")}>
              Request Revision
            </Button>
          )}
        </ActionRow>
      )}
      {isOffline && isCompleted && <MutedText id={offlineNoteId}>Needs a connection</MutedText>}

      {canUseSong && (
        <Part aria-label="Your song">
          <h2>Your song</h2>
          {isSongSaved && <Tag>Available offline</Tag>}
          <AudioFileControls {...files} item="song" title={title} isSaved={isSongSaved} />
          {fulfilment?.hasInstrumental && (
            <section aria-label={`${title}: instrumental version`}>
              <h3>Instrumental version</h3>
              <AudioFileControls
                {...files}
                item="instrumental"
                title={instrumentalTitle(title)}
                isSaved={songs.savedIds.has(savedFileKey(order.id, "instrumental"))}
              />
            </section>
          )}
          {fulfilment?.lyrics && (
            <LyricsToggle>
              <summary>Show the lyrics</summary>
              <LyricsPanel orderId={order.id} title={title} lyrics={fulfilment.lyrics} />
            </LyricsToggle>
          )}
          <ShareControls
            uid={uid}
            order={order}
            isSongSaved={isSongSaved}
            isOffline={isOffline}
            describedBy={needsNetwork["aria-describedby"]}
            onChange={onChange}
          />
        </Part>
      )}

      <ShippingPanel order={order} isOffline={isOffline} onChange={onChange} />
      <GiftDelivery order={order} isOffline={isOffline} />
      <div id="questions">
        <OrderQuestions uid={uid} orderId={order.id} />
      </div>

      <OrderFacts order={order} />

      {dialog === "review" && (
        <ReviewDialog
          order={order}
          defaultName={displayName}
          onClose={() => setDialog(null)}
          onReviewed={(reviewed) => {
            onChange(reviewed);
            setReviewedHere(true);
            setDialog(null);
          }}
        />
      )}
      {dialog === "revision" && (
        <RevisionDialog
          order={order}
          onClose={() => setDialog(null)}
          onRequested={(requested) => {
            onChange(requested);
            setDialog(null);
          }}
        />
      )}
    </Article>
  );
}

/** Everything the customer told us and what they paid, with the order's dates and revision history. */
function OrderFacts({ order }: { order: OrderView }) {
  const addOns = order.addOns.map(addOnLabel);
  const rows: [string, string][] = [
    ["Recipient", order.recipientName],
    ["Occasion", occasionLabel(order.occasion)],
    ["Genre", genreLabel(order.genre)],
    ["Artist", order.work?.artist?.name ?? order.artistName ?? "Matched by our team"],
    ["Package", packageLabel(order.package)],
    ["Add-ons", addOns.length > 0 ? addOns.join(", ") : "None"],
    ...(order.fulfilment && order.fulfilment.deliverables.length > 2
      ? [["Includes", order.fulfilment.deliverables.map((item) => item.label).join(", ")] satisfies [string, string]]
      : []),
    ["Story", order.story],
    ["Key moments", order.keyMoments || "None"],
    ["Total", formatCents(order.totalCents)],
    ["Ordered", formatLongDate(order.createdAt)],
  ];
  if (order.releasedAt) rows.push(["Delivered", formatLongDate(order.releasedAt)]);
  if (order.downloadedAt) rows.push(["First downloaded", formatLongDate(order.downloadedAt)]);

  return (
    <Part aria-label="Order details">
      <h2>What you ordered</h2>
      <Details>
        {rows.map(([label, value]) => (
          <Row key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Row>
        ))}
      </Details>
      <h3>Revision history</h3>
      {order.revisions.length === 0 ? (
        <p>No revisions requested.</p>
      ) : (
        <History aria-label="Revision history">
          {order.revisions.map((revision) => (
            <li key={revision.requestedAt}>
              <p>{revision.note}</p>
              <small>
                Requested {formatDateTime(revision.requestedAt)}
                {revision.resolvedAt
                  ? ` · delivered ${formatDateTime(revision.resolvedAt)}${revision.resolvedByVersion ? ` (version ${revision.resolvedByVersion})` : ""}`
                  : " · in progress"}
              </small>
            </li>
          ))}
        </History>
      )}
    </Part>
  );
}

/**
 * Opening an order with news marks it seen on the server (a POST), and its row drops what was seen
 * there; a question stays until it is answered. Offline nothing is sent: it is still new the next time.
 */
function useSeenOnOpen(order: OrderView | undefined, isOffline: boolean, onSeen: (order: OrderView) => void) {
  const seen = order && !isOffline && order.news.some((item) => item.kind !== "question") ? order : undefined;
  const latest = useRef({ seen, onSeen });
  useEffect(() => {
    latest.current = { seen, onSeen };
  });
  const seenId = seen?.id;
  useEffect(() => {
    const opened = latest.current.seen;
    if (!seenId || !opened) return;
    markOrderSeen(seenId).then(
      () => latest.current.onSeen({ ...opened, news: opened.news.filter((item) => item.kind === "question") }),
      () => undefined, // Not marked: it shows as new again next time, which is all that is lost.
    );
  }, [seenId]);
}
