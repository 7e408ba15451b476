import type { Firestore } from "firebase-admin/firestore";
import { UPLOAD_STAGING_BUCKET, type BlobLocation, type BlobStore } from "../adapters/blobs/BlobStore";
import { HttpError, notFound } from "../http/errors";
import { fileValidations } from "../security";
import { inspectFileBytes } from "./inspectFileBytes";
import { pendingUploads, UploadAlreadyCompletedError, type PendingUpload } from "./pendingUploads";
import { kindByExtension, type UploadPolicy } from "./UploadPolicy";

export type UploadOutcome =
  | { accepted: true; upload: PendingUpload; detectedType: string }
  | { accepted: false; upload: PendingUpload; errors: string[] };

/**
 * Judges the file stored for an issued upload. The staged bytes are first moved to a name no signed
 * URL reaches, so what is judged is what gets published: an accepted file is then moved to the
 * upload's `bucket`/`path` for the caller to use (then call `settle`); a refused one is deleted
 * and recorded in `fileValidations` as rejected. 404 for an unknown upload, one issued for another
 * record or (with `uploadedBy`) to someone else, all before it is claimed, so a stranger who knows
 * its id cannot spend it; 409 when it was already judged, or nothing was uploaded yet (the upload
 * can then still be completed).
 */
export async function completeUpload(
  deps: { db: Firestore; blobs: BlobStore },
  policy: UploadPolicy,
  uploadId: string,
  subjectId: string,
  uploadedBy?: string,
): Promise<UploadOutcome> {
  const uploads = pendingUploads(deps.db);
  const upload = await uploads.get(uploadId);
  if (!upload || upload.purpose !== policy.purpose || upload.subjectId !== subjectId)
    throw notFound("Upload not found");
  if (uploadedBy !== undefined && upload.uploadedBy !== uploadedBy) throw notFound("Upload not found");
  const claimed = kindByExtension(policy, upload.kind);
  if (!claimed) throw notFound("Upload not found");
  try {
    await uploads.claim(upload.id);
  } catch (error) {
    if (error instanceof UploadAlreadyCompletedError)
      throw new HttpError(409, "upload_completed", "This upload was already completed");
    throw error;
  }

  const staged: BlobLocation = { bucket: UPLOAD_STAGING_BUCKET, path: upload.stagingPath };
  if (!(await deps.blobs.stat(staged.bucket, staged.path))) {
    await uploads.finish(upload.id, "issued");
    throw new HttpError(409, "upload_missing", "No file has been uploaded yet. Upload the file, then try again.");
  }
  const held: BlobLocation = { bucket: UPLOAD_STAGING_BUCKET, path: `checking/${upload.id}.${upload.kind}` };
  await deps.blobs.move(staged, held);
  const stored = await deps.blobs.stat(held.bucket, held.path);
  const inspection = await inspectFileBytes(policy, claimed, stored?.size ?? 0, {
    bytes: () => deps.blobs.read(held.bucket, held.path),
    stream: () => deps.blobs.readStream(held.bucket, held.path),
  });
  if (inspection.errors.length === 0 && inspection.detectedType) {
    await deps.blobs.move(held, { bucket: upload.bucket, path: upload.path });
    return { accepted: true, upload, detectedType: inspection.detectedType };
  }

  await deps.blobs.delete(held.bucket, held.path);
  await fileValidations(deps.db).recordRejected({
    fileName: upload.fileName,
    mimeType: inspection.detectedType ?? (upload.declaredType || upload.contentType),
    size: stored?.size ?? 0,
    errors: inspection.errors,
    kind: policy.purpose,
    subject: { [policy.subjectField]: upload.subjectId },
    uploadedBy: upload.uploadedBy,
  });
  await uploads.finish(upload.id, "rejected");
  return { accepted: false, upload, errors: inspection.errors };
}

/**
 * Ends an accepted upload: "accepted" once the caller used the file; otherwise the file is deleted
 * (it was fine, but what it was for could not take it, e.g. the order was cancelled meanwhile).
 */
export async function settleUpload(
  deps: { db: Firestore; blobs: BlobStore },
  upload: PendingUpload,
  used: boolean,
): Promise<void> {
  if (!used) await deps.blobs.delete(upload.bucket, upload.path);
  await pendingUploads(deps.db).finish(upload.id, used ? "accepted" : "rejected");
}

/** 422 `upload_rejected`: the stored file was refused; `fields.file` says why. */
export function uploadRejected(message: string, errors: string[]): HttpError {
  return new HttpError(422, "upload_rejected", message, { file: errors.join(" ") });
}
