import type { Capability } from "../platform/capability";
import { reviewRoutes } from "./routes";

/** The reviews capability's public entry: the one owner of `reviews/*` (customers' reviews, moderation, public lists). */
export {
  AlreadyModeratedError,
  isPublicReview,
  reviews,
  type DecisionTarget,
  type ModeratedReview,
  type ReviewRecord,
} from "./reviews";
export { publicReviewView } from "./publicReviewView";
export { listPublicReviewPage } from "./publicReviewPages";
export { reviewErasure, type ExportedReview } from "./reviewErasure";

/** The reviews capability, as `functions/src/capabilities.ts` lists it. */
export const reviewsCapability = {
  name: "reviews",
  routes: reviewRoutes,
} satisfies Capability;
