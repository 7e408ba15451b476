import styled from "styled-components";
import { formatDateTime, MESSAGES } from "@songs/domain";
import { useLogOutConfirmation } from "../auth/useLogOutConfirmation";
import { OfflineNotice, SavedCopyNotice } from "../offline/OfflineNotice";
import { Button } from "../ui/Button";
import { LoadingText } from "../ui/LoadingText";
import type { DashboardOrders } from "./useDashboardOrders";

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
            Log out
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

/**
 * Where the read of the customer's orders stands, above the list and an order's page: the saved
 * copy shown offline (and since when), reading, offline with no copy, or why the read failed.
 */
export function OrdersReadState({
  orders,
  isOffline,
  isOfflineWithoutCopy,
  onRetry,
  what,
}: {
  orders: DashboardOrders;
  isOffline: boolean;
  isOfflineWithoutCopy: boolean;
  onRetry(): void;
  /** "your orders" on the list, "this order" on an order's page. */
  what: "your orders" | "this order";
}) {
  return (
    <>
      {orders.status === "ready" && isOffline && (
        <SavedCopyNotice>
          You&apos;re offline. Showing {what} as saved on {formatDateTime(orders.fetchedAt)}.
        </SavedCopyNotice>
      )}
      {isOfflineWithoutCopy ? (
        <OfflineNotice onRetry={onRetry} />
      ) : (
        orders.status === "loading" && (
          <LoadingText>{what === "your orders" ? "Loading your orders..." : "Loading your order..."}</LoadingText>
        )
      )}
      {orders.status === "error" && (
        <OrdersLoadFailure reason={orders.reason} needsSignIn={orders.needsSignIn} onRetry={onRetry} />
      )}
    </>
  );
}
