import { describe, expect, it } from "vitest";
import { createCatalogueCache } from "./catalogueCache";

/** A Firestore stand-in that counts reads and answers each with its number; `release` settles the pending ones. */
function countingSource() {
  let reads = 0;
  const pending: (() => void)[] = [];
  return {
    get reads() {
      return reads;
    },
    load: () => {
      reads += 1;
      const answer = reads;
      return new Promise<number>((resolve) => pending.push(() => resolve(answer)));
    },
    release: () => pending.splice(0).forEach((settle) => settle()),
  };
}

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("catalogue cache", () => {
  it("reads Firestore once for concurrent misses of one key and serves the answer until it is maxAge old", async () => {
    const time = clock();
    const cache = createCatalogueCache({ maxAgeMs: 60_000, now: time.now });
    const source = countingSource();
    const concurrent = Array.from({ length: 5 }, () => cache.read("artists", source.load));
    source.release();
    expect(await Promise.all(concurrent)).toEqual([1, 1, 1, 1, 1]);
    expect(source.reads).toBe(1);

    time.advance(59_999);
    expect(await cache.read("artists", source.load)).toBe(1);
    time.advance(1);
    const fresh = cache.read("artists", source.load);
    source.release();
    expect(await fresh).toBe(2);
  });

  it("keeps keys apart", async () => {
    const cache = createCatalogueCache({ maxAgeMs: 60_000, now: clock().now });
    const source = countingSource();
    const reads = [cache.read("artists", source.load), cache.read("samples", source.load)];
    source.release();
    expect(await Promise.all(reads)).toEqual([1, 2]);
  });

  it("reads again after the catalogue changed, also when a read was under way", async () => {
    const cache = createCatalogueCache({ maxAgeMs: 60_000, now: clock().now });
    const source = countingSource();
    const before = cache.read("reviews", source.load);
    cache.changed();
    const after = cache.read("reviews", source.load);
    source.release();
    expect([await before, await after]).toEqual([1, 2]);
    expect(await cache.read("reviews", source.load)).toBe(2);
  });

  it("does not keep a failed read", async () => {
    const cache = createCatalogueCache({ maxAgeMs: 60_000, now: clock().now });
    await expect(cache.read("artists", () => Promise.reject(new Error("unavailable")))).rejects.toThrow("unavailable");
    expect(await cache.read("artists", async () => "read again")).toBe("read again");
  });

  it("keeps at most maxEntries answers, dropping the oldest", async () => {
    const cache = createCatalogueCache({ maxAgeMs: 60_000, maxEntries: 2, now: clock().now });
    const source = countingSource();
    const first = ["a", "b", "c"].map((key) => cache.read(key, source.load));
    source.release();
    expect(await Promise.all(first)).toEqual([1, 2, 3]);
    const again = [cache.read("c", source.load), cache.read("a", source.load)];
    source.release();
    expect(await Promise.all(again)).toEqual([3, 4]);
  });

  it("reads every time with a max age of zero", async () => {
    const cache = createCatalogueCache({ maxAgeMs: 0, now: clock().now });
    let reads = 0;
    await cache.read("artists", async () => ++reads);
    await cache.read("artists", async () => ++reads);
    expect(reads).toBe(2);
  });
});
