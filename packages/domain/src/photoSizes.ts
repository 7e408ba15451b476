/**
 * The square widths (px) an artist photo is served at. They follow the layout's display sizes at
 * 360 px and on desktop, once and twice for dense screens: an order-builder tile (about 160 px), an
 * artist card (328 px on a phone, 342 px in the desktop grid), the profile photo (328 px on a phone,
 * 416 px on desktop); 960 covers the profile photo on a dense desktop screen.
 */
export const ARTIST_PHOTO_WIDTHS = [180, 360, 480, 720, 960] as const;

/** The formats every width is stored in: WebP for browsers that take it, JPEG for any other. */
export const ARTIST_PHOTO_FORMATS = ["webp", "jpeg"] as const;
export type ArtistPhotoFormat = (typeof ARTIST_PHOTO_FORMATS)[number];

/** Media type of each stored format, as `<source type>` and the blob store name it. */
export const ARTIST_PHOTO_MEDIA_TYPES: Record<ArtistPhotoFormat, "image/webp" | "image/jpeg"> = {
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/**
 * The widths to make of a square photo `side` px wide: every listed width below it, then the photo's
 * own side (capped at the largest width), so a photo is never enlarged and its full detail is kept.
 */
export function artistPhotoWidths(side: number): number[] {
  const top = Math.min(Math.floor(side), Math.max(...ARTIST_PHOTO_WIDTHS));
  const below = ARTIST_PHOTO_WIDTHS.filter((width) => width < top);
  return top > 0 ? [...below, top] : below;
}

/** The file extension each format's sizes are stored under. */
const ARTIST_PHOTO_EXTENSIONS: Record<ArtistPhotoFormat, string> = { webp: "webp", jpeg: "jpg" };

/**
 * Where one size of the photo named `photoName` is kept, beside it: `sized/<photo name>/<width>.<ext>`.
 * The same relative form names it in a URL, so a size's URL follows from its photo's.
 */
export function artistPhotoSizePath(photoName: string, width: number, format: ArtistPhotoFormat): string {
  const dot = photoName.lastIndexOf(".");
  return `sized/${dot > 0 ? photoName.slice(0, dot) : photoName}/${width}.${ARTIST_PHOTO_EXTENSIONS[format]}`;
}

/** One served size of an artist photo (the public catalogue's `ArtistPhotoVariant`). */
export interface ArtistPhotoSource {
  url: string;
  width: number;
  height: number;
  type: (typeof ARTIST_PHOTO_MEDIA_TYPES)[ArtistPhotoFormat];
}

/**
 * The sizes of the photo served at `photoUrl` whose largest size is `photoSize` px (0: none made):
 * every width `artistPhotoWidths` keeps, in every format, at URLs beside the photo's own (under its
 * content digest, or its stable media URL). The server and the pages derive them alike, so the
 * artist list sends one URL and one number per photo rather than every size's URL.
 */
export function artistPhotoSources(photoUrl: string, photoSize: number): ArtistPhotoSource[] {
  if (!photoUrl || photoSize <= 0) return [];
  const slash = photoUrl.lastIndexOf("/");
  const folder = photoUrl.slice(0, slash + 1);
  const name = photoUrl.slice(slash + 1);
  return artistPhotoWidths(photoSize).flatMap((width) =>
    ARTIST_PHOTO_FORMATS.map((format) => ({
      url: folder + artistPhotoSizePath(name, width, format),
      width,
      height: width,
      type: ARTIST_PHOTO_MEDIA_TYPES[format],
    })),
  );
}
