import { useCallback, useEffect, useState } from "react";
import { apiGet } from "../../api/client";
import { isMfaRequiredError } from "../../auth/adminMfaGuard";
import { MESSAGES, adminOrdersResponseSchema, type AdminOrdersResponse } from "@songs/domain";
import { useToast } from "../../ui/toast/ToastProvider";
import { adminOrdersPath } from "./adminOrdersApi";

interface Settled {
  key: string;
  list: AdminOrdersResponse | null;
  error: unknown;
}

/**
 * The order list for a search and status filter, read again when either changes or `reload` is
 * called (the last list stays on screen meanwhile). A failure shows 'Failed to load orders. Please try again.' (except a session that must
 * first pass the 6-digit code, which the screen answers with the code challenge).
 */
export function useAdminOrders(search: string, status: string) {
  const toast = useToast();
  const [reloads, setReloads] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const [lastList, setLastList] = useState<AdminOrdersResponse | null>(null);
  const path = adminOrdersPath(search, status);
  const key = `${path}#${reloads}`;

  useEffect(() => {
    const controller = new AbortController();
    apiGet(path, adminOrdersResponseSchema, { signal: controller.signal }).then(
      (list) => {
        setSettled({ key, list, error: null });
        setLastList(list);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ key, list: null, error });
        if (!isMfaRequiredError(error)) toast({ title: MESSAGES.adminOrdersLoadFailed, variant: "destructive" });
      },
    );
    return () => controller.abort();
  }, [key, path, toast]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const isCurrent = settled?.key === key;
  return {
    /** While a new search loads, the last list stays on screen. */
    list: isCurrent ? settled.list : lastList,
    error: isCurrent ? settled.error : null,
    isLoading: !isCurrent,
    reload,
  };
}
