import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { ERROR_STATUS } from "../../../common/errors.js";
import { DomainError } from "../errors.js";

/**
 * A domain error (errors.ts) as GraphQL's: the message, `extensions` with the code and details, and
 * for errors raised before any resolver runs (plugins, context) the HTTP status of the code, with
 * Retry-After when it says how long to wait.
 */
export function toGraphQLError(error: DomainError): GraphQLError {
  const retryAfter = error.retryAfter;
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: {
      ...error.extensions,
      http: {
        status: error.status,
        ...(retryAfter ? { headers: new Map([["retry-after", String(retryAfter)]]) } : {}),
      },
    },
  });
}

/** Our codes plus the ones graphql-js, Apollo and type-graphql produce themselves. */
export const HTTP_STATUS: Record<string, number> = {
  ...ERROR_STATUS,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 403,
};

export const MASKED_MESSAGE = "Something went wrong. Please try again.";

type ValidationErrorLike = {
  property?: string;
  constraints?: Record<string, string>;
  children?: ValidationErrorLike[];
};

/** The first readable message and the input field it is about (`extensions.field`). */
function firstConstraint(
  errors: ValidationErrorLike[],
): { message: string; field?: string } | undefined {
  for (const e of errors) {
    const message = e.constraints ? Object.values(e.constraints)[0] : undefined;
    if (message) return { message, field: e.property };
    const nested = firstConstraint(e.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Shapes every GraphQL error: known codes keep their message, class-validator failures get the first
 * readable message, type-graphql's role failures become FORBIDDEN, anything else is masked (the
 * server logs it with the request id).
 */
export function makeFormatError() {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    const code = (formatted.extensions?.code as string | undefined) ?? "INTERNAL_SERVER_ERROR";
    if (original instanceof DomainError) {
      // `http` (status and headers) is for Apollo's answer, not for the client's body.
      const { http: _http, ...extensions } = original.extensions;
      return { ...formatted, message: original.message, extensions };
    }
    if (code === "BAD_USER_INPUT") {
      const validationErrors = formatted.extensions?.validationErrors as
        ValidationErrorLike[] | undefined;
      const first = validationErrors ? firstConstraint(validationErrors) : undefined;
      return {
        message: first?.message ?? formatted.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: "BAD_USER_INPUT", ...(first?.field ? { field: first.field } : {}) },
      };
    }
    if (code === "UNAUTHORIZED") {
      return {
        ...formatted,
        message: "You don't have permission to do that",
        extensions: { code: "FORBIDDEN" },
      };
    }
    if (code === "UNAUTHENTICATED") {
      return { ...formatted, message: "Please sign in to continue", extensions: { code } };
    }
    if (isDatabaseUnavailable(original)) {
      return {
        message: "The service is temporarily unavailable. Please try again in a moment.",
        path: formatted.path,
        extensions: { code: "SERVICE_UNAVAILABLE" },
      };
    }
    if (code in HTTP_STATUS && code !== "INTERNAL_SERVER_ERROR") {
      return { ...formatted, extensions: { code } };
    }
    return {
      message: MASKED_MESSAGE,
      path: formatted.path,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    };
  };
}

const UNAVAILABLE_NET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
]);
// admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
const UNAVAILABLE_PG_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** The database could not be reached (down, restarting, pool timeout): a 503, not a bug. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; driverError?: unknown } | null;
  if (!e || typeof e !== "object") return false;
  if (e.driverError) return isDatabaseUnavailable(e.driverError);
  if (e.code && (UNAVAILABLE_NET_CODES.has(e.code) || UNAVAILABLE_PG_CODES.has(e.code)))
    return true;
  return /Connection terminated|timeout exceeded when trying to connect/i.test(e.message ?? "");
}
