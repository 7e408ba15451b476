import { DELIVERY_MESSAGES, emptyAdminOrderActionSchema } from "@songs/domain";
import { handler } from "../http/handler";
import { orderUploadParams } from "../http/routeParams";
import { attachUploadedFile } from "./attachUploadedFile";

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
    await attachUploadedFile(context, {
      orderId: params.orderId,
      uploadId: params.uploadId,
      artistId: user.artistId,
      actor: user,
    });
    return { message: DELIVERY_MESSAGES.fileAttached };
  },
  { auth: "artist", params: orderUploadParams },
);
