import { describe, expect, it } from "vitest";
import type { Router } from "express";
import type { Firestore } from "firebase-admin/firestore";
import { FOLLOW_UP_KIND_NAMES, PUSH_NOTICE_ABOUTS } from "@songs/domain";
import { apiRoutes, CAPABILITIES, followUpHandlers, ROUTE_TABLE } from "./capabilities";
import { handler, noParamsSchema, type AuthMode, type Endpoint } from "./http/handler";
import { followUpHandlersOf, pushComposersOf, type Capability, type FollowUpDependencies } from "./platform/capability";
import { AUDIENCE_GATES, routerOf, routeTableOf, type Audience, type RouteTable } from "./platform/routeTable";

interface RouteLayer {
  route?: { path: string; stack: { method?: string }[] };
  match(path: string): boolean;
}

function registeredRoutes(
  router: Router = apiRoutes(),
): { layer: RouteLayer; path: string; methods: string[]; fallback: boolean }[] {
  const stack = (router as unknown as { stack: RouteLayer[] }).stack;
  return stack.flatMap((layer) =>
    layer.route
      ? [
          {
            layer,
            path: layer.route.path,
            methods: layer.route.stack.flatMap((entry) => (entry.method ? [entry.method.toUpperCase()] : [])),
            fallback: layer.route.stack.some((entry) => entry.method === undefined),
          },
        ]
      : [],
  );
}

/** A concrete URL the path's pattern matches: each parameter's name as its value, a file below a wildcard. */
function sampleUrl(path: string): string {
  return path.replace(/\*\w+/g, "folder/file.mp3").replace(/:(\w+)/g, "$1");
}

/** An endpoint gated by `auth`, answering nothing. */
const endpointFor = (auth: AuthMode): Endpoint => handler(noParamsSchema, async () => undefined, { auth });

/** Every endpoint the registrations declare, as `METHOD path` with the audience it is declared under. */
const declaredEndpoints = (CAPABILITIES as readonly Capability[]).flatMap(({ name, routes }) =>
  Object.entries(routes ?? {}).flatMap(([audience, table]) =>
    (table as RouteTable).flatMap((route) =>
      Object.keys(route.handlers).map((method) => ({
        capability: name,
        audience: audience as Audience,
        endpoint: `${method.toUpperCase()} ${route.path}`,
      })),
    ),
  ),
);

describe("the API's routes, from the capabilities' registrations", () => {
  it("registers every declared endpoint once, and nothing else", () => {
    const registered = registeredRoutes().flatMap(({ path, methods }) => methods.map((method) => `${method} ${path}`));
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered].sort()).toEqual(declaredEndpoints.map(({ endpoint }) => endpoint).sort());
  });

  it("holds every route to its audience's gate", () => {
    for (const route of ROUTE_TABLE) expect(Object.keys(route.handlers).length, route.path).toBeGreaterThan(0);
    for (const { capability, audience, endpoint } of declaredEndpoints) {
      const [method = "", path = ""] = endpoint.split(" ");
      const route = ROUTE_TABLE.find(
        (candidate) => candidate.path === path && method.toLowerCase() in candidate.handlers,
      );
      const gate = route?.handlers[method.toLowerCase() as keyof typeof route.handlers]?.auth;
      expect(gate, `${endpoint} (${capability}, ${audience})`).toBe(AUDIENCE_GATES[audience]);
    }
  });

  it("puts /admin paths under admin and /studio paths under studio, but the two-factor set-up every signed-in admin or artist reaches", () => {
    const twoFactorSetUp = ["GET /admin/mfa-status", "POST /admin/mfa/enroll", "POST /admin/mfa/verify"];
    for (const { audience, endpoint } of declaredEndpoints) {
      if (twoFactorSetUp.includes(endpoint)) expect(audience, endpoint).toBe("signedIn");
      else if (endpoint.split(" ")[1]?.startsWith("/admin/")) expect(audience, endpoint).toBe("admin");
      else if (endpoint.split(" ")[1]?.startsWith("/studio/")) expect(audience, endpoint).toBe("studio");
    }
  });

  it("answers other methods on a known path with 405", () => {
    for (const route of registeredRoutes()) expect(route.fallback, route.path).toBe(true);
  });

  it("reaches each path: no earlier path pattern answers for it (e.g. /admin/samples/uploads before /admin/samples/:sampleId)", () => {
    const routes = registeredRoutes();
    for (const route of routes) {
      const url = sampleUrl(route.path);
      const first = routes.find((candidate) => candidate.layer.match(url));
      expect(first?.path, url).toBe(route.path);
    }
  });

  it("refuses at start-up a route whose handler's gate is not its audience's", () => {
    const build = (audience: Audience, auth: AuthMode) =>
      routeTableOf([
        { name: "example", routes: { [audience]: [{ path: "/x", handlers: { get: endpointFor(auth) } }] } },
      ]);
    expect(() => build("admin", "customer")).toThrow(
      'GET /x (example) is a admin route, whose handler must be auth: "admin", not "customer"',
    );
    expect(() => build("studio", "admin")).toThrow('must be auth: "artist", not "admin"');
    expect(() => build("customer", "optional")).toThrow('must be auth: "customer", not "optional"');
    expect(() => build("public", "admin")).toThrow('must be auth: "optional", not "admin"');
    expect(() => build("signedIn", "customer")).toThrow('must be auth: "required", not "customer"');
    for (const [audience, auth] of Object.entries(AUDIENCE_GATES))
      expect(build(audience as Audience, auth)).toHaveLength(1);
  });

  it("joins two capabilities' methods of one path into one route, and refuses one method registered twice", () => {
    const get = endpointFor("optional");
    const post = endpointFor("customer");
    const joined = registeredRoutes(
      routerOf([
        { path: "/reviews", handlers: { get } },
        { path: "/reviews", handlers: { post } },
      ]),
    );
    expect(joined.map(({ path, methods }) => ({ path, methods }))).toEqual([
      { path: "/reviews", methods: ["GET", "POST"] },
    ]);
    expect(() =>
      routerOf([
        { path: "/reviews", handlers: { get } },
        { path: "/reviews", handlers: { get } },
      ]),
    ).toThrow("GET /reviews is registered twice");
  });
});

describe("the follow-up runner, from the capabilities' registrations", () => {
  const services = {} as Omit<FollowUpDependencies, "pushContact" | "dataMap" | "composePush">;
  const deps = {} as FollowUpDependencies;
  const carryOut = async () => undefined;

  it("has exactly one handler for every kind of the domain's table", () => {
    expect(Object.keys(followUpHandlers(services)).sort()).toEqual([...FOLLOW_UP_KIND_NAMES].sort());
  });

  it("refuses at start-up a kind that no capability, or two, carry out", () => {
    const everyKind = Object.fromEntries(FOLLOW_UP_KIND_NAMES.map((kind) => [kind, carryOut]));
    const withAll: Capability = { name: "all", followUps: () => everyKind };
    expect(() =>
      followUpHandlersOf([withAll, { name: "gifts", followUps: () => ({ send_gift: carryOut }) }], deps),
    ).toThrow("The follow-up kind send_gift is carried out by all and gifts");
    const { remind_question: _left, ...allButOne } = everyKind;
    expect(() => followUpHandlersOf([{ name: "most", followUps: () => allButOne }], deps)).toThrow(
      "No capability carries out the follow-up kinds remind_question",
    );
  });
});

describe("the notifications' words, from the capabilities' registrations", () => {
  const db = {} as Firestore;
  const compose = async () => null;

  it("composes every notification in the capability that owns what it tells about", () => {
    const composedBy = (CAPABILITIES as readonly Capability[]).flatMap(({ name, pushes }) =>
      Object.keys(pushes?.(db) ?? {}).map((about) => `${about} ${name}`),
    );
    expect(composedBy.sort()).toEqual([
      "answer questions",
      "gift_opened gifts",
      "gift_thanks gifts",
      "offer orders",
      "question questions",
      "sent_back orders",
      "song_ready orders",
    ]);
    expect(Object.keys(pushComposersOf(CAPABILITIES, db)).sort()).toEqual([...PUSH_NOTICE_ABOUTS].sort());
  });

  it("refuses at start-up a notification that no capability, or two, compose", () => {
    const everyNotice = Object.fromEntries(PUSH_NOTICE_ABOUTS.map((about) => [about, compose]));
    const withAll: Capability = { name: "all", pushes: () => everyNotice };
    expect(() => pushComposersOf([withAll, { name: "gifts", pushes: () => ({ gift_thanks: compose }) }], db)).toThrow(
      "The notification gift_thanks is composed by all and gifts",
    );
    const { offer: _left, ...allButOne } = everyNotice;
    expect(() => pushComposersOf([{ name: "most", pushes: () => allButOne }], db)).toThrow(
      "No capability composes the notifications offer",
    );
  });
});
