import type { AudienceRoutes } from "../platform/routeTable";
import { createReview } from "./createReview";
import { approveReview } from "./approveReview";
import { listPendingReviews } from "./listPendingReviews";
import { rejectReview } from "./rejectReview";

/** A customer's review of a completed order, and the admins' moderation of it (the approved ones are listed by the public catalogue). */
export const reviewRoutes: AudienceRoutes = {
  customer: [{ path: "/reviews", handlers: { post: createReview } }],
  admin: [
    { path: "/admin/reviews", handlers: { get: listPendingReviews } },
    { path: "/admin/reviews/:reviewId/approve", handlers: { post: approveReview } },
    { path: "/admin/reviews/:reviewId/reject", handlers: { post: rejectReview } },
  ],
};
