import { beforeEach, describe, expect, it, vi } from "vitest";
import { closeAppDb } from "./db";
import { listSavedSongIds, readSong, removeSong, saveSong } from "./songStore";
import { resetDeviceStorageForEachTest } from "./testing/deviceStorage";

const song = (text = "ID3 song bytes") => ({
  blob: new Blob([text], { type: "audio/mpeg" }),
  fileName: "Song for Emma.mp3",
  contentType: "audio/mpeg",
});

describe("song store", () => {
  let storage: { persist: ReturnType<typeof vi.fn>; persisted: ReturnType<typeof vi.fn> };

  resetDeviceStorageForEachTest();
  beforeEach(() => {
    storage = { persist: vi.fn(async () => true), persisted: vi.fn(async () => false) };
    vi.stubGlobal("navigator", { storage });
  });

  it("keeps a downloaded song's bytes and name for offline replay", async () => {
    expect(await saveSong("u1", "order-1", song())).toBe(true);
    const saved = await readSong("u1", "order-1");
    expect(saved).toMatchObject({ orderId: "order-1", fileName: "Song for Emma.mp3", contentType: "audio/mpeg" });
    expect(await saved!.blob.text()).toBe("ID3 song bytes");
    expect(await listSavedSongIds("u1")).toEqual(["order-1"]);
  });

  it("keeps songs across page loads", async () => {
    await saveSong("u1", "order-1", song());
    await closeAppDb();
    vi.resetModules();
    const reloaded = await import("./songStore");
    expect(await reloaded.listSavedSongIds("u1")).toEqual(["order-1"]);
  });

  it("never shows one user's songs to another account on the same device", async () => {
    await saveSong("u1", "order-1", song());
    await saveSong("u10", "order-2", song());
    expect(await readSong("u2", "order-1")).toBeNull();
    expect(await listSavedSongIds("u2")).toEqual([]);
    expect(await listSavedSongIds("u1")).toEqual(["order-1"]);
    expect(await listSavedSongIds("u10")).toEqual(["order-2"]);
  });

  it("removes one song from the device", async () => {
    await saveSong("u1", "order-1", song());
    await saveSong("u1", "order-2", song());
    await removeSong("u1", "order-1");
    expect(await readSong("u1", "order-1")).toBeNull();
    expect(await listSavedSongIds("u1")).toEqual(["order-2"]);
  });

  it("asks the browser to keep storage when the first song is saved, and only then", async () => {
    await saveSong("u1", "order-1", song());
    await saveSong("u1", "order-2", song());
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));
  });

  it("answers false instead of failing where the device cannot store songs", async () => {
    await closeAppDb();
    vi.stubGlobal("indexedDB", undefined);
    expect(await saveSong("u1", "order-1", song())).toBe(false);
    expect(await listSavedSongIds("u1")).toEqual([]);
  });
});
