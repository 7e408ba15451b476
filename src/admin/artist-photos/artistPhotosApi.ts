import { isApiError } from "../../api/ApiError";
import { apiSend } from "../../api/client";
import { putFileWithProgress } from "../../api/putFileWithProgress";
import { artistPhotoUploadedSchema, artistPhotoUploadResponseSchema, type ArtistPhotoUploaded } from "@songs/domain";
import { bundledPhotoUrl } from "./bundledArtistPhotos";

/**
 * Uploads one bundled photo as the artist's photo: reads it from the site, PUTs it to a signed URL,
 * then has the server check the stored bytes and put it in place over `artists/<fileName>`.
 */
export async function uploadArtistPhoto(artistId: string, fileName: string): Promise<ArtistPhotoUploaded> {
  const response = await fetch(bundledPhotoUrl(fileName));
  if (!response.ok) throw new Error(`The bundled photo could not be read (status ${response.status})`);
  const photo = await response.blob();
  const uploads = `/api/admin/artist-photos/${encodeURIComponent(artistId)}/uploads`;
  const issued = await apiSend(
    "POST",
    uploads,
    { fileName, contentType: photo.type || "image/png", size: photo.size },
    artistPhotoUploadResponseSchema,
  );
  await putFileWithProgress(issued, photo, () => undefined);
  return apiSend("POST", `${uploads}/${encodeURIComponent(issued.uploadId)}/complete`, {}, artistPhotoUploadedSchema);
}

/** What to show for a failed upload: the server's reason about the file, else its message. */
export function uploadProblem(error: unknown): string {
  if (isApiError(error)) return error.fields?.file ?? error.message;
  return error instanceof Error ? error.message : "Upload failed";
}
