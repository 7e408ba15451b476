import { emptyAdminOrderActionSchema, type SongPreviewResponse } from "@songs/domain";
import { notFound } from "../../http/errors";
import { handler } from "../../http/handler";
import { orderParams } from "../../http/routeParams";
import { requireOrder, signSongUrl } from "../../orders";

/** POST /api/admin/orders/:orderId/preview: a signed link to the delivered song, valid 3600 s; 404 without a song. */
export const createSongPreview = handler(
  emptyAdminOrderActionSchema,
  async ({ db, blobs, params }): Promise<SongPreviewResponse> => {
    const order = await requireOrder(db, params.orderId);
    if (!order.songPath) throw notFound("This order has no song yet");
    return signSongUrl(blobs, order.songPath);
  },
  { auth: "admin", params: orderParams },
);
