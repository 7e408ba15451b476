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
