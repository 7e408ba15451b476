import "@testing-library/jest-dom/vitest";
import { Blob as NodeBlob } from "node:buffer";
import { afterEach } from "vitest";

// Under jsdom on Node 24, fetch's Response.blob() builds jsdom's Blob, which Node's structuredClone
// (and so the IndexedDB the tests fake) copies as an empty object, where a browser's IndexedDB keeps
// the song. Fetched bodies are read into Node's Blob, as they were on Node 20, so saved songs survive.
if (typeof document !== "undefined") {
  Response.prototype.blob = async function blob(this: Response) {
    const type = this.headers.get("content-type") ?? "";
    return new NodeBlob([await this.arrayBuffer()], { type }) as unknown as Blob;
  };
}

// Screens arrive through lazy chunks and several reads; on a busy 2-core machine that can take more
// than Testing Library's default second, so `findBy*` and `waitFor` wait for up to five.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 5_000 });
}

// Tests run without vitest globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
});
