import { type CreateSampleResponse, type SampleForm } from "@songs/domain";
import { uploadSample } from "../../widgets/samples/samplesApi";

/** The artist's samples in every state (read with useApiQuery and studioSampleListSchema). */
export const STUDIO_SAMPLES_PATH = "/api/studio/samples";

/** Submits a sample, stored pending an admin's approval: see uploadSample. */
export function submitSample(
  fields: SampleForm,
  file: File,
  onProgress: (percent: number) => void,
): Promise<CreateSampleResponse> {
  return uploadSample(STUDIO_SAMPLES_PATH, fields, file, onProgress);
}
