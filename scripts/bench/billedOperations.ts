/**
 * What production bills for each route of `npm run bench:scale`: the Firestore documents one
 * request reads and writes, as the functions count them under BENCH_COUNT_OPERATIONS
 * (functions/src/adapters/firestore/billedOperations.ts: found or missing documents fetched, the
 * documents a query returns and at least one per query, one per 1,000 entries an aggregation
 * counts, each write of a commit), independent of how fast the emulator scans. Each route's figure
 * is the largest of its measured requests (the first one after a cache's expiry reads; the rest
 * are answered from the instance's memory).
 * Target at Nx (issue 45): a list route reads at most one page's query (51: 50 and one to know
 * there is a next page) plus a constant (a count or two, a few fixed documents), never a document
 * per row of its page; a report that reads more reads the same at Nx as at 1x (a fixed set of daily
 * rollups, whatever the data's size); and no GET writes. The former target allowed two joins of
 * the page's rows (`getAll`s of 50 each): a route within it but not within this one is printed as
 * reading per row.
 */
import type { ScaleRoute } from "./scaleRoutes";

export interface Billed {
  reads: number;
  writes: number;
}

/** 51 for the page's query, and a constant: counts and a few fixed documents. */
export const LIST_READS_MAX = 51 + 10;

/** The former target: 51 for the page's query, 100 for two joins of its rows, 2 for counts. */
const WITH_JOINS_MAX = 51 + 100 + 2;

/** Sets the flag the functions count under: before the stack starts, whose processes inherit it. */
export function countBilledOperationsInStack(): void {
  process.env.BENCH_COUNT_OPERATIONS = "true";
}

/** The larger of `before` and what `response` says it billed; `before` when it says nothing. */
export function billedOf(response: Response, before: Billed | undefined): Billed | undefined {
  const [reads, writes] = ["x-billed-reads", "x-billed-writes"].map((name) => response.headers.get(name));
  if (reads === null || writes === null) return before;
  return {
    reads: Math.max(before?.reads ?? 0, Number(reads)),
    writes: Math.max(before?.writes ?? 0, Number(writes)),
  };
}

/** Prints each route's reads and writes at 1x and Nx against the target; true when every route meets it. */
export function printBilled(
  routes: readonly ScaleRoute[],
  small: Map<string, { billed?: Billed }>,
  large: Map<string, { billed?: Billed }>,
  scale: number,
): boolean {
  console.log(
    `\nFirestore operations one request bills (reads / writes), at 1x and ${scale}x; target at ${scale}x: at most ${LIST_READS_MAX} reads (a page of 51 and a constant, no read per row) or no more than at 1x, and no write`,
  );
  let allMet = true;
  for (const route of routes) {
    const [before, after] = [small.get(route.label)?.billed, large.get(route.label)?.billed];
    if (!before || !after) {
      console.log(`${route.label}: not counted (no answer carried X-Billed-Reads)`);
      allMet = false;
      continue;
    }
    const bounded = after.reads <= before.reads;
    const met = (after.reads <= LIST_READS_MAX || bounded) && after.writes === 0;
    const perRow = !met && after.reads <= WITH_JOINS_MAX && after.writes === 0 ? " (reads per row of its page)" : "";
    allMet &&= met;
    console.log(
      `${route.label}: ${before.reads} / ${before.writes} -> ${after.reads} / ${after.writes}: ${met ? "met" : "MISSED"}${perRow}`,
    );
  }
  return allMet;
}
