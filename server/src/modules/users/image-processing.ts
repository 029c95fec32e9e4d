import sharp from "sharp";
import { PROFILE_IMAGE_LIMITS } from "#common/limits";
import { DomainError } from "../../errors.js";

export type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

export const NOT_AN_IMAGE = "Please upload an image file";
export const TOO_LARGE = "Image size must be less than 5MB";
export const TOO_MANY_PIXELS = `Image dimensions are too large (at most ${PROFILE_IMAGE_LIMITS.maxPixels / 1_000_000} megapixels)`;

const notAnImage = () => new DomainError("UNPROCESSABLE_CONTENT", NOT_AN_IMAGE);

/**
 * The format a file's first bytes declare (magic numbers), or null. The file's name and declared
 * type are never consulted: an HTML file named photo.png is not an image.
 */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString("latin1");
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return "jpeg";
  if (bytes.length >= 8 && ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (bytes.length >= 6 && (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a")) return "gif";
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(4, 8) === "ftyp") {
    // ISO-BMFF: the major brand or a compatible brand in the ftyp box must be AVIF.
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    for (let i = 8; i + 4 <= boxSize; i += 4) {
      const brand = ascii(i, i + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: "image/webp";
}

/**
 * Checks and re-encodes an uploaded photo: the bytes must be JPEG, PNG, WebP, GIF or AVIF; the
 * header's dimensions are checked (at most 40 megapixels) before any pixel is decoded; then the
 * first frame is decoded with its EXIF orientation applied, fitted within 512 x 512 and written as
 * WebP without metadata (no EXIF, GPS, ICC or XMP leaves the server).
 */
export async function processProfileImage(bytes: Buffer): Promise<ProcessedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw notAnImage();
  const options = { limitInputPixels: PROFILE_IMAGE_LIMITS.maxPixels, failOn: "error" } as const;
  // metadata() reads the header only (no pixels are decoded), so it can report a bomb's size.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (meta.format !== format && !(format === "avif" && meta.format === "heif")) throw notAnImage();
  const { width = 0, height = 0 } = meta;
  if (!width || !height) throw notAnImage();
  // Every frame of an animation counts; only the first is kept, but sharp reads its page height.
  if (width * height > PROFILE_IMAGE_LIMITS.maxPixels) {
    throw new DomainError("UNPROCESSABLE_CONTENT", TOO_MANY_PIXELS);
  }
  try {
    const { data, info } = await sharp(bytes, { ...options, pages: 1 })
      .autoOrient()
      .resize({
        width: PROFILE_IMAGE_LIMITS.maxSide,
        height: PROFILE_IMAGE_LIMITS.maxSide,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, contentType: "image/webp" };
  } catch (err) {
    if (/pixel limit/i.test(String((err as Error).message)))
      throw new DomainError("UNPROCESSABLE_CONTENT", TOO_MANY_PIXELS);
    throw notAnImage();
  }
}
