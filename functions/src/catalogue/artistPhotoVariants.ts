import { ARTIST_PHOTO_FORMATS, ARTIST_PHOTO_MEDIA_TYPES, artistPhotoSizePath, artistPhotoWidths } from "@songs/domain";
import type { BlobStore } from "../adapters/blobs/BlobStore";
import { openSquareSource } from "../adapters/images/squareImages";
import type { ArtistPhotoVariantRecord } from "./artists";
import { contentDigest } from "../media";
import { ARTISTS_BUCKET } from "./artistPhotoUploadPolicy";

/**
 * The sizes kept of a square photo `side` px wide stored at `photoPath`: the widths the domain
 * chooses, each in WebP and JPEG, at `sized/<photo name>/<width>.<ext>` in the artists bucket.
 * Upload names are one path segment, so no upload can land on a size of another photo.
 */
export function artistPhotoVariants(photoPath: string, side: number): ArtistPhotoVariantRecord[] {
  return artistPhotoWidths(side).flatMap((width) =>
    ARTIST_PHOTO_FORMATS.map((format) => ({
      path: artistPhotoSizePath(photoPath, width, format),
      width,
      height: width,
      format,
    })),
  );
}

/**
 * Makes and stores the sizes of the photo at `photoPath` beside it, and says what was stored (with
 * each size's content digest, for its immutable URL), for the artist's record.
 */
export async function storeArtistPhotoVariants(
  blobs: BlobStore,
  photoPath: string,
  bytes: Buffer,
): Promise<ArtistPhotoVariantRecord[]> {
  const source = await openSquareSource(bytes);
  return Promise.all(
    artistPhotoVariants(photoPath, source.side).map(async (variant) => {
      const encoded = await source.encode(variant.width, variant.format);
      await blobs.write(ARTISTS_BUCKET, variant.path, encoded, ARTIST_PHOTO_MEDIA_TYPES[variant.format]);
      return { ...variant, digest: contentDigest(encoded) };
    }),
  );
}
