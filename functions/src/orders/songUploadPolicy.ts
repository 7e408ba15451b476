import { MAX_SONG_FILE_BYTES, VALIDATION } from "@songs/domain";
import { ORDER_SONGS_BUCKET } from "./songFiles";
import { M4A_KIND, MP3_KIND, WAV_KIND, type UploadPolicy } from "../uploads";

/** The finished song (spec §5 "Admin song upload"): MP3, WAV or M4A under 50MB. */
export const SONG_UPLOAD_POLICY: UploadPolicy = {
  purpose: "song",
  subjectField: "orderId",
  bucket: ORDER_SONGS_BUCKET,
  maxBytes: MAX_SONG_FILE_BYTES,
  messages: { invalidType: VALIDATION.songFileInvalid, tooLarge: VALIDATION.songFileTooLarge },
  kinds: [MP3_KIND, WAV_KIND, M4A_KIND],
};
