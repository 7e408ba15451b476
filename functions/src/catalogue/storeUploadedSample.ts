import type { SampleForm } from "@songs/domain";
import { MESSAGES } from "@songs/domain";
import type { Dependencies } from "../http/Dependencies";
import { notFound } from "../http/errors";
import { completeUpload, pendingUploads, settleUpload, uploadRejected } from "../uploads";
import { SAMPLE_UPLOAD_POLICY } from "./sampleUploadPolicy";
import { samples, type SampleRecord, type SampleState } from "./samples";

/** Who a sample comes from: an admin's library sample (public at once) or an artist's submission (pending). */
export interface SampleSource {
  artistId: string | null;
  state: SampleState;
  /** Only the account that asked for the upload may use it (an artist); null lets any admin finish it. */
  uploadedBy: string | null;
}

/**
 * Judges the audio stored for `uploadId` and, when it is real audio, records the sample: one way for
 * the admins' library and the artists' submissions. 404 for an unknown upload (or another account's),
 * 422 `upload_rejected` with the reason for anything else, whose bytes are deleted.
 */
export async function storeUploadedSample(
  deps: Pick<Dependencies, "db" | "blobs">,
  uploadId: string,
  fields: SampleForm,
  source: SampleSource,
): Promise<SampleRecord> {
  const upload = await pendingUploads(deps.db).get(uploadId);
  if (
    !upload ||
    upload.purpose !== SAMPLE_UPLOAD_POLICY.purpose ||
    (source.uploadedBy !== null && upload.uploadedBy !== source.uploadedBy)
  ) {
    throw notFound("Upload not found");
  }
  const outcome = await completeUpload(deps, SAMPLE_UPLOAD_POLICY, upload.id, upload.subjectId);
  if (!outcome.accepted) throw uploadRejected(MESSAGES.sampleUploadFailed, outcome.errors);
  try {
    const sample = await samples(deps.db).create({
      id: upload.subjectId,
      artistId: source.artistId,
      title: fields.title,
      audioPath: upload.path,
      occasion: fields.occasion,
      genre: fields.genre,
      mood: fields.mood,
      ...(fields.story ? { story: fields.story } : {}),
      state: source.state,
      rejectionReason: null,
    });
    await settleUpload(deps, outcome.upload, true);
    return sample;
  } catch (error) {
    await settleUpload(deps, outcome.upload, false);
    throw error;
  }
}
