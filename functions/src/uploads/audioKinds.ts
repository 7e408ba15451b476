import type { FileKind } from "./UploadPolicy";

/**
 * Audio file kinds as browsers declare them and as `file-type` detects their bytes. `file-type`
 * reports WAV as audio/wav and M4A by its "M4A " brand as audio/x-m4a (audio/mp4 for other
 * audio-only MPEG-4 brands); a generic video/mp4 container matches none of them.
 */
export const MP3_KIND: FileKind = {
  label: "MP3",
  extensions: ["mp3"],
  declaredTypes: ["audio/mpeg", "audio/mp3"],
  detectedTypes: ["audio/mpeg"],
  contentType: "audio/mpeg",
};

export const WAV_KIND: FileKind = {
  label: "WAV",
  extensions: ["wav"],
  declaredTypes: ["audio/wav", "audio/x-wav", "audio/wave", "audio/vnd.wave"],
  detectedTypes: ["audio/wav", "audio/x-wav", "audio/wave", "audio/vnd.wave"],
  contentType: "audio/wav",
};

export const M4A_KIND: FileKind = {
  label: "M4A",
  extensions: ["m4a"],
  declaredTypes: ["audio/mp4", "audio/x-m4a", "audio/m4a"],
  detectedTypes: ["audio/x-m4a", "audio/mp4"],
  contentType: "audio/mp4",
};

export const OGG_KIND: FileKind = {
  label: "OGG",
  extensions: ["ogg", "oga", "opus"],
  declaredTypes: ["audio/ogg", "audio/opus", "audio/vorbis"],
  detectedTypes: ["audio/ogg", "audio/ogg; codecs=opus"],
  contentType: "audio/ogg",
};

export const FLAC_KIND: FileKind = {
  label: "FLAC",
  extensions: ["flac"],
  declaredTypes: ["audio/flac", "audio/x-flac"],
  detectedTypes: ["audio/flac", "audio/x-flac"],
  contentType: "audio/flac",
};

export const AAC_KIND: FileKind = {
  label: "AAC",
  extensions: ["aac"],
  declaredTypes: ["audio/aac", "audio/x-aac"],
  detectedTypes: ["audio/aac"],
  contentType: "audio/aac",
};

/**
 * A voice note recorded in the browser (MediaRecorder): Chromium and Firefox record WebM with
 * Opus, which `file-type` reports by its EBML "webm" doctype as video/webm whatever the tracks.
 */
export const WEBM_VOICE_KIND: FileKind = {
  label: "WebM/Opus",
  extensions: ["webm"],
  declaredTypes: ["audio/webm", "video/webm"],
  detectedTypes: ["video/webm", "audio/webm"],
  contentType: "audio/webm",
};

/**
 * Safari records MP4 with AAC, in an MPEG-4 container whose brand (`iso5`, `mp42`) `file-type`
 * reports as video/mp4; only the voice note's policy accepts that (a song upload does not).
 */
export const MP4_VOICE_KIND: FileKind = {
  label: "MP4/AAC",
  extensions: ["m4a", "mp4"],
  declaredTypes: ["audio/mp4", "audio/x-m4a", "video/mp4"],
  detectedTypes: ["audio/mp4", "audio/x-m4a", "video/mp4"],
  contentType: "audio/mp4",
};
