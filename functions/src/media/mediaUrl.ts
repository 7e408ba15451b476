import { encodeObjectPath } from "../adapters/blobs/signing";

/** The stable, cacheable URL of a public object; it redirects to a fresh signed URL. */
export function mediaUrl(bucket: "artists" | "samples", path: string): string {
  return `/api/media/${bucket}/${encodeObjectPath(path)}`;
}
