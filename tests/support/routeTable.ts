import type { ApiErrorBody } from "@songs/domain";
import { ROUTE_TABLE } from "../../functions/src/capabilities";
import type { AuthMode } from "../../functions/src/http/handler";
import type { Method } from "../../functions/src/platform/routeTable";
import { api } from "./api";

export type RouteMethod = Method;
export type RouteAuth = AuthMode;

/** One endpoint of the API's route table (the capabilities' registrations), with the gate its handler declares. */
export interface RouteEntry {
  /** As the table writes it: "/orders/:orderId". */
  route: string;
  method: RouteMethod;
  auth: RouteAuth;
}

/** Every endpoint of the route table, by route and method, with its handler's gate. */
export function routeEntries(): RouteEntry[] {
  return ROUTE_TABLE.flatMap(({ path, handlers }) =>
    Object.entries(handlers).map(([method, endpoint]) => ({
      route: path,
      method: method as RouteMethod,
      auth: endpoint.auth,
    })),
  );
}

/**
 * A caller for each gate: the admin's token, the artist's, the customer's (also for a route that
 * requires any signed-in user) and none where signing in is optional.
 */
export function tokensByGate(
  admin: string,
  artist: { idToken: string },
  customer: { token: string },
): Record<RouteAuth, string | undefined> {
  return { admin, artist: artist.idToken, customer: customer.token, required: customer.token, optional: undefined };
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
