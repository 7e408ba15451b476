import { isValidObjectPath, userFileHeaders } from "../adapters/blobs/BlobStore";
import { notFound } from "../http/errors";
import { emptyQuerySchema, FileBody, handler } from "../http/handler";
import { imageParams } from "../http/routeParams";
import { artists } from "../catalogue";
import { CONTENT_DIGEST_PATTERN, contentDigest } from "../media";

/** Buckets whose images have content-addressed URLs (artist photos and their sizes). */
const IMAGE_BUCKETS = new Set(["artists"]);

/**
 * GET /images/:bucket/:digest/*path (Hosting rewrites `/images/**` here): a public image's bytes,
 * cached for a year by browsers and Hosting's CDN, so after the first request at a CDN location the
 * function is off the path. The URL names the bytes: when the object at `path` no longer has
 * `digest` (a new photo under the same name), the answer is 404 rather than other bytes under a
 * URL that was promised never to change. A size of a photo (`sized/...`) is also served under its
 * photo's digest (the URLs `artistPhotoSources` derives): the artist whose current photo has that
 * digest must record that size, with the digest of the bytes stored. Images are small sizes of a photo (at most a few
 * hundred KB), far below the function's response limit.
 */
export const getPublicImage = handler(
  emptyQuerySchema,
  async ({ params, blobs, db, res }) => {
    const { bucket, digest, path } = params;
    if (!IMAGE_BUCKETS.has(bucket) || !CONTENT_DIGEST_PATTERN.test(digest) || !isValidObjectPath(bucket, path))
      throw notFound("File not found");
    const [stored, bytes] = await Promise.all([blobs.stat(bucket, path), blobs.read(bucket, path)]);
    if (!stored || !bytes || !stored.contentType.startsWith("image/")) throw notFound("File not found");
    const named = contentDigest(bytes);
    if (named !== digest && !(path.startsWith("sized/") && (await artists(db).photoSizeDigest(digest, path)) === named))
      throw notFound("File not found");
    res.set(userFileHeaders(stored.contentType));
    return new FileBody(stored.contentType, bytes);
  },
  { cache: "immutable", params: imageParams },
);
