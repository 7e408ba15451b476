import type { DownloadResponse } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import { requireOwnedOrder } from "./ownedOrder";
import { signSongUrl, songExtension, songFileName } from "./songFiles";
import { requireInstrumental } from "./requireInstrumental";

/**
 * POST /api/orders/:orderId/instrumental/download: a signed URL to the instrumental version; its
 * first download is recorded once (`firstDownload: true` only for the call that recorded it).
 */
export const downloadInstrumental = handler(
  emptyQuerySchema,
  async (context): Promise<DownloadResponse> => {
    const order = await requireOwnedOrder(context.db, context.params.orderId, context.user.uid);
    const file = requireInstrumental(order);
    const { url, expiresInSeconds } = await signSongUrl(context.blobs, file.path);
    const recorded = await lifecycleOf(context).run(order.id, { type: "record_download", item: "instrumental" });
    return {
      url,
      expiresInSeconds,
      firstDownload: recorded.outcome === "changed",
      fileName: songFileName(order.recipientName, songExtension(file.contentType, file.path), "instrumental"),
      contentType: file.contentType || "application/octet-stream",
    };
  },
  { auth: "customer", params: orderParams },
);
