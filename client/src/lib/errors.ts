import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";

import { USER_FACING_CODES, type ErrorCode } from "../../../common/errors";

/** The error codes the API puts in `extensions.code`: one list, shared with the server. */
export type ApiErrorCode = ErrorCode;

/** Whether the server answered with a GraphQL error carrying this `extensions.code`. */
export function hasErrorCode(error: unknown, code: ApiErrorCode): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}

/** The session token was refused (GraphQL UNAUTHENTICATED, or a plain HTTP 401). */
export function isUnauthenticated(error: unknown): boolean {
  return (
    hasErrorCode(error, "UNAUTHENTICATED") || (ServerError.is(error) && error.statusCode === 401)
  );
}

/**
 * The message to show a user for a failed operation: the server's own message when it
 * is one of the documented, user-facing error codes, otherwise the screen's fallback
 * (network failures and masked internal errors).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const shown = error.errors.find(
      (e) =>
        typeof e.extensions?.code === "string" &&
        USER_FACING_CODES.has(e.extensions.code as ErrorCode),
    );
    if (shown?.message) return shown.message;
  }
  return fallback;
}
