/** The reviews capability's public entry: the one owner of `reviews/*` (customers' reviews, moderation, public lists). */
export { AlreadyModeratedError, isPublicReview, reviews, type DecisionTarget } from "./reviews";
export { reviewRecord, type ReviewRecord } from "./reviewRecord";
export { publicReviewView } from "./publicReviewView";
export { listPublicReviewPage } from "./publicReviewPages";
export { reviewErasure, type ExportedReview } from "./reviewErasure";
