import { randomUUID } from "node:crypto";
import {
  MAX_VOICE_NOTE_BYTES,
  MAX_VOICE_NOTE_SECONDS,
  QUESTION_MESSAGES,
  SIGNED_URL_TTL_SECONDS,
  type VoiceUploadRequest,
  type SongUploadResponse,
} from "@songs/domain";
import type { Firestore } from "firebase-admin/firestore";
import type { BlobStore } from "../adapters/blobs/BlobStore";
import { issueSignedUpload, measureRecording, MP4_VOICE_KIND, WEBM_VOICE_KIND, type UploadPolicy } from "../uploads";

/** Voice answers live in this private bucket, played through signed links. */
export const VOICE_NOTES_BUCKET = "voice-notes";

/** The recorder stops itself at a minute; its last block may start a little after. */
const RECORDER_STOP_GRACE_SECONDS = 1;

/**
 * A voice note's own bytes: audio only through to the last byte, and at most a minute long by
 * what the recording says (its size alone allows an hour of low-bitrate Opus).
 */
export async function voiceNoteProblem(bytes: Uint8Array): Promise<string | null> {
  const recording = await measureRecording(bytes);
  if (!recording) return QUESTION_MESSAGES.voiceUnreadable;
  return recording.seconds > MAX_VOICE_NOTE_SECONDS + RECORDER_STOP_GRACE_SECONDS
    ? QUESTION_MESSAGES.voiceTooLong
    : null;
}

/** A voice answer as the browser records it: WebM/Opus or MP4/AAC, a minute at most (by its recording). */
export const VOICE_NOTE_POLICY: UploadPolicy = {
  purpose: "voice-note",
  subjectField: "questionId",
  bucket: VOICE_NOTES_BUCKET,
  maxBytes: MAX_VOICE_NOTE_BYTES,
  messages: { invalidType: QUESTION_MESSAGES.voiceType, tooLarge: QUESTION_MESSAGES.voiceTooLarge },
  kinds: [WEBM_VOICE_KIND, MP4_VOICE_KIND],
  checkContent: voiceNoteProblem,
};

/** A signed upload of a voice answer to the question, judged by its bytes when the answer is sent. */
export function issueVoiceUpload(
  deps: { db: Firestore; blobs: BlobStore },
  file: VoiceUploadRequest,
  to: { questionId: string; uploadedBy: string },
): Promise<SongUploadResponse> {
  return issueSignedUpload(deps, VOICE_NOTE_POLICY, {
    fileName: file.fileName,
    declaredType: file.contentType.split(";")[0] ?? "",
    size: file.size,
    subjectId: to.questionId,
    uploadedBy: to.uploadedBy,
    pathFor: (extension) => `${randomUUID()}.${extension}`,
  });
}

/** A link to play a voice answer, valid an hour. */
export async function signVoiceUrl(blobs: BlobStore, path: string): Promise<string> {
  return blobs.signedReadUrl(VOICE_NOTES_BUCKET, path, SIGNED_URL_TTL_SECONDS);
}
