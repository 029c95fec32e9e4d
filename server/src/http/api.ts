import { Router, type RequestHandler } from "express";
import { restRouter, type Execute } from "./rest-router.js";
import type { RestRoute } from "./rest-route.js";
import { sendDetail } from "./errors.js";
import { googleRouter } from "../modules/auth/auth.rest.js";
import type { GoogleAuthService } from "../modules/auth/google.service.js";

/**
 * Every `/api` answer is `Cache-Control: no-store` unless its route says otherwise: they hold
 * members' data (the member, profiles, admin lists), as GraphQL's answers do, and no browser or
 * proxy may keep them. Mounted first on `/api`, so refusals (a bad body, 404) carry it too.
 * Public, cacheable things (photos: `/images/...`) are served outside `/api` with their own header.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

/** `/api`: the Google redirects, then every REST route table, then a JSON 404. */
export function restApi(options: {
  tables: RestRoute[][];
  execute: Execute;
  google: GoogleAuthService;
  secureCookies: boolean;
}): Router {
  const router = Router();
  router.use(googleRouter(options.google, options.secureCookies));
  router.use(restRouter(options.tables.flat(), options.execute));
  router.use((_req, res) => sendDetail(res, 404, "Not found"));
  return router;
}
