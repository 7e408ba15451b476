/**
 * `npm run bench:lighthouse`: Lighthouse with its default mobile preset (emulated phone, simulated
 * throttling) on the visitors' main pages, against the production build served by the local stack
 * (Hosting emulator, real API), in the system Chromium. Prints, per page, the median of the runs for
 * the four categories and LCP, CLS and TBT, which targets are met, and the audits that cost points.
 *
 * Options: `--url=http://127.0.0.1:5000` measures an already running stack (no build, no start);
 * `--runs=3` (default) runs per page; `--no-build` reuses dist/; `--pages=/,/faq` measures only
 * those pages; `--save=DIR` keeps every run's full report (JSON, for the LCP element, the critical
 * request chain and the main thread's tasks).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_PATH } from "../../tests/support/browser";
import { startStack, type Stack } from "../stack/startStack";

const ALL_PAGES = ["/", "/artists", "/samples", "/faq", "/memorial-songs", "/reviews"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

/** What is measured on each page: scores out of 100, LCP and TBT in ms, CLS unitless. */
interface Figures extends Record<Category, number> {
  lcp: number;
  cls: number;
  tbt: number;
}

/** Each target: the figure, the bound, and whether higher is better. */
const TARGETS: {
  key: keyof Figures;
  label: string;
  bound: number;
  isMinimum: boolean;
  show: (value: number) => string;
}[] = [
  { key: "performance", label: "performance", bound: 99, isMinimum: true, show: String },
  { key: "lcp", label: "LCP", bound: 1200, isMinimum: false, show: (ms) => `${(ms / 1000).toFixed(2)} s` },
  { key: "cls", label: "CLS", bound: 0.02, isMinimum: false, show: (cls) => cls.toFixed(3) },
  { key: "tbt", label: "TBT", bound: 100, isMinimum: false, show: (ms) => `${Math.round(ms)} ms` },
  { key: "seo", label: "SEO", bound: 100, isMinimum: true, show: String },
  { key: "accessibility", label: "accessibility", bound: 100, isMinimum: true, show: String },
  { key: "best-practices", label: "best practices", bound: 100, isMinimum: true, show: String },
];

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(
  baseUrl: string,
  page: string,
  port: number,
): Promise<{ figures: Figures; losses: string[]; report: string }> {
  const result = await lighthouse(new URL(page, baseUrl).href, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
  const losses: string[] = [];
  const scores = {} as Record<Category, number>;
  for (const category of CATEGORIES) {
    const entry = lhr.categories[category]!;
    scores[category] = Math.round((entry.score ?? 0) * 100);
    for (const ref of entry.auditRefs) {
      const audit = lhr.audits[ref.id]!;
      if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) losses.push(`${category}: ${audit.title}`);
    }
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    figures: {
      ...scores,
      lcp: numeric("largest-contentful-paint"),
      cls: numeric("cumulative-layout-shift"),
      tbt: numeric("total-blocking-time"),
    },
    losses,
    report: String(result.report),
  };
}

const runs = Math.max(1, Number(option("runs") ?? 3));
const pages = option("pages")?.split(",") ?? ALL_PAGES;
const saveDir = option("save");
if (saveDir) await mkdir(saveDir, { recursive: true });
const givenUrl = option("url");
let stack: Stack | undefined;
if (!givenUrl) {
  console.log("Starting the local stack (production build)...");
  stack = await startStack({ ports: "free", quiet: true, buildWeb: !process.argv.includes("--no-build") });
}
const baseUrl = givenUrl ?? stack!.baseUrl;

const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

const results: { path: string; figures: Figures; losses: string[] }[] = [];
try {
  for (const page of pages) {
    // A first visit warms the emulators (the api and render functions' cold starts) so it is not billed to the page.
    await fetch(new URL("/api/reviews?limit=3", baseUrl)).catch(() => undefined);
    await fetch(new URL(page, baseUrl)).catch(() => undefined);
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const sample = await measure(baseUrl, page, chrome.port);
      if (saveDir)
        await writeFile(
          path.join(saveDir, `${page.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${i + 1}.json`),
          sample.report,
        );
      samples.push(sample);
    }
    const figures = {} as Figures;
    for (const { key } of TARGETS) figures[key] = median(samples.map((s) => s.figures[key]));
    results.push({ path: page, figures, losses: [...new Set(samples.flatMap((s) => s.losses))] });
  }
} finally {
  await chrome.kill();
  await stack?.stop();
}

const isMet = (target: (typeof TARGETS)[number], value: number) =>
  target.isMinimum ? value >= target.bound : value <= target.bound;
let isBelowTarget = false;
console.log(
  `\nLighthouse ${runs === 1 ? "(one run" : `(median of ${runs} runs`} per page, default mobile preset, simulated throttling), ${baseUrl}, ${availableParallelism()} cores\n`,
);
for (const { path, figures, losses } of results) {
  const parts = TARGETS.map((target) => {
    const value = figures[target.key];
    const met = isMet(target, value);
    if (!met) isBelowTarget = true;
    return `${target.label} ${target.show(value)} ${met ? "✓" : `✗ (target ${target.isMinimum ? ">=" : "<="} ${target.show(target.bound)})`}`;
  });
  console.log(`${path.padEnd(16)} ${parts.join("   ")}`);
  for (const loss of losses) console.log(`${"".padEnd(16)} - ${loss}`);
}
const unmet = TARGETS.filter((target) => results.some((result) => !isMet(target, result.figures[target.key])));
console.log(
  `\nTargets met on every page: ${
    TARGETS.filter((t) => !unmet.includes(t))
      .map((t) => t.label)
      .join(", ") || "none"
  }`,
);
if (unmet.length > 0) console.log(`Not met on every page: ${unmet.map((t) => t.label).join(", ")}`);
process.exit(isBelowTarget ? 1 : 0);
