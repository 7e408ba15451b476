import type { RouteTable } from "../http/routeTable";
import { createReview } from "./createReview";

/** A customer's review of a completed order (the approved ones are listed by the public catalogue). */
export const reviewRoutes: RouteTable = [{ path: "/reviews", handlers: { post: createReview } }];
