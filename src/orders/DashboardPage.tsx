import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import styled from "styled-components";
import { useSession } from "../auth/SessionProvider";
import { useLogOutConfirmation } from "../auth/useLogOutConfirmation";
import { formatDateTime, MESSAGES, ordersWithNewsLabel, type AudioItemKey, type OrderView } from "@songs/domain";
import { savedFileKey } from "../offline/songStore";
import { Button, ButtonLink } from "../ui/Button";
import { EmptyState } from "../ui/EmptyState";
import { LoadingText } from "../ui/LoadingText";
import { PageHeading } from "../ui/PageHeading";
import { ActionRow, Container, Section } from "../ui/layout";
import { useToast } from "../ui/toast/ToastProvider";
import { InstallAppButton } from "../offline/InstallAppButton";
import { NotifySwitch } from "../offline/NotifySwitch";
import { LogOutButton } from "./LogOutButton";
import { OrderCard } from "./OrderCard";
import { CustomerOrderDialog } from "./CustomerOrderDialog";
import { ReviewDialog } from "./ReviewDialog";
import { RevisionDialog } from "./RevisionDialog";
import { StatCards } from "./StatCards";
import { countWithNews, customerFirst, summarizeOrders } from "./orderStats";
import { markOrderSeen } from "./ordersApi";
import { useDashboardOrders } from "./useDashboardOrders";
import { OfflineNotice, SavedCopyNotice } from "../offline/OfflineNotice";
import { useOnlineStatus } from "../api/onlineStatus";
import { useSavedSongs } from "./useSavedSongs";
import { useSongActions } from "./useSongActions";
import { plainList } from "../ui/mixins";
import { Tag } from "../ui/Tag";

const Toolbar = styled(ActionRow)`
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** Below the orders: a copy of one's data, deleting the account (src/privacy). */
const AccountFooter = styled(ActionRow)`
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

const OrderList = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const ListHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const ErrorText = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.danger};
  margin: ${({ theme }) => theme.space.xl} 0;
`;

const LoadFailure = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
  margin: ${({ theme }) => theme.space.xl} 0;
  p {
    margin: 0;
  }
  p:first-child {
    color: ${({ theme }) => theme.color.danger};
    font-weight: 700;
  }
`;

/** Said under "Failed to load orders" when the server failed on its side (it gave no reason meant for people). */
const SERVER_FAULT_HINT = "Something went wrong on our side. Please try again in a moment.";

/** The way forward when the server refused the session: logging out (the header's own flow), then in again. */
const SIGN_IN_AGAIN_HINT = "Log out, then log in again to see your orders.";

/**
 * Why the orders could not be read, in words, and the way forward: logging out and in again when
 * the server refused the session, else reading again.
 */
function OrdersLoadFailure({
  reason,
  needsSignIn,
  onRetry,
}: {
  reason: string | null;
  needsSignIn: boolean;
  onRetry(): void;
}) {
  const { requestLogOut, isBusy, dialog } = useLogOutConfirmation();
  return (
    <LoadFailure role="alert">
      <p>{MESSAGES.ordersLoadFailed}</p>
      <p>{reason ?? SERVER_FAULT_HINT}</p>
      {needsSignIn ? (
        <>
          <p>{SIGN_IN_AGAIN_HINT}</p>
          <Button disabled={isBusy} onClick={requestLogOut}>
            Log Out
          </Button>
          {dialog}
        </>
      ) : (
        <Button variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </LoadFailure>
  );
}

type OpenDialog = { kind: "details" | "review" | "revision"; orderId: string } | null;

/**
 * /dashboard: the signed-in customer's orders, their songs (also offline), sharing, revisions and reviews.
 * /dashboard/orders/:orderId (every email's link): the same, with that order's details open.
 */
export default function DashboardPage() {
  const { user } = useSession();
  if (!user) return null; // The route's guard only renders this screen for a signed-in user.
  return <Dashboard uid={user.uid} displayName={user.displayName ?? ""} />;
}

function Dashboard({ uid, displayName }: { uid: string; displayName: string }) {
  const toast = useToast();
  const isOnline = useOnlineStatus();
  const { orders, isOfflineWithoutCopy, reload, updateOrder } = useDashboardOrders(uid);
  const songs = useSavedSongs(uid);
  const { download, saveOffline, stream } = useSongActions({ saveSong: songs.save, onChange: updateOrder });
  const navigate = useNavigate();
  const { orderId: linkedOrderId } = useParams<{ orderId?: string }>();
  const [openDialog, setOpenDialog] = useState<OpenDialog>(
    linkedOrderId ? { kind: "details", orderId: linkedOrderId } : null,
  );
  const [reviewedHere, setReviewedHere] = useState<ReadonlySet<string>>(new Set());

  const list = orders.status === "ready" ? customerFirst(orders.orders) : [];
  const withNews = countWithNews(list);
  const stats = summarizeOrders(list);
  const isOffline = !isOnline || (orders.status === "ready" && orders.source === "device");
  const dialogOrder = openDialog ? list.find((order) => order.id === openDialog.orderId) : undefined;
  const closeDialog = () => setOpenDialog(null);
  useSeenOnOpen(openDialog?.kind === "details" ? dialogOrder : undefined, isOffline, updateOrder);
  // Closing a linked order's details leaves its address for the dashboard's own.
  const closeDetails = () => {
    closeDialog();
    if (linkedOrderId) void navigate("/dashboard", { replace: true });
  };
  const isLinkedOrderMissing =
    linkedOrderId !== undefined && orders.status === "ready" && !list.some((order) => order.id === linkedOrderId);

  const removeFile = async (order: OrderView, item: AudioItemKey) => {
    try {
      await songs.remove(savedFileKey(order.id, item));
    } catch {
      toast({
        title: `Couldn't remove the ${item === "song" ? "song" : "instrumental"} from this device. Please try again.`,
        variant: "destructive",
      });
    }
  };

  return (
    <>
      <PageHeading
        title="My Dashboard"
        lead="Follow your orders, listen to your songs and share them with the people you love."
      />
      <Section as="div">
        <Container>
          <Toolbar>
            <InstallAppButton />
            <LogOutButton />
          </Toolbar>
          {orders.status === "ready" && isOffline && (
            <SavedCopyNotice>
              You&apos;re offline. Showing your orders as saved on {formatDateTime(orders.fetchedAt)}.
            </SavedCopyNotice>
          )}
          {isOfflineWithoutCopy ? (
            <OfflineNotice onRetry={reload} />
          ) : (
            orders.status === "loading" && <LoadingText>Loading your orders...</LoadingText>
          )}
          {orders.status === "error" && (
            <OrdersLoadFailure reason={orders.reason} needsSignIn={orders.needsSignIn} onRetry={reload} />
          )}
          {isLinkedOrderMissing && (
            <ErrorText role="alert">
              {isOffline ? MESSAGES.orderLinkNotSaved : MESSAGES.orderLinkNotFound}{" "}
              <Link to="/dashboard">See all your orders</Link>
            </ErrorText>
          )}
          {orders.status === "ready" && (
            <>
              <StatCards stats={stats} />
              <ListHeading>Your Orders {withNews > 0 && <Tag>{ordersWithNewsLabel(withNews)}</Tag>}</ListHeading>
              {list.length === 0 ? (
                <EmptyState
                  message="You haven't ordered a song yet. Tell us a story and we'll turn it into a song."
                  action={<ButtonLink to="/create">Create Your Song</ButtonLink>}
                />
              ) : (
                <OrderList aria-label="Your orders">
                  {list.map((order) => (
                    <li key={order.id}>
                      <OrderCard
                        uid={uid}
                        order={order}
                        isOffline={isOffline}
                        isSongSaved={songs.savedIds.has(savedFileKey(order.id, "song"))}
                        isInstrumentalSaved={songs.savedIds.has(savedFileKey(order.id, "instrumental"))}
                        isReviewPending={reviewedHere.has(order.id)}
                        onViewDetails={() => setOpenDialog({ kind: "details", orderId: order.id })}
                        onLeaveReview={() => setOpenDialog({ kind: "review", orderId: order.id })}
                        onRequestRevision={() => setOpenDialog({ kind: "revision", orderId: order.id })}
                        onDownload={(item) => download(order, item)}
                        onSaveOffline={(item) => saveOffline(order, item)}
                        onStream={(item) => stream(order, item)}
                        onRemove={(item) => removeFile(order, item)}
                        onChange={updateOrder}
                      />
                    </li>
                  ))}
                </OrderList>
              )}
            </>
          )}
          {/* Below the orders: on a phone the first screen shows the figures and the first order. */}
          <NotifySwitch />
          <AccountFooter>
            <ButtonLink variant="ghost" to="/dashboard/account">
              Your data and account
            </ButtonLink>
          </AccountFooter>
        </Container>
      </Section>
      {dialogOrder && openDialog?.kind === "details" && (
        <CustomerOrderDialog uid={uid} order={dialogOrder} isOffline={isOffline} onClose={closeDetails} />
      )}
      {dialogOrder && openDialog?.kind === "review" && (
        <ReviewDialog
          order={dialogOrder}
          defaultName={displayName}
          onClose={closeDialog}
          onReviewed={(order) => {
            updateOrder(order);
            setReviewedHere((ids) => new Set(ids).add(order.id));
            closeDialog();
          }}
        />
      )}
      {dialogOrder && openDialog?.kind === "revision" && (
        <RevisionDialog
          order={dialogOrder}
          onClose={closeDialog}
          onRequested={(order) => {
            updateOrder(order);
            closeDialog();
          }}
        />
      )}
    </>
  );
}

/**
 * Opening an order's details with news marks it seen on the server (a POST), and the card drops
 * what was seen there; a question stays until it is answered. Offline nothing is sent: it is still
 * new the next time.
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
