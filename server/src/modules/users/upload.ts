import type { Readable } from "node:stream";
import { PROFILE_IMAGE_LIMITS } from "#common/limits";
import { DomainError } from "../../errors.js";
import { TOO_LARGE } from "./image-processing.js";

/** A profile photo as an upload path reads it: at most 5 MB (5,242,880 bytes, that many included). */
export const PROFILE_PHOTO_FILE = {
  maxBytes: PROFILE_IMAGE_LIMITS.maxBytes,
  tooLarge: TOO_LARGE,
};

/** What graphql-upload-minimal (and the REST multipart adapter) hand over for one file. */
export interface FileUpload {
  filename: string;
  mimetype: string;
  encoding: string;
  createReadStream(): Readable;
}

const tooLarge = () => new DomainError("PAYLOAD_TOO_LARGE", TOO_LARGE);

/**
 * Reads an upload into memory, at most PROFILE_IMAGE_LIMITS.maxBytes (that many is fine). The upload
 * paths (http/multipart.ts) hand over only files read completely and within that limit; the count
 * is checked again here so no other source of an Upload can slip a larger one through.
 */
export async function readUpload(upload: Promise<FileUpload> | FileUpload): Promise<Buffer> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch (err) {
    throw uploadError(err);
  }
  let stream: Readable;
  try {
    stream = file.createReadStream();
  } catch (err) {
    throw uploadError(err);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > PROFILE_IMAGE_LIMITS.maxBytes) {
        stream.destroy();
        throw tooLarge();
      }
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    throw uploadError(err);
  }
  if (size === 0) throw new DomainError("UNPROCESSABLE_CONTENT", "Please upload an image file");
  // The upload paths hand over the file as one Buffer (http/multipart.ts): no second copy of it.
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
}

/** A parser error (limit, aborted request) as one of ours. */
function uploadError(err: unknown): unknown {
  if (err instanceof DomainError) return err;
  const status = (err as { status?: number; statusCode?: number }).status;
  if (status === 413 || /exceeds the \d+ byte size limit|truncated/i.test(String(err)))
    return tooLarge();
  return new DomainError(
    "BAD_USER_INPUT",
    "The upload did not arrive completely. Please try again.",
  );
}
