import { useApiQuery } from "../../api/useApiQuery";
import { useMorePages } from "../../api/useMorePages";
import { isMfaRequiredError } from "../../auth/adminMfaGuard";
import { adminOrdersResponseSchema, MESSAGES, type AdminOrdersResponse } from "@songs/domain";
import { useToast } from "../../ui/toast/ToastProvider";
import { adminOrdersPath, fetchAdminOrders } from "./adminOrdersApi";

/**
 * The order list for a search and status filter, read again when either changes or `reload` is
 * called (the last list stays on screen meanwhile). The server answers 50 orders a page (a search
 * finds matching orders among all of them): `loadOlder` adds the next, older page while
 * `list.nextCursor` says there is one.
 * A failure shows 'Failed to load orders. Please try again.' (except a session that must first
 * pass the 6-digit code, which the screen answers with the code challenge).
 */
export function useAdminOrders(search: string, status: string) {
  const toast = useToast();
  const { data, error, isLoading, isOffline, lastData, reload } = useApiQuery(
    JSON.stringify([search.trim(), status]),
    (signal) => fetchAdminOrders(search, status, signal),
    {
      onError: (failure) => {
        if (!isMfaRequiredError(failure)) toast({ title: MESSAGES.adminOrdersLoadFailed, variant: "destructive" });
      },
    },
  );
  const first = (isLoading ? lastData : data) ?? null;
  const older = useMorePages(adminOrdersPath(search, status), adminOrdersResponseSchema, first);
  const list: AdminOrdersResponse | null = first && {
    orders: [...first.orders, ...older.pages.flatMap((page) => page.orders)],
    nextCursor: older.nextCursor,
  };

  return {
    /** While a new search loads, the last list stays on screen. */
    list,
    error: error ?? null,
    isLoading,
    /** The list could not be read for want of a connection. */
    isOffline,
    /** Reads the list again from the newest orders. */
    reload: () => {
      older.reset();
      reload();
    },
    loadOlder: older.loadMore,
    isLoadingOlder: older.isLoadingMore,
    /** Reading older orders failed (the screen offers to try again). */
    olderFailed: older.failed,
  };
}
