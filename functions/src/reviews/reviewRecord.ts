import { z } from "zod";
import { flag, orNull, storedRecord, timestamp } from "../adapters/firestore/storedRecord";

/**
 * `reviews/{orderId}`: one review per order, unapproved until an admin decides. `isPublic` is
 * stored so public reads are one equality filter (approved and rated at least 3); `rejected` is
 * stored false from the review's creation and true once rejected (the pending queue's query matches
 * on it; `npm run migrate:bounded-reads` stores it on reviews written without it).
 */
const storedReview = z.object({
  id: z.string(),
  userId: z.string(),
  orderId: z.string(),
  artistId: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string(),
  customerName: z.string(),
  occasion: z.string(),
  approved: flag,
  isPublic: flag,
  rejected: flag,
  /** The admin who decided last, and when. */
  moderatedBy: orNull(z.string()),
  moderatedAt: orNull(timestamp),
  createdAt: timestamp,
});

export type ReviewRecord = z.output<typeof storedReview>;

/** `reviews/*` through the review's codec; `createdAt` is stamped at the write that leaves it out (a new review). */
export const reviewRecord = storedRecord(storedReview, { id: "id", stamps: ["createdAt"] });
