import { randomUUID } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { UPLOAD_STAGING_BUCKET, type BlobStore } from "../adapters/blobs/BlobStore";
import { badRequest } from "../http/errors";
import { pendingUploads } from "./pendingUploads";
import { claimedKind, type UploadPolicy } from "./UploadPolicy";

/** How long a signed upload URL stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

export interface UploadRequest {
  fileName: string;
  declaredType: string;
  size: number;
  /** The record the file is for, e.g. the order id. */
  subjectId: string;
  uploadedBy: string;
  /** The object path in the policy's bucket an accepted file with this extension is moved to. */
  pathFor: (extension: string) => string;
}

export interface IssuedUpload {
  uploadId: string;
  uploadUrl: string;
  /** The browser must PUT with exactly this Content-Type (it is part of the signature). */
  contentType: string;
  /** And with these headers (the signed size limit). */
  headers: Record<string, string>;
  expiresInSeconds: number;
}

/**
 * Hands out a signed URL the browser PUTs the file to directly (file bytes never pass through the
 * function), after checking the declared name, type and size against the policy. The URL names a
 * private staging object, never the file's final place: `completeUpload` moves the bytes out of
 * reach of the URL, inspects them, and only then puts them at `path`.
 */
export async function issueSignedUpload(
  deps: { db: Firestore; blobs: BlobStore; now?: () => Date },
  policy: UploadPolicy,
  request: UploadRequest,
): Promise<IssuedUpload> {
  const kind = claimedKind(policy, request.fileName, request.declaredType);
  if (!kind) throw badRequest(policy.messages.invalidType, { file: policy.messages.invalidType });
  if (request.size >= policy.maxBytes) throw badRequest(policy.messages.tooLarge, { file: policy.messages.tooLarge });

  const extension = kind.extensions[0] ?? "bin";
  const path = request.pathFor(extension);
  const stagingPath = `${policy.purpose}/${randomUUID()}.${extension}`;
  const now = deps.now?.() ?? new Date();
  // The policy's limit holds at the storage too, not only on the size the browser declared.
  const { url: uploadUrl, headers } = await deps.blobs.signedUploadUrl(UPLOAD_STAGING_BUCKET, stagingPath, {
    contentType: kind.contentType,
    ttlSeconds: UPLOAD_URL_TTL_SECONDS,
    // The policy refuses a size of maxBytes or more.
    maxBytes: policy.maxBytes - 1,
  });
  const uploadId = await pendingUploads(deps.db).create({
    purpose: policy.purpose,
    subjectId: request.subjectId,
    bucket: policy.bucket,
    path,
    stagingPath,
    fileName: request.fileName,
    declaredType: request.declaredType,
    declaredSize: request.size,
    kind: extension,
    contentType: kind.contentType,
    uploadedBy: request.uploadedBy,
    expiresAt: new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000),
  });
  return { uploadId, uploadUrl, contentType: kind.contentType, headers, expiresInSeconds: UPLOAD_URL_TTL_SECONDS };
}
