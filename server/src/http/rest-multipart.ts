import type { RequestHandler } from "express";
import { sendDetail } from "./errors.js";
import { MultipartRefusal, readMultipart, uploadOf, type FileRule } from "./multipart.js";

/**
 * A plain multipart form with one file in `field` (what `curl -F file=@photo.jpg` sends), read by the
 * shared multipart reader (http/multipart.ts) within `rule` (e.g. the profile photo's) and turned into
 * the same Upload the GraphQL endpoint gets: `req.body = { [field]: Upload }`. The REST route then runs
 * its upload mutation on the one schema. At most one file; a refused body is a 400/413 `{detail}`.
 */
export function multipartFile(field: string, rule: FileRule): RequestHandler {
  return readMultipart({
    form: () => ({
      maxFileBytes: rule.maxBytes,
      maxFiles: 1,
      maxFields: 10,
      maxFieldBytes: 1000,
      // A file in another field is skipped; the answer then says where the photo goes.
      file: (name: string) => (name === field ? rule : undefined),
    }),
    received(req, files) {
      const file = files.find((f) => f.field === field);
      if (!file) throw new MultipartRefusal(400, `Attach the image in the field "${field}"`);
      req.body = { [field]: uploadOf(file) };
    },
    refuse: (res, refusal) => sendDetail(res, refusal.status, refusal.message),
    notMultipart: (res) =>
      sendDetail(res, 400, `Send the image as multipart/form-data in the field "${field}"`),
  });
}
