import type { Firestore } from "firebase-admin/firestore";
import { songUploadRequestSchema, type AudioItemKey, type SongUploadResponse } from "@songs/domain";
import type { ArtistUser } from "../http/artistAccess";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { issueSongUpload } from "./songUploadPolicy";
import { orderReads } from "./orderReads";
import { requireAllowed } from "./commandCheck";
import { type OrderRecord } from "./orderRecord";
import { notFound } from "../http/errors";

/** The order when the artist may attach `item` to their next submission now; otherwise the lifecycle's refusal (404 when it is not theirs). */
async function requireAttachable(
  db: Firestore,
  orderId: string,
  user: ArtistUser,
  item: AudioItemKey,
): Promise<OrderRecord> {
  const order = await orderReads(db).get(orderId);
  if (!order) throw notFound("Order not found");
  requireAllowed(order, {
    type: "attach_file",
    item,
    file: { path: "", contentType: "", fileName: "" },
    artistId: user.artistId,
    actor: user,
  });
  return order;
}

/**
 * POST /api/studio/orders/:orderId/song-uploads {fileName, contentType, size, item}: the same signed
 * upload as the admins' (MP3, WAV or M4A under 50MB) of the song or its instrumental version, for
 * the artist working on the order; 409 with the item's refusal when the order does not owe it.
 */
export const createStudioSongUpload = handler(
  songUploadRequestSchema,
  async ({ db, blobs, params, input, user }): Promise<SongUploadResponse> => {
    const order = await requireAttachable(db, params.orderId, user, input.item);
    return issueSongUpload({ db, blobs }, input, { orderId: order.id, uploadedBy: user.uid });
  },
  { auth: "artist", params: orderParams },
);
