import { z } from "zod";
import { pageCursorSchema } from "./pages";
import { publicReviewSchema } from "./publicCatalogue";

/** The admins' review moderation API (`/api/admin/reviews`). */

/**
 * `GET /api/admin/reviews?status=pending[&cursor=]`: the only list is the queue of reviews awaiting
 * a decision, a page at a time (`cursor`: the `nextCursor` of the page before).
 */
export const reviewModerationQuerySchema = z.strictObject({
  status: z.enum(["pending"], "Status must be pending").default("pending"),
  cursor: pageCursorSchema,
});

/** The approve and reject calls take no body. */
export const reviewDecisionRequestSchema = z.strictObject({});

/** A review awaiting a decision: what the public would see once approved, with its order and artist named. */
export const pendingReviewSchema = publicReviewSchema.extend({
  orderId: z.string(),
  artistName: z.string().nullable(),
  /** Whom the reviewed order's song was for, when the order is on file. */
  recipientName: z.string().nullable(),
});
export type PendingReview = z.infer<typeof pendingReviewSchema>;

/** A page of the queue (at most 50, the longest waiting first), the next page's cursor, and how many wait. */
export const pendingReviewListSchema = z.object({
  reviews: z.array(pendingReviewSchema),
  nextCursor: z.string().nullable(),
  count: z.number().int().nonnegative(),
});
export type PendingReviewList = z.infer<typeof pendingReviewListSchema>;

/** After a decision: the review's new state and, when it has an artist, the artist's new figures. */
export const reviewDecisionResponseSchema = z.object({
  id: z.string(),
  status: z.enum(["approved", "rejected"]),
  isPublic: z.boolean(),
  artist: z.object({ id: z.string(), rating: z.number(), reviewCount: z.number().int() }).nullable(),
});
export type ReviewDecisionResponse = z.infer<typeof reviewDecisionResponseSchema>;

/** An artist's displayed rating from the stored totals, with one decimal (0 without reviews). */
export function averageRating(ratingTotal: number, reviewCount: number): number {
  if (reviewCount <= 0) return 0;
  return Math.round((ratingTotal / reviewCount) * 10) / 10;
}
