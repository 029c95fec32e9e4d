/**
 * The error vocabulary of the API: every error carries one of these in `extensions.code` (GraphQL)
 * and maps to one HTTP status with `{"detail": message}` (REST). Shared by server and client, so the
 * client branches on the same codes the server throws. No imports: the client bundles this file.
 */
export const ERROR_CODES = [
  "BAD_USER_INPUT",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNPROCESSABLE_CONTENT",
  "RATE_LIMITED",
  "SERVICE_UNAVAILABLE",
  "INTERNAL_SERVER_ERROR",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status each code answers with on REST (and on GraphQL where Apollo lets us set it). */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE_CONTENT: 422,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

/** Codes whose message is written for the user; anything else shows the screen's own fallback. */
export const USER_FACING_CODES: ReadonlySet<ErrorCode> = new Set(
  ERROR_CODES.filter((c) => c !== "INTERNAL_SERVER_ERROR"),
);
