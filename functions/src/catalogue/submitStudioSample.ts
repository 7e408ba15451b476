import { MESSAGES, submitSampleRequestSchema, type StudioSample } from "@songs/domain";
import { handler } from "../http/handler";
import { storeUploadedSample } from "./storeUploadedSample";
import { studioSampleView } from "./studioSampleView";

/**
 * POST /api/studio/samples {uploadId, title, genre, mood, occasion, story?}: the artist's sample,
 * judged as the admins' are, stored pending: not public until an admin approves it. Only the
 * account that asked for the upload may submit it.
 */
export const submitStudioSample = handler(
  submitSampleRequestSchema,
  async ({ db, blobs, input, user, res }): Promise<{ message: string; sample: StudioSample }> => {
    const { uploadId, ...fields } = input;
    const sample = await storeUploadedSample({ db, blobs }, uploadId, fields, {
      artistId: user.artistId,
      state: "pending",
      uploadedBy: user.uid,
    });
    res.status(201);
    return { message: MESSAGES.sampleUploaded, sample: studioSampleView(sample) };
  },
  { auth: "artist" },
);
