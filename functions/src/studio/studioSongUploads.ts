import type { Firestore } from "firebase-admin/firestore";
import { canMoveWork, emptyAdminOrderActionSchema, MESSAGES, songUploadRequestSchema, STUDIO_MESSAGES, type SongUploadResponse } from "@songs/domain";
import { artistIdOf } from "../http/artistAccess";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { newSongPath, orderWork, SONG_UPLOAD_POLICY, type WorkingOrder } from "../orders";
import { completeUpload, issueSignedUpload, settleUpload, uploadRejected } from "../uploads";
import { requireArtistOrder } from "./artistOrderView";

/** The artist's order when they may submit a version now; 409 `invalid_work_move` otherwise. */
async function requireSubmittable(db: Firestore, orderId: string, artistId: string): Promise<WorkingOrder> {
  const { outcome } = await requireArtistOrder(db, orderId, artistId);
  if (outcome.order.work.artistId !== artistId || !canMoveWork(outcome.order.work.stage, "submit")) {
    throw new HttpError(409, "invalid_work_move", STUDIO_MESSAGES.notYourMove);
  }
  return outcome.order;
}

/**
 * POST /api/studio/orders/:orderId/song-uploads {fileName, contentType, size}: the same signed
 * upload as the admins' (MP3, WAV or M4A under 50MB), for the artist working on the order.
 */
export const createStudioSongUpload = handler(
  songUploadRequestSchema,
  async ({ db, blobs, params, input, user }): Promise<SongUploadResponse> => {
    const order = await requireSubmittable(db, String(params.orderId ?? ""), artistIdOf(user));
    return issueSignedUpload({ db, blobs }, SONG_UPLOAD_POLICY, {
      fileName: input.fileName,
      declaredType: input.contentType,
      size: input.size,
      subjectId: order.id,
      uploadedBy: user!.uid,
      pathFor: newSongPath,
    });
  },
  { auth: "artist" },
);

/**
 * POST /api/studio/orders/:orderId/song-uploads/:uploadId/complete: the stored bytes are judged as
 * for an admin upload; a real song goes to the admins' quality check (stage in review), anything
 * else is refused 422 `upload_rejected`.
 */
export const completeStudioSongUpload = handler(
  emptyAdminOrderActionSchema,
  async ({ db, blobs, params, user }) => {
    const artistId = artistIdOf(user);
    const order = await requireSubmittable(db, String(params.orderId ?? ""), artistId);
    const outcome = await completeUpload({ db, blobs }, SONG_UPLOAD_POLICY, String(params.uploadId ?? ""), order.id);
    if (!outcome.accepted) throw uploadRejected(MESSAGES.uploadFailed, outcome.errors);
    try {
      await orderWork(db).submit(order.id, artistId, { path: outcome.upload.path, contentType: outcome.upload.contentType, submittedAt: new Date() });
    } catch (error) {
      await settleUpload({ db, blobs }, outcome.upload, false);
      throw error;
    }
    await settleUpload({ db, blobs }, outcome.upload, true);
    return { message: STUDIO_MESSAGES.songSubmitted };
  },
  { auth: "artist" },
);
