import { songUploadRequestSchema, type AudioItemKey, type SongUploadResponse } from "@songs/domain";
import type { AuthUser } from "../http/authenticate";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { issueSongUpload } from "./songUploadPolicy";
import { requireAllowed } from "./commandCheck";
import { requireOrder } from "./ownedOrder";
import { type OrderRecord } from "./orderRecord";

/** The order when the admins may attach `item` to their delivery now; otherwise the lifecycle's refusal (409 `order_not_deliverable` for a pending or cancelled order). */
export function requireDeliverable(order: OrderRecord, user: AuthUser, item: AudioItemKey = "song"): OrderRecord {
  requireAllowed(order, {
    type: "attach_file",
    item,
    file: { path: "", contentType: "", fileName: "" },
    artistId: null,
    actor: user,
  });
  return order;
}

/**
 * POST /api/admin/orders/:orderId/song-uploads {fileName, contentType, size, item}: a signed URL the
 * browser PUTs the finished song (or its instrumental version) to: MP3, WAV or M4A under 50MB, with
 * the spec's messages. The stored bytes are judged by the `complete` call.
 */
export const createSongUpload = handler(
  songUploadRequestSchema,
  async ({ db, blobs, params, input, user }): Promise<SongUploadResponse> => {
    const order = requireDeliverable(await requireOrder(db, params.orderId), user, input.item);
    return issueSongUpload({ db, blobs }, input, { orderId: order.id, uploadedBy: user.uid });
  },
  { auth: "admin", params: orderParams },
);
