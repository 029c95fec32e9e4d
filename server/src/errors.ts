import { ERROR_STATUS, type ErrorCode } from "#common/errors";
import { isDatabaseUnavailable } from "./db/unavailable.js";

export type { ErrorCode };

/**
 * The one error vocabulary of the services (common/errors.ts): a rule refused, with a code, a message
 * written for the member and optional details (`field`, `retryAfter`, ...). It knows nothing of
 * GraphQL or HTTP: graphql/errors.ts maps it to `extensions` once, http/ maps it to a status and
 * `{"detail": message}` once.
 */
export class DomainError extends Error {
  override readonly name = "DomainError";

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }

  /** The input field the message is about, when there is one. */
  get field(): string | undefined {
    return typeof this.details.field === "string" ? this.details.field : undefined;
  }

  /** Seconds to wait before trying again (RATE_LIMITED). */
  get retryAfter(): number | undefined {
    return typeof this.details.retryAfter === "number" ? this.details.retryAfter : undefined;
  }

  /** The HTTP status of the code, the same for REST and for GraphQL where a status is set. */
  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** What a client reads beside the message: the code and the details (GraphQL `extensions`). */
  get extensions(): Record<string, unknown> {
    return { code: this.code, ...this.details };
  }
}

export const badInput = (message: string, field?: string) =>
  new DomainError("BAD_USER_INPUT", message, field ? { field } : {});
export const notFound = (message: string) => new DomainError("NOT_FOUND", message);
export const forbidden = (message = "You don't have permission to do that") =>
  new DomainError("FORBIDDEN", message);
export const unauthenticated = (message = "Please sign in to continue") =>
  new DomainError("UNAUTHENTICATED", message);
export const conflict = (message: string, field?: string) =>
  new DomainError("CONFLICT", message, field ? { field } : {});
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new DomainError("RATE_LIMITED", message, {
    retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)),
  });

/** What a client is told instead of an unexpected error's own words (the server logs those). */
export const MASKED_MESSAGE = "Something went wrong. Please try again.";

/** Seconds a client is asked to wait when the database cannot be reached. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** The database cannot be reached: the one message for it, on GraphQL and on REST. */
export const serviceUnavailable = () =>
  new DomainError(
    "SERVICE_UNAVAILABLE",
    "The service is temporarily unavailable. Please try again in a moment.",
    { retryAfter: UNAVAILABLE_RETRY_SECONDS },
  );

/**
 * An error the member is told about, in the domain's vocabulary: a DomainError as it is, a database
 * outage as SERVICE_UNAVAILABLE; undefined for anything else (a bug: logged and masked). Both
 * transports (graphql/errors.ts, http/errors.ts) start from this, so they cannot disagree.
 */
export function toDomainError(err: unknown): DomainError | undefined {
  if (err instanceof DomainError) return err;
  if (isDatabaseUnavailable(err)) return serviceUnavailable();
  return undefined;
}
