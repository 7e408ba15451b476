import {
  createSampleResponseSchema,
  sampleUploadResponseSchema,
  type CreateSampleResponse,
  type SampleForm,
} from "@songs/domain";
import { apiSend } from "../../api/client";
import { putFileWithProgress } from "../../api/putFileWithProgress";

/**
 * Sends a sample to `samplesPath` (the admins' library or the artist's studio): a signed upload URL
 * from `${samplesPath}/uploads`, the audio PUT straight to storage with progress in percent, then
 * the server judges the stored bytes and creates the sample.
 */
export async function uploadSample(
  samplesPath: string,
  fields: SampleForm,
  file: File,
  onProgress: (percent: number) => void,
): Promise<CreateSampleResponse> {
  const issued = await apiSend(
    "POST",
    `${samplesPath}/uploads`,
    { fileName: file.name, contentType: file.type, size: file.size },
    sampleUploadResponseSchema,
  );
  await putFileWithProgress(issued, file, onProgress);
  return apiSend("POST", samplesPath, { ...fields, uploadId: issued.uploadId }, createSampleResponseSchema);
}
