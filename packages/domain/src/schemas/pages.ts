import { z } from "zod";

/** The most rows any list of the API answers in one page. */
export const MAX_PAGE_SIZE = 50;

/** A cursor the API did not hand out, or one from another list. */
export const INVALID_PAGE_CURSOR = "This page link is out of date. Reload the list.";

/** A list's `cursor` query parameter: the `nextCursor` of the page before, opaque to the caller. */
export const pageCursorSchema = z.string().max(300, INVALID_PAGE_CURSOR).optional();
