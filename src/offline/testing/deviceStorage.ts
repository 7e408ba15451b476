import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, vi } from "vitest";
import { closeAppDb } from "../db";

/** A fresh, empty IndexedDB (the app's connection is reopened on it). */
export async function resetDeviceStorage(): Promise<void> {
  await closeAppDb();
  vi.stubGlobal("indexedDB", new IDBFactory());
}

/**
 * Gives every test of the suite an empty IndexedDB; after each one, closes the app's connection
 * and undoes the global stubs. Call it at the top of a `describe`.
 */
export function resetDeviceStorageForEachTest(): void {
  beforeEach(resetDeviceStorage);
  afterEach(async () => {
    await closeAppDb();
    vi.unstubAllGlobals();
  });
}
