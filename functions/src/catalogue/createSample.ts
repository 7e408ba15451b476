import { MESSAGES, createSampleRequestSchema, type CreateSampleResponse } from "@songs/domain";
import { artists } from "./artists";
import { sampleView } from "./views";
import { storeUploadedSample } from "./storeUploadedSample";
import { badRequest } from "../http/errors";
import { handler } from "../http/handler";

const UNKNOWN_ARTIST = "Choose a known artist";

/**
 * POST /api/admin/samples {uploadId, title, genre, mood, occasion, story?, artistId?}: judges the
 * audio stored for the upload. Real audio becomes `samples/{id}` in the public library (201,
 * 'Sample uploaded successfully!'); anything else is deleted, listed under Rejected Files, and
 * answered 422 `upload_rejected` ('Failed to upload sample', the reason in `fields.file`).
 */
export const createSample = handler(
  createSampleRequestSchema,
  async ({ db, blobs, catalogue, input, res }): Promise<CreateSampleResponse> => {
    if (input.artistId !== null && !(await artists(db).get(input.artistId))) {
      throw badRequest(UNKNOWN_ARTIST, { artistId: UNKNOWN_ARTIST });
    }
    const { uploadId, artistId, ...fields } = input;
    const sample = await storeUploadedSample({ db, blobs }, uploadId, fields, {
      artistId,
      state: "approved",
      uploadedBy: null,
    });
    catalogue.changed();
    res.status(201);
    return { message: MESSAGES.sampleUploaded, sample: sampleView(sample) };
  },
  { auth: "admin" },
);
