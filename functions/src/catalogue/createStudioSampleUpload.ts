import {
  SAMPLE_SUBMISSIONS_PER_DAY,
  STUDIO_MESSAGES,
  sampleUploadRequestSchema,
  type SampleUploadResponse,
} from "@songs/domain";
import { handler } from "../http/handler";
import { enforceRateLimit, type RateLimitRule } from "../http/rateLimits";
import { issueSampleUpload } from "./issueSampleUpload";

/** Sample submissions per artist profile and day, counted when the upload starts. */
export const SAMPLE_SUBMISSIONS_PER_ARTIST: RateLimitRule = {
  name: "sample-submissions-artist",
  limit: SAMPLE_SUBMISSIONS_PER_DAY,
  windowMs: 24 * 60 * 60 * 1000,
};

/**
 * POST /api/studio/samples/uploads: where the artist's browser PUTs a sample's audio (the admins'
 * checks), at most SAMPLE_SUBMISSIONS_PER_DAY a day per artist profile (429 after).
 */
export const createStudioSampleUpload = handler(
  sampleUploadRequestSchema,
  async ({ db, blobs, input, user }): Promise<SampleUploadResponse> => {
    await enforceRateLimit(
      db,
      SAMPLE_SUBMISSIONS_PER_ARTIST,
      { artist: user.artistId },
      STUDIO_MESSAGES.tooManySampleSubmissions,
    );
    return issueSampleUpload({ db, blobs }, input, user.uid);
  },
  { auth: "artist" },
);
