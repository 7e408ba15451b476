import { randomUUID } from "node:crypto";
import { SIGNED_URL_TTL_SECONDS } from "@songs/domain";
import type { BlobStore } from "../adapters/blobs/BlobStore";

/** Delivered songs live in this BlobStore bucket, at the path stored on the order (`songPath`). */
export const ORDER_SONGS_BUCKET = "orders";

export interface SignedSongUrl {
  url: string;
  expiresInSeconds: number;
}

/** A URL anyone holding it may play or save the delivered song from, valid SIGNED_URL_TTL_SECONDS. */
export async function signSongUrl(
  blobs: BlobStore,
  songPath: string,
  ttlSeconds = SIGNED_URL_TTL_SECONDS,
): Promise<SignedSongUrl> {
  const url = await blobs.signedReadUrl(ORDER_SONGS_BUCKET, songPath, ttlSeconds);
  return { url, expiresInSeconds: ttlSeconds };
}

/**
 * A fresh object path for an uploaded song. Opaque on purpose: a shared listening link's signed
 * URL shows the path, and it must not reveal the order id or the customer.
 */
export function newSongPath(extension: string): string {
  return `${randomUUID()}.${extension}`;
}

const EXTENSIONS: Record<string, string> = {
  "audio/mpeg": "mp3",
  "audio/mp3": "mp3",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/wave": "wav",
  "audio/vnd.wave": "wav",
  "audio/mp4": "m4a",
  "audio/x-m4a": "m4a",
};

/** The file extension of a delivered song: from its type, else from its stored name. */
export function songExtension(contentType: string | null, songPath: string): string {
  const fromType = contentType ? EXTENSIONS[contentType.toLowerCase()] : undefined;
  if (fromType) return fromType;
  const dot = songPath.lastIndexOf(".");
  return dot >= 0 ? songPath.slice(dot + 1).toLowerCase() : "mp3";
}

/** A friendly name to save the song under, e.g. "Song for Emma.mp3" ("Song for Emma (instrumental).mp3"), safe on every file system. */
export function songFileName(recipientName: string, extension: string, item: "song" | "instrumental" = "song"): string {
  const name = recipientName
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80)
    .trim();
  return `Song for ${name || "you"}${item === "instrumental" ? " (instrumental)" : ""}.${extension}`;
}
