import { ARTIST_PHOTO_MESSAGES, MAX_ARTIST_PHOTO_BYTES } from "@songs/domain";
import type { UploadPolicy } from "../../uploads";
import { isSvgDocument } from "./isSvgDocument";

/** Public artist photos live in this BlobStore bucket, at the artist's `photoPath`. */
export const ARTISTS_BUCKET = "artists";

/**
 * An artist photo: SVG, PNG, JPEG or WebP under 5MB. Uploads land in the private staging bucket
 * and are moved over the public photo only once their bytes are judged, so a refused file never
 * replaces (or deletes) the photo an artist has.
 */
export const ARTIST_PHOTO_UPLOAD_POLICY: UploadPolicy = {
  purpose: "artist-photo",
  subjectField: "artistId",
  bucket: ARTISTS_BUCKET,
  maxBytes: MAX_ARTIST_PHOTO_BYTES,
  messages: { invalidType: ARTIST_PHOTO_MESSAGES.invalidType, tooLarge: ARTIST_PHOTO_MESSAGES.tooLarge },
  kinds: [
    { label: "SVG", extensions: ["svg"], declaredTypes: ["image/svg+xml"], detectedTypes: [], contentType: "image/svg+xml", recognise: isSvgDocument },
    { label: "PNG", extensions: ["png"], declaredTypes: ["image/png"], detectedTypes: ["image/png"], contentType: "image/png" },
    { label: "JPEG", extensions: ["jpg", "jpeg"], declaredTypes: ["image/jpeg", "image/jpg"], detectedTypes: ["image/jpeg"], contentType: "image/jpeg" },
    { label: "WebP", extensions: ["webp"], declaredTypes: ["image/webp"], detectedTypes: ["image/webp"], contentType: "image/webp" },
  ],
};

/** Where an accepted photo is stored: its file name with its kind's usual extension ("maya-rivers.svg"). */
export function artistPhotoPath(fileName: string, extension: string): string {
  const dot = fileName.lastIndexOf(".");
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.${extension}`;
}
