import { type DownloadResponse } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { orders } from "./orders";
import { requireDeliveredSong, requireOwnedOrder } from "./ownedOrder";
import { signSongUrl, songExtension, songFileName } from "./songFiles";

/**
 * POST /api/orders/:orderId/download: a signed URL to the caller's finished song. The first
 * download is recorded exactly once (`create()` on downloads/{orderId}); only the call whose
 * create won answers `firstDownload: true` and stamps `downloadedAt` on the order.
 */
export const downloadSong = handler(
  emptyQuerySchema,
  async (context): Promise<DownloadResponse> => {
    const order = requireDeliveredSong(await requireOwnedOrder(context));
    const { url, expiresInSeconds } = await signSongUrl(context.blobs, order.songPath);
    const firstDownload = await orders(context.db).recordDownload(order.id, order.userId);
    const extension = songExtension(order.songContentType, order.songPath);
    return {
      url,
      expiresInSeconds,
      firstDownload,
      fileName: songFileName(order.recipientName, extension),
      contentType: order.songContentType ?? "application/octet-stream",
    };
  },
  { auth: "customer" },
);
