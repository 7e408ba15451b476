import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { type OrderView } from "@songs/domain";

/**
 * The app's one IndexedDB database on this device. Version 1 holds the order builder's draft and
 * the checkout markers; later versions add their stores (the dashboard's orders, downloaded songs)
 * in `upgrade`, each under its own `oldVersion` check so any older database catches up in order.
 */
export const APP_DB_NAME = "songs-from-the-heart";
export const APP_DB_VERSION = 3;

export interface AppDbSchema extends DBSchema {
  /** The order builder's draft (one per device, key "pendingOrder") and whether it waits for a sign-in ("orderAwaitingSignIn"). */
  draft: { key: string; value: unknown };
  /** Small checkout markers: the pending session id, verified payments. */
  checkout: { key: string; value: unknown };
  /** Version 2: the dashboard's last orders, one record per signed-in user (key: uid). */
  orders: { key: string; value: CachedOrdersRecord };
  /** Version 2: downloaded songs for offline replay (key: [uid, orderId]). */
  songs: { key: [string, string]; value: StoredSongRecord };
  /** Version 3: answers to an order's questions typed offline, waiting to be sent (key: [uid, questionId]). */
  answers: { key: [string, string]; value: PendingAnswerRecord };
}

export interface PendingAnswerRecord {
  uid: string;
  orderId: string;
  questionId: string;
  text: string;
  /** When it was kept on this device (ms since the epoch). */
  savedAt: number;
  /** Why the server refused it when the device reconnected (kept so the customer sees it); absent while it waits to be sent. */
  refusal?: string;
}

export interface CachedOrdersRecord {
  uid: string;
  orders: OrderView[];
  /** When the server answered with these orders (ms since the epoch). */
  fetchedAt: number;
}

export interface StoredSongRecord {
  uid: string;
  orderId: string;
  blob: Blob;
  fileName: string;
  contentType: string;
  /** When the song was saved on this device (ms since the epoch). */
  savedAt: number;
}

export type AppDb = IDBPDatabase<AppDbSchema>;
export type AppDbStore = "draft" | "checkout";

let connection: Promise<AppDb | null> | null = null;

/** The open database, or null where IndexedDB is unavailable (some private modes, old browsers). */
export function openAppDb(): Promise<AppDb | null> {
  connection ??= open();
  return connection;
}

async function open(): Promise<AppDb | null> {
  if (typeof indexedDB === "undefined") return null;
  try {
    return await openDB<AppDbSchema>(APP_DB_NAME, APP_DB_VERSION, {
      upgrade(db, oldVersion) {
        if (oldVersion < 1) {
          db.createObjectStore("draft");
          db.createObjectStore("checkout");
        }
        if (oldVersion < 2) {
          db.createObjectStore("orders");
          db.createObjectStore("songs", { keyPath: ["uid", "orderId"] });
        }
        if (oldVersion < 3) {
          db.createObjectStore("answers", { keyPath: ["uid", "questionId"] });
        }
      },
      // Another tab opened a newer version: step aside so its upgrade can run; reopen on next use.
      blocking() {
        void closeAppDb();
      },
      terminated() {
        connection = null;
      },
    });
  } catch {
    return null;
  }
}

/** Closes the connection; the next call opens the database again (a newer version, a fresh factory). */
export async function closeAppDb(): Promise<void> {
  const current = connection;
  connection = null;
  (await current)?.close();
}
