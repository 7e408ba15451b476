import { z } from "zod";
import { MAX_RATING, MAX_REVIEW_COMMENT_LENGTH, MAX_REVIEW_NAME_LENGTH, MIN_RATING } from "../limits";
import { VALIDATION } from "../messages";
import { requiredLine, requiredText } from "./text";

export const ratingField = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? VALIDATION.ratingRequired : VALIDATION.ratingOutOfRange,
  })
  .int(VALIDATION.ratingOutOfRange)
  .min(MIN_RATING, VALIDATION.ratingOutOfRange)
  .max(MAX_RATING, VALIDATION.ratingOutOfRange);

/** The review dialog's fields (spec §5 "Review"). */
export const reviewFormSchema = z.object({
  customerName: requiredLine(MAX_REVIEW_NAME_LENGTH, VALIDATION.reviewNameRequired, VALIDATION.nameTooLong),
  rating: ratingField,
  comment: requiredText(MAX_REVIEW_COMMENT_LENGTH, VALIDATION.commentRequired, VALIDATION.commentTooLong),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** `POST /api/reviews`: the form plus the order it reviews; artist and occasion come from the order. */
export const reviewRequestSchema = reviewFormSchema.extend({ orderId: z.string().min(1).max(200) }).strict();
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;
