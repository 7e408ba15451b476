import { z } from "zod";
import { DOCUMENT_ID_PATTERN, PHYSICAL_ITEM_KEYS } from "@songs/domain";

/**
 * The route parameters' schemas (handler option `params`): a value they refuse names nothing that
 * can exist, so the route answers 404 with the schema's message before reading anything.
 */
const storedId = (notFoundMessage: string) => z.string().regex(DOCUMENT_ID_PATTERN, notFoundMessage);

export const orderParams = z.object({ orderId: storedId("Order not found") });
export const orderUploadParams = orderParams.extend({ uploadId: storedId("Upload not found") });
export const reviewParams = z.object({ reviewId: storedId("Review not found") });
export const sampleParams = z.object({ sampleId: storedId("Sample not found") });
/** Artist profiles are UUIDs. */
export const artistParams = z.object({ artistId: z.uuid("Artist not found") });
export const artistUploadParams = artistParams.extend({ uploadId: storedId("Upload not found") });
/** A link's token (an invite, a listening link); its own check says whether it is one. */
export const tokenParams = z.object({ token: z.string().max(200, "Not found") });
/** A public media object: its bucket and its path below it. */
export const mediaParams = z.object({
  bucket: z.string().max(100, "File not found"),
  path: z.union([z.array(z.string()), z.string()]).transform((path) => (Array.isArray(path) ? path.join("/") : path)),
});
/** A content-addressed public image: its bucket, the digest of its bytes and its path. */
export const imageParams = mediaParams.extend({ digest: z.string().max(100, "File not found") });
/** A physical item of an order (the framed lyrics print, the CD). */
export const orderItemParams = orderParams.extend({ item: z.enum(PHYSICAL_ITEM_KEYS, "Item not found") });
/** One question of an order's thread. */
export const orderQuestionParams = orderParams.extend({ questionId: storedId("Question not found") });
