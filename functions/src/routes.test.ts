import { describe, expect, it } from "vitest";
import type { RequestHandler } from "express";
import { createRoutes } from "./routes";

/**
 * Every endpoint the API answers, as `METHOD path`. The folders' route tables may move an endpoint
 * between them, but none may be lost, added by accident or answer another method.
 */
const EXPECTED_ENDPOINTS = [
  "GET /config",
  "GET /sitemap.xml",
  "GET /catalogue",
  "GET /artists",
  "GET /artists/:artistId",
  "GET /samples",
  "GET /reviews",
  "POST /reviews",
  "GET /media/:bucket/*path",
  "GET /images/:bucket/:digest/*path",
  "POST /contact",
  "POST /account/signup",
  "POST /account/verify-email",
  "POST /account/password-reset",
  "POST /account/password-reset/confirm",
  "POST /account/login-failures",
  "GET /orders",
  "GET /orders/:orderId",
  "POST /orders/:orderId/download",
  "POST /orders/:orderId/stream",
  "POST /orders/:orderId/share",
  "DELETE /orders/:orderId/share",
  "POST /orders/:orderId/revisions",
  "POST /orders/:orderId/seen",
  "GET /listen/:token",
  "GET /admin/security",
  "GET /admin/reviews",
  "POST /admin/reviews/:reviewId/approve",
  "POST /admin/reviews/:reviewId/reject",
  "POST /checkout",
  "POST /payments/verify",
  "POST /stripe/webhook",
  "POST /stripe/catalogue",
  "GET /admin/mfa-status",
  "POST /admin/mfa/enroll",
  "POST /admin/mfa/verify",
  "GET /admin/orders",
  "GET /admin/orders/:orderId",
  "POST /admin/orders/:orderId/status",
  "POST /admin/orders/:orderId/song-uploads",
  "POST /admin/orders/:orderId/song-uploads/:uploadId/complete",
  "POST /admin/orders/:orderId/preview",
  "GET /admin/samples",
  "POST /admin/samples",
  "POST /admin/samples/uploads",
  "DELETE /admin/samples/:sampleId",
  "POST /admin/artist-photos/:artistId/uploads",
  "POST /admin/artist-photos/:artistId/uploads/:uploadId/complete",
  "GET /admin/artist-accounts",
  "DELETE /admin/artist-accounts/:artistId",
  "POST /admin/artist-invites",
  "GET /artist-invites/:token",
  "POST /artist-invites/:token/accept",
  "GET /studio/account",
  "POST /orders/:orderId/artist-choice",
  "GET /studio/orders",
  "GET /studio/orders/:orderId",
  "POST /studio/orders/:orderId/accept",
  "POST /studio/orders/:orderId/decline",
  "POST /studio/orders/:orderId/song-uploads",
  "POST /studio/orders/:orderId/song-uploads/:uploadId/complete",
  "GET /admin/song-checks",
  "POST /admin/orders/:orderId/song-checks/release",
  "POST /admin/orders/:orderId/song-checks/send-back",
  "POST /admin/orders/:orderId/assign",
  "GET /studio/profile",
  "PUT /studio/profile",
  "GET /studio/samples",
  "POST /studio/samples",
  "POST /studio/samples/uploads",
  "GET /admin/sample-submissions",
  "POST /admin/sample-submissions/:sampleId/approve",
  "POST /admin/sample-submissions/:sampleId/reject",
  "GET /studio/earnings",
  "GET /studio/earnings.csv",
  "GET /admin/earnings",
  "GET /admin/earnings.csv",
  "GET /admin/business",
  "GET /admin/business.csv",
  "GET /admin/operations",
  "GET /admin/operations/summary",
  "POST /admin/operations/follow-ups/:followUpId/retry",
  "POST /admin/operations/follow-ups/:followUpId/cancel",
  "POST /admin/operations/mail/:mailId/send-again",
  "POST /studio/orders/:orderId/submission",
  "POST /admin/orders/:orderId/delivery",
  "POST /orders/:orderId/instrumental/stream",
  "POST /orders/:orderId/instrumental/download",
  "PUT /orders/:orderId/shipping-address",
  "PUT /orders/:orderId/lyrics-sharing",
  "GET /admin/shipping",
  "POST /admin/orders/:orderId/items/:item/steps",
  "POST /admin/orders/:orderId/items/:item/refund",
  "GET /orders/:orderId/gift",
  "PUT /orders/:orderId/gift",
  "DELETE /orders/:orderId/gift",
  "POST /orders/:orderId/gift/revoke",
  "GET /gifts/:token",
  "POST /gifts/:token/opened",
  "POST /gifts/:token/thanks",
  "GET /orders/:orderId/questions",
  "POST /orders/:orderId/questions/:questionId/answer",
  "POST /orders/:orderId/questions/:questionId/voice-uploads",
  "GET /studio/orders/:orderId/questions",
  "POST /studio/orders/:orderId/questions",
  "GET /admin/orders/:orderId/questions",
  "POST /admin/orders/:orderId/questions",
  "GET /studio/payouts",
  "POST /studio/payouts/onboarding",
  "POST /studio/payouts/dashboard-link",
  "POST /stripe/connect-webhook",
  "GET /studio/bank-payouts",
  "POST /account/deletion",
  "POST /account/data-export",
  "POST /push-subscriptions",
  "POST /push-subscriptions/remove",
  "GET /admin/payouts",
  "GET /admin/payouts/reconciliation",
  "POST /admin/payouts/transfers/:orderId/retry",
];

interface RouteLayer {
  route?: { path: string; stack: { method?: string }[] };
  match(path: string): boolean;
}

function registeredRoutes(
  router = createRoutes(),
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

describe("the API's routes", () => {
  it("registers every endpoint once, with the same paths and methods as before", () => {
    const registered = registeredRoutes().flatMap(({ path, methods }) => methods.map((method) => `${method} ${path}`));
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered].sort()).toEqual([...EXPECTED_ENDPOINTS].sort());
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

  it("joins two folders' methods of one path into one route, and refuses one method registered twice", () => {
    const answer: RequestHandler = (_req, res) => void res.end();
    const joined = registeredRoutes(
      createRoutes([
        [{ path: "/reviews", handlers: { get: answer } }],
        [{ path: "/reviews", handlers: { post: answer } }],
      ]),
    );
    expect(joined.map(({ path, methods }) => ({ path, methods }))).toEqual([
      { path: "/reviews", methods: ["GET", "POST"] },
    ]);
    expect(() =>
      createRoutes([
        [{ path: "/reviews", handlers: { get: answer } }],
        [{ path: "/reviews", handlers: { get: answer } }],
      ]),
    ).toThrow("GET /reviews is registered twice");
  });
});
