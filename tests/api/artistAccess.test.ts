import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_ARTISTS } from "../../scripts/seed/users";
import { api, signIn } from "../support/api";
import { createTestArtist, type TestArtist } from "../support/artists";
import { callGated, routesCovered, routesGatedBy, type GatedEndpoint } from "../support/routeTable";
import { createTestUser } from "../support/users";

/**
 * The authorization matrix of every studio endpoint (`handler(..., { auth: "artist" })`): signed
 * out 401; a customer 403 `artist_only`; an admin without the artist claim 403 `artist_only`; an
 * artist gets through.
 *
 * ADD A ROW HERE FOR EVERY NEW STUDIO ENDPOINT: the last test fails while a route whose handler
 * uses `auth: "artist"` has no row. `passes` is the status the artist gets for the row's request;
 * a 404 for an unknown id counts as getting through the gate.
 */
const STUDIO_ENDPOINTS: GatedEndpoint[] = [
  { method: "GET", path: "/api/studio/account", route: "/studio/account", passes: 200 },
  { method: "GET", path: "/api/studio/orders?tab=offered", route: "/studio/orders", passes: 200 },
  { method: "GET", path: "/api/studio/tab-counts", route: "/studio/tab-counts", passes: 200 },
  { method: "GET", path: "/api/studio/orders/no-such-order", route: "/studio/orders/:orderId", passes: 404 },
  {
    method: "POST",
    path: "/api/studio/orders/no-such-order/accept",
    route: "/studio/orders/:orderId/accept",
    body: {},
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/studio/orders/no-such-order/decline",
    route: "/studio/orders/:orderId/decline",
    body: { reason: "Busy" },
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/studio/orders/no-such-order/song-uploads",
    route: "/studio/orders/:orderId/song-uploads",
    body: { fileName: "song.wav", contentType: "audio/wav", size: 1000 },
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/studio/orders/no-such-order/song-uploads/no-such-upload/complete",
    route: "/studio/orders/:orderId/song-uploads/:uploadId/complete",
    body: {},
    passes: 404,
  },
  {
    method: "POST",
    path: "/api/studio/orders/no-such-order/submission",
    route: "/studio/orders/:orderId/submission",
    body: { lyrics: "Verse 1" },
    passes: 404,
  },
  { method: "GET", path: "/api/studio/profile", route: "/studio/profile", passes: 200 },
  { method: "GET", path: "/api/studio/earnings", route: "/studio/earnings", passes: 200 },
  { method: "GET", path: "/api/studio/earnings.csv", route: "/studio/earnings.csv", passes: 200 },
  { method: "GET", path: "/api/studio/samples", route: "/studio/samples", passes: 200 },
  { method: "GET", path: "/api/studio/payouts", route: "/studio/payouts", passes: 200 },
  { method: "GET", path: "/api/studio/bank-payouts", route: "/studio/bank-payouts", passes: 200 },
  {
    method: "POST",
    path: "/api/studio/payouts/onboarding",
    route: "/studio/payouts/onboarding",
    body: {},
    passes: 200,
  },
  {
    method: "POST",
    path: "/api/studio/payouts/dashboard-link",
    route: "/studio/payouts/dashboard-link",
    body: {},
    passes: 409,
  },
  {
    method: "POST",
    path: "/api/studio/samples/uploads",
    route: "/studio/samples/uploads",
    body: { fileName: "sample.wav", contentType: "audio/wav", size: 1000 },
    passes: 200,
  },
  {
    method: "GET",
    path: "/api/studio/orders/no-such-order/questions",
    route: "/studio/orders/:orderId/questions",
    passes: 404,
    signedOut: 404,
  },
  {
    method: "POST",
    path: "/api/studio/orders/no-such-order/questions",
    route: "/studio/orders/:orderId/questions",
    body: { text: "How is Siobhan said?" },
    passes: 404,
    signedOut: 404,
  },
];

describe("studio endpoints: the authorization matrix", () => {
  let artist: TestArtist;
  let customerToken: string;
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    artist = await createTestArtist();
    const customer = await createTestUser();
    customerToken = await signIn(customer.email, customer.password);
  });

  it.each(STUDIO_ENDPOINTS)(
    "$method $route refuses a signed-out caller with 401 (404 for an order's private thread)",
    async (endpoint) => {
      expect((await callGated(endpoint)).status).toBe(endpoint.signedOut ?? 401);
    },
  );

  it.each(STUDIO_ENDPOINTS)("$method $route refuses a customer with 403 artist_only", async (endpoint) => {
    const response = await callGated(endpoint, customerToken);
    expect(response.status).toBe(403);
    expect(response.body.error?.code).toBe("artist_only");
  });

  it.each(STUDIO_ENDPOINTS)(
    "$method $route refuses an admin without the artist claim with 403 artist_only",
    async (endpoint) => {
      const response = await callGated(endpoint, adminToken);
      expect(response.status).toBe(403);
      expect(response.body.error?.code).toBe("artist_only");
    },
  );

  it.each(STUDIO_ENDPOINTS)("$method $route lets an artist through", async (endpoint) => {
    const response = await callGated(endpoint, artist.idToken);
    expect(response.status, response.text).toBe(endpoint.passes);
  });

  it("lets the seeded demo artists into their own studio", async () => {
    for (const demo of DEMO_ARTISTS) {
      const response = await api<{ artistId: string; artistName: string }>("/api/studio/account", {
        token: await signIn(demo.email, demo.password),
      });
      expect(response.status, response.text).toBe(200);
      expect(response.body).toMatchObject({ artistId: demo.artistId, artistName: demo.fullName });
    }
  });

  it("covers every studio route the API declares", () => {
    expect(routesGatedBy("artist").sort()).toEqual(routesCovered(STUDIO_ENDPOINTS));
  });
});
