import { MAX_SONG_FILE_BYTES } from "../../../../src/domain/limits";
import { VALIDATION } from "../../../../src/domain/messages";
import { ORDER_SONGS_BUCKET } from "../../orders/songFiles";
import type { UploadPolicy } from "../../uploads/UploadPolicy";

/**
 * The finished song (spec §5 "Admin song upload"): MP3, WAV or M4A under 50MB. `file-type` reports
 * WAV as audio/wav and M4A by its "M4A " brand as audio/x-m4a (audio/mp4 for other audio-only
 * MPEG-4 brands); a generic video/mp4 container is refused.
 */
export const SONG_UPLOAD_POLICY: UploadPolicy = {
  purpose: "song",
  subjectField: "orderId",
  bucket: ORDER_SONGS_BUCKET,
  maxBytes: MAX_SONG_FILE_BYTES,
  messages: { invalidType: VALIDATION.songFileInvalid, tooLarge: VALIDATION.songFileTooLarge },
  kinds: [
    { label: "MP3", extensions: ["mp3"], declaredTypes: ["audio/mpeg", "audio/mp3"], detectedTypes: ["audio/mpeg"], contentType: "audio/mpeg" },
    {
      label: "WAV",
      extensions: ["wav"],
      declaredTypes: ["audio/wav", "audio/x-wav", "audio/wave", "audio/vnd.wave"],
      detectedTypes: ["audio/wav", "audio/x-wav", "audio/wave", "audio/vnd.wave"],
      contentType: "audio/wav",
    },
    {
      label: "M4A",
      extensions: ["m4a"],
      declaredTypes: ["audio/mp4", "audio/x-m4a", "audio/m4a"],
      detectedTypes: ["audio/x-m4a", "audio/mp4"],
      contentType: "audio/mp4",
    },
  ],
};
