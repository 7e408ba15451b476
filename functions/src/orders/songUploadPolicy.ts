import type { Firestore } from "firebase-admin/firestore";
import { MAX_SONG_FILE_BYTES, VALIDATION, type SongUploadRequest, type SongUploadResponse } from "@songs/domain";
import type { BlobStore } from "../adapters/blobs/BlobStore";
import { issueSignedUpload, M4A_KIND, MP3_KIND, WAV_KIND, type UploadPolicy } from "../uploads";
import { newSongPath, ORDER_SONGS_BUCKET } from "./songFiles";

/** The finished song (spec §5 "Admin song upload"): MP3, WAV or M4A under 50MB. */
export const SONG_UPLOAD_POLICY: UploadPolicy = {
  purpose: "song",
  subjectField: "orderId",
  bucket: ORDER_SONGS_BUCKET,
  maxBytes: MAX_SONG_FILE_BYTES,
  messages: { invalidType: VALIDATION.songFileInvalid, tooLarge: VALIDATION.songFileTooLarge },
  kinds: [MP3_KIND, WAV_KIND, M4A_KIND],
};

/** A signed upload of a song for the order (an admin's delivery or an artist's version), judged when it is completed. */
export function issueSongUpload(deps: { db: Firestore; blobs: BlobStore }, file: SongUploadRequest, to: { orderId: string; uploadedBy: string }): Promise<SongUploadResponse> {
  return issueSignedUpload(deps, SONG_UPLOAD_POLICY, {
    fileName: file.fileName,
    declaredType: file.contentType,
    size: file.size,
    subjectId: to.orderId,
    uploadedBy: to.uploadedBy,
    pathFor: newSongPath,
  });
}
