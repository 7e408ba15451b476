import type { DocumentData } from "firebase-admin/firestore";
import { expect } from "vitest";
import { INVALID_PAGE_CURSOR, type ApiErrorBody } from "@songs/domain";
import { stackFirestore } from "./adminSession";
import { api, type ApiRequest } from "./api";

/**
 * The admins' work queues (to ship, the song check, sample submissions) answer a page of at most
 * 50, the longest waiting first, the next page's cursor and how many wait.
 */
export interface QueuePage {
  nextCursor: string | null;
  count: number;
}

/** A queue read through the API: `path` as `token` (on `base` when given), each page parsed and its rows' ids. */
export interface QueueRoute<Page extends QueuePage> {
  path: string;
  token: string;
  base?: ApiRequest["base"];
  parse: (body: unknown) => Page;
  idsOf: (page: Page) => string[];
}

/** A page of the queue, after `cursor` when given. */
export async function queuePage<Page extends QueuePage>(route: QueueRoute<Page>, cursor?: string): Promise<Page> {
  const response = await api(route.path, { token: route.token, base: route.base, query: cursor ? { cursor } : {} });
  expect(response.status, response.text).toBe(200);
  return route.parse(response.body);
}

/** Every page of the queue, following `nextCursor`. */
export async function everyQueuePage<Page extends QueuePage>(route: QueueRoute<Page>): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | undefined;
  do {
    const page = await queuePage(route, cursor);
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return pages;
}

/** The ids of every row of the queue, page after page. */
export const everyQueuedId = async <Page extends QueuePage>(route: QueueRoute<Page>): Promise<string[]> =>
  (await everyQueuePage(route)).flatMap(route.idsOf);

/**
 * With `waiting` (55 documents of `collection`, oldest first, older than any other on the stack)
 * stored in the queue: the first page is their first 50 and a cursor, the second starts with the
 * other 5, the count is that of every row read page after page (each once), and a cursor of
 * another list gets 400. They are deleted again after, so the other suites' rows stay on the
 * queue's first page.
 */
export async function expectPagedOldestFirst<Page extends QueuePage>(
  route: QueueRoute<Page>,
  collection: string,
  waiting: readonly { id: string; data: DocumentData }[],
): Promise<void> {
  const db = stackFirestore();
  const ids = waiting.map((document) => document.id);
  const batch = db.batch();
  for (const { id, data } of waiting) batch.set(db.collection(collection).doc(id), data);
  await batch.commit();
  try {
    const first = await queuePage(route);
    expect(route.idsOf(first)).toEqual(ids.slice(0, 50));
    expect(first.nextCursor).not.toBeNull();
    expect(first.count).toBeGreaterThanOrEqual(ids.length);
    const second = await queuePage(route, first.nextCursor!);
    expect(route.idsOf(second).slice(0, ids.length - 50)).toEqual(ids.slice(50));
    expect(second.count).toBe(first.count);
    const every = await everyQueuedId(route);
    expect(new Set(every).size).toBe(every.length);
    expect(every.length).toBe(first.count);

    const forged = await api<ApiErrorBody>(route.path, {
      token: route.token,
      base: route.base,
      query: { cursor: Buffer.from("another-list.1.0.x").toString("base64url") },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.fields).toEqual({ cursor: INVALID_PAGE_CURSOR });
  } finally {
    const cleanup = db.batch();
    for (const id of ids) cleanup.delete(db.collection(collection).doc(id));
    await cleanup.commit();
  }
}
