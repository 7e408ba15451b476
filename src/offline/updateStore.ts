import { useSyncExternalStore } from "react";

/** Service-worker state the update prompt shows: a waiting new version, or "ready offline". */
export interface UpdateState {
  needRefresh: boolean;
  offlineReady: boolean;
}

let state: UpdateState = { needRefresh: false, offlineReady: false };
let applyUpdate: () => Promise<void> = async () => undefined;
const listeners = new Set<() => void>();
/** "Ready to work offline" is news, not a question: it leaves by itself after this long. */
export const OFFLINE_READY_NOTICE_MS = 6000;

function set(next: Partial<UpdateState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export const updateStore = {
  needRefresh(update: () => Promise<void>) {
    applyUpdate = update;
    set({ needRefresh: true });
  },
  offlineReady() {
    set({ offlineReady: true });
    setTimeout(() => set({ offlineReady: false }), OFFLINE_READY_NOTICE_MS);
  },
  dismiss() {
    set({ needRefresh: false, offlineReady: false });
  },
  update() {
    return applyUpdate();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
};

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(updateStore.subscribe, updateStore.get, updateStore.get);
}
