import { describe, expect, it } from "vitest";
import { pageDocument, splitHoistedHead } from "./pageDocument";
import { pageKind } from "./pageKinds";

const TEMPLATE = `<!doctype html><html><head><meta name="description" content="Site" /><title>Site</title><script type="module" src="/assets/index.js"></script></head><body><noscript><p>Needs JavaScript</p></noscript><div id="root"></div></body></html>`;

describe("a rendered page's document", () => {
  it("moves React's hoisted title, meta and link elements out of the page's markup", () => {
    const markup =
      '<title>FAQ | Site</title><meta name="robots" content="noindex"/><link rel="canonical" href="/faq"/><div class="a"><h1>FAQ</h1><meta itemProp="x" content="y"/></div>';
    expect(splitHoistedHead(markup)).toEqual({
      head: '<title>FAQ | Site</title><meta name="robots" content="noindex"/><link rel="canonical" href="/faq"/>',
      body: '<div class="a"><h1>FAQ</h1><meta itemProp="x" content="y"/></div>',
    });
    expect(splitHoistedHead("<div>Only the page</div>")).toEqual({ head: "", body: "<div>Only the page</div>" });
  });

  it("puts the head elements and styles in the head, the page in #root and the reads in a JSON script", () => {
    const html = pageDocument(TEMPLATE, {
      head: '<title>FAQ | Site</title><meta name="description" content="Answers"/>',
      styles: '<style data-styled="true">.a{color:red}</style>',
      body: "<h1>FAQ</h1>",
      reads: { "/api/x": { data: { text: "</script><script>alert(1)</script>" } } },
    });
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain("<title>FAQ | Site</title>");
    expect(head).not.toContain("<title>Site</title>");
    expect(head).toContain('<meta name="description" content="Answers"/>');
    expect(head).not.toContain('content="Site"');
    expect(head).toContain('<style data-styled="true">.a{color:red}</style>');
    expect(html).toContain('<div id="root"><h1>FAQ</h1></div>');
    expect(html).not.toContain("Needs JavaScript");
    const json = /<script type="application\/json" id="initial-reads">(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({ "/api/x": { data: { text: "</script><script>alert(1)</script>" } } });
  });

  it("keeps the shell's title and description when the page sets none", () => {
    const html = pageDocument(TEMPLATE, { head: "", styles: "", body: "<h1>Hi</h1>", reads: {} });
    expect(html).toContain("<title>Site</title>");
    expect(html).toContain('<meta name="description" content="Site" />');
  });
});

describe("what the server does with a path", () => {
  it("renders catalogue pages with their reads and listening links with theirs", () => {
    expect(pageKind("/artists")).toEqual({ kind: "page", reads: [{ kind: "artists" }] });
    expect(pageKind("/artists/abc")).toEqual({ kind: "page", reads: [{ kind: "artist", artistId: "abc" }] });
    expect(pageKind("/samples")).toEqual({ kind: "page", reads: [{ kind: "samples" }] });
    expect(pageKind("/reviews")).toEqual({ kind: "page", reads: [{ kind: "reviews" }] });
    expect(pageKind("/listen/tok")).toEqual({ kind: "page", reads: [{ kind: "listen", token: "tok" }] });
  });

  it("renders unknown paths (the 404 page) and leaves signed-in and browser-state screens to the browser", () => {
    expect(pageKind("/no-such-page")).toEqual({ kind: "page", reads: [] });
    for (const path of [
      "/dashboard",
      "/dashboard/orders/o1",
      "/admin/orders",
      "/create",
      "/auth",
      "/payment-success",
      "/stripe-setup",
    ]) {
      expect(pageKind(path), path).toEqual({ kind: "browser-only" });
    }
  });
});
