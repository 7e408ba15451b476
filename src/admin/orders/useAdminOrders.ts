import { useApiQuery } from "../../api/useApiQuery";
import { isMfaRequiredError } from "../../auth/adminMfaGuard";
import { MESSAGES } from "@songs/domain";
import { useToast } from "../../ui/toast/ToastProvider";
import { fetchAdminOrders } from "./adminOrdersApi";

/**
 * The order list for a search and status filter, read again when either changes or `reload` is
 * called (the last list stays on screen meanwhile). A failure shows 'Failed to load orders. Please try again.' (except a session that must
 * first pass the 6-digit code, which the screen answers with the code challenge).
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
  return {
    /** While a new search loads, the last list stays on screen. */
    list: (isLoading ? lastData : data) ?? null,
    error: error ?? null,
    isLoading,
    /** The list could not be read for want of a connection. */
    isOffline,
    reload,
  };
}
