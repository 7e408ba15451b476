import { createHash } from "node:crypto";

/**
 * The name of a file's content: the first 128 bits of its SHA-256, in hex. A URL that carries it
 * names those bytes and no others, so it may be cached for good.
 */
export function contentDigest(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 32);
}

export const CONTENT_DIGEST_PATTERN = /^[0-9a-f]{32}$/;
