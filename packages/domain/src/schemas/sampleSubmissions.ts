import { z } from "zod";
import { createSampleRequestSchema } from "./adminSamples";
import { pageCursorSchema } from "./pages";
import { sampleSchema } from "./publicCatalogue";
import { requiredText } from "./text";

/** Artists' sample submissions and the admins' approval queue (`/api/studio/samples`, `/api/admin/sample-submissions`). */

export const SAMPLE_STATES = ["pending", "approved", "rejected"] as const;
export type SampleState = (typeof SAMPLE_STATES)[number];

export const SAMPLE_STATE_LABELS: Readonly<Record<SampleState, string>> = {
  pending: "Waiting for approval",
  approved: "Public",
  rejected: "Rejected",
};

export const MAX_SAMPLE_REJECTION_LENGTH = 500;

/** `POST /api/studio/samples`: the admin form's fields and the upload; the artist is the signed-in one. */
export const submitSampleRequestSchema = createSampleRequestSchema.omit({ artistId: true });
export type SubmitSampleRequest = z.input<typeof submitSampleRequestSchema>;

/** `POST /api/admin/sample-submissions/:sampleId/reject`: the reason the artist reads in the studio. */
export const rejectSampleRequestSchema = z.strictObject({
  reason: requiredText(
    MAX_SAMPLE_REJECTION_LENGTH,
    "Please tell the artist why",
    `The reason must be less than ${MAX_SAMPLE_REJECTION_LENGTH} characters`,
  ),
});

/** An artist's own sample with its state, as the studio lists it. */
export const studioSampleSchema = sampleSchema.extend({
  state: z.enum(SAMPLE_STATES),
  rejectionReason: z.string().nullable(),
});
export type StudioSample = z.infer<typeof studioSampleSchema>;
export const studioSampleListSchema = z.object({ samples: z.array(studioSampleSchema) });

/** A submission in the admins' queue, with its artist's name. */
export const pendingSampleSchema = sampleSchema.extend({ artistName: z.string().nullable() });
export type PendingSample = z.infer<typeof pendingSampleSchema>;
/** `GET /api/admin/sample-submissions`: a page of the queue (at most 50, oldest first), the next page's cursor, and how many wait. */
export const pendingSampleListSchema = z.object({
  samples: z.array(pendingSampleSchema),
  nextCursor: z.string().nullable(),
  count: z.number().int().nonnegative(),
});
export type PendingSampleList = z.infer<typeof pendingSampleListSchema>;
/** `GET /api/admin/sample-submissions?cursor=`: the page after the one that gave `cursor`. */
export const sampleSubmissionsQuerySchema = z.strictObject({ cursor: pageCursorSchema });
