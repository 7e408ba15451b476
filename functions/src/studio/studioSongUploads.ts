import type { Firestore } from "firebase-admin/firestore";
import { emptyAdminOrderActionSchema, MESSAGES, songUploadRequestSchema, STUDIO_MESSAGES, type SongUploadResponse } from "@songs/domain";
import type { ArtistUser } from "../http/artistAccess";
import { handler } from "../http/handler";
import { orderParams, orderUploadParams } from "../http/routeParams";
import { issueSongUpload, lifecycleOf, orderReads, requireAllowed, SONG_UPLOAD_POLICY, type OrderRecord } from "../orders";
import { notFound } from "../http/errors";
import { completeUpload, settleUpload, uploadRejected } from "../uploads";

/** The submit command of the artist's version, as the lifecycle judges it. */
const submitOf = (user: ArtistUser, song: { path: string; contentType: string }) => ({ type: "submit" as const, artistId: user.artistId, song, actor: user });

/** The order when the artist may submit a version now; otherwise the lifecycle's refusal (404 when it is not theirs). */
async function requireSubmittable(db: Firestore, orderId: string, user: ArtistUser): Promise<OrderRecord> {
  const order = await orderReads(db).get(orderId);
  if (!order) throw notFound("Order not found");
  requireAllowed(order, submitOf(user, { path: "", contentType: "" }));
  return order;
}

/**
 * POST /api/studio/orders/:orderId/song-uploads {fileName, contentType, size}: the same signed
 * upload as the admins' (MP3, WAV or M4A under 50MB), for the artist working on the order.
 */
export const createStudioSongUpload = handler(
  songUploadRequestSchema,
  async ({ db, blobs, params, input, user }): Promise<SongUploadResponse> => {
    const order = await requireSubmittable(db, params.orderId, user);
    return issueSongUpload({ db, blobs }, input, { orderId: order.id, uploadedBy: user.uid });
  },
  { auth: "artist", params: orderParams },
);

/**
 * POST /api/studio/orders/:orderId/song-uploads/:uploadId/complete: the stored bytes are judged as
 * for an admin upload; a real song goes to the admins' song check, anything else is refused 422
 * `upload_rejected`. An order cancelled meanwhile refuses the version (and the file is dropped).
 */
export const completeStudioSongUpload = handler(
  emptyAdminOrderActionSchema,
  async (context) => {
    const { db, blobs, params, user } = context;
    const order = await requireSubmittable(db, params.orderId, user);
    const outcome = await completeUpload({ db, blobs }, SONG_UPLOAD_POLICY, params.uploadId, order.id);
    if (!outcome.accepted) throw uploadRejected(MESSAGES.uploadFailed, outcome.errors);
    try {
      await lifecycleOf(context).run(order.id, submitOf(user, { path: outcome.upload.path, contentType: outcome.upload.contentType }));
    } catch (error) {
      await settleUpload({ db, blobs }, outcome.upload, false);
      throw error;
    }
    await settleUpload({ db, blobs }, outcome.upload, true);
    return { message: STUDIO_MESSAGES.songSubmitted };
  },
  { auth: "artist", params: orderUploadParams },
);
