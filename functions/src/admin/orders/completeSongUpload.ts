import { MESSAGES, emptyAdminOrderActionSchema, type SongUploadCompleted } from "@songs/domain";
import { unauthorized } from "../../http/errors";
import { handler } from "../../http/handler";
import { deliverSong, requireOrder, SONG_UPLOAD_POLICY } from "../../orders";
import { completeUpload, settleUpload, uploadRejected } from "../../uploads";
import { requireDeliverable } from "./createSongUpload";

/**
 * POST /api/admin/orders/:orderId/song-uploads/:uploadId/complete: inspects the stored file. A
 * real MP3, WAV or M4A is delivered (in one transaction: the song set, the order completed with a
 * new version, open revision requests resolved and the status-history entry; then the song-ready
 * email queued). Anything else is deleted, listed under Rejected Files, and answered 422
 * `upload_rejected` ('Upload Failed', the reason in `fields.file`).
 */
export const completeSongUpload = handler(
  emptyAdminOrderActionSchema,
  async ({ db, blobs, config, params, user }): Promise<SongUploadCompleted> => {
    if (!user) throw unauthorized();
    const order = await requireOrder(db, String(params.orderId ?? ""));
    requireDeliverable(order);
    const outcome = await completeUpload({ db, blobs }, SONG_UPLOAD_POLICY, String(params.uploadId ?? ""), order.id);
    if (!outcome.accepted) throw uploadRejected(MESSAGES.uploadFailed, outcome.errors);

    let delivery;
    try {
      delivery = await deliverSong(
        { db, siteUrl: config.siteUrl },
        {
          orderId: order.id,
          songPath: outcome.upload.path,
          contentType: outcome.upload.contentType,
          deliveredBy: user.uid,
          deliveredByEmail: user.email,
        },
      );
    } catch (error) {
      await settleUpload({ db, blobs }, outcome.upload, false);
      throw error;
    }
    await settleUpload({ db, blobs }, outcome.upload, true);
    return { message: delivery.mailQueued ? MESSAGES.songUploaded : MESSAGES.songUploadedNotifyFailed, version: delivery.version };
  },
  { auth: "admin" },
);
