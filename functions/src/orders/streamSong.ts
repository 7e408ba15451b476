import { type DownloadResponse } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { requireDeliveredSong, requireOwnedOrder } from "./ownedOrder";
import { signSongUrl } from "./songFiles";

/** What the dashboard's player needs: the download's answer without the file name and first-download flag. */
export type StreamResponse = Pick<DownloadResponse, "url" | "expiresInSeconds" | "contentType">;

/**
 * POST /api/orders/:orderId/stream: a signed URL to play the caller's finished song. Listening is
 * not downloading: nothing is recorded, so the order's first download stays to come.
 */
export const streamSong = handler(
  emptyQuerySchema,
  async (context): Promise<StreamResponse> => {
    const order = requireDeliveredSong(await requireOwnedOrder(context.db, context.params.orderId, context.user.uid));
    const { url, expiresInSeconds } = await signSongUrl(context.blobs, order.songPath);
    return { url, expiresInSeconds, contentType: order.songContentType ?? "application/octet-stream" };
  },
  { auth: "customer", params: orderParams },
);
