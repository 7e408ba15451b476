import sharp from "sharp";

export type SquareFormat = "webp" | "jpeg";

export interface SquareSource {
  /** The side of the largest centred square in the image as displayed (EXIF rotation applied). */
  side: number;
  /**
   * The image cropped to that square and scaled to `width` (never enlarged) in `format`. Metadata
   * (EXIF, location) is dropped; transparency becomes white in JPEG, which has none.
   */
  encode(width: number, format: SquareFormat): Promise<Buffer>;
}

/**
 * Images up to 40 megapixels (a large camera photo) are read; a small file claiming more, which
 * would take the function's memory to decode, is refused.
 */
const MAX_INPUT_PIXELS = 40_000_000;

const open = (bytes: Uint8Array) => sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS });

/** Whether the bytes decode, to their last pixel, as an image of at most 40 megapixels. */
export async function decodesAsImage(bytes: Uint8Array): Promise<boolean> {
  try {
    // Statistics read every pixel without keeping the decoded image in memory.
    await open(bytes).stats();
    return true;
  } catch {
    return false;
  }
}

/** Opens an image for square crops. Throws when the bytes do not decode as an image. */
export async function openSquareSource(bytes: Buffer): Promise<SquareSource> {
  const source = open(bytes).rotate();
  const { width, height } = await source.metadata();
  return {
    side: Math.min(width, height),
    async encode(width, format) {
      const square = source.clone().resize(width, width, { fit: "cover", withoutEnlargement: true });
      const encoded =
        format === "webp"
          ? square.webp({ quality: 78 })
          : square.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true });
      return encoded.toBuffer();
    },
  };
}
