import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import type { GraphQLFormattedError } from "graphql";
import { ERROR_STATUS, type ErrorCode } from "#common/errors";
import { type DomainError, MASKED_MESSAGE, toDomainError } from "../errors.js";
import { HTTP_STATUS } from "../graphql/errors.js";

/**
 * REST's one error mapping: every refusal is a status and `{"detail": message}`. A domain error
 * answers with its code's status (common/errors.ts) and Retry-After when it says how long to wait;
 * a GraphQL error that a route's operation returned answers the same way, from its code.
 */
export function sendDetail(res: Response, status: number, detail: string): void {
  res.status(status).json({ detail });
}

function sendRefusal(res: Response, status: number, message: string, retryAfter: unknown): void {
  if (typeof retryAfter === "number" && (status === 429 || status === 503))
    res.set("Retry-After", String(retryAfter));
  sendDetail(res, status, message);
}

export const sendDomainError = (res: Response, error: DomainError): void =>
  sendRefusal(res, error.status, error.message, error.retryAfter);

/**
 * GraphQL's refusal of a variable ("Variable "$input" got invalid value ..."): on REST a route
 * table that let a wrong type through, since declared parameters are checked first.
 */
const COERCION = /^Variable "\$/;

/**
 * The first error of a route's operation (already shaped by graphql/errors.ts). `override` gives a
 * different status for an error about one input, by `CODE:field` (RestRoute.errorStatus).
 */
export function sendGraphQLError(
  req: Request,
  res: Response,
  error: GraphQLFormattedError,
  override: Record<string, number> = {},
): void {
  const code = String(error.extensions?.code ?? "INTERNAL_SERVER_ERROR");
  if (COERCION.test(error.message)) {
    // Never GraphQL's words on REST: the route's declaration needs the parameter (a bug to fix).
    req.log.error({ graphqlError: error.message }, "a REST route let an undeclared value through");
    return sendDetail(res, 400, "A value in the request is not one this path accepts");
  }
  const field = error.extensions?.field;
  const status =
    (typeof field === "string" ? override[`${code}:${field}`] : undefined) ??
    ERROR_STATUS[code as ErrorCode] ??
    HTTP_STATUS[code] ??
    500;
  sendRefusal(res, status, error.message, error.extensions?.retryAfter);
}

/** The last route: anything nobody answered. */
export const notFound: RequestHandler = (_req, res) => sendDetail(res, 404, "Not found");

const BODY_ERRORS: Record<string, [number, string]> = {
  "entity.parse.failed": [400, "The request body is not valid JSON"],
  "entity.too.large": [413, "The request body is too large"],
  "charset.unsupported": [415, "Unsupported request encoding"],
  "encoding.unsupported": [415, "Unsupported request encoding"],
};

/**
 * Every error that reaches Express. A client's mistake keeps its 4xx status (body parsing, a path
 * with bad %-encoding, a missing static file...) with a plain `detail`; a domain error (a database
 * outage is one: 503) answers as sendDomainError says; anything else is a bug: logged with the
 * request id and masked as a 500.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) {
    // Too late for a status: cut the connection so the client sees a broken response, not a short one.
    req.log.warn({ err }, "error after the response started");
    return void req.socket.destroy();
  }
  const domain = toDomainError(err);
  if (domain) {
    req.log.warn(
      { err },
      domain.code === "SERVICE_UNAVAILABLE" ? "database unavailable" : "refused",
    );
    return sendDomainError(res, domain);
  }
  const known = BODY_ERRORS[(err as { type?: string }).type ?? ""];
  if (known) return sendDetail(res, known[0], known[1]);
  const { status: given, statusCode } = err as { status?: unknown; statusCode?: unknown };
  const status = Number(given ?? statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    return sendDetail(
      res,
      status,
      status === 404 ? "Not found" : (STATUS_CODES[status] ?? "Bad request"),
    );
  }
  req.log.error({ err }, "unhandled error");
  sendDetail(res, 500, MASKED_MESSAGE);
};
