import { AsyncLocalStorage } from "node:async_hooks";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { Firestore } from "firebase-admin/firestore";

/**
 * The Firestore operations production bills, counted per API request for `npm run bench:scale`
 * (the emulators only: BENCH_COUNT_OPERATIONS, which the functions refuse elsewhere), and per
 * process for the whole life of an order (BENCH_COUNT_DIR, `keepProcessTotals`). Counted where
 * the client talks to Firestore (its `request` and `requestStream` funnels), so every path is seen:
 * a document fetched (found or missing) is a read; a query reads its documents, and at least one
 * when it finds none; an aggregation reads one per 1,000 index entries it counts, at least one; a
 * commit writes each of its writes. Listing collection ids and transactions' own calls bill nothing.
 * This is Firestore's billing model, independent of how fast the emulator scans.
 */
export interface BilledOperations {
  reads: number;
  writes: number;
}

const current = new AsyncLocalStorage<BilledOperations>();

/** Everything this process billed, whatever ran it (a request, a task, a trigger), when kept in a file. */
const processTotals: BilledOperations = { reads: 0, writes: 0 };
let totalsFile: string | null = null;

/** Adds to a request's count (when the operation is one's) and to the process's totals. */
function bill(counts: BilledOperations | undefined, reads: number, writes: number): void {
  if (reads === 0 && writes === 0) return;
  if (counts) {
    counts.reads += reads;
    counts.writes += writes;
  }
  if (!totalsFile) return;
  processTotals.reads += reads;
  processTotals.writes += writes;
  writeFileSync(totalsFile, JSON.stringify(processTotals));
}

/** Counts the operations `fn` (and everything it starts) bills into `counts`. */
export const countingInto = <T>(counts: BilledOperations, fn: () => T): T => current.run(counts, fn);

interface Funnels {
  request(methodName: string, request: { writes?: unknown[] }, ...rest: unknown[]): Promise<unknown>;
  requestStream(methodName: string, ...rest: unknown[]): Promise<Readable>;
}

/** What one streamed answer bills beyond its request's minimum. */
function readsOfAnswer(methodName: string, answer: Record<string, unknown>, seen: { documents: number }): number {
  if (methodName === "batchGetDocuments") return answer.found || answer.missing ? 1 : 0;
  if (methodName === "runQuery" && answer.document) return (seen.documents += 1) > 1 ? 1 : 0;
  if (methodName === "runAggregationQuery") {
    const fields = (answer.result as { aggregateFields?: Record<string, { integerValue?: unknown }> } | undefined)
      ?.aggregateFields;
    const counted = Math.max(0, ...Object.values(fields ?? {}).map((field) => Number(field.integerValue ?? 0)));
    return Math.floor(Math.max(0, counted - 1) / 1000);
  }
  return 0;
}

let installed = false;

/**
 * Keeps this process's totals in `<dir>/<pid>.json`, rewritten as they grow, so `npm run
 * bench:scale` can add up what every function process billed (the whole life of an order: its
 * requests, webhooks, follow-ups, triggers). The emulators only (BENCH_COUNT_DIR).
 */
export function keepProcessTotals(dir: string): void {
  totalsFile = path.join(dir, `${process.pid}.json`);
  countBilledOperations();
}

/** Starts counting in this process (once): the bench's instances only. */
export function countBilledOperations(): void {
  if (installed) return;
  installed = true;
  const funnels = Firestore.prototype as unknown as Funnels;
  const request = funnels.request;
  funnels.request = async function (this: Firestore, methodName, body, ...rest) {
    const counts = current.getStore();
    const answer = await request.call(this, methodName, body, ...rest);
    // Billed once committed: a transaction's aborted commit writes nothing (its reads were billed).
    if (methodName === "commit" || methodName === "batchWrite") bill(counts, 0, body.writes?.length ?? 0);
    return answer;
  };
  const requestStream = funnels.requestStream;
  funnels.requestStream = async function (this: Firestore, methodName, ...rest) {
    const counts = current.getStore();
    const stream = await requestStream.call(this, methodName, ...rest);
    if (!counts && !totalsFile) return stream;
    // A query or an aggregation bills one read even when it finds nothing.
    if (methodName === "runQuery" || methodName === "runAggregationQuery") bill(counts, 1, 0);
    const seen = { documents: 0 };
    // Every way of consuming the stream (pipe, read(), for await) emits "data" per answer.
    const emit = stream.emit.bind(stream);
    stream.emit = (event: string | symbol, ...args: unknown[]) => {
      if (event === "data" && args[0] && typeof args[0] === "object")
        bill(counts, readsOfAnswer(methodName, args[0] as Record<string, unknown>, seen), 0);
      return emit(event, ...args);
    };
    return stream;
  };
}
