import { SIGNED_URL_TTL_SECONDS } from "@songs/domain";
import { isPublicBucket, isValidObjectPath, userFileHeaders } from "../adapters/blobs/BlobStore";
import { notFound } from "../http/errors";
import { emptyQuerySchema, handler, Redirect } from "../http/handler";
import { mediaParams } from "../http/routeParams";

/**
 * GET /api/media/:bucket/*path: a 302 to a fresh signed read URL (valid 3600 s) for objects of the
 * public buckets, so catalogue responses hold stable URLs. The redirect may be cached briefly. It
 * carries the user-file headers too, in case a client renders it rather than following it.
 */
export const getMedia = handler(
  emptyQuerySchema,
  async ({ params, blobs, res }) => {
    const { bucket, path } = params;
    if (!isPublicBucket(bucket) || !isValidObjectPath(bucket, path)) throw notFound("File not found");
    const stored = await blobs.stat(bucket, path);
    if (!stored) throw notFound("File not found");
    res.set(userFileHeaders(stored.contentType));
    return new Redirect(await blobs.signedReadUrl(bucket, path, SIGNED_URL_TTL_SECONDS));
  },
  { cache: "public", params: mediaParams },
);
