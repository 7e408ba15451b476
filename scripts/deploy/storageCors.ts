/**
 * The storage bucket's CORS, generated from the site's origin: the pages play songs and samples
 * straight from signed URLs (GET and HEAD with Range) and upload to signed PUT URLs with their
 * content type and the signed size limit's header (`x-goog-content-length-range`), which is not a
 * CORS-safelisted header, so every upload is preceded by a preflight the bucket must answer. One
 * rule for the deployed bucket (`npm run deploy:cors`) and the local stack's blob server, which
 * allows the local origins instead.
 */
import { CONTENT_LENGTH_RANGE_HEADER } from "../../functions/src/adapters/blobs/BlobStore";

/** What the pages do with the bucket's files from the browser. */
export const STORAGE_CORS = {
  methods: ["GET", "HEAD", "PUT"],
  /** Sent by the pages: a signed upload's type and size limit, a player's byte range. */
  requestHeaders: ["Content-Type", "Range", CONTENT_LENGTH_RANGE_HEADER],
  /** Read by the pages: a range answer's size and position. */
  exposedHeaders: ["Content-Length", "Content-Range", "Accept-Ranges"],
  maxAgeSeconds: 3600,
} as const;

/** One rule of a Cloud Storage bucket's CORS configuration (`gcloud storage buckets update --cors-file`). */
export interface BucketCorsRule {
  origin: string[];
  method: string[];
  responseHeader: string[];
  maxAgeSeconds: number;
}

/** The bucket's CORS for `origins`: Cloud Storage's `responseHeader` both allows request headers and exposes response ones. */
export function bucketCors(origins: readonly string[]): BucketCorsRule[] {
  return [
    {
      origin: [...origins],
      method: [...STORAGE_CORS.methods],
      responseHeader: [...STORAGE_CORS.requestHeaders, ...STORAGE_CORS.exposedHeaders],
      maxAgeSeconds: STORAGE_CORS.maxAgeSeconds,
    },
  ];
}

/** The project's default bucket (Firebase projects made since October 2024; older ones have <project-id>.appspot.com). */
export const defaultBucket = (projectId: string) => `${projectId}.firebasestorage.app`;
