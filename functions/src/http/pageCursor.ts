import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { DOCUMENT_ID_PATTERN, INVALID_PAGE_CURSOR } from "@songs/domain";
import { createdSince } from "../adapters/firestore/queries";
import { cursorTimestamp, invalidCursor } from "./cursor";

/**
 * A list's page cursor (the lists of issue 29: orders, the admins' orders, studio queue tabs, the
 * ledger, the security alerts; `cursor.ts` holds the shared 400, the time's range check and the reviews' cursor):
 * opaque to callers, it names where the last page ended by the value of the
 * list's order field (a Timestamp, to the nanosecond, or a number such as an artist's rating) and
 * the last row's document id, tagged with
 * the list it belongs to. A cursor holds no secret and grants nothing: the query it resumes keeps
 * its own filters (the caller's orders, the artist's ledger), so a forged cursor can only move
 * within what its caller may read. A cursor that does not decode, or that names another list,
 * answers 400 with a `cursor` field message. Resuming by values, not by a document read, costs no
 * read and still works when the last row has since changed or gone.
 */
export interface PagePosition {
  at: Timestamp | number;
  id: string;
}

/** `<list>.<seconds>.<nanoseconds>.<id>` for a time, `<list>.n<number>.<id>` for a number. */
const SHAPE = /^([a-z][a-z0-9-]{0,30})\.(?:(\d{1,12})\.(\d{1,9})|n([-+.e0-9]{1,30}))\.([A-Za-z0-9_-]{1,200})$/;

export function encodePageCursor(list: string, position: PagePosition): string {
  const at = typeof position.at === "number" ? `n${position.at}` : `${position.at.seconds}.${position.at.nanoseconds}`;
  return Buffer.from(`${list}.${at}.${position.id}`).toString("base64url");
}

const cursorNumber = (digits: string | undefined) =>
  digits && Number.isFinite(Number(digits)) ? Number(digits) : null;

/** The position a cursor of `list` names; a 400 with the field's message for anything else. */
export function decodePageCursor(list: string, cursor: string, message = INVALID_PAGE_CURSOR): PagePosition {
  const match = /^[A-Za-z0-9_-]+$/.test(cursor) ? SHAPE.exec(Buffer.from(cursor, "base64url").toString()) : null;
  const at = match?.[4] !== undefined ? cursorNumber(match[4]) : cursorTimestamp(match?.[2], match?.[3]);
  if (!match || at === null || match[1] !== list || !DOCUMENT_ID_PATTERN.test(match[5] ?? "")) {
    throw invalidCursor(message);
  }
  return { at, id: match[5] as string };
}

/** The value a page's last row holds in the list's order field, when a cursor can name it. */
const positionValue = (value: unknown): Timestamp | number | null =>
  value instanceof Timestamp || (typeof value === "number" && Number.isFinite(value)) ? value : null;

/** A page of documents and the cursor of the next, null on the last page. */
export interface CursorPage {
  docs: QueryDocumentSnapshot[];
  nextCursor: string | null;
}

/**
 * One page of `ordered`, a query the caller ordered by the Timestamp or number field `field` (written at the
 * call, so the deploy check reads the query's index there), descending unless `ascending`, after
 * `cursor`: ties on `field` are broken by document id, so no row is skipped or repeated between
 * pages. Reads at most `limit + 1` documents.
 */
export async function pageByCursor(
  ordered: Query,
  options: { list: string; field: string; limit: number; cursor?: string; ascending?: boolean },
): Promise<CursorPage> {
  let query = ordered.orderBy(FieldPath.documentId(), options.ascending ? "asc" : "desc");
  if (options.cursor) {
    const after = decodePageCursor(options.list, options.cursor);
    query = query.startAfter(after.at, after.id);
  }
  const snapshot = await query.limit(options.limit + 1).get();
  const docs = snapshot.docs.slice(0, options.limit);
  const last = docs.at(-1);
  const at = positionValue(last?.get(options.field));
  const nextCursor =
    snapshot.size > options.limit && last && at !== null ? encodePageCursor(options.list, { at, id: last.id }) : null;
  return { docs, nextCursor };
}

/**
 * `pageByCursor`'s page of `ordered` and how many documents `ordered` holds in all, from one count()
 * aggregation over the same query beside it (billed per 1,000 index entries, no document read): the
 * lists that say how many wait (the admins' queues, the Operations lists).
 */
export async function countedPageByCursor(
  ordered: Query,
  options: Parameters<typeof pageByCursor>[1],
): Promise<CursorPage & { count: number }> {
  const [page, count] = await Promise.all([pageByCursor(ordered, options), ordered.count().get()]);
  return { ...page, count: count.data().count };
}

const laterFirst = (field: string) => (a: QueryDocumentSnapshot, b: QueryDocumentSnapshot) => {
  const [at, bt] = [a.get(field) as Timestamp, b.get(field) as Timestamp];
  return bt.seconds - at.seconds || bt.nanoseconds - at.nanoseconds || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
};

/**
 * The page of the union of several pages of queries ordered the same way (by `field` descending,
 * then document id) from the same cursor, such as one search looked up in two arrays: the first
 * `limit` of their documents, each once, and a cursor after the last when more follow. Exact:
 * what ranks among the union's first `limit` ranks among its own query's first `limit`.
 */
export function unionOfPages(
  pages: readonly CursorPage[],
  options: { list: string; field: string; limit: number },
): CursorPage {
  const byId = new Map(pages.flatMap((page) => page.docs.map((doc) => [doc.id, doc] as const)));
  const all = [...byId.values()].sort(laterFirst(options.field));
  const docs = all.slice(0, options.limit);
  const last = docs.at(-1);
  const at = last?.get(options.field) as unknown;
  const more = all.length > options.limit || pages.some((page) => page.nextCursor !== null);
  return {
    docs,
    nextCursor: more && last && at instanceof Timestamp ? encodePageCursor(options.list, { at, id: last.id }) : null,
  };
}

/** A page of `query`'s documents created since `since`, newest first, after `cursor` (the security dashboard's lists). */
export function pageCreatedSince(
  query: Query,
  since: Date,
  page: { list: string; limit: number; cursor?: string },
): Promise<CursorPage> {
  return pageByCursor(createdSince(query, since), { ...page, field: "createdAt" });
}
