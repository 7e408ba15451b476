import { useState } from "react";
import { useApiQuery } from "../../api/useApiQuery";
import { isMfaRequiredError } from "../../auth/adminMfaGuard";
import { MESSAGES, type AdminOrdersResponse } from "@songs/domain";
import { useToast } from "../../ui/toast/ToastProvider";
import { fetchAdminOrders } from "./adminOrdersApi";

/**
 * The order list for a search and status filter, read again when either changes or `reload` is
 * called (the last list stays on screen meanwhile). The server searches a page of orders at a
 * time: `loadOlder` adds the next, older page's matches while `list.nextCursor` says there is one.
 * A failure shows 'Failed to load orders. Please try again.' (except a session that must first
 * pass the 6-digit code, which the screen answers with the code challenge).
 */
export function useAdminOrders(search: string, status: string) {
  const toast = useToast();
  const key = JSON.stringify([search.trim(), status]);
  const [older, setOlder] = useState<{ key: string; pages: AdminOrdersResponse[] }>({ key, pages: [] });
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  const { data, error, isLoading, isOffline, lastData, reload } = useApiQuery(key, (signal) => fetchAdminOrders(search, status, signal), {
    onError: (failure) => {
      if (!isMfaRequiredError(failure)) toast({ title: MESSAGES.adminOrdersLoadFailed, variant: "destructive" });
    },
  });
  const first = (isLoading ? lastData : data) ?? null;
  const pages = older.key === key ? older.pages : [];
  const last = pages.at(-1) ?? first;
  const list: AdminOrdersResponse | null = first && { orders: [...first.orders, ...pages.flatMap((page) => page.orders)], nextCursor: last?.nextCursor ?? null };

  const loadOlder = async () => {
    const cursor = last?.nextCursor;
    if (!cursor) return;
    setLoadingOlder(true);
    try {
      const page = await fetchAdminOrders(search, status, undefined, cursor);
      setOlder({ key, pages: [...pages, page] });
    } catch {
      toast({ title: MESSAGES.adminOrdersLoadFailed, variant: "destructive" });
    } finally {
      setLoadingOlder(false);
    }
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
      setOlder({ key, pages: [] });
      reload();
    },
    loadOlder,
    isLoadingOlder,
  };
}
