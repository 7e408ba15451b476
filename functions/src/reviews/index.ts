import type { Capability } from "../platform/capability";
import { anonymised, byUid, onOrders, orderField } from "../platform/dataMap";
import { reviewErasure } from "./reviewErasure";
import { reviewRoutes } from "./routes";

/** The reviews capability's public entry: the one owner of `reviews/*` (customers' reviews, moderation, public lists). */
export { AlreadyModeratedError, isPublicReview, reviews, type DecisionTarget } from "./reviews";
export { reviewRecord, type ReviewRecord } from "./reviewRecord";
export { publicReviewView } from "./publicReviewView";
export { listPublicReviewPage } from "./publicReviewPages";

/** The reviews capability, as `functions/src/capabilities.ts` lists it. */
export const reviewsCapability = {
  name: "reviews",
  routes: reviewRoutes,
  collections: [
    {
      path: "reviews",
      holds: "a customer's review of an order: rating, comment, their name, whether it is approved",
      person: byUid("userId"),
      retention: { words: 'kept while published; after the account\'s deletion under the name "A customer"' },
      erasure: anonymised(
        'the rating and comment as published, signed "A customer" (they count in the artist\'s figures)',
        onOrders(({ db }, { ids }) => reviewErasure(db).anonymise(ids)),
        ["userId", "comment"],
      ),
      copy: orderField("review", ({ db }, { ids }) => reviewErasure(db).exportOf(ids)),
    },
  ],
} satisfies Capability;
