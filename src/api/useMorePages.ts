import { useState } from "react";
import { apiGet, type ResponseSchema } from "./client";

/** A page of a list the API answers a page at a time: `nextCursor` asks for the next, null on the last. */
export interface CursorPage {
  nextCursor: string | null;
}

/** `path` with `cursor` added to its query. */
export const withCursor = (path: string, cursor: string) =>
  `${path}${path.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}`;

/**
 * The pages after a list's first page (read by the screen, with useApiQuery): `loadMore` reads the
 * next one at the `nextCursor` the last page gave. The pages start over when `path` changes or
 * `reset` is called (after the first page is read again).
 */
export function useMorePages<Page extends CursorPage>(
  path: string,
  schema: ResponseSchema<Page>,
  first: Page | null | undefined,
) {
  const [loaded, setLoaded] = useState<{ path: string; pages: Page[] }>({ path, pages: [] });
  const [isLoadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const pages = loaded.path === path ? loaded.pages : [];
  const nextCursor = first ? ((pages.at(-1) ?? first).nextCursor ?? null) : null;

  const loadMore = async () => {
    if (!nextCursor || isLoadingMore) return;
    setLoadingMore(true);
    setFailed(false);
    try {
      const page = await apiGet(withCursor(path, nextCursor), schema);
      setLoaded({ path, pages: [...pages, page] });
    } catch {
      setFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    /** The pages read after the first, oldest last. */
    pages,
    /** Set while the list goes on past what was read. */
    nextCursor,
    loadMore,
    isLoadingMore,
    /** The last `loadMore` failed (the screen offers to try again). */
    failed,
    reset: () => setLoaded({ path, pages: [] }),
  };
}
