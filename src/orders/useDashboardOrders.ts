import { useCallback, useEffect } from "react";
import { isApiError } from "../api/ApiError";
import { useApiQuery } from "../api/useApiQuery";
import { type OrderView } from "@songs/domain";
import { readCachedOrders, saveCachedOrders } from "../offline/ordersCache";
import { fetchOrders } from "./ordersApi";

export type DashboardOrders =
  | { status: "loading" }
  | { status: "error" }
  | {
      status: "ready";
      orders: OrderView[];
      fetchedAt: Date;
      /** "device": the network read failed, these are the copies saved at `fetchedAt`. */
      source: "network" | "device";
    };

const LOADING: DashboardOrders = { status: "loading" };

/**
 * The signed-in customer's orders, newest first as the server sends them. Each successful read is
 * saved on the device; when the network is unavailable the saved copy is shown instead. Reads
 * again when the browser comes back online.
 */
export function useDashboardOrders(uid: string) {
  const { data, lastData, reload, update } = useApiQuery(uid, (signal) => loadOrders(uid, signal));
  // While a read runs (again), the orders shown before stay on screen.
  const orders = data ?? lastData ?? LOADING;

  useEffect(() => {
    window.addEventListener("online", reload);
    return () => window.removeEventListener("online", reload);
  }, [reload]);

  // Keep the device's copy in step with what the server said (including changes made here since).
  useEffect(() => {
    if (orders.status === "ready" && orders.source === "network") {
      void saveCachedOrders(uid, orders.orders, orders.fetchedAt);
    }
  }, [uid, orders]);

  /** Replaces one order after an action changed it on the server. */
  const updateOrder = useCallback((order: OrderView) => {
    update((current) =>
      current.status === "ready"
        ? { ...current, orders: current.orders.map((each) => (each.id === order.id ? order : each)) }
        : current,
    );
  }, [update]);

  return { orders, updateOrder };
}

async function loadOrders(uid: string, signal: AbortSignal): Promise<DashboardOrders> {
  if (navigator.onLine) {
    try {
      const orders = await fetchOrders(signal);
      return { status: "ready", orders, fetchedAt: new Date(), source: "network" };
    } catch (error) {
      if (signal.aborted) throw error;
      // Only a missing network (or an unreachable gateway) falls back to the saved copy.
      if (!isApiError(error) || !error.isRetryable) return { status: "error" };
    }
  }
  const saved = await readCachedOrders(uid);
  return saved ? { status: "ready", ...saved, source: "device" } : { status: "error" };
}
