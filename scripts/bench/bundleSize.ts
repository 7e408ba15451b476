/**
 * `npm run bench:bundle`: the gzipped JavaScript a visitor's first load of each public page
 * fetches, measured in real Chromium against the production build, and the gzipped HTML (with its
 * critical CSS, written inline) of `/`. Budgets: 115 KB of JavaScript per page, with no Firebase
 * Auth code, and 30 KB of HTML and CSS for `/`. The build is served as Hosting serves it, without
 * the API: prerendered pages as written, the others as the app shell (a page's code loads the
 * same with or without data). For each prerendered page (served here with its content) it also
 * prints when the page was first painted and when the app's entry was fetched: the start script
 * fetches the app only after a rendered page's first paint (src/app/startAfterPaint.ts; the app
 * shell starts at once).
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { closeFileBrowser, launchBrowser } from "../../tests/support/browser";
import { artistPagePath } from "@songs/domain";
import { PRERENDERED_PATHS } from "../../src/app/pageKinds";
import { APP_SHELL_FILE } from "../vite/serverBundle";

const JS_BUDGET_KB = 115;
const HOME_HTML_BUDGET_KB = 30;
/** The public pages: those prerendered, and the catalogue pages rendered on request. */
const PATHS = [
  ...PRERENDERED_PATHS,
  "/artists",
  artistPagePath("00000000-0000-4000-8000-000000000000"),
  "/samples",
  "/reviews",
];
/** Strings only the Firebase Auth SDK carries. */
const AUTH_MARKERS = ["identitytoolkit", "securetoken.googleapis"];

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
};

/** dist/ as Hosting serves it: a file, a prerendered page's index.html, else the app shell; /api answers 404. */
function serveBuild(): Promise<{ server: Server; origin: string }> {
  const dist = path.resolve("dist");
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    const candidates = [
      path.join(dist, pathname),
      path.join(dist, pathname, "index.html"),
      path.join(dist, APP_SHELL_FILE),
    ];
    const file = pathname.startsWith("/api/")
      ? undefined
      : candidates.find((candidate) => candidate.startsWith(dist) && existsSync(candidate) && path.extname(candidate));
    if (!file) return void res.writeHead(404).end();
    void readFile(file).then((body) =>
      res.writeHead(200, { "Content-Type": CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream" }).end(body),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` });
    }),
  );
}

if (!existsSync("dist/index.html")) {
  console.error("No build found: run `npm run build:web` first.");
  process.exit(1);
}

const homeHtmlKb = gzipSync(await readFile("dist/index.html"), { level: 9 }).length / 1024;
let overBudget = homeHtmlKb > HOME_HTML_BUDGET_KB;
console.log(
  `HTML and critical CSS of /: ${homeHtmlKb.toFixed(1)} KB gzipped (budget ${HOME_HTML_BUDGET_KB} KB: ${overBudget ? "OVER BUDGET" : "within budget"})`,
);

const { server, origin } = await serveBuild();
try {
  const browser = await launchBrowser();
  try {
    console.log(`first load (gzipped JS, budget ${JS_BUDGET_KB} KB)`);
    for (const path of PATHS) {
      const { page } = await browser.newPage();
      const scripts = new Map<string, Buffer>();
      page.on("response", async (response) => {
        const type = response.headers()["content-type"] ?? "";
        if (response.request().resourceType() === "script" || type.includes("javascript")) {
          scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
        }
      });
      await page.goto(origin + path, { waitUntil: "networkidle" });
      const timing = await page.evaluate(() => {
        const entry = document.querySelector<HTMLScriptElement>("script[data-app]")?.dataset.app ?? "";
        const fetched = entry
          ? performance.getEntriesByType("resource").find((resource) => resource.name.endsWith(entry))
          : undefined;
        // paintTime: when the page was painted (startTime is when the frame reached the screen, later).
        const painted = performance.getEntriesByName("first-contentful-paint")[0] as
          (PerformanceEntry & { paintTime?: number }) | undefined;
        return { entry, fetchedAt: fetched?.startTime, paintedAt: painted?.paintTime ?? painted?.startTime };
      });
      await page.close();
      const bodies = [...scripts.values()];
      const gzipKb = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
      const hasAuth = bodies.some((body) => AUTH_MARKERS.some((marker) => body.includes(marker)));
      const verdict = gzipKb <= JS_BUDGET_KB && !hasAuth ? "within budget" : "OVER BUDGET";
      if (verdict !== "within budget") overBudget = true;
      console.log(
        `${path.padEnd(20)} ${gzipKb.toFixed(1).padStart(6)} KB in ${scripts.size} files, Firebase Auth: ${hasAuth ? "yes" : "no"} (${verdict})`,
      );
      if (
        (PRERENDERED_PATHS as readonly string[]).includes(path) &&
        timing.fetchedAt !== undefined &&
        timing.paintedAt !== undefined
      ) {
        const isAfterPaint = timing.fetchedAt >= timing.paintedAt;
        if (!isAfterPaint) overBudget = true;
        console.log(
          `${"".padEnd(20)} first paint ${timing.paintedAt.toFixed(0)} ms, app fetched at ${timing.fetchedAt.toFixed(0)} ms (${isAfterPaint ? "after the paint" : "BEFORE THE PAINT"})`,
        );
      }
    }
  } finally {
    await browser.close();
    await closeFileBrowser();
  }
} finally {
  server.close();
}
process.exit(overBudget ? 1 : 0);
