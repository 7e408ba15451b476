import { MESSAGES, emptyAdminOrderActionSchema, type SongUploadCompleted } from "@songs/domain";
import { handler } from "../../http/handler";
import { orderUploadParams } from "../../http/routeParams";
import { lifecycleOf, requireOrder, SONG_UPLOAD_POLICY, type LifecycleResult } from "../../orders";
import { completeUpload, settleUpload, uploadRejected } from "../../uploads";
import { deliveryOf, requireDeliverable } from "./createSongUpload";

/** The admin's answer to a delivery: the version, and whether the 'song ready' email went out with it. */
export function deliveryAnswer({ order, mailed }: LifecycleResult): SongUploadCompleted {
  const version = order?.songVersion ?? 0;
  const mailQueued = mailed.includes(`song-ready-${order?.id ?? ""}-v${version}`);
  return { message: mailQueued ? MESSAGES.songUploaded : MESSAGES.songUploadedNotifyFailed, version };
}

/**
 * POST /api/admin/orders/:orderId/song-uploads/:uploadId/complete: inspects the stored file. A
 * real MP3, WAV or M4A is delivered by the lifecycle's `deliver` command (one transaction: the
 * song set, the order completed with a new version, open revision requests resolved, open offers
 * closed, the history entry and the song-ready email). Anything else is deleted, listed under
 * Rejected Files, and answered 422 `upload_rejected` ('Upload Failed', the reason in `fields.file`).
 */
export const completeSongUpload = handler(
  emptyAdminOrderActionSchema,
  async (context): Promise<SongUploadCompleted> => {
    const { db, blobs, params, user } = context;
    const order = requireDeliverable(await requireOrder(db, params.orderId), user);
    const outcome = await completeUpload({ db, blobs }, SONG_UPLOAD_POLICY, params.uploadId, order.id);
    if (!outcome.accepted) throw uploadRejected(MESSAGES.uploadFailed, outcome.errors);
    let delivered: LifecycleResult;
    try {
      delivered = await lifecycleOf(context).run(order.id, deliveryOf(user, { path: outcome.upload.path, contentType: outcome.upload.contentType }));
    } catch (error) {
      await settleUpload({ db, blobs }, outcome.upload, false);
      throw error;
    }
    await settleUpload({ db, blobs }, outcome.upload, true);
    return deliveryAnswer(delivered);
  },
  { auth: "admin", params: orderUploadParams },
);
