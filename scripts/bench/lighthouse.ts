/**
 * `npm run bench:lighthouse`: Lighthouse (mobile: emulated phone, throttled CPU and network)
 * performance and accessibility of `/`, `/faq` and `/memorial-songs`, against the production build
 * served by the local stack (Hosting emulator, real API), in the system Chromium.
 * Targets: performance 95+, accessibility 100. Prints the audits that cost points.
 *
 * Options: `--url=http://127.0.0.1:5000` measures an already running stack (no build, no start);
 * `--runs=3` takes the median of several runs per page; `--no-build` reuses dist/.
 * Lighthouse 12 is used because 13 needs Node 22.19+.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_PATH } from "../../tests/support/browser";
import { startStack, type Stack } from "../stack/startStack";

const PAGES = ["/", "/faq", "/memorial-songs"];
const TARGETS = { performance: 95, accessibility: 100 } as const;
type Category = keyof typeof TARGETS;

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface PageResult {
  path: string;
  scores: Record<Category, number>;
  metrics: Record<string, string>;
  losses: string[];
}

async function measure(baseUrl: string, path: string, port: number): Promise<{ scores: Record<Category, number>; metrics: Record<string, string>; losses: string[] }> {
  const result = await lighthouse(new URL(path, baseUrl).href, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: Object.keys(TARGETS),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
  const scores = {} as Record<Category, number>;
  const losses: string[] = [];
  for (const category of Object.keys(TARGETS) as Category[]) {
    const entry = lhr.categories[category]!;
    scores[category] = Math.round((entry.score ?? 0) * 100);
    for (const ref of entry.auditRefs) {
      const audit = lhr.audits[ref.id]!;
      if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) {
        losses.push(`${category}: ${audit.title}`);
      }
    }
  }
  const metrics: Record<string, string> = {};
  for (const id of ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]) {
    const audit = lhr.audits[id];
    if (audit?.displayValue) metrics[audit.title] = audit.displayValue;
  }
  return { scores, metrics, losses };
}

const runs = Math.max(1, Number(option("runs") ?? 1));
const givenUrl = option("url");
let stack: Stack | undefined;
if (!givenUrl) {
  console.log("Starting the local stack (production build)...");
  stack = await startStack({ ports: "free", quiet: true, buildWeb: !process.argv.includes("--no-build") });
}
const baseUrl = givenUrl ?? stack!.baseUrl;

const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

const results: PageResult[] = [];
let isBelowTarget = false;
try {
  for (const path of PAGES) {
    // A first visit warms the emulators (cold function start) so it is not billed to the page.
    await fetch(new URL("/api/reviews?limit=3", baseUrl)).catch(() => undefined);
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(baseUrl, path, chrome.port));
    const scores = {} as Record<Category, number>;
    for (const category of Object.keys(TARGETS) as Category[]) scores[category] = median(samples.map((s) => s.scores[category]));
    const last = samples[samples.length - 1]!;
    results.push({ path, scores, metrics: last.metrics, losses: [...new Set(samples.flatMap((s) => s.losses))] });
  }
} finally {
  await chrome.kill();
  await stack?.stop();
}

console.log(`\nLighthouse (mobile), ${runs === 1 ? "one run" : `median of ${runs} runs`} per page, ${baseUrl}\n`);
for (const result of results) {
  const parts = (Object.keys(TARGETS) as Category[]).map((category) => {
    const isOk = result.scores[category] >= TARGETS[category];
    if (!isOk) isBelowTarget = true;
    return `${category} ${result.scores[category]}${isOk ? "" : ` (target ${TARGETS[category]})`}`;
  });
  console.log(`${result.path.padEnd(16)} ${parts.join("   ")}`);
  console.log(`${"".padEnd(16)} ${Object.entries(result.metrics).map(([k, v]) => `${k} ${v}`).join(", ")}`);
  for (const loss of result.losses) console.log(`${"".padEnd(16)} - ${loss}`);
}
process.exit(isBelowTarget ? 1 : 0);
