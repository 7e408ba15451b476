import type { Capability } from "../platform/capability";
import { byUid, keep, notCopied } from "../platform/dataMap";
import { TTL_FIELDS } from "../adapters/firestore/ttlPolicies";

/**
 * The uploads capability's public entry: signed uploads straight to storage, the inspection of the
 * stored bytes, and the one owner of `uploads/*` (pending uploads) and `fileValidations/*`
 * (refused files, which the security dashboard lists).
 */
export {
  AAC_KIND,
  FLAC_KIND,
  M4A_KIND,
  MP3_KIND,
  MP4_VOICE_KIND,
  OGG_KIND,
  WAV_KIND,
  WEBM_VOICE_KIND,
} from "./audioKinds";
export { completeUpload, settleUpload, uploadRejected, type UploadOutcome } from "./completeUpload";
export { inspectFileBytes } from "./inspectFileBytes";
export { measureRecording, type Recording } from "./measureRecording";
export { issueSignedUpload, type IssuedUpload } from "./issueSignedUpload";
export { pendingUploads } from "./pendingUploads";
export { kindByExtension, type FileKind, type UploadPolicy } from "./UploadPolicy";

/** The uploads capability, as `functions/src/capabilities.ts` lists it. */
export const uploadsCapability = {
  name: "uploads",
  collections: [
    {
      path: "uploads",
      holds: "a signed upload waiting to be completed (its path, kind and uploader)",
      person: byUid("uploadedBy"),
      retention: {
        words: "until its signed URL expires (15 minutes), then Firestore's TTL policy deletes it",
        ttlField: TTL_FIELDS.uploads,
      },
      erasure: keep("a pending upload lasts minutes and goes by itself (TTL)"),
      copy: notCopied("an upload under way; what it became is in the copy"),
    },
  ],
} satisfies Capability;
