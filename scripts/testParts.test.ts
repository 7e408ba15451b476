import { describe, expect, it } from "vitest";
import { dealByWeight, readFileSeconds } from "./testParts";

const partsOf = (files: string[], seconds: Record<string, number>, count: number) =>
  Array.from({ length: count }, (_, index) => dealByWeight(files, seconds, index + 1, count));

describe("the integration parts dealt by measured time", () => {
  it("puts every file in exactly one part, whatever order the parts are asked in", () => {
    const files = Array.from({ length: 31 }, (_, index) => `tests/api/f${index}.test.ts`);
    const seconds = Object.fromEntries(files.map((file, index) => [file, (index * 37) % 101]));
    const parts = partsOf(files, seconds, 3);
    expect(parts.flat().sort()).toEqual([...files].sort());
    expect(partsOf([...files].reverse(), seconds, 3)).toEqual(parts);
  });

  it("splits by time, not count: the heavy files go to different parts and the light ones fill the rest", () => {
    const seconds = {
      "a.test.ts": 120,
      "b.test.ts": 110,
      "c.test.ts": 100,
      "d.test.ts": 10,
      "e.test.ts": 10,
      "f.test.ts": 10,
      "g.test.ts": 90,
    };
    const parts = partsOf(Object.keys(seconds), seconds, 3);
    expect(parts).toEqual([
      ["a.test.ts", "e.test.ts"],
      ["b.test.ts", "d.test.ts", "f.test.ts"],
      ["c.test.ts", "g.test.ts"],
    ]);
    // 130, 130 and 190 s, where a split by count could give one part 120 + 110 + 100.
    const totals = parts.map((part) => part.reduce((sum, file) => sum + seconds[file as keyof typeof seconds], 0));
    expect(totals).toEqual([130, 130, 190]);
  });

  it("weighs a file not yet measured as the median of those measured", () => {
    const seconds = { "a.test.ts": 100, "b.test.ts": 50, "c.test.ts": 10 };
    const [first, second] = partsOf(["a.test.ts", "b.test.ts", "c.test.ts", "new.test.ts"], seconds, 2);
    // a (100) to the first part, b (50) and the new file (50) to the second, then c (10) to the first (a tie: the first part).
    expect(first).toEqual(["a.test.ts", "c.test.ts"]);
    expect(second).toEqual(["b.test.ts", "new.test.ts"]);
  });

  it("reads the committed weights: whole seconds, by path from the repo root", () => {
    const { measured, seconds } = readFileSeconds();
    expect(measured).not.toBe("");
    const entries = Object.entries(seconds);
    expect(entries.length).toBeGreaterThan(0);
    expect(
      entries.filter(
        ([file, value]) => !/^tests\/(api|e2e)\/.+\.test\.ts$/.test(file) || !Number.isInteger(value) || value < 1,
      ),
    ).toEqual([]);
  });
});
