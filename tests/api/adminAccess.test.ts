import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../../scripts/seed/users";
import { signIn } from "../support/api";
import { adminIdToken } from "../support/adminSession";
import { callGated, routesCovered, routesGatedBy, type GatedEndpoint } from "../support/routeTable";
import { createTestArtist, type TestArtist } from "../support/artists";

/**
 * The authorization matrix of every admin endpoint: signed out 401; a customer or an artist 403; an admin whose
 * session has not passed the 6-digit code 403 `mfa_required` (the web app then asks for the code);
 * an admin whose session passed it gets through.
 *
 * ADD A ROW HERE FOR EVERY NEW ADMIN ENDPOINT: the last test fails while a route whose handler
 * uses `handler(..., { auth: "admin" })` has no row. The two-factor endpoints (/admin/mfa-status,
 * /admin/mfa/*) are not gated this way on purpose: they are how an admin passes the code; see
 * tests/api/mfa.test.ts.
 * `passes` is the status an admin with MFA gets for the row's request; a 404 for an unknown id
 * counts as getting through the gate.
 */
const ADMIN_ENDPOINTS: GatedEndpoint[] = [
  {
    method: "GET",
    path: "/api/admin/security?action=get_metrics&timeRange=24h",
    route: "/admin/security",
    passes: 200,
  },
  { method: "GET", path: "/api/admin/reviews", route: "/admin/reviews", passes: 200 },
  { method: "GET", path: "/api/admin/operations", route: "/admin/operations", passes: 200 },
  { method: "GET", path: "/api/admin/operations/summary", route: "/admin/operations/summary", passes: 200 },
  { method: "GET", path: "/api/admin/disputes", route: "/admin/disputes", passes: 200 },
  { method: "GET", path: "/api/admin/disputes/du_none", route: "/admin/disputes/:disputeId", passes: 404 },
  {
    method: "POST",
    path: "/api/admin/disputes/du_none/evidence",
    route: "/admin/disputes/:disputeId/evidence",
    body: { uncategorized_text: "Matrix" },
    passes: 404,
  },
  {
    method: "GET",
    path: "/api/admin/orders/no-such-order/disputes",
    route: "/admin/orders/:orderId/disputes",
    passes: 200,
  },
  {
    method: "POST",
    path: "/api/admin/operations/follow-ups/no-such-follow-up/retry",
    route: "/admin/operations/follow-ups/:followUpId/retry",
    body: {},
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/admin/operations/follow-ups/no-such-follow-up/cancel",
    route: "/admin/operations/follow-ups/:followUpId/cancel",
    body: { reason: "Matrix" },
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/admin/operations/follow-ups/no-such-follow-up/settle",
    route: "/admin/operations/follow-ups/:followUpId/settle",
    body: { stripeId: "re_matrix" },
    passes: 404,
  },
  { method: "GET", path: "/api/admin/song-gifts/totals", route: "/admin/song-gifts/totals", passes: 200 },
  {
    method: "POST",
    path: "/api/admin/song-gifts/no-such-gift/refund",
    route: "/admin/song-gifts/:giftId/refund",
    body: {},
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/admin/operations/mail/no-such-mail/send-again",
    route: "/admin/operations/mail/:mailId/send-again",
    body: {},
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/admin/reviews/no-such-review/approve",
    route: "/admin/reviews/:reviewId/approve",
    body: {},
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/admin/reviews/no-such-review/reject",
    route: "/admin/reviews/:reviewId/reject",
    body: {},
    passes: 404,
  },
  { method: "POST", path: "/api/stripe/catalogue", route: "/stripe/catalogue", body: {}, passes: 200 },
  { method: "GET", path: "/api/admin/orders", route: "/admin/orders", passes: 200 },
  { method: "GET", path: "/api/admin/orders/no-such-order", route: "/admin/orders/:orderId", passes: 404 },
  {
    method: "POST",
    path: "/api/admin/orders/no-such-order/status",
    route: "/admin/orders/:orderId/status",
    body: { status: "cancelled" },
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/admin/orders/no-such-order/song-uploads",
    route: "/admin/orders/:orderId/song-uploads",
    body: { fileName: "song.mp3", contentType: "audio/mpeg", size: 1000 },
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/admin/orders/no-such-order/song-uploads/no-such-upload/complete",
    route: "/admin/orders/:orderId/song-uploads/:uploadId/complete",
    body: {},
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/admin/orders/no-such-order/preview",
    route: "/admin/orders/:orderId/preview",
    body: {},
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/admin/orders/no-such-order/assign",
    route: "/admin/orders/:orderId/assign",
    body: { artistId: "no-such-artist" },
    passes: 404,
  },
  { method: "GET", path: "/api/admin/song-checks", route: "/admin/song-checks", passes: 200 },
  {
    method: "POST",
    path: "/api/admin/orders/no-such-order/song-checks/release",
    route: "/admin/orders/:orderId/song-checks/release",
    body: {},
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/admin/orders/no-such-order/song-checks/send-back",
    route: "/admin/orders/:orderId/song-checks/send-back",
    body: { notes: "Louder" },
    passes: 404,
  },
  { method: "GET", path: "/api/admin/samples", route: "/admin/samples", passes: 200 },
  {
    method: "POST",
    path: "/api/admin/samples",
    route: "/admin/samples",
    body: { uploadId: "no-such-upload", title: "Matrix", genre: "Pop", mood: "Happy", occasion: "Birthday" },
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/admin/samples/uploads",
    route: "/admin/samples/uploads",
    body: { fileName: "sample.wav", contentType: "audio/wav", size: 1000 },
    passes: 200,
  },
  { method: "DELETE", path: "/api/admin/samples/no-such-sample", route: "/admin/samples/:sampleId", passes: 404 },
  {
    method: "POST",
    path: "/api/admin/artist-photos/no-such-artist/uploads",
    route: "/admin/artist-photos/:artistId/uploads",
    body: { fileName: "photo.png", contentType: "image/png", size: 1000 },
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/admin/artist-photos/no-such-artist/uploads/no-such-upload/complete",
    route: "/admin/artist-photos/:artistId/uploads/:uploadId/complete",
    body: {},
    passes: 404,
  },
  { method: "GET", path: "/api/admin/artist-accounts", route: "/admin/artist-accounts", passes: 200 },
  {
    method: "DELETE",
    path: "/api/admin/artist-accounts/no-such-artist",
    route: "/admin/artist-accounts/:artistId",
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/admin/artist-invites",
    route: "/admin/artist-invites",
    body: { artistId: "no-such-artist", email: "matrix@example.com" },
    passes: 404,
  },
  { method: "GET", path: "/api/admin/earnings", route: "/admin/earnings", passes: 200 },
  { method: "GET", path: "/api/admin/promotions", route: "/admin/promotions", passes: 200 },
  {
    method: "POST",
    path: "/api/admin/promotions",
    route: "/admin/promotions",
    body: { code: `MATRIX-${Date.now()}`, kind: "percent", percentOff: 5, active: false },
    passes: 200,
  },
  {
    method: "PATCH",
    path: "/api/admin/promotions/promo_nosuch",
    route: "/admin/promotions/:promotionId",
    body: { active: false },
    passes: 404,
  },
  { method: "GET", path: "/api/admin/sample-submissions", route: "/admin/sample-submissions", passes: 200 },
  {
    method: "POST",
    path: "/api/admin/sample-submissions/no-such-sample/approve",
    route: "/admin/sample-submissions/:sampleId/approve",
    body: {},
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/admin/sample-submissions/no-such-sample/reject",
    route: "/admin/sample-submissions/:sampleId/reject",
    body: { reason: "Matrix" },
    passes: 404,
  },
  { method: "GET", path: "/api/admin/earnings.csv", route: "/admin/earnings.csv", passes: 200 },
  {
    method: "POST",
    path: "/api/admin/orders/no-such-order/delivery",
    route: "/admin/orders/:orderId/delivery",
    body: { lyrics: "Verse 1" },
    passes: 404,
  },
  { method: "GET", path: "/api/admin/shipping", route: "/admin/shipping", passes: 200 },
  {
    method: "POST",
    path: "/api/admin/orders/no-such-order/items/lyrics_print/steps",
    route: "/admin/orders/:orderId/items/:item/steps",
    body: { to: "made" },
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/admin/orders/no-such-order/refund-again",
    route: "/admin/orders/:orderId/refund-again",
    body: {},
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/admin/orders/no-such-order/items/cd/refund",
    route: "/admin/orders/:orderId/items/:item/refund",
    body: { amountCents: 100 },
    passes: 404,
  },
  { method: "GET", path: "/api/admin/payouts", route: "/admin/payouts", passes: 200 },
  { method: "GET", path: "/api/admin/business?days=7", route: "/admin/business", passes: 200 },
  { method: "GET", path: "/api/admin/business.csv?days=7", route: "/admin/business.csv", passes: 200 },
  {
    method: "GET",
    path: "/api/admin/payouts/reconciliation?month=2026-11",
    route: "/admin/payouts/reconciliation",
    passes: 200,
  },
  {
    method: "POST",
    path: "/api/admin/payouts/transfers/no-such-order/retry",
    route: "/admin/payouts/transfers/:orderId/retry",
    body: {},
    passes: 404,
  },
  {
    method: "GET",
    path: "/api/admin/orders/no-such-order/questions",
    route: "/admin/orders/:orderId/questions",
    passes: 404,
    signedOut: 404,
  },
  {
    method: "POST",
    path: "/api/admin/orders/no-such-order/questions",
    route: "/admin/orders/:orderId/questions",
    body: { text: "How is Siobhan said?" },
    passes: 404,
    signedOut: 404,
  },
];

describe("admin endpoints: the authorization matrix", () => {
  let artist: TestArtist;
  beforeAll(async () => {
    artist = await createTestArtist();
  });

  it.each(ADMIN_ENDPOINTS)(
    "$method $route refuses a signed-out caller with 401 (404 for an order's private thread)",
    async (endpoint) => {
      expect((await callGated(endpoint)).status).toBe(endpoint.signedOut ?? 401);
    },
  );

  it.each(ADMIN_ENDPOINTS)("$method $route refuses a customer with 403", async (endpoint) => {
    const token = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect((await callGated(endpoint, token)).status).toBe(403);
  });

  it.each(ADMIN_ENDPOINTS)("$method $route refuses an artist with 403", async (endpoint) => {
    expect((await callGated(endpoint, artist.idToken)).status).toBe(403);
  });

  it.each(ADMIN_ENDPOINTS)(
    "$method $route asks an admin without a passed code for it (403 mfa_required)",
    async (endpoint) => {
      const response = await callGated(endpoint, await adminIdToken({ mfa: false }));
      expect(response.status).toBe(403);
      expect(response.body.error?.code).toBe("mfa_required");
    },
  );

  it.each(ADMIN_ENDPOINTS)("$method $route lets an admin whose session passed the code through", async (endpoint) => {
    const response = await callGated(endpoint, await adminIdToken({ mfa: true }));
    expect(response.status, response.text).toBe(endpoint.passes);
  });

  it("covers every admin-only route the API declares", () => {
    expect(routesGatedBy("admin").sort()).toEqual(routesCovered(ADMIN_ENDPOINTS));
  });
});
