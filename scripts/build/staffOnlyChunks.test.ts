import path from "node:path";
import type { RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { routeAudiences } from "../../src/app/routeAudience";
import { readRouteTable } from "./staffOnlyChunks";

const ROUTES_FILE = path.resolve(import.meta.dirname, "../../src/app/routes.tsx");

describe("the route table as the build reads it", () => {
  const read = readRouteTable(ROUTES_FILE);

  it("has every route and who may open it, as the running app has them", async () => {
    // Loaded at run time: the table's modules are typed by the web project's tsconfig (JSX).
    const { routeTable: routes } = (await import(new URL("../../src/app/routeTable.ts", import.meta.url).href)) as {
      routeTable: RouteObject[];
    };
    const paths = read.flatMap((route) => (route.path ? [{ path: route.path, openedBy: route.openedBy }] : []));
    expect(paths).toEqual(routeAudiences(routes));
  });

  it("knows each screen's module", () => {
    const screenOf = (routePath: string) => read.find((route) => route.path === routePath)?.screenModule;
    expect(screenOf("/admin/song-checks")).toBe(
      path.resolve(import.meta.dirname, "../../src/admin/song-checks/SongChecksPage.tsx"),
    );
    expect(screenOf("/studio/orders/:orderId")).toBe(
      path.resolve(import.meta.dirname, "../../src/studio/order/StudioOrderPage.tsx"),
    );
    expect(read.filter((route) => route.path && route.path !== "*").every((route) => route.screenModule !== null)).toBe(
      true,
    );
  });
});
