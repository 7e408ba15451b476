import { type DownloadResponse } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import { requireDeliveredSong, requireOwnedOrder } from "./ownedOrder";
import { signSongUrl, songExtension, songFileName } from "./songFiles";

/**
 * POST /api/orders/:orderId/download: a signed URL to the caller's finished song. The first
 * download is recorded exactly once (the order's `downloadedAt` and `downloads/{orderId}`, in one
 * transaction); only the call that recorded it answers `firstDownload: true`.
 */
export const downloadSong = handler(
  emptyQuerySchema,
  async (context): Promise<DownloadResponse> => {
    const order = requireDeliveredSong(await requireOwnedOrder(context.db, context.params.orderId, context.user.uid));
    const { url, expiresInSeconds } = await signSongUrl(context.blobs, order.songPath);
    const recorded = await lifecycleOf(context).run(order.id, { type: "record_download" });
    return {
      url,
      expiresInSeconds,
      firstDownload: recorded.outcome === "changed",
      fileName: songFileName(order.recipientName, songExtension(order.songContentType, order.songPath)),
      contentType: order.songContentType ?? "application/octet-stream",
    };
  },
  { auth: "customer", params: orderParams },
);
