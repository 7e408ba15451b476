import { apiGet, apiSend } from "../../api/client";
import { noContent } from "../../api/noContent";
import { uploadSample } from "../../widgets/samples/samplesApi";
import { type SampleForm, adminSampleListSchema, type CreateSampleResponse, type Sample } from "@songs/domain";

/** The admins' sample library API. */

export async function fetchAdminSamples(signal: AbortSignal): Promise<Sample[]> {
  return (await apiGet("/api/admin/samples", adminSampleListSchema, { signal })).samples;
}

/** Adds a sample to the library (published at once): see uploadSample. */
export function addSample(
  fields: SampleForm,
  file: File,
  onProgress: (percent: number) => void,
): Promise<CreateSampleResponse> {
  return uploadSample("/api/admin/samples", fields, file, onProgress);
}

export function deleteSample(sampleId: string): Promise<void> {
  return apiSend("DELETE", `/api/admin/samples/${encodeURIComponent(sampleId)}`, undefined, noContent);
}
