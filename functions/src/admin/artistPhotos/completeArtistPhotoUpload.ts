import { MESSAGES, ARTIST_PHOTO_MESSAGES, type ArtistPhotoUploaded } from "@songs/domain";
import { artists } from "../../catalog";
import { notFound, unauthorized } from "../../http/errors";
import { emptyQuerySchema, handler } from "../../http/handler";
import { mediaUrl } from "../../media";
import { completeUpload, settleUpload, uploadRejected } from "../../uploads";
import { ARTISTS_BUCKET, ARTIST_PHOTO_UPLOAD_POLICY } from "./artistPhotoUploadPolicy";

/**
 * POST /api/admin/artist-photos/:artistId/uploads/:uploadId/complete: judges the staged photo. An
 * image is moved over `artists/<fileName>` and becomes the artist's photo; anything else is
 * deleted, listed under Rejected Files, and answered 422 `upload_rejected` ('Upload Failed', the
 * reason in `fields.file`).
 */
export const completeArtistPhotoUpload = handler(
  emptyQuerySchema,
  async ({ db, blobs, catalogue, params, user }): Promise<ArtistPhotoUploaded> => {
    if (!user) throw unauthorized();
    const repository = artists(db);
    const artist = await repository.get(String(params.artistId ?? ""));
    if (!artist) throw notFound("Artist not found");
    const outcome = await completeUpload({ db, blobs }, ARTIST_PHOTO_UPLOAD_POLICY, String(params.uploadId ?? ""), artist.id);
    if (!outcome.accepted) throw uploadRejected(MESSAGES.uploadFailed, outcome.errors);

    const { upload } = outcome;
    try {
      await repository.setPhotoPath(artist.id, upload.path);
      catalogue.changed();
    } catch (error) {
      await settleUpload({ db, blobs }, upload, false);
      throw error;
    }
    await settleUpload({ db, blobs }, upload, true);
    return { message: ARTIST_PHOTO_MESSAGES.uploaded, artistId: artist.id, photoUrl: mediaUrl(ARTISTS_BUCKET, upload.path) };
  },
  { auth: "admin" },
);
