import type { RequestHandler } from "express";
import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { graphqlUploadExpress } from "graphql-upload-minimal";
import { PROFILE_IMAGE_LIMITS } from "../../../common/limits.js";

/** The only root fields a multipart request may run: the operations that take an `Upload`. */
export const UPLOAD_FIELDS: ReadonlySet<string> = new Set(["uploadProfileImage"]);

export const MULTIPART_ONLY_FOR_UPLOADS =
  "A multipart request may only run the uploadProfileImage mutation; send any other operation as JSON.";

/**
 * Why a multipart request's `operations` may not run, or null when it is one upload mutation: one
 * operation (no batch), a mutation, and every root field an upload field (no fragments at the root).
 */
export function multipartRefusal(operations: unknown): string | null {
  if (Array.isArray(operations) || typeof operations !== "object" || operations === null)
    return MULTIPART_ONLY_FOR_UPLOADS;
  const { query, operationName } = operations as { query?: unknown; operationName?: unknown };
  if (typeof query !== "string") return MULTIPART_ONLY_FOR_UPLOADS;
  let definitions: OperationDefinitionNode[];
  try {
    definitions = parse(query, { noLocation: true }).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return MULTIPART_ONLY_FOR_UPLOADS;
  }
  const selected =
    typeof operationName === "string" && operationName
      ? definitions.find((d) => d.name?.value === operationName)
      : definitions.length === 1
        ? definitions[0]
        : undefined;
  const allowed =
    selected?.operation === "mutation" &&
    selected.selectionSet.selections.every(
      (s) => s.kind === Kind.FIELD && UPLOAD_FIELDS.has(s.name.value),
    );
  return allowed ? null : MULTIPART_ONLY_FOR_UPLOADS;
}

/**
 * GraphQL multipart requests (the `Upload` scalar) on /graphql: one file, at most the photo limit,
 * and only for the upload mutation: any other operation sent as multipart is a 400 before a
 * resolver runs (multipart is a "simple" browser request; JSON is the one way for everything else).
 * graphql-upload-minimal cuts a longer file short without an error, so the code reading the stream
 * must check `truncated` (users/upload.ts does). Apollo's CSRF prevention still applies: browsers
 * send `apollo-require-preflight: true` with uploads.
 */
export const graphqlUploads = (): RequestHandler => {
  const multipart = graphqlUploadExpress({
    maxFileSize: PROFILE_IMAGE_LIMITS.maxBytes,
    maxFiles: 1,
    maxFieldSize: 100_000,
  });
  return (req, res, next) =>
    multipart(req, res, (err?: unknown) => {
      if (err || !req.is("multipart/form-data")) return next(err);
      const refusal = multipartRefusal(req.body);
      if (!refusal) return next();
      res.status(400).json({ errors: [{ message: refusal, extensions: { code: "BAD_REQUEST" } }] });
      // The files are never read: drop the rest of the body so the connection can be reused.
      req.unpipe();
      req.resume();
    });
};
