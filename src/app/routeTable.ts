import type { RouteObject } from "react-router-dom";
import { routes as privateRoutes } from "./privateRoutes";
import { routes } from "./routes";

/**
 * The whole route table as one tree, for what needs every route at once (the server's page
 * renderer, the route table's tests): routes.tsx with privateRoutes.tsx's routes in place of its
 * catch-all, the same matches the browser reaches by loading them there.
 */
export const routeTable: RouteObject[] = routes.map((layout) =>
  layout.index
    ? layout
    : { ...layout, children: layout.children?.flatMap((route) => (route.path === "*" ? privateRoutes : [route])) },
);
