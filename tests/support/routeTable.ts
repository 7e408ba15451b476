import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ApiErrorBody } from "@songs/domain";
import { REPO_ROOT } from "../../scripts/stack/repoRoot";
import { api } from "./api";

export type RouteMethod = "get" | "post" | "put" | "patch" | "delete";
export type RouteAuth = "admin" | "artist" | "customer" | "required" | "optional";

/** One endpoint of the API's route tables (each capability folder's routes.ts), with the gate its handler declares. */
export interface RouteEntry {
  /** As the table writes it: "/orders/:orderId". */
  route: string;
  method: RouteMethod;
  handler: string;
  auth: RouteAuth;
}

const FUNCTIONS_SRC = path.join(REPO_ROOT, "functions", "src");

/** The folders' route tables: every `routes.ts` below functions/src (the root one only registers them). */
function routeTableFiles(): string[] {
  return readdirSync(FUNCTIONS_SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "routes.ts" && path.dirname(file) !== ".")
    .map((file) => path.join(FUNCTIONS_SRC, file))
    .sort();
}

/** The `auth` option of the handler exported as `name` from `file` ("optional" when it sets none). */
function authOf(file: string, name: string): RouteAuth {
  const source = readFileSync(file, "utf8");
  const start = source.search(new RegExp(`export const ${name}\\b`));
  if (start < 0) throw new Error(`${name} is not exported by ${file}`);
  const next = source.indexOf("export const ", start + 1);
  const body = source.slice(start, next < 0 ? undefined : next);
  return (/auth: "(admin|artist|customer|required|optional)"/.exec(body)?.[1] as RouteAuth | undefined) ?? "optional";
}

/** The endpoints of one folder's route table (`{ path: "...", handlers: { get: name, ... } }`). */
function entriesOf(tableFile: string): RouteEntry[] {
  const table = readFileSync(tableFile, "utf8");
  const sourceOf = new Map(
    [...table.matchAll(/import \{ ([^}]+) \} from "(\.[^"]+)";/g)].flatMap(([, names, from]) =>
      (names ?? "").split(",").map((name) => [name.trim(), path.join(path.dirname(tableFile), `${from}.ts`)] as const),
    ),
  );
  return [...table.matchAll(/path:\s*"([^"]+)",\s*handlers:\s*\{([^}]*)\}/g)].flatMap(([, route, handlers]) =>
    [...(handlers ?? "").matchAll(/(get|post|put|patch|delete):\s*(\w+)/g)].map(([, method, handler]) => {
      const file = sourceOf.get(handler ?? "");
      if (!file) throw new Error(`No import for ${handler} in ${tableFile}`);
      return {
        route: route ?? "",
        method: method as RouteMethod,
        handler: handler ?? "",
        auth: authOf(file, handler ?? ""),
      };
    }),
  );
}

/** Every endpoint of the route tables, by route and method, with its handler's gate. */
export function routeEntries(): RouteEntry[] {
  return routeTableFiles().flatMap(entriesOf);
}

/**
 * The API's routes with a handler gated by `auth`, such as "admin": what the authorization
 * matrices check their rows against.
 */
export function routesGatedBy(auth: "admin" | "artist"): string[] {
  return [
    ...new Set(
      routeEntries()
        .filter((entry) => entry.auth === auth)
        .map((entry) => entry.route),
    ),
  ];
}

/**
 * One row of an authorization matrix: a request to a gated route, the status a caller who gets
 * through the gate receives (a 404 for an unknown id counts as getting through), and what a
 * signed-out caller gets where it is not 401.
 */
export interface GatedEndpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  route: string;
  body?: unknown;
  passes: number;
  signedOut?: 404;
}

/** Sends a matrix row's request as the holder of `token` (signed out without one). */
export function callGated(endpoint: GatedEndpoint, token?: string) {
  return api<Partial<ApiErrorBody>>(endpoint.path, { method: endpoint.method, body: endpoint.body, token });
}

/** The routes a matrix has rows for, each once and sorted, to hold against `routesGatedBy`. */
export function routesCovered(endpoints: readonly GatedEndpoint[]): string[] {
  return [...new Set(endpoints.map((endpoint) => endpoint.route))].sort();
}
