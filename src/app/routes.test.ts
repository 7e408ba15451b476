import { describe, expect, it } from "vitest";
import type { RouteObject } from "react-router-dom";
import { DISALLOWED_PATH_PREFIXES, PUBLIC_PAGE_PATHS } from "@songs/domain";
import { PrivatePages } from "./PrivatePages";
import { routes } from "./routes";

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
      expect(DISALLOWED_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)), path).toBe(true);
    }
  });
});
