import "@testing-library/jest-dom/vitest";
import { Blob as NodeBlob } from "node:buffer";
import { afterEach, vi } from "vitest";

// Under jsdom on Node 24, fetch's Response.blob() builds jsdom's Blob, which Node's structuredClone
// (and so the IndexedDB the tests fake) copies as an empty object, where a browser's IndexedDB keeps
// the song. Fetched bodies are read into Node's Blob, as they were on Node 20, so saved songs survive.
if (typeof document !== "undefined") {
  Response.prototype.blob = async function blob(this: Response) {
    const type = this.headers.get("content-type") ?? "";
    return new NodeBlob([await this.arrayBuffer()], { type }) as unknown as Blob;
  };
}

// The web files share one jsdom window per worker and the packages' modules (the vmThreads pool,
// which spares each file jsdom's start and React's import). Each file starts as if it ran alone:
// the app's own modules fresh (so its mocks reach them), storage empty, the document blank and
// styled-components' sheet empty (the package is shared: left, its rules pile up file after file
// and every computed style the tests ask for slows down), at the site's root.
if (typeof document !== "undefined") {
  vi.resetModules();
  localStorage.clear();
  sessionStorage.clear();
  const { mainSheet } = (await import("styled-components")).__PRIVATE__;
  mainSheet.names.clear();
  mainSheet.clearTag();
  document.head.replaceChildren();
  document.body.replaceChildren();
  history.replaceState(null, "", "/");
  // jsdom's Performance has no User Timing, which every browser has: the app's start marks go to Node's.
  if (typeof performance.mark !== "function") {
    const { performance: nodePerformance } = await import("node:perf_hooks");
    performance.mark = nodePerformance.mark.bind(nodePerformance);
  }
}
vi.useRealTimers();
vi.unstubAllGlobals();

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
