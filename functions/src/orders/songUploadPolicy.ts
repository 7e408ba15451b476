import type { Firestore } from "firebase-admin/firestore";
import {
  MAX_SONG_FILE_BYTES,
  VALIDATION,
  type AudioItemKey,
  type SongUploadRequest,
  type SongUploadResponse,
} from "@songs/domain";
import type { BlobStore } from "../adapters/blobs/BlobStore";
import { notFound } from "../http/errors";
import {
  completeUpload,
  issueSignedUpload,
  M4A_KIND,
  MP3_KIND,
  pendingUploads,
  WAV_KIND,
  type UploadOutcome,
  type UploadPolicy,
} from "../uploads";
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

/** Each audio item's upload: the instrumental version is judged as the song is, under a purpose of its own. */
export const AUDIO_UPLOAD_POLICIES: Readonly<Record<AudioItemKey, UploadPolicy>> = {
  song: SONG_UPLOAD_POLICY,
  instrumental: { ...SONG_UPLOAD_POLICY, purpose: "instrumental" },
};

/** A signed upload of an audio item for the order (an admin's or an artist's), judged when it is completed. */
export function issueSongUpload(
  deps: { db: Firestore; blobs: BlobStore },
  file: SongUploadRequest,
  to: { orderId: string; uploadedBy: string },
): Promise<SongUploadResponse> {
  return issueSignedUpload(deps, AUDIO_UPLOAD_POLICIES[file.item], {
    fileName: file.fileName,
    declaredType: file.contentType,
    size: file.size,
    subjectId: to.orderId,
    uploadedBy: to.uploadedBy,
    pathFor: newSongPath,
  });
}

/** Which audio item an upload is for. 404 for an unknown upload. */
export async function songUploadItem(db: Firestore, uploadId: string): Promise<AudioItemKey> {
  const purpose = (await pendingUploads(db).get(uploadId))?.purpose;
  const item = (Object.keys(AUDIO_UPLOAD_POLICIES) as AudioItemKey[]).find(
    (key) => AUDIO_UPLOAD_POLICIES[key].purpose === purpose,
  );
  if (!item) throw notFound("Upload not found");
  return item;
}

/** Judges the stored bytes of the item's upload for the order (and, given `uploadedBy`, issued to that user). 404 for an unknown upload. */
export function completeSongUpload(
  deps: { db: Firestore; blobs: BlobStore },
  item: AudioItemKey,
  uploadId: string,
  to: { orderId: string; uploadedBy?: string },
): Promise<UploadOutcome> {
  return completeUpload(deps, AUDIO_UPLOAD_POLICIES[item], uploadId, to.orderId, to.uploadedBy);
}
