import {
  MESSAGES,
  SAMPLE_SUBMISSIONS_PER_DAY,
  STUDIO_MESSAGES,
  sampleUploadRequestSchema,
  submitSampleRequestSchema,
  type SampleUploadResponse,
  type StudioSample,
} from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { enforceRateLimit, type RateLimitRule } from "../http/rateLimits";
import { issueSampleUpload } from "./issueSampleUpload";
import { samples, type SampleRecord } from "./samples";
import { storeUploadedSample } from "./storeUploadedSample";
import { sampleView } from "./views";

const studioSampleView = (sample: SampleRecord): StudioSample => ({ ...sampleView(sample), state: sample.state, rejectionReason: sample.rejectionReason });

/** Sample submissions per artist profile and day, counted when the upload starts. */
export const SAMPLE_SUBMISSIONS_PER_ARTIST: RateLimitRule = { name: "sample-submissions-artist", limit: SAMPLE_SUBMISSIONS_PER_DAY, windowMs: 24 * 60 * 60 * 1000 };

/**
 * POST /api/studio/samples/uploads: where the artist's browser PUTs a sample's audio (the admins'
 * checks), at most SAMPLE_SUBMISSIONS_PER_DAY a day per artist profile (429 after).
 */
export const createStudioSampleUpload = handler(
  sampleUploadRequestSchema,
  async ({ db, blobs, input, user }): Promise<SampleUploadResponse> => {
    await enforceRateLimit(db, SAMPLE_SUBMISSIONS_PER_ARTIST, { artist: user.artistId }, STUDIO_MESSAGES.tooManySampleSubmissions);
    return issueSampleUpload({ db, blobs }, input, user.uid);
  },
  { auth: "artist" },
);

/**
 * POST /api/studio/samples {uploadId, title, genre, mood, occasion, story?}: the artist's sample,
 * judged as the admins' are, stored pending: not public until an admin approves it. Only the
 * account that asked for the upload may submit it.
 */
export const submitStudioSample = handler(
  submitSampleRequestSchema,
  async ({ db, blobs, input, user, res }): Promise<{ message: string; sample: StudioSample }> => {
    const { uploadId, ...fields } = input;
    const sample = await storeUploadedSample({ db, blobs }, uploadId, fields, { artistId: user.artistId, state: "pending", uploadedBy: user.uid });
    res.status(201);
    return { message: MESSAGES.sampleUploaded, sample: studioSampleView(sample) };
  },
  { auth: "artist" },
);

/** GET /api/studio/samples: the artist's samples in every state, newest first, with a rejection's reason. */
export const listStudioSamples = handler(
  emptyQuerySchema,
  async ({ db, user }): Promise<{ samples: StudioSample[] }> => ({ samples: (await samples(db).listSubmittedBy(user.artistId)).map(studioSampleView) }),
  { auth: "artist" },
);
