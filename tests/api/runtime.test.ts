import { describe, expect, inject, it } from "vitest";
import { functionWorkers, processTree, totalRssBytes } from "../../scripts/stack/processTree";
import { api } from "../support/api";

/**
 * firebase.json deploys the functions on `nodejs24`; the local stack must run them on the same
 * major version. The Functions emulator logs which binary it spawns ("Using node@24 from host" or
 * "from local cache", else a warning naming the host's version), so the proof needs no version
 * endpoint in production code.
 */
describe("the functions' Node.js runtime", () => {
  it("runs the api function on Node.js 24, as deployed", async () => {
    expect(inject("functionsRuntime")).toMatch(/^node@24 from (host|local cache)$/);
    expect((await api("/api/config")).status).toBe(200);
  });
});

/**
 * Production serves up to 80 requests at once in one instance of a v2 function; the local stack
 * does the same (scripts/stack/functionsConcurrency.ts), where the Functions emulator alone would
 * start a ~200 MB process for each request in flight.
 */
describe("a burst of 200 requests", () => {
  it(
    "gets answers or 429s from one process per function, and the stack answers after it",
    { timeout: 120_000 },
    async () => {
      const before = processTree(inject("stackProcessIds"));
      const paths = ["/api/config", "/api/artists", "/api/samples", "/api/reviews"];
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, index) => api(paths[index % paths.length] ?? "/api/config")),
      );
      const statuses = new Set(answers.map((answer) => answer.status));
      expect([...statuses].filter((status) => status !== 200 && status !== 429)).toEqual([]);
      expect((await api("/api/config")).status).toBe(200);
      const after = processTree(inject("stackProcessIds"));
      // At most the api function's own worker is new (when no earlier suite had started it).
      expect(functionWorkers(after).length).toBeLessThanOrEqual(functionWorkers(before).length + 1);
      expect(totalRssBytes(after) - totalRssBytes(before)).toBeLessThan(1024 ** 3);
    },
  );
});
