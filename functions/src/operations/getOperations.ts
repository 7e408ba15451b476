import {
  OPERATIONS_LISTS,
  operationsQuerySchema,
  type OperationsList,
  type OperationsOverview,
  type OperationsPage,
} from "@songs/domain";
import { badRequest } from "../http/errors";
import { handler } from "../http/handler";
import { operationsPage } from "./operationsLists";

/**
 * GET /api/admin/operations: every Operations list's first page with its count (the page's one
 * read); `?list=<list>&cursor=<its nextCursor>`: the next page of that list.
 */
export const getOperations = handler(
  operationsQuerySchema,
  async ({ db, input }): Promise<OperationsOverview | OperationsPage> => {
    const now = new Date();
    if (input.list) return operationsPage(db, input.list, now, input.cursor);
    if (input.cursor)
      throw badRequest("Name the list the cursor belongs to", { list: "Choose a known Operations list" });
    const pages = await Promise.all(OPERATIONS_LISTS.map((list) => operationsPage(db, list, now)));
    const lists = Object.fromEntries(pages.map((page) => [page.list, page])) as OperationsOverview["lists"];
    const counts = Object.fromEntries(pages.map((page) => [page.list, page.count])) as Record<OperationsList, number>;
    return { counts, attention: pages.some((page) => page.count > 0), lists };
  },
  { auth: "admin" },
);
