import { emptyQuerySchema, handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { requireOwnedOrder } from "./ownedOrder";
import { signSongUrl } from "./songFiles";
import type { StreamResponse } from "./streamSong";
import { requireInstrumental } from "./requireInstrumental";

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
