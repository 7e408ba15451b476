import { describe, expect, it } from "vitest";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { customerOrderPath, DISALLOWED_PATH_PREFIXES, PUBLIC_PAGE_PATHS, studioOrderPath } from "@songs/domain";
import { RequireArtist, RequireUser } from "../auth/guards";
import { PrivatePages } from "./PrivatePages";
import { routeAudiences, type RouteAudience } from "./routeAudience";
import { routeTable as routes } from "./routeTable";

interface RoutePath {
  path: string;
  isPrivate: boolean;
}

function pathsOf(tree: RouteObject[], isPrivate = false): RoutePath[] {
  return tree.flatMap((route) => {
    const inPrivate = isPrivate || (route.element as { type?: unknown } | undefined)?.type === PrivatePages;
    const own = route.path ? [{ path: route.path, isPrivate: inPrivate }] : [];
    return [...own, ...pathsOf(route.children ?? [], inPrivate)];
  });
}

/** Public routes that are not pages of their own in the sitemap. */
const NOT_IN_SITEMAP = ["/artists/:artistId", "/order-builder", "/listen/:token", "*"];

describe("the route table and what search engines see", () => {
  const all = pathsOf(routes);

  it("lists every public route in the sitemap's pages, and every sitemap page is a public route", () => {
    const publicPaths = all.filter((route) => !route.isPrivate).map((route) => route.path);
    expect(publicPaths.filter((path) => !NOT_IN_SITEMAP.includes(path)).sort()).toEqual([...PUBLIC_PAGE_PATHS].sort());
  });

  it("keeps every private route in an area robots.txt disallows", () => {
    const privatePaths = all.filter((route) => route.isPrivate).map((route) => route.path);
    expect(privatePaths.length).toBeGreaterThan(5);
    for (const path of privatePaths) {
      expect(
        DISALLOWED_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(true);
    }
  });
});

describe("who may open each route", () => {
  /** The paths beneath the route whose element is `guard`. */
  function pathsBehind(tree: RouteObject[], guard: unknown, isBehind = false): string[] {
    return tree.flatMap((route) => {
      const behind = isBehind || (route.element as { type?: unknown } | undefined)?.type === guard;
      return [...(behind && route.path ? [route.path] : []), ...pathsBehind(route.children ?? [], guard, behind)];
    });
  }
  const audienceOf = new Map(routeAudiences(routes).map((route) => [route.path, route.openedBy]));
  const audiencesBehind = (guard: unknown) => new Set(pathsBehind(routes, guard).map((path) => audienceOf.get(path)));

  it("says what each guard enforces: artists behind the artist guard, customers or admins behind the sign-in guard", () => {
    expect(audiencesBehind(RequireArtist)).toEqual(new Set<RouteAudience>(["artist"]));
    expect(audiencesBehind(RequireUser)).toEqual(new Set<RouteAudience>(["customer", "admin"]));
  });

  it("lets anyone open every public page", () => {
    const publicPaths = pathsOf(routes)
      .filter((route) => !route.isPrivate)
      .map((route) => route.path);
    expect(publicPaths.map((path) => audienceOf.get(path))).toEqual(publicPaths.map(() => "anyone"));
    expect(audienceOf.get("/admin/song-checks")).toBe("admin");
    expect(audienceOf.get("/studio/invite/:token")).toBe("invited-artist");
  });

  it("opens the links of the emails about an order: its own page for the customer, the order in the studio for the artist", () => {
    const screenAt = (path: string) => matchRoutes(routes, path)?.at(-1);
    expect(screenAt(customerOrderPath("cs_1"))?.params).toEqual({ orderId: "cs_1" });
    expect(screenAt(customerOrderPath("cs_1"))?.route.element).not.toEqual(screenAt("/dashboard")?.route.element);
    expect(audienceOf.get(screenAt(customerOrderPath("cs_1"))?.route.path ?? "")).toBe("customer");
    expect(screenAt(studioOrderPath("cs_1"))?.params).toEqual({ orderId: "cs_1" });
    expect(audienceOf.get(screenAt(studioOrderPath("cs_1"))?.route.path ?? "")).toBe("artist");
  });
});
