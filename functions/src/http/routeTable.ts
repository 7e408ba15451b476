import type { RequestHandler } from "express";

/** The HTTP methods an endpoint answers; any other method on its path answers 405. */
export type Method = "get" | "post" | "put" | "patch" | "delete";

/** One path of the API and its handler for each method it answers. */
export interface Route {
  readonly path: string;
  readonly handlers: Readonly<Partial<Record<Method, RequestHandler>>>;
}

/**
 * A capability folder's endpoints (its `routes.ts`), in the order Express tries them: a path with a
 * fixed segment goes before a parameter that would also match it (`/admin/samples/uploads` before
 * `/admin/samples/:sampleId`). `functions/src/routes.ts` registers every folder's table.
 */
export type RouteTable = readonly Route[];
