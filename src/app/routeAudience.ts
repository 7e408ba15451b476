import type { RouteObject } from "react-router-dom";

/**
 * Who may open a route, as the route table says (`handle: openedBy(...)`, inherited by the routes
 * beneath): anyone; a signed-in customer; someone holding an artist's invite; an artist; an admin.
 * The service worker's install leaves out what only staff open (scripts/build/staffOnlyChunks.ts),
 * and each audience's accessibility suite checks its routes (tests/support/axe.ts).
 */
export type RouteAudience = "anyone" | "customer" | "invited-artist" | "artist" | "admin";

export interface RouteHandle {
  openedBy: RouteAudience;
}

export const openedBy = (audience: RouteAudience): RouteHandle => ({ openedBy: audience });

/** The audiences the marketplace's own people are: their screens are fetched when first opened. */
export const STAFF_AUDIENCES: readonly RouteAudience[] = ["invited-artist", "artist", "admin"];

/** Every path of the route table with who may open it. */
export function routeAudiences(
  routes: readonly RouteObject[],
  inherited: RouteAudience = "anyone",
): { path: string; openedBy: RouteAudience }[] {
  return routes.flatMap((route) => {
    const audience = (route.handle as RouteHandle | undefined)?.openedBy ?? inherited;
    return [
      ...(route.path ? [{ path: route.path, openedBy: audience }] : []),
      ...routeAudiences(route.children ?? [], audience),
    ];
  });
}
