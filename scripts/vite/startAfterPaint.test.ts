import { describe, expect, it } from "vitest";
import { deferAppScripts } from "./startAfterPaint";

const built = `<head>
    <title>Songs</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-def.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-ghi.js">
    <link rel="icon" href="/favicon.svg">
  </head>`;

describe("starting the app after the first paint", () => {
  it("makes the start script the page's one script, naming the entry and what it imports", () => {
    const html = deferAppScripts(built, "/assets/startAfterPaint-xyz.js");
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/startAfterPaint-xyz.js" data-app="/assets/index-abc.js" data-preload="/assets/rolldown-runtime-def.js /assets/vendor-ghi.js"></script>',
    );
    expect(html).not.toContain("modulepreload");
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<link rel="icon" href="/favicon.svg">');
  });

  it("refuses a page without a module entry rather than shipping one that never starts", () => {
    expect(() => deferAppScripts("<head></head>", "/assets/startAfterPaint-xyz.js")).toThrow(/no module entry script/);
  });
});
