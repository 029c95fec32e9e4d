import { crc32 } from "node:zlib";
import sharp from "sharp";

/** A photo-like test image (noise over gradients, so encoders cannot cheat) in `format`. */
export async function photo(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" | "gif" | "avif",
  options: { orientation?: number } = {},
): Promise<Buffer> {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  let seed = 42;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) & 0x3f;
      const i = (y * width + x) * channels;
      raw[i] = ((x * 255) / width + noise) & 0xff;
      raw[i + 1] = ((y * 255) / height + noise / 2) & 0xff;
      raw[i + 2] = (((x + y) * 128) / (width + height) + 64 + noise) & 0xff;
    }
  }
  let image = sharp(raw, { raw: { width, height, channels } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/** A tiny, well-formed PNG whose header claims `width` x `height` pixels (a decompression bomb's header). */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A valid PNG of exactly `bytes` bytes: a small photo padded with a private ancillary chunk
 * (`paDd`, which decoders skip) before its end, so it is both a real image and exactly that large.
 */
export async function pngOfSize(bytes: number): Promise<Buffer> {
  const png = await photo(64, 48, "png");
  const iend = png.length - 12; // IEND: length, type, no data, CRC
  const padding = bytes - png.length - 12;
  if (padding < 0) throw new Error(`a PNG cannot be as small as ${bytes} bytes here`);
  const out = Buffer.concat([
    png.subarray(0, iend),
    chunk("paDd", Buffer.alloc(padding, 0x2a)),
    png.subarray(iend),
  ]);
  if (out.length !== bytes) throw new Error(`made ${out.length} bytes, not ${bytes}`);
  return out;
}
