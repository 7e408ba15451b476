import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../../scripts/seed/users";
import { REPO_ROOT } from "../../scripts/stack/repoRoot";
import { adminIdToken } from "../support/adminSession";
import { api, signIn } from "../support/api";
import { createTestArtist, type TestArtist } from "../support/artists";

/**
 * The authorization matrix of every studio endpoint: signed out 401; a customer without an artist
 * profile 403 `artist_only`, an admin 403; an artist gets through (a 404 for an order that is
 * not theirs counts as getting through the gate).
 *
 * ADD A ROW HERE FOR EVERY NEW STUDIO ENDPOINT: the last test fails while a route whose handler
 * uses `handler(..., { auth: "artist" })` has no row.
 */
const STUDIO_ENDPOINTS: { method: "GET" | "POST"; path: string; route: string; body?: unknown; passes: number }[] = [
  { method: "GET", path: "/api/studio/orders?tab=offered", route: "/studio/orders", passes: 200 },
  { method: "GET", path: "/api/studio/orders/no-such-order", route: "/studio/orders/:orderId", passes: 404 },
  { method: "POST", path: "/api/studio/orders/no-such-order/accept", route: "/studio/orders/:orderId/accept", body: {}, passes: 404 },
  { method: "POST", path: "/api/studio/orders/no-such-order/decline", route: "/studio/orders/:orderId/decline", body: { reason: "Busy" }, passes: 404 },
  { method: "POST", path: "/api/studio/orders/no-such-order/song-uploads", route: "/studio/orders/:orderId/song-uploads", body: { fileName: "song.wav", contentType: "audio/wav", size: 1000 }, passes: 404 },
  { method: "POST", path: "/api/studio/orders/no-such-order/song-uploads/no-such-upload/complete", route: "/studio/orders/:orderId/song-uploads/:uploadId/complete", body: {}, passes: 404 },
  { method: "GET", path: "/api/studio/profile", route: "/studio/profile", passes: 200 },
  { method: "GET", path: "/api/studio/earnings", route: "/studio/earnings", passes: 200 },
  { method: "GET", path: "/api/studio/earnings.csv", route: "/studio/earnings.csv", passes: 200 },
  { method: "GET", path: "/api/studio/samples", route: "/studio/samples", passes: 200 },
  { method: "POST", path: "/api/studio/samples/uploads", route: "/studio/samples/uploads", body: { fileName: "sample.wav", contentType: "audio/wav", size: 1000 }, passes: 200 },
];

const call = (endpoint: (typeof STUDIO_ENDPOINTS)[number], token?: string) =>
  api<{ error?: { code: string } }>(endpoint.path, { method: endpoint.method, body: endpoint.body, token });

let artist: TestArtist;
beforeAll(async () => {
  artist = await createTestArtist();
});

describe("studio endpoints: the authorization matrix", () => {
  it.each(STUDIO_ENDPOINTS)("$method $route refuses a signed-out caller with 401", async (endpoint) => {
    expect((await call(endpoint)).status).toBe(401);
  });

  it.each(STUDIO_ENDPOINTS)("$method $route refuses a customer with 403 artist_only", async (endpoint) => {
    const response = await call(endpoint, await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
    expect(response.status).toBe(403);
    expect(response.body.error?.code).toBe("artist_only");
  });

  it.each(STUDIO_ENDPOINTS)("$method $route refuses an admin with 403", async (endpoint) => {
    expect((await call(endpoint, await adminIdToken())).status).toBe(403);
  });

  it.each(STUDIO_ENDPOINTS)("$method $route lets an artist through", async (endpoint) => {
    const response = await call(endpoint, artist.idToken);
    expect(response.status, response.text).toBe(endpoint.passes);
  });

  it("covers every artist-only route the API declares", () => {
    const routesFile = path.join(REPO_ROOT, "functions", "src", "routes.ts");
    const routes = readFileSync(routesFile, "utf8");
    const sourceOf = new Map(
      [...routes.matchAll(/import \{ ([^}]+) \} from "(\.[^"]+)";/g)].flatMap(([, names, from]) =>
        (names ?? "").split(",").map((name) => [name.trim(), path.join(path.dirname(routesFile), `${from}.ts`)] as const),
      ),
    );
    const isArtistOnly = (handlerName: string) => {
      const file = sourceOf.get(handlerName);
      return file !== undefined && readFileSync(file, "utf8").includes('auth: "artist"');
    };
    const studioRoutes = [...routes.matchAll(/route\("([^"]+)",\s*\{([^}]*)\}/g)]
      .filter(([, , handlers]) => [...(handlers ?? "").matchAll(/:\s*(\w+)/g)].some(([, name]) => isArtistOnly(name ?? "")))
      .map(([, route]) => route);
    expect(studioRoutes.sort()).toEqual([...new Set(STUDIO_ENDPOINTS.map((endpoint) => endpoint.route))].sort());
  });
});
