import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOGUE_CACHE, CATALOGUE_READ, keepPageReads, keepRenderedPagesOnly } from "./keepPageReads";

const reads = {
  "/api/artists": { data: { artists: [{ id: "a1", name: "Maya Rivers" }] } },
  "/api/artists/00000000-0000-4000-8000-000000000000": {
    error: { status: 404, code: "not_found", message: "Artist not found" },
  },
  "/api/listen/token123": { data: { recipientName: "Emma" } },
};
const renderedPage = (json: string) =>
  new Response(
    `<html><body><div id="root">...</div><script type="application/json" id="initial-reads">${json}</script></body></html>`,
    {
      headers: { "Content-Type": "text/html" },
    },
  );

describe("keeping a rendered page's catalogue answers with the page", () => {
  let stored: Map<string, Map<string, Response>>;

  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal("caches", {
      open: async (name: string) => {
        const cache = stored.get(name) ?? new Map<string, Response>();
        stored.set(name, cache);
        return { put: async (url: string, response: Response) => void cache.set(url, response) };
      },
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("keeps each catalogue answer the page carries as the API's answer, and nothing private or failed", async () => {
    const json = JSON.stringify(reads).replace(/</g, "\\u003c");
    await keepPageReads.cacheDidUpdate({
      request: new Request("https://songs.example/artists"),
      newResponse: renderedPage(json),
    });
    const kept = stored.get(CATALOGUE_CACHE)!;
    expect([...kept.keys()]).toEqual(["https://songs.example/api/artists"]);
    expect(await kept.get("https://songs.example/api/artists")!.json()).toEqual(reads["/api/artists"].data);
    expect(kept.get("https://songs.example/api/artists")!.headers.get("content-type")).toBe("application/json");
  });

  it("keeps nothing for a page rendered without reads", async () => {
    await keepPageReads.cacheDidUpdate({
      request: new Request("https://songs.example/faq"),
      newResponse: new Response("<html><body>FAQ</body></html>"),
    });
    expect(stored.size).toBe(0);
  });

  it("keeps exactly the paths the catalogue cache's route serves, under its cache name", () => {
    // The service worker runs the method's own source: the names it spells out must be these.
    const source = String(keepPageReads.cacheDidUpdate);
    expect(source).toContain(JSON.stringify(CATALOGUE_CACHE));
    expect(source).toContain(CATALOGUE_READ.source);
    for (const path of [
      "/api/artists",
      "/api/artists/x",
      "/api/samples?occasion=wedding",
      "/api/reviews",
      "/api/catalogue",
    ])
      expect(CATALOGUE_READ.test(path), path).toBe(true);
    for (const path of ["/api/listen/x", "/api/orders", "/api/artists-secret"])
      expect(CATALOGUE_READ.test(path), path).toBe(false);
  });
});

describe("keeping only the pages that arrived rendered", () => {
  it("keeps a rendered page, and never the app shell a signed-in or payment screen arrives as", async () => {
    const rendered = new Response('<html><body><div id="root"><main><h1>FAQ</h1></main></div></body></html>');
    expect(await keepRenderedPagesOnly.cacheWillUpdate({ response: rendered })).toBe(rendered);
    const shell = new Response(
      '<html><body><div id="root"></div><script type="module" src="/assets/startAfterPaint.js"></script></body></html>',
    );
    expect(await keepRenderedPagesOnly.cacheWillUpdate({ response: shell })).toBeNull();
  });
});
