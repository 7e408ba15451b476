import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import nodePath from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskBlobStore } from "./diskBlobStore";

describe("the local blob store", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(nodePath.join(tmpdir(), "blobs-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("takes two writes of one object at once, as Cloud Storage does: the last one stays, none is refused", async () => {
    const blobs = createDiskBlobStore({ dir, publicUrl: "http://127.0.0.1:1", signingKey: "key" });
    const writes = ["first", "second", "third"].map((text) =>
      blobs.write("data-exports", "uid-1/export.json", Buffer.from(text), "application/json"),
    );
    await expect(Promise.all(writes)).resolves.toBeDefined();
    expect(["first", "second", "third"]).toContain(String(await blobs.read("data-exports", "uid-1/export.json")));
    // Nothing half-written is left beside it.
    expect(await readdir(nodePath.join(dir, "data-exports", "uid-1"))).toEqual(["export.json"]);
  });
});
