import type { OperationsSummary } from "@songs/domain";
import { z } from "zod";
import { handler } from "../http/handler";
import { operationsSummary } from "./operationsLists";

/** GET /api/admin/operations/summary: how many rows each Operations list holds, for the Admin menu's badge (count() queries only). */
export const getOperationsSummary = handler(
  z.strictObject({}),
  ({ db }): Promise<OperationsSummary> => operationsSummary(db, new Date()),
  { auth: "admin" },
);
