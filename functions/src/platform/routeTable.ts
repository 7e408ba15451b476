import { Router, type RequestHandler } from "express";
import { methodNotAllowed } from "../http/errorHandling";
import type { AuthMode, Endpoint } from "../http/handler";

/** The HTTP methods an endpoint answers; any other method on its path answers 405. */
export type Method = "get" | "post" | "put" | "patch" | "delete";

/** One path of the API and its handler for each method it answers. */
export interface Route {
  readonly path: string;
  readonly handlers: Readonly<Partial<Record<Method, Endpoint>>>;
}

/**
 * Endpoints in the order Express tries them: a path with a fixed segment goes before a parameter
 * that would also match it (`/admin/samples/uploads` before `/admin/samples/:sampleId`).
 */
export type RouteTable = readonly Route[];

/**
 * Who a route is for. An audience is a group of routes and the gate they all pass, never a server
 * folder: the admins' order endpoints are the orders capability's, under `admin`.
 */
export type Audience = "public" | "signedIn" | "customer" | "studio" | "admin";

/**
 * The gate (`handler(..., { auth })`) every route of an audience declares:
 * - public: anyone; the handler reads a token when one is sent, and checks what the route needs
 *   itself (a link's token, a webhook's signature, an account's deletion asked again after its
 *   sign-in is gone);
 * - signedIn: any signed-in person, customer, artist or admin (`required`);
 * - customer: a password sign-in with a verified email;
 * - studio: a customer account linked to an artist profile;
 * - admin: an admin whose session passed two-factor authentication.
 */
export const AUDIENCE_GATES: Readonly<Record<Audience, AuthMode>> = {
  public: "optional",
  signedIn: "required",
  customer: "customer",
  studio: "artist",
  admin: "admin",
};

/** A capability's routes, by audience; Express tries them audience by audience, in this order. */
export type AudienceRoutes = { readonly [Group in Audience]?: RouteTable };

const AUDIENCES = Object.keys(AUDIENCE_GATES) as Audience[];

/**
 * The routes of every capability, in order, each held to its audience's gate: a route whose
 * handler declares another gate (an `admin` route not `auth: "admin"`) is refused at start-up,
 * named with its capability, so a route cannot be put where its gate does not match.
 */
export function routeTableOf(capabilities: readonly { name: string; routes?: AudienceRoutes }[]): RouteTable {
  return capabilities.flatMap(({ name, routes = {} }) =>
    AUDIENCES.flatMap((audience) =>
      (routes[audience] ?? []).map((route) => {
        for (const [method, endpoint] of Object.entries(route.handlers))
          if (endpoint.auth !== AUDIENCE_GATES[audience])
            throw new Error(
              `${method.toUpperCase()} ${route.path} (${name}) is a ${audience} route, whose handler must be auth: "${AUDIENCE_GATES[audience]}", not "${endpoint.auth}"`,
            );
        return route;
      }),
    ),
  );
}

/**
 * The methods of each path, from every route (two capabilities may answer different methods of one
 * path, e.g. GET and POST /reviews), at the place the path first appears. One method of a path is
 * one capability's: a second is a mistake, refused at start-up.
 */
function handlersByPath(table: RouteTable): Map<string, Partial<Record<Method, RequestHandler>>> {
  const byPath = new Map<string, Partial<Record<Method, RequestHandler>>>();
  for (const { path, handlers } of table) {
    const known = byPath.get(path) ?? {};
    for (const method of Object.keys(handlers) as Method[]) {
      if (known[method]) throw new Error(`${method.toUpperCase()} ${path} is registered twice`);
      known[method] = handlers[method];
    }
    byPath.set(path, known);
  }
  return byPath;
}

/** The Express router of a route table: every endpoint by path; other methods on a known path answer 405. */
export function routerOf(table: RouteTable): Router {
  const router = Router();
  for (const [path, handlers] of handlersByPath(table)) {
    const chain = router.route(path);
    for (const [method, handle] of Object.entries(handlers) as [Method, RequestHandler][]) chain[method](handle);
    chain.all(methodNotAllowed(Object.keys(handlers).map((m) => m.toUpperCase())));
  }
  return router;
}
