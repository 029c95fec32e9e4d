import type { RequestHandler } from "express";

/** CORS for the API, only for the origins in CORS_ORIGINS. */
export function corsFor(origins: string[]): RequestHandler {
  return (req, res, next) => {
    const origin = req.get("origin");
    if (origin && origins.includes(origin)) {
      res.set("Access-Control-Allow-Origin", origin);
      res.set("Vary", "Origin");
      res.set(
        "Access-Control-Allow-Headers",
        "authorization, content-type, apollo-require-preflight, x-request-id",
      );
      res.set("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS");
      res.set("Access-Control-Max-Age", "600");
      if (req.method === "OPTIONS") return void res.status(204).end();
    }
    next();
  };
}
