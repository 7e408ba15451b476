import { canDeliver, songUploadRequestSchema, type SongUploadResponse } from "@songs/domain";
import { HttpError, unauthorized } from "../../http/errors";
import { handler } from "../../http/handler";
import { newSongPath, requireOrder, SONG_UPLOAD_POLICY, type OrderRecord } from "../../orders";
import { issueSignedUpload } from "../../uploads";

export function requireDeliverable(order: OrderRecord): void {
  if (!canDeliver(order.status)) {
    throw new HttpError(409, "order_not_deliverable", "A song can only be uploaded for a paid, in-progress or completed order.");
  }
}

/**
 * POST /api/admin/orders/:orderId/song-uploads {fileName, contentType, size}: a signed URL the
 * browser PUTs the finished song to (MP3, WAV or M4A under 50MB, with the spec's messages). The
 * stored bytes are judged by the `complete` call.
 */
export const createSongUpload = handler(
  songUploadRequestSchema,
  async ({ db, blobs, params, input, user }): Promise<SongUploadResponse> => {
    if (!user) throw unauthorized();
    const order = await requireOrder(db, String(params.orderId ?? ""));
    requireDeliverable(order);
    return issueSignedUpload({ db, blobs }, SONG_UPLOAD_POLICY, {
      fileName: input.fileName,
      declaredType: input.contentType,
      size: input.size,
      subjectId: order.id,
      uploadedBy: user.uid,
      pathFor: newSongPath,
    });
  },
  { auth: "admin" },
);
