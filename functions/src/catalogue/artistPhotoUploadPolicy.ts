import { ARTIST_PHOTO_MESSAGES, MAX_ARTIST_PHOTO_BYTES } from "@songs/domain";
import { decodesAsImage } from "../adapters/images/squareImages";
import type { UploadPolicy } from "../uploads";

/** Public artist photos live in this BlobStore bucket, at the artist's `photoPath`. */
export const ARTISTS_BUCKET = "artists";

/**
 * An artist photo: a raster image (JPEG, PNG, WebP or AVIF) under 5MB, judged by its bytes. No
 * SVG: it is a document that can carry script, and no filter of its markup is complete. Uploads land in the private staging bucket
 * and are moved over the public photo only once their bytes are judged, so a refused file never
 * replaces (or deletes) the photo an artist has. Its bytes must also decode to the last pixel,
 * since its sizes for the pages are made from them.
 */
export const ARTIST_PHOTO_UPLOAD_POLICY: UploadPolicy = {
  purpose: "artist-photo",
  subjectField: "artistId",
  bucket: ARTISTS_BUCKET,
  maxBytes: MAX_ARTIST_PHOTO_BYTES,
  messages: { invalidType: ARTIST_PHOTO_MESSAGES.invalidType, tooLarge: ARTIST_PHOTO_MESSAGES.tooLarge },
  kinds: [
    {
      label: "JPEG",
      extensions: ["jpg", "jpeg"],
      declaredTypes: ["image/jpeg", "image/jpg"],
      detectedTypes: ["image/jpeg"],
      contentType: "image/jpeg",
    },
    {
      label: "PNG",
      extensions: ["png"],
      declaredTypes: ["image/png"],
      detectedTypes: ["image/png"],
      contentType: "image/png",
    },
    {
      label: "WebP",
      extensions: ["webp"],
      declaredTypes: ["image/webp"],
      detectedTypes: ["image/webp"],
      contentType: "image/webp",
    },
    {
      label: "AVIF",
      extensions: ["avif"],
      declaredTypes: ["image/avif"],
      detectedTypes: ["image/avif"],
      contentType: "image/avif",
    },
  ],
  checkContent: async (bytes) =>
    (await decodesAsImage(bytes))
      ? null
      : "The image is damaged, incomplete or over 40 megapixels, so it cannot be shown.",
};

/** Where an accepted photo is stored: its file name with its kind's usual extension ("maya-rivers.png"). */
export function artistPhotoPath(fileName: string, extension: string): string {
  const dot = fileName.lastIndexOf(".");
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.${extension}`;
}
