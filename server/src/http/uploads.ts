import type { RequestHandler } from "express";
import { graphqlUploadExpress } from "graphql-upload-minimal";
import { PROFILE_IMAGE_LIMITS } from "../../../common/limits.js";

/**
 * GraphQL multipart requests (the `Upload` scalar) on /graphql: one file, at most the photo limit.
 * graphql-upload-minimal cuts a longer file short without an error, so the code reading the stream
 * must check `truncated` (users/upload.ts does). Apollo's CSRF prevention still applies: browsers
 * send `apollo-require-preflight: true` with uploads.
 */
export const graphqlUploads = (): RequestHandler =>
  graphqlUploadExpress({
    maxFileSize: PROFILE_IMAGE_LIMITS.maxBytes,
    maxFiles: 1,
    maxFieldSize: 100_000,
  });
