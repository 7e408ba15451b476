import { MAX_SAMPLE_FILE_BYTES, VALIDATION } from "@songs/domain";
import { AAC_KIND, FLAC_KIND, M4A_KIND, MP3_KIND, OGG_KIND, WAV_KIND, type UploadPolicy } from "../uploads";

/** Public sample audio lives in this BlobStore bucket, at the sample's `audioPath`. */
export const SAMPLES_BUCKET = "samples";

/**
 * A library sample (spec §5 "Admin sample"): audio under 10MB. The spec only says "audio", so every
 * common audio kind `file-type` recognises is taken; its bytes must match the kind its name claims.
 */
export const SAMPLE_UPLOAD_POLICY: UploadPolicy = {
  purpose: "sample",
  subjectField: "sampleId",
  bucket: SAMPLES_BUCKET,
  maxBytes: MAX_SAMPLE_FILE_BYTES,
  messages: { invalidType: VALIDATION.sampleFileInvalid, tooLarge: VALIDATION.sampleFileTooLarge },
  kinds: [MP3_KIND, WAV_KIND, M4A_KIND, OGG_KIND, FLAC_KIND, AAC_KIND],
};
