/**
 * What production bills for each route of `npm run bench:scale`: the Firestore documents one
 * request reads and writes, as the functions count them under BENCH_COUNT_OPERATIONS
 * (functions/src/adapters/firestore/billedOperations.ts: found or missing documents fetched, the
 * documents a query returns and at least one per query, one per 1,000 entries an aggregation
 * counts, each write of a commit), independent of how fast the emulator scans. Each route's figure
 * is the largest of its measured requests (the first one after a cache's expiry reads; the rest
 * are answered from the instance's memory).
 * Target at Nx: a list route reads at most one page's query (51: 50 and one to know there is a
 * next page) plus a constant, the page's joins (at most two `getAll`s of its 50 rows: 100) and a
 * count or two; a report that reads more reads the same at Nx as at 1x (a fixed set of daily
 * rollups, whatever the data's size); and no GET writes.
 */
import type { ScaleRoute } from "./scaleRoutes";

export interface Billed {
  reads: number;
  writes: number;
}

/** 51 for the page's query, 100 for two joins of its rows, 2 for counts. */
export const LIST_READS_MAX = 51 + 100 + 2;

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
    `\nFirestore operations one request bills (reads / writes), at 1x and ${scale}x; target at ${scale}x: at most ${LIST_READS_MAX} reads (a page of 51, two joins of its 50 rows, two counts) or no more than at 1x, and no write`,
  );
  let allMet = true;
  for (const route of routes) {
    const [before, after] = [small.get(route.label)?.billed, large.get(route.label)?.billed];
    if (!before || !after) {
      console.log(`${route.label}: not counted (no answer carried X-Billed-Reads)`);
      allMet = false;
      continue;
    }
    const met = (after.reads <= LIST_READS_MAX || after.reads <= before.reads) && after.writes === 0;
    allMet &&= met;
    console.log(
      `${route.label}: ${before.reads} / ${before.writes} -> ${after.reads} / ${after.writes}: ${met ? "met" : "MISSED"}`,
    );
  }
  return allMet;
}
