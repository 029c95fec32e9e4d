import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { isDatabaseUnavailable, MASKED_MESSAGE } from "../graphql/errors.js";
import { sendDetail } from "../graphql/rest.js";

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
 * with bad %-encoding, a missing static file...) with a plain `detail`; a database outage is a 503;
 * anything else is a bug: logged with the request id and masked as a 500.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) {
    // Too late for a status: cut the connection so the client sees a broken response, not a short one.
    req.log.warn({ err }, "error after the response started");
    return void req.socket.destroy();
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
  if (isDatabaseUnavailable(err)) {
    req.log.warn({ err }, "database unavailable");
    return sendDetail(
      res,
      503,
      "The service is temporarily unavailable. Please try again in a moment.",
    );
  }
  req.log.error({ err }, "unhandled error");
  sendDetail(res, 500, MASKED_MESSAGE);
};
