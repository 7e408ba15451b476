import { z } from "zod";
import {
  MAX_SAMPLE_FILE_BYTES,
  MAX_SAMPLE_STORY_LENGTH,
  MAX_SAMPLE_TITLE_LENGTH,
  MAX_SONG_FILE_BYTES,
  MFA_CODE_LENGTH,
} from "../limits";
import { VALIDATION } from "../messages";
import { ADMIN_SAMPLE_GENRES, ADMIN_SAMPLE_MOODS, ADMIN_SAMPLE_OCCASIONS } from "../options";
import { oneOf, optionalText, requiredLine } from "./text";

/** Admin "add sample" fields (spec §5 "Admin sample"); the audio file is checked by `checkSampleFile`. */
export const sampleFormSchema = z.object({
  title: requiredLine(MAX_SAMPLE_TITLE_LENGTH, VALIDATION.sampleTitleRequired, VALIDATION.sampleTitleTooLong),
  genre: oneOf(ADMIN_SAMPLE_GENRES, VALIDATION.sampleGenreRequired),
  mood: oneOf(ADMIN_SAMPLE_MOODS, VALIDATION.sampleMoodRequired),
  occasion: oneOf(ADMIN_SAMPLE_OCCASIONS, VALIDATION.sampleOccasionRequired),
  story: optionalText(MAX_SAMPLE_STORY_LENGTH, VALIDATION.sampleStoryTooLong),
});
export type SampleForm = z.infer<typeof sampleFormSchema>;

/** What the browser knows about a picked file before upload. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** Sample audio: any audio type, under 10MB. Returns the spec's message, or null when fine. */
export function checkSampleFile(file: PickedFile | null | undefined): string | null {
  if (!file) return VALIDATION.sampleFileRequired;
  if (!file.type.startsWith("audio/")) return VALIDATION.sampleFileInvalid;
  if (file.size >= MAX_SAMPLE_FILE_BYTES) return VALIDATION.sampleFileTooLarge;
  return null;
}

export const SONG_FILE_EXTENSIONS = ["mp3", "wav", "m4a"] as const;
export const SONG_MIME_TYPES = [
  "audio/mpeg",
  "audio/mp3",
  "audio/wav",
  "audio/x-wav",
  "audio/wave",
  "audio/vnd.wave",
  "audio/mp4",
  "audio/x-m4a",
  "audio/m4a",
] as const;

/** Finished song: MP3, WAV or M4A, under 50MB. Returns the spec's message, or null when fine. */
export function checkSongFile(file: PickedFile): string | null {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  const typeOk = (SONG_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extensionOk = (SONG_FILE_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeOk && !extensionOk) return VALIDATION.songFileInvalid;
  if (file.size >= MAX_SONG_FILE_BYTES) return VALIDATION.songFileTooLarge;
  return null;
}

/** The 6-digit authenticator code (spec §5 "MFA code"). */
export const mfaCodeSchema = z.object({
  code: z
    .string(VALIDATION.mfaCodeRequired)
    .trim()
    .min(1, VALIDATION.mfaCodeRequired)
    .regex(new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`), VALIDATION.mfaCodeInvalid),
});
