import busboy from "busboy";
import type { RequestHandler } from "express";
import { Upload } from "graphql-upload-minimal";
import { PROFILE_IMAGE_LIMITS } from "../../../../common/limits.js";
import { sendDetail } from "../../graphql/rest.js";
import type { FileUpload } from "./upload.js";

/**
 * A plain multipart form with one file in `field` (what `curl -F file=@photo.jpg` sends), turned into
 * the same Upload that graphql-upload-minimal gives the GraphQL endpoint: `req.body = { [field]:
 * Upload }`. The REST route then runs the upload mutation on the one schema. The file is streamed,
 * stopped at maxBytes (the service refuses a truncated file) and limited to one file.
 */
export function multipartFile(field: string): RequestHandler {
  return (req, res, next) => {
    if (!req.is("multipart/form-data")) {
      return sendDetail(res, 400, `Send the image as multipart/form-data in the field "${field}"`);
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: PROFILE_IMAGE_LIMITS.maxBytes,
          files: 1,
          fields: 10,
          fieldSize: 1000,
        },
      });
    } catch {
      return sendDetail(res, 400, "The multipart body could not be read");
    }
    // The parser's side of an Upload (graphql-upload-minimal types only the scalar's side).
    const upload = new Upload() as Upload & {
      resolve(file: FileUpload): void;
      reject(error: Error): void;
    };
    let found = false;
    parser.on("file", (name, stream, info) => {
      if (name !== field || found) {
        stream.resume();
        return;
      }
      found = true;
      upload.resolve({
        filename: info.filename ?? "",
        mimetype: info.mimeType,
        encoding: info.encoding,
        createReadStream: () => stream,
      });
      req.body = { [field]: upload };
      next();
    });
    parser.on("error", (err: Error) => {
      if (!found) sendDetail(res, 400, "The multipart body could not be read");
      else upload.reject(err);
    });
    parser.on("close", () => {
      if (!found && !res.headersSent)
        sendDetail(res, 400, `Attach the image in the field "${field}"`);
    });
    req.pipe(parser);
  };
}
