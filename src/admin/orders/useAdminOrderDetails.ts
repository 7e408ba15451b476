import { useCallback } from "react";
import { useApiQuery } from "../../api/useApiQuery";
import { type AdminOrderDetails } from "@songs/domain";
import { fetchAdminOrder } from "./adminOrdersApi";

/** One order's details while its dialog is open (`orderId` null: none); `replace` takes a fresher copy. */
export function useAdminOrderDetails(orderId: string | null) {
  // The read runs only with a key, that is with an order open.
  const { data, error, isLoading, reload, update } = useApiQuery(orderId, (signal) =>
    fetchAdminOrder(orderId ?? "", signal),
  );
  const replace = useCallback((order: AdminOrderDetails) => update(() => order), [update]);
  return { order: data ?? null, error: error ?? null, isLoading, replace, reload };
}
