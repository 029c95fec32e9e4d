import { Router } from "express";
import { restRouter, sendDetail, type Execute, type RestRoute } from "../graphql/rest.js";
import { googleRouter } from "../modules/auth/auth.rest.js";
import type { GoogleAuthService } from "../modules/auth/google.service.js";

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
