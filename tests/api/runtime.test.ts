import { describe, expect, inject, it } from "vitest";
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
