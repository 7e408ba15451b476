import { randomUUID } from "node:crypto";
import type { SampleUploadRequest, SampleUploadResponse } from "@songs/domain";
import type { Dependencies } from "../http/Dependencies";
import { issueSignedUpload } from "../uploads";
import { SAMPLE_UPLOAD_POLICY } from "./sampleUploadPolicy";

/**
 * A signed URL the browser PUTs a sample's audio to (audio under 10MB, with the spec's messages),
 * for a new sample id, which names the stored file and, once its bytes are accepted, the sample.
 */
export function issueSampleUpload(
  deps: Pick<Dependencies, "db" | "blobs">,
  file: SampleUploadRequest,
  uploadedBy: string,
): Promise<SampleUploadResponse> {
  const sampleId = randomUUID();
  return issueSignedUpload(deps, SAMPLE_UPLOAD_POLICY, {
    fileName: file.fileName,
    declaredType: file.contentType,
    size: file.size,
    subjectId: sampleId,
    uploadedBy,
    pathFor: (extension) => `${sampleId}.${extension}`,
  });
}
