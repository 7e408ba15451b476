import { DELIVERY_MESSAGES, emptyAdminOrderActionSchema, handInRequestSchema, MESSAGES, type SongUploadCompleted } from "@songs/domain";
import { handler } from "../../http/handler";
import { orderParams, orderUploadParams } from "../../http/routeParams";
import { attachUploadedFile, lifecycleOf, type LifecycleResult } from "../../orders";

/** The admin's answer to a delivery: the version, and whether the 'song ready' email went out with it. */
export function deliveryAnswer({ order, mailed }: LifecycleResult): SongUploadCompleted {
  const version = order?.songVersion ?? 0;
  const mailQueued = mailed.includes(`song-ready-${order?.id ?? ""}-v${version}`);
  return { message: mailQueued ? MESSAGES.songUploaded : MESSAGES.songUploadedNotifyFailed, version };
}

/**
 * POST /api/admin/orders/:orderId/song-uploads/:uploadId/complete: inspects the stored file. A
 * real MP3, WAV or M4A is kept for the admins' delivery (the lifecycle's `attach_file`); anything
 * else is deleted, listed under Rejected Files, and answered 422 `upload_rejected` ('Upload
 * Failed', the reason in `fields.file`).
 */
export const completeSongUpload = handler(
  emptyAdminOrderActionSchema,
  async (context): Promise<SongUploadCompleted> => {
    const { params, user } = context;
    const { order } = await attachUploadedFile(context, { orderId: params.orderId, uploadId: params.uploadId, artistId: null, actor: user });
    return { message: DELIVERY_MESSAGES.fileAttached, version: order?.songVersion ?? 0 };
  },
  { auth: "admin", params: orderUploadParams },
);

/**
 * POST /api/admin/orders/:orderId/delivery {lyrics}: the admins deliver their uploaded files and
 * these lyrics, over the latest versions, directly (the lifecycle's `deliver`, one transaction: the
 * items set, the order completed with a new version, open revision requests resolved, open offers
 * closed, the history entry and the song-ready email). 409 `delivery_incomplete` naming what the
 * order still lacks.
 */
export const deliverOrder = handler(
  handInRequestSchema,
  async (context): Promise<SongUploadCompleted> =>
    deliveryAnswer(await lifecycleOf(context).run(context.params.orderId, { type: "deliver", lyrics: context.input.lyrics, actor: context.user })),
  { auth: "admin", params: orderParams },
);
