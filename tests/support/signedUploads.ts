import { expect } from "vitest";
import type { SongUploadResponse } from "@songs/domain";
import { api } from "./api";

/** What issuing any signed upload answers (a song's, a sample's, an artist photo's): where and how to PUT the bytes. */
export type SignedUpload = SongUploadResponse;

/** PUTs `bytes` to a signed upload URL as the browser does: with the declared type and the headers the URL is signed with. */
export function putToSignedUrl(upload: SignedUpload, bytes: Uint8Array): Promise<Response> {
  return fetch(upload.uploadUrl, {
    method: "PUT",
    headers: { "Content-Type": upload.contentType, ...upload.headers },
    body: new Uint8Array(bytes),
  });
}

/**
 * Asks `issuePath` (as `token`) for a signed upload of `file` (its name, type and any other field
 * the route takes, such as the audio item) and PUTs `bytes` to it, as the browser does; both must
 * be accepted. The issued upload, to complete or submit.
 */
export async function uploadToSignedUrl(
  issuePath: string,
  token: string,
  file: { fileName: string; contentType: string; [field: string]: unknown },
  bytes: Uint8Array,
): Promise<SignedUpload> {
  const issued = await api<SignedUpload>(issuePath, { method: "POST", token, body: { ...file, size: bytes.length } });
  expect(issued.status, issued.text).toBe(200);
  expect((await putToSignedUrl(issued.body, bytes)).ok).toBe(true);
  return issued.body;
}
