import type { Firestore } from "firebase-admin/firestore";
import { DELIVERY_MESSAGES, emptyAdminOrderActionSchema, handInRequestSchema, songUploadRequestSchema, STUDIO_MESSAGES, type AudioItemKey, type SongUploadResponse } from "@songs/domain";
import type { ArtistUser } from "../http/artistAccess";
import { handler } from "../http/handler";
import { orderParams, orderUploadParams } from "../http/routeParams";
import { attachUploadedFile, issueSongUpload, lifecycleOf, orderReads, requireAllowed, type OrderRecord } from "../orders";
import { notFound } from "../http/errors";

/** The order when the artist may attach `item` to their next submission now; otherwise the lifecycle's refusal (404 when it is not theirs). */
async function requireAttachable(db: Firestore, orderId: string, user: ArtistUser, item: AudioItemKey): Promise<OrderRecord> {
  const order = await orderReads(db).get(orderId);
  if (!order) throw notFound("Order not found");
  requireAllowed(order, { type: "attach_file", item, file: { path: "", contentType: "", fileName: "" }, artistId: user.artistId, actor: user });
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

/**
 * POST /api/studio/orders/:orderId/song-uploads/:uploadId/complete: the stored bytes are judged as
 * for an admin upload; a real song or instrumental is kept for the artist's next submission,
 * anything else is refused 422 `upload_rejected`. An order cancelled meanwhile refuses it (and the
 * file is dropped).
 */
export const completeStudioSongUpload = handler(
  emptyAdminOrderActionSchema,
  async (context) => {
    const { params, user } = context;
    await attachUploadedFile(context, { orderId: params.orderId, uploadId: params.uploadId, artistId: user.artistId, actor: user });
    return { message: DELIVERY_MESSAGES.fileAttached };
  },
  { auth: "artist", params: orderUploadParams },
);

/**
 * POST /api/studio/orders/:orderId/submission {lyrics}: the artist's uploaded files and these
 * lyrics, over their latest versions, go to the admins' song check as the next version of every
 * item it changes. 409 `delivery_incomplete` naming what the order still lacks (the domain's
 * words), `nothing_new` when nothing changed.
 */
export const submitStudioVersion = handler(
  handInRequestSchema,
  async (context) => {
    const { params, user, input } = context;
    await lifecycleOf(context).run(params.orderId, { type: "submit", artistId: user.artistId, lyrics: input.lyrics, actor: user });
    return { message: STUDIO_MESSAGES.songSubmitted };
  },
  { auth: "artist", params: orderParams },
);
