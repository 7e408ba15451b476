import { apiGet, apiSend } from "../../api/client";
import { noContent } from "../../api/noContent";
import { putFileWithProgress } from "../../api/putFileWithProgress";
import {
  type SampleForm,
  adminSampleListSchema,
  createSampleResponseSchema,
  sampleUploadResponseSchema,
  type CreateSampleResponse,
  type Sample,
} from "@songs/domain";

/** The admins' sample library API. */

export async function fetchAdminSamples(signal: AbortSignal): Promise<Sample[]> {
  return (await apiGet("/api/admin/samples", adminSampleListSchema, { signal })).samples;
}

/**
 * Adds a sample: asks for a signed upload URL, PUTs the audio straight to storage (reporting
 * progress in percent), then has the server judge the stored bytes and create the sample.
 */
export async function addSample(
  fields: SampleForm,
  file: File,
  onProgress: (percent: number) => void,
): Promise<CreateSampleResponse> {
  const issued = await apiSend(
    "POST",
    "/api/admin/samples/uploads",
    { fileName: file.name, contentType: file.type, size: file.size },
    sampleUploadResponseSchema,
  );
  await putFileWithProgress(issued, file, onProgress);
  return apiSend("POST", "/api/admin/samples", { ...fields, uploadId: issued.uploadId }, createSampleResponseSchema);
}

export function deleteSample(sampleId: string): Promise<void> {
  return apiSend("DELETE", `/api/admin/samples/${encodeURIComponent(sampleId)}`, undefined, noContent);
}
