import { SIGNED_URL_TTL_SECONDS } from "../../../../src/domain/limits";
import { emptyAdminOrderActionSchema, type SongPreviewResponse } from "../../../../src/domain/schemas/adminOrders";
import { notFound } from "../../http/errors";
import { handler } from "../../http/handler";
import { ORDER_SONGS_BUCKET } from "../../orders/songFiles";
import { adminOrderRecords } from "./adminOrderRecords";

/** POST /api/admin/orders/:orderId/preview: a signed link to the delivered song, valid 3600 s; 404 without a song. */
export const createSongPreview = handler(
  emptyAdminOrderActionSchema,
  async ({ db, blobs, params }): Promise<SongPreviewResponse> => {
    const order = await adminOrderRecords(db).require(String(params.orderId ?? ""));
    if (!order.songPath) throw notFound("This order has no song yet");
    const url = await blobs.signedReadUrl(ORDER_SONGS_BUCKET, order.songPath, SIGNED_URL_TTL_SECONDS);
    return { url, expiresInSeconds: SIGNED_URL_TTL_SECONDS };
  },
  { auth: "admin" },
);
