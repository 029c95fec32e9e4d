import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { ERROR_STATUS } from "#common/errors";
import {
  DomainError,
  forbidden,
  MASKED_MESSAGE,
  toDomainError,
  unauthenticated,
} from "../errors.js";

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

/** A domain error as a client reads it: the message, and the code with the details. */
export const formatDomainError = (error: DomainError): GraphQLFormattedError => ({
  message: error.message,
  extensions: error.extensions,
});

/** Our codes plus the ones graphql-js, Apollo and type-graphql produce themselves. */
export const HTTP_STATUS: Record<string, number> = {
  ...ERROR_STATUS,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 403,
};

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
    // A rule refused, or the database out of reach: the domain's words (errors.ts).
    const known = toDomainError(original);
    if (known) return { ...formatted, ...formatDomainError(known) };
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
      return { ...formatted, ...formatDomainError(forbidden()) };
    }
    if (code === "UNAUTHENTICATED") {
      return { ...formatted, ...formatDomainError(unauthenticated()) };
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
