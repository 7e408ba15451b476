import { sampleUploadRequestSchema, type SampleUploadResponse } from "@songs/domain";
import { issueSampleUpload } from "./issueSampleUpload";
import { handler } from "../http/handler";

/**
 * POST /api/admin/samples/uploads {fileName, contentType, size}: a signed URL the browser PUTs the
 * sample's audio to; `POST /api/admin/samples` then judges the bytes and makes the sample.
 */
export const createSampleUpload = handler(
  sampleUploadRequestSchema,
  async ({ db, blobs, input, user }): Promise<SampleUploadResponse> => {
    return issueSampleUpload({ db, blobs }, input, user.uid);
  },
  { auth: "admin" },
);
