import { DELIVERY_MESSAGES, emptyAdminOrderActionSchema, type SongUploadCompleted } from "@songs/domain";
import { handler } from "../http/handler";
import { orderUploadParams } from "../http/routeParams";
import { attachUploadedFile } from "./attachUploadedFile";

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
    const { order } = await attachUploadedFile(context, {
      orderId: params.orderId,
      uploadId: params.uploadId,
      artistId: null,
      actor: user,
    });
    return { message: DELIVERY_MESSAGES.fileAttached, version: order?.songVersion ?? 0 };
  },
  { auth: "admin", params: orderUploadParams },
);
