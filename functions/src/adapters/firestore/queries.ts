import {
  Timestamp,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from "firebase-admin/firestore";

/**
 * The query's documents created since `since`, newest first (the security dashboard's lists).
 */
export function createdSince(query: Query, since: Date): Query {
  return query.where("createdAt", ">=", Timestamp.fromDate(since)).orderBy("createdAt", "desc");
}

/** Firestore's most values in one `in` filter: lookups by a list of values go this many a query. */
export const IN_QUERY_LIMIT = 30;

/** Firestore's most writes in one batch, and the most documents a backfill reads a page. */
export const BATCH_LIMIT = 500;

/**
 * Every document of `query`, a page of at most `size` at a time, each page resuming after the last
 * document of the one before, in the query's own order (by document id when it has none, which needs
 * no index): the backfills' reads.
 */
export async function* pagesOf(query: Query, size = BATCH_LIMIT): AsyncGenerator<QueryDocumentSnapshot[]> {
  let last: QueryDocumentSnapshot | undefined;
  do {
    const snapshot = await (last ? query.startAfter(last) : query).limit(size).get();
    if (snapshot.empty) return;
    yield snapshot.docs;
    last = snapshot.size < size ? undefined : snapshot.docs.at(-1);
  } while (last);
}

/** What a backfill found: the documents it read and those it changed (or would change, on a dry run). */
export interface BackfillCount {
  read: number;
  changed: number;
}

/** A backfill's run: `apply` writes, otherwise it only counts what it would change. */
export interface BackfillOptions {
  apply: boolean;
}

/**
 * Applies the changes one page of a backfill found, in batches of at most BATCH_LIMIT writes
 * (nothing on a dry run), and counts them.
 */
export async function commitChanges(
  db: Firestore,
  count: BackfillCount,
  options: BackfillOptions,
  changes: ((batch: WriteBatch) => void)[],
  read: number,
): Promise<void> {
  count.read += read;
  count.changed += changes.length;
  if (!options.apply) return;
  for (let start = 0; start < changes.length; start += BATCH_LIMIT) {
    const batch = db.batch();
    for (const change of changes.slice(start, start + BATCH_LIMIT)) change(batch);
    await batch.commit();
  }
}

/**
 * A backfill's whole run over `query`: each document's update from `rewrite` (null: nothing to
 * change), page by page, so a second run, or one after an interrupted run, changes nothing it changed before.
 */
export async function rewriteEach(
  db: Firestore,
  query: Query,
  options: BackfillOptions,
  rewrite: (doc: QueryDocumentSnapshot) => DocumentData | null,
): Promise<BackfillCount> {
  const count: BackfillCount = { read: 0, changed: 0 };
  for await (const page of pagesOf(query)) {
    const changes = page.flatMap((doc) => {
      const fields = rewrite(doc);
      return fields ? [(batch: WriteBatch) => batch.update(doc.ref, fields)] : [];
    });
    await commitChanges(db, count, options, changes, page.length);
  }
  return count;
}

/** Deletes every document of `query`, a page at a time (an account's deletion); nothing when none is left. */
export async function deleteEvery(query: Query): Promise<void> {
  for await (const page of pagesOf(query)) {
    const batch = query.firestore.batch();
    for (const doc of page) batch.delete(doc.ref);
    await batch.commit();
  }
}
