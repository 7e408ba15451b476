import { previewRequestSchema, type SongPreviewResponse } from "@songs/domain";
import { notFound } from "../http/errors";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { requireOrder } from "./ownedOrder";
import { signSongUrl } from "./songFiles";

/** POST /api/admin/orders/:orderId/preview {item}: a signed link to the delivered song (or instrumental), valid 3600 s; 404 without one. */
export const createSongPreview = handler(
  previewRequestSchema,
  async ({ db, blobs, params, input }): Promise<SongPreviewResponse> => {
    const order = await requireOrder(db, params.orderId);
    const path = input.item === "song" ? order.songPath : order.instrumental?.path;
    if (!path)
      throw notFound(
        input.item === "song" ? "This order has no song yet" : "This order has no instrumental version yet",
      );
    return signSongUrl(blobs, path);
  },
  { auth: "admin", params: orderParams },
);
