import { randomUUID } from "node:crypto";
import { sampleUploadRequestSchema, type SampleUploadResponse } from "@songs/domain";
import { unauthorized } from "../../http/errors";
import { handler } from "../../http/handler";
import { issueSignedUpload } from "../../uploads";
import { SAMPLE_UPLOAD_POLICY } from "./sampleUploadPolicy";

/**
 * POST /api/admin/samples/uploads {fileName, contentType, size}: a signed URL the browser PUTs the
 * sample's audio to (audio under 10MB, with the spec's messages). The upload is for a new sample
 * id, which names the stored file and, once `POST /api/admin/samples` accepts the bytes, the sample.
 */
export const createSampleUpload = handler(
  sampleUploadRequestSchema,
  async ({ db, blobs, input, user }): Promise<SampleUploadResponse> => {
    if (!user) throw unauthorized();
    const sampleId = randomUUID();
    return issueSignedUpload({ db, blobs }, SAMPLE_UPLOAD_POLICY, {
      fileName: input.fileName,
      declaredType: input.contentType,
      size: input.size,
      subjectId: sampleId,
      uploadedBy: user.uid,
      pathFor: (extension) => `${sampleId}.${extension}`,
    });
  },
  { auth: "admin" },
);
