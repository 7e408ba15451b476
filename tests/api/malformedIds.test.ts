import { beforeAll, describe, expect, it } from "vitest";
import { adminIdToken } from "../support/adminSession";
import { api } from "../support/api";
import { createTestArtist } from "../support/artists";
import { createCustomer } from "../support/customerOrders";
import { routeEntries, tokensByGate, type RouteAuth } from "../support/routeTable";

/**
 * Every route that names a record by a parameter (every order, admin and studio route among them),
 * called with ids no record can have: one with an encoded "/" (which Firestore would read as a
 * deeper path) and one of 201 characters. Each answers 400 or 404, never a 500; the caller holds
 * the role the route asks for, so the answer is the route's own and not its gate's.
 */
const MALFORMED = ["a%2Fb", "x".repeat(201)];

const withParams = routeEntries().filter((entry) => entry.route.includes(":") || entry.route.includes("*"));

const tokens = {} as Record<RouteAuth, string | undefined>;
beforeAll(async () => {
  const [admin, artist, customer] = await Promise.all([adminIdToken(), createTestArtist(), createCustomer()]);
  Object.assign(tokens, tokensByGate(admin, artist, customer));
});

describe("malformed ids", () => {
  it("cover the order, admin and studio routes", () => {
    const routes = withParams.map((entry) => entry.route);
    for (const prefix of ["/orders/", "/admin/orders/", "/studio/orders/", "/admin/reviews/", "/admin/samples/"])
      expect(routes.some((route) => route.startsWith(prefix))).toBe(true);
  });

  for (const entry of withParams) {
    for (const id of MALFORMED) {
      it(`${entry.method.toUpperCase()} ${entry.route} with ${id.length > 20 ? "a 201-character id" : id} answers 400 or 404`, async () => {
        const path = `/api${entry.route.replace(/[:*]\w+/g, id)}`;
        const response = await api(path, {
          method: entry.method.toUpperCase(),
          token: tokens[entry.auth],
          body: entry.method === "get" || entry.method === "delete" ? undefined : {},
        });
        expect([400, 404], `${response.status} ${response.text}`).toContain(response.status);
      });
    }
  }
});
