import { artistPhotoUploadRequestSchema } from "@songs/domain";
import { artists } from "./artists";
import { notFound } from "../http/errors";
import { handler } from "../http/handler";
import { artistParams } from "../http/routeParams";
import { issueSignedUpload, type IssuedUpload } from "../uploads";
import { ARTIST_PHOTO_UPLOAD_POLICY, artistPhotoPath } from "./artistPhotoUploadPolicy";

/**
 * POST /api/admin/artist-photos/:artistId/uploads {fileName, contentType, size}: a signed URL the
 * browser PUTs a photo of the artist to (SVG, PNG, JPEG or WebP under 5MB). The `complete` call
 * judges the bytes and puts the photo in place as `artists/<fileName>`, overwriting that file.
 */
export const createArtistPhotoUpload = handler(
  artistPhotoUploadRequestSchema,
  async ({ db, blobs, params, input, user }): Promise<IssuedUpload> => {
    const artist = await artists(db).get(params.artistId);
    if (!artist) throw notFound("Artist not found");
    return issueSignedUpload({ db, blobs }, ARTIST_PHOTO_UPLOAD_POLICY, {
      fileName: input.fileName,
      declaredType: input.contentType,
      size: input.size,
      subjectId: artist.id,
      uploadedBy: user.uid,
      pathFor: (extension) => artistPhotoPath(input.fileName, extension),
    });
  },
  { auth: "admin", params: artistParams },
);
