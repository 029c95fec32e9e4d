import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "../logger.js";

declare module "express-serve-static-core" {
  interface Request {
    id: string;
    log: Logger;
  }
}

/** A request id (the caller's `x-request-id` when sane) on every response and log line. */
export function requestLog(log: Logger): RequestHandler {
  const logsRequests = log.isLevelEnabled("info");
  return (req, res, next) => {
    const given = req.get("x-request-id");
    const id = given && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    req.id = id;
    // The request's logger is made when something logs (most requests log nothing but the line
    // below, and that only at info).
    let child: Logger | undefined;
    Object.defineProperty(req, "log", {
      configurable: true,
      enumerable: true,
      get: () => (child ??= log.child({ requestId: id })),
      set: (value: Logger) => (child = value),
    });
    res.setHeader("x-request-id", id);
    if (!logsRequests) return next();
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // The path only: query strings may carry one-time codes.
      req.log.info(
        { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) },
        "request",
      );
    });
    next();
  };
}
