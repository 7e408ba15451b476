import type { RouteTable } from "../http/routeTable";
import { createReview } from "./createReview";
import { approveReview } from "./approveReview";
import { listPendingReviews } from "./listPendingReviews";
import { rejectReview } from "./rejectReview";

/** A customer's review of a completed order (the approved ones are listed by the public catalogue). */
export const reviewRoutes: RouteTable = [
  { path: "/reviews", handlers: { post: createReview } },
  { path: "/admin/reviews", handlers: { get: listPendingReviews } },
  { path: "/admin/reviews/:reviewId/approve", handlers: { post: approveReview } },
  { path: "/admin/reviews/:reviewId/reject", handlers: { post: rejectReview } },
];
