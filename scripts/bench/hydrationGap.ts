/**
 * `npm run bench:hydration`: on each public page, the time from the first paint (first contentful
 * paint) to the moment the page is hydrated and its controls work (the app's `songs:hydrated`
 * performance mark), in the system Chromium under Lighthouse's mobile throttling applied for real:
 * the CPU 4x slower and Lighthouse's "slow 4G" as DevTools applies it (562.5 ms request latency,
 * 1.47 Mbps down, 675 kbps up), at the Moto G Power's 412x823 screen. Median of 3 runs per page.
 * A tap in that gap is replayed once the page is hydrated (src/app/appStart.ts).
 *
 * Options: `--url=http://127.0.0.1:5000` measures a running stack; `--no-build` reuses dist/;
 * `--runs=3`; `--pages=/,/artists`.
 */
import { availableParallelism, loadavg } from "node:os";
import { chromium } from "playwright-core";
import { APP_HYDRATED_EVENT } from "../../src/app/appStart";
import { CHROMIUM_PATH } from "../../tests/support/browser";
import { startStack, type Stack } from "../stack/startStack";

const ALL_PAGES = ["/", "/artists", "/samples", "/faq", "/memorial-songs", "/reviews"];
/** Lighthouse's mobile preset (`throttling.mobileSlow4G`), as DevTools throttling applies it. */
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const runs = Math.max(1, Number(option("runs") ?? 3));
const pages = option("pages")?.split(",") ?? ALL_PAGES;

let stack: Stack | undefined;
const givenUrl = option("url");
if (!givenUrl) {
  console.log("Starting the local stack (production build)...");
  stack = await startStack({ ports: "free", quiet: true, buildWeb: !process.argv.includes("--no-build") });
}
const baseUrl = givenUrl ?? stack!.baseUrl;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

/** First contentful paint and hydration, in ms after the navigation started, on a fresh profile. */
async function measure(path: string): Promise<{ paint: number; hydrated: number }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send("Network.enable");
    await devtools.send("Network.emulateNetworkConditions", NETWORK);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(new URL(path, baseUrl).href);
    const hydrated = await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime,
      APP_HYDRATED_EVENT,
      { timeout: 60_000 },
    );
    const paint = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    );
    return { paint, hydrated: Number(await hydrated.jsonValue()) };
  } finally {
    await context.close();
  }
}

const rows: string[] = [];
try {
  for (const path of pages) {
    await fetch(new URL(path, baseUrl)).catch(() => undefined); // warms the render function
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(path));
    const gap = median(samples.map((s) => s.hydrated - s.paint));
    rows.push(
      `${path.padEnd(16)} first paint ${Math.round(median(samples.map((s) => s.paint)))} ms, hydrated ${Math.round(median(samples.map((s) => s.hydrated)))} ms: gap ${Math.round(gap)} ms (runs: ${samples.map((s) => Math.round(s.hydrated - s.paint)).join(", ")})`,
    );
  }
} finally {
  await browser.close();
  await stack?.stop();
}
console.log(
  `\nFirst paint to hydrated (median of ${runs}), CPU ${CPU_SLOWDOWN}x slower, Lighthouse's slow 4G, ${baseUrl}, ${availableParallelism()} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}\n`,
);
for (const row of rows) console.log(row);
