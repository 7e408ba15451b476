import { useCallback, useEffect } from "react";
import { isApiError } from "../api/ApiError";
import { classifyFailure } from "../api/requestFailure";
import { networkError } from "../api/client";
import { useApiQuery } from "../api/useApiQuery";
import { isBrowserOnline } from "../api/onlineStatus";
import { type OrderView } from "@songs/domain";
import { readCachedOrders, saveCachedOrders } from "../offline/ordersCache";
import { fetchOrders } from "./ordersApi";

export type DashboardOrders =
  | { status: "loading" }
  | {
      status: "error";
      /** The server's own words for a refusal (a 4xx), to show under "Failed to load orders"; null for a fault on its side. */
      reason: string | null;
      /** Refused for the session (401, 403): signing in again is the way forward, not another try. */
      needsSignIn: boolean;
    }
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
 * saved on the device; when the network is unavailable the saved copy is shown instead, and
 * without one the read fails as offline. Either way it reads again when the browser is back online.
 */
export function useDashboardOrders(uid: string) {
  const { data, lastData, isOffline, reload, update } = useApiQuery(uid, (signal) => loadOrders(uid, signal));
  // While a read runs (again), the orders shown before stay on screen.
  const orders = data ?? lastData ?? LOADING;

  // Keep the device's copy in step with what the server said (including changes made here since).
  useEffect(() => {
    if (orders.status === "ready" && orders.source === "network") {
      void saveCachedOrders(uid, orders.orders, orders.fetchedAt);
    }
  }, [uid, orders]);

  /** Replaces one order after an action changed it on the server. */
  const updateOrder = useCallback(
    (order: OrderView) => {
      update((current) =>
        current.status === "ready"
          ? { ...current, orders: current.orders.map((each) => (each.id === order.id ? order : each)) }
          : current,
      );
    },
    [update],
  );

  /** Offline with no copy saved on this device (and nothing read before). */
  const isOfflineWithoutCopy = isOffline && lastData === undefined;
  return { orders, isOfflineWithoutCopy, reload, updateOrder };
}

async function loadOrders(uid: string, signal: AbortSignal): Promise<DashboardOrders> {
  // Offline, the network is not even tried.
  let failure: unknown = networkError();
  if (isBrowserOnline()) {
    try {
      const orders = await fetchOrders(signal);
      return { status: "ready", orders, fetchedAt: new Date(), source: "network" };
    } catch (error) {
      if (signal.aborted) throw error;
      failure = error;
    }
  }
  const isOffline = classifyFailure(failure) === "offline";
  // Only a missing network (or an unreachable gateway) falls back to the saved copy.
  if (isOffline || (isApiError(failure) && failure.isRetryable)) {
    const saved = await readCachedOrders(uid);
    if (saved) return { status: "ready", ...saved, source: "device" };
  }
  // Offline without a copy, the read fails as offline, so the screen says so and reads again later.
  if (isOffline) throw failure;
  const refusal = isApiError(failure) && failure.status >= 400 && failure.status < 500 ? failure : null;
  return {
    status: "error",
    reason: refusal?.message || null,
    needsSignIn: refusal !== null && (refusal.status === 401 || refusal.status === 403),
  };
}
