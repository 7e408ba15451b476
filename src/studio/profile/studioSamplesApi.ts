import {
  createSampleResponseSchema,
  sampleUploadResponseSchema,
  type CreateSampleResponse,
  type SampleForm,
} from "@songs/domain";
import { apiSend } from "../../api/client";
import { putFileWithProgress } from "../../api/putFileWithProgress";

/** The artist's samples in every state (read with useApiQuery and studioSampleListSchema). */
export const STUDIO_SAMPLES_PATH = "/api/studio/samples";

/**
 * Submits a sample: a signed upload URL, the audio PUT straight to storage with progress in percent,
 * then the server judges the bytes and stores the sample pending an admin's approval.
 */
export async function submitSample(
  fields: SampleForm,
  file: File,
  onProgress: (percent: number) => void,
): Promise<CreateSampleResponse> {
  const issued = await apiSend(
    "POST",
    "/api/studio/samples/uploads",
    { fileName: file.name, contentType: file.type, size: file.size },
    sampleUploadResponseSchema,
  );
  await putFileWithProgress(issued, file, onProgress);
  return apiSend("POST", STUDIO_SAMPLES_PATH, { ...fields, uploadId: issued.uploadId }, createSampleResponseSchema);
}
