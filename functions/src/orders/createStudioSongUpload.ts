import { songUploadRequestSchema, type SongUploadResponse } from "@songs/domain";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { issueSongUpload } from "./songUploadPolicy";
import { requireAttachable } from "./attachUploadedFile";

/**
 * POST /api/studio/orders/:orderId/song-uploads {fileName, contentType, size, item}: the same signed
 * upload as the admins' (MP3, WAV or M4A under 50MB) of the song or its instrumental version, for
 * the artist working on the order; 409 with the item's refusal when the order does not owe it.
 */
export const createStudioSongUpload = handler(
  songUploadRequestSchema,
  async ({ db, blobs, params, input, user }): Promise<SongUploadResponse> => {
    const order = await requireAttachable(db, params.orderId, input.item, { artistId: user.artistId, actor: user });
    return issueSongUpload({ db, blobs }, input, { orderId: order.id, uploadedBy: user.uid });
  },
  { auth: "artist", params: orderParams },
);
