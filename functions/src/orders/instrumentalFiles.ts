import { MESSAGES, type DownloadResponse } from "@songs/domain";
import { HttpError } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import type { OrderRecord } from "./orderRecord";
import { requireDeliveredSong, requireOwnedOrder } from "./ownedOrder";
import { signSongUrl, songExtension, songFileName } from "./songFiles";
import type { StreamResponse } from "./streamSong";

/** The delivered instrumental version of the caller's completed order; 409 `order_not_completed` before it is delivered. */
function requireInstrumental(order: OrderRecord): NonNullable<OrderRecord["instrumental"]> {
  requireDeliveredSong(order);
  if (!order.instrumental) throw new HttpError(409, "order_not_completed", MESSAGES.orderNotCompleted);
  return order.instrumental;
}

/** POST /api/orders/:orderId/instrumental/stream: a signed URL to play the instrumental version; nothing is recorded. */
export const streamInstrumental = handler(
  emptyQuerySchema,
  async (context): Promise<StreamResponse> => {
    const file = requireInstrumental(await requireOwnedOrder(context.db, context.params.orderId, context.user.uid));
    const { url, expiresInSeconds } = await signSongUrl(context.blobs, file.path);
    return { url, expiresInSeconds, contentType: file.contentType || "application/octet-stream" };
  },
  { auth: "customer", params: orderParams },
);

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
