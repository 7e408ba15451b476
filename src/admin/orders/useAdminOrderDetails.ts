import { useCallback, useEffect, useState } from "react";
import { apiGet } from "../../api/client";
import { adminOrderDetailsSchema, type AdminOrderDetails } from "@songs/domain";
import { adminOrderPath } from "./adminOrdersApi";

interface Settled {
  key: string;
  order: AdminOrderDetails | null;
  error: unknown;
}

/** One order's details while its dialog is open (`orderId` null: none); `replace` takes a fresher copy. */
export function useAdminOrderDetails(orderId: string | null) {
  const [reloads, setReloads] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = orderId === null ? null : `${orderId}#${reloads}`;

  useEffect(() => {
    if (orderId === null || key === null) return;
    const controller = new AbortController();
    apiGet(adminOrderPath(orderId), adminOrderDetailsSchema, { signal: controller.signal }).then(
      (order) => setSettled({ key, order, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, order: null, error });
      },
    );
    return () => controller.abort();
  }, [key, orderId]);

  const replace = useCallback((order: AdminOrderDetails) => setSettled({ key: `${order.id}#${reloads}`, order, error: null }), [reloads]);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const isCurrent = key !== null && settled?.key === key;
  return { order: isCurrent ? settled.order : null, error: isCurrent ? settled.error : null, isLoading: key !== null && !isCurrent, replace, reload };
}
