import { ERROR_STATUS, type ErrorCode } from "../../common/errors.js";

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
