import { encodeObjectPath } from "../adapters/blobs/signing";

/** The stable, cacheable URL of a public object; it redirects to a fresh signed URL. */
export function mediaUrl(bucket: "artists" | "samples", path: string): string {
  return `/api/media/${bucket}/${encodeObjectPath(path)}`;
}

/**
 * The immutable URL of a public image whose bytes have `digest` (media/contentDigest): Hosting
 * serves it on the site's own origin, and its CDN and browsers keep it for a year (getPublicImage).
 */
export function publicImageUrl(bucket: "artists", path: string, digest: string): string {
  return `/images/${bucket}/${digest}/${encodeObjectPath(path)}`;
}
