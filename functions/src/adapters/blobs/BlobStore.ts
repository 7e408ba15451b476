import type { Readable } from "node:stream";

/**
 * The file storage port. Two adapters: Cloud Storage (production) and disk (local stack). A
 * "bucket" is a logical area (`artists`, `samples`, `songs`, ...); object paths are relative to it.
 */
export interface BlobInfo {
  size: number;
  contentType: string;
}

export interface BlobStore {
  /** A URL anyone may GET for `ttlSeconds`. */
  signedReadUrl(bucket: string, path: string, ttlSeconds: number): Promise<string>;
  /**
   * A URL the browser may PUT at most `maxBytes` of the file to for `ttlSeconds`, with the headers
   * it is signed with, which the PUT must send (the storage refuses a larger body).
   */
  signedUploadUrl(
    bucket: string,
    path: string,
    options: { contentType: string; ttlSeconds: number; maxBytes: number },
  ): Promise<SignedUpload>;
  stat(bucket: string, path: string): Promise<BlobInfo | null>;
  /** The stored bytes, or null when there is no such object. */
  read(bucket: string, path: string): Promise<Buffer | null>;
  /**
   * The stored bytes as a stream, read as it is consumed (a large upload is judged without holding
   * it); the stream errors when there is no such object.
   */
  readStream(bucket: string, path: string): Readable;
  write(bucket: string, path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  delete(bucket: string, path: string): Promise<void>;
  /**
   * Moves an object to another name (any bucket), replacing what is there. Signed URLs issued for
   * the old name never reach the new one.
   */
  move(from: BlobLocation, to: BlobLocation): Promise<void>;
}

export interface SignedUpload {
  url: string;
  /** Headers the PUT must send as they are: they are part of the signature. */
  headers: Record<string, string>;
}

/**
 * Cloud Storage's header for the size of a signed upload's body (`min,max` bytes): signed into the
 * URL, so the upload must send it and Storage refuses a larger body. The disk adapter's blob server
 * honours it the same way.
 */
export const CONTENT_LENGTH_RANGE_HEADER = "x-goog-content-length-range";

export function contentLengthRange(maxBytes: number): Record<string, string> {
  return { [CONTENT_LENGTH_RANGE_HEADER]: `0,${maxBytes}` };
}

export interface BlobLocation {
  bucket: string;
  path: string;
}

/**
 * The private bucket signed uploads are PUT to. Bytes are judged and published only after being
 * moved out of it, so a second PUT to a signed URL changes nothing that is checked or served.
 */
export const UPLOAD_STAGING_BUCKET = "upload-staging";

/** The buckets whose objects are public through `GET /api/media/{bucket}/{path}`. */
export const PUBLIC_BUCKETS = ["artists", "samples"] as const;

export function isPublicBucket(bucket: string): boolean {
  return (PUBLIC_BUCKETS as readonly string[]).includes(bucket);
}

const BUCKET_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
const SEGMENT_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;

/** Object paths are plain relative names: no "..", no empty segments, no hidden files. */
export function isValidObjectPath(bucket: string, path: string): boolean {
  if (!BUCKET_PATTERN.test(bucket)) return false;
  const segments = path.split("/");
  return segments.length <= 8 && segments.every((segment) => SEGMENT_PATTERN.test(segment));
}

const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  wav: "audio/wav",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  json: "application/json",
};

export function contentTypeOf(path: string): string {
  const extension = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

/** Audio and images open in the page (players, `<img>`); anything else is only ever downloaded. */
export function contentDispositionFor(contentType: string): "inline" | "attachment" {
  return /^(audio|image)\//.test(contentType) ? "inline" : "attachment";
}

/**
 * Response headers for every user-supplied file: never sniffed into another type, and opened on its
 * own it runs no script (a sandboxed, opaque origin) even if its bytes slipped past a check.
 */
export function userFileHeaders(contentType: string): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "sandbox",
    "Content-Disposition": contentDispositionFor(contentType),
  };
}
