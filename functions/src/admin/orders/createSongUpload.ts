import { songUploadRequestSchema, type SongUploadResponse } from "@songs/domain";
import type { AuthUser } from "../../http/authenticate";
import { handler } from "../../http/handler";
import { orderParams } from "../../http/routeParams";
import { issueSongUpload, requireAllowed, requireOrder, type OrderRecord } from "../../orders";

/** The admin's delivery of `song`, as the lifecycle judges it (409 `order_not_deliverable` for a pending or cancelled order). */
export const deliveryOf = (user: AuthUser, song: { path: string; contentType: string }) => ({ type: "deliver" as const, song, actor: user });

/** The order when a song can be delivered to it now; otherwise the lifecycle's refusal. */
export function requireDeliverable(order: OrderRecord, user: AuthUser): OrderRecord {
  requireAllowed(order, deliveryOf(user, { path: "", contentType: "" }));
  return order;
}

/**
 * POST /api/admin/orders/:orderId/song-uploads {fileName, contentType, size}: a signed URL the
 * browser PUTs the finished song to (MP3, WAV or M4A under 50MB, with the spec's messages). The
 * stored bytes are judged by the `complete` call.
 */
export const createSongUpload = handler(
  songUploadRequestSchema,
  async ({ db, blobs, params, input, user }): Promise<SongUploadResponse> => {
    const order = requireDeliverable(await requireOrder(db, params.orderId), user);
    return issueSongUpload({ db, blobs }, input, { orderId: order.id, uploadedBy: user.uid });
  },
  { auth: "admin", params: orderParams },
);
