import { openAppDb, type StoredSongRecord } from "./db";
import { announceOfflineReady } from "./offlineReadyNews";

/**
 * Downloaded songs, kept on this device as Blobs so they play without a network. Each song belongs
 * to the user who downloaded it (key [uid, orderId]); nobody else signed in here can read it.
 */

export type SavedSong = Omit<StoredSongRecord, "uid">;

export interface SongFile {
  blob: Blob;
  /** A friendly name, e.g. "Song for Emma.mp3". */
  fileName: string;
  contentType: string;
}

/**
 * The key an order's audio file is kept under: the order id for its song, and `{orderId}~instrumental`
 * for its instrumental version (order ids never hold a "~").
 */
export function savedFileKey(orderId: string, item: "song" | "instrumental"): string {
  return item === "song" ? orderId : `${orderId}~${item}`;
}

/** Every key of one user: [uid] sorts before [uid, orderId], and an array after any string. */
function songsOf(uid: string): IDBKeyRange {
  return IDBKeyRange.bound([uid], [uid, []]);
}

/**
 * Keeps a song for offline replay. Resolves false when the device cannot store it (no IndexedDB,
 * storage full). The first song saved on the device asks the browser to keep our storage, and says
 * the site is ready to work offline.
 */
export async function saveSong(uid: string, orderId: string, file: SongFile): Promise<boolean> {
  try {
    const db = await openAppDb();
    if (!db) return false;
    const isFirstSong = (await db.count("songs")) === 0;
    await db.put("songs", { uid, orderId, ...file, savedAt: Date.now() });
    if (isFirstSong) {
      void requestPersistentStorage();
      announceOfflineReady();
    }
    return true;
  } catch {
    return false;
  }
}

export async function readSong(uid: string, orderId: string): Promise<SavedSong | null> {
  try {
    const record = await (await openAppDb())?.get("songs", [uid, orderId]);
    if (!record || record.uid !== uid) return null;
    const { uid: _owner, ...song } = record;
    return song;
  } catch {
    return null;
  }
}

/** The orders whose songs this user has saved on the device. */
export async function listSavedSongIds(uid: string): Promise<string[]> {
  try {
    const keys = (await (await openAppDb())?.getAllKeys("songs", songsOf(uid))) ?? [];
    return keys.filter(([owner]) => owner === uid).map(([, orderId]) => orderId);
  } catch {
    return [];
  }
}

/** Removes one song from the device. Rejects when it could not be removed. */
export async function removeSong(uid: string, orderId: string): Promise<void> {
  await (await openAppDb())?.delete("songs", [uid, orderId]);
}

/** Removes every song this user saved on the device (at logout). Rejects when it could not. */
export async function removeSongs(uid: string): Promise<void> {
  await (await openAppDb())?.delete("songs", songsOf(uid));
}

/** Asks the browser not to evict our storage under pressure, so saved songs stay playable offline. */
async function requestPersistentStorage(): Promise<void> {
  try {
    if (typeof navigator === "undefined" || !navigator.storage?.persist) return;
    if (await navigator.storage.persisted()) return;
    await navigator.storage.persist();
  } catch {
    // The browser decides; without persistence the songs still play until it clears storage.
  }
}
