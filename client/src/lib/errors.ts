import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import type { GraphQLFormattedError } from "graphql";

import { USER_FACING_CODES, type ErrorCode } from "#common/errors";

/** The error codes the API puts in `extensions.code`: one list, shared with the server. */
export type ApiErrorCode = ErrorCode;

function graphQLErrors(error: unknown): readonly GraphQLFormattedError[] {
  return CombinedGraphQLErrors.is(error) ? error.errors : [];
}

/** Whether the server answered with a GraphQL error carrying this `extensions.code`. */
export function hasErrorCode(error: unknown, code: ApiErrorCode): boolean {
  return graphQLErrors(error).some((e) => e.extensions?.code === code);
}

/** The session token was refused (GraphQL UNAUTHENTICATED, or a plain HTTP 401). */
export function isUnauthenticated(error: unknown): boolean {
  return (
    hasErrorCode(error, "UNAUTHENTICATED") || (ServerError.is(error) && error.statusCode === 401)
  );
}

const isUserFacing = (e: GraphQLFormattedError) =>
  typeof e.extensions?.code === "string" && USER_FACING_CODES.has(e.extensions.code as ErrorCode);

/**
 * The message to show a user for a failed operation: the server's own message when it
 * is one of the documented, user-facing error codes, otherwise the screen's fallback
 * (network failures and masked internal errors).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return graphQLErrors(error).find(isUserFacing)?.message || fallback;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The server's messages about this form's fields, by field: errors whose `extensions.field` is one
 * of `fields`. A form shows them beside the inputs (and still toasts what names no field).
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): FieldErrors<F> {
  const found: FieldErrors<F> = {};
  for (const e of graphQLErrors(error)) {
    const field = e.extensions?.field as F | undefined;
    if (field && fields.includes(field) && isUserFacing(e) && !found[field]) {
      found[field] = e.message;
    }
  }
  return found;
}

/** Seconds the server asks us to wait before trying again (RATE_LIMITED's `retryAfter`). */
export function retryAfterSeconds(error: unknown): number | undefined {
  const limited = graphQLErrors(error).find((e) => e.extensions?.code === "RATE_LIMITED");
  const seconds = limited?.extensions?.retryAfter;
  return typeof seconds === "number" && seconds > 0 ? seconds : undefined;
}
