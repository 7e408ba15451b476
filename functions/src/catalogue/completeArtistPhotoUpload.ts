import { MESSAGES, ARTIST_PHOTO_MESSAGES, type ArtistPhotoUploaded } from "@songs/domain";
import { artists } from "./artists";
import { notFound } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";
import { artistUploadParams } from "../http/routeParams";
import { contentDigest, publicImageUrl } from "../media";
import { completeUpload, settleUpload, uploadRejected } from "../uploads";
import { ARTISTS_BUCKET, ARTIST_PHOTO_UPLOAD_POLICY } from "./artistPhotoUploadPolicy";
import { storeArtistPhotoVariants } from "./artistPhotoVariants";

/**
 * POST /api/admin/artist-photos/:artistId/uploads/:uploadId/complete: judges the staged photo. An
 * image is moved over `artists/<fileName>`, its sizes for the pages are made beside it (on the
 * server, with sharp: a browser's own resizing could not be trusted) and it becomes the artist's
 * photo; anything else is deleted, listed under Rejected Files, and answered 422 `upload_rejected`
 * ('Upload Failed', the reason in `fields.file`), as are bytes that look like an image but do not
 * decode (the policy's content check).
 */
export const completeArtistPhotoUpload = handler(
  emptyQuerySchema,
  async ({ db, blobs, catalogue, params }): Promise<ArtistPhotoUploaded> => {
    const repository = artists(db);
    const artist = await repository.get(params.artistId);
    if (!artist) throw notFound("Artist not found");
    const outcome = await completeUpload({ db, blobs }, ARTIST_PHOTO_UPLOAD_POLICY, params.uploadId, artist.id);
    if (!outcome.accepted) throw uploadRejected(MESSAGES.uploadFailed, outcome.errors);

    const { upload } = outcome;
    let digest: string;
    try {
      const photo = await blobs.read(upload.bucket, upload.path);
      if (!photo) throw new Error(`The accepted photo ${upload.path} is gone`);
      digest = contentDigest(photo);
      await repository.setPhoto(
        artist.id,
        { path: upload.path, digest },
        await storeArtistPhotoVariants(blobs, upload.path, photo),
      );
      catalogue.changed();
    } catch (error) {
      await settleUpload({ db, blobs }, upload, false);
      throw error;
    }
    await settleUpload({ db, blobs }, upload, true);
    return {
      message: ARTIST_PHOTO_MESSAGES.uploaded,
      artistId: artist.id,
      photoUrl: publicImageUrl(ARTISTS_BUCKET, upload.path, digest),
    };
  },
  { auth: "admin", params: artistUploadParams },
);
