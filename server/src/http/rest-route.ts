import type { RequestHandler } from "express";
import type { RestParams, RestValues } from "./rest-params.js";

/** What a route's operation is given: its declared parameters, read and checked, and the path's. */
export interface RestInput<Q extends RestParams = RestParams, B extends RestParams = RestParams> {
  query: RestValues<Q>;
  body: RestValues<B>;
  path: Record<string, string>;
}

/**
 * One documented REST path = one GraphQL operation executed in-process on the same schema with the
 * caller's context. JSON keys come from GraphQL aliases (`full_name: fullName`), so REST and GraphQL
 * cannot disagree on validation, authorization or errors. What the path accepts is declared
 * (`query`, `body`: rest-params.ts) and checked first, so a wrong value is refused in REST's words;
 * the operation sees only declared values.
 */
export interface RestRoute<Q extends RestParams = RestParams, B extends RestParams = RestParams> {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  /**
   * The GraphQL operation; or several by name, with `choose` picking one per request. Every document
   * is validated against the schema by the drift check (`npm run drift`), so a typo fails the build.
   */
  document: string | Record<string, string>;
  /** The query-string parameters the path reads. */
  query?: Q;
  /** The body fields the path reads (a JSON object; or what `before` put there, e.g. a file). */
  body?: B;
  choose?(input: RestInput<Q, B>): string;
  variables?(input: RestInput<Q, B>): Record<string, unknown>;
  /** Shapes `data` into the body; by default the value of the operation's single root field. */
  result?: (data: Record<string, unknown>) => unknown;
  status?: number;
  /**
   * A body that is not JSON (e.g. `text/calendar; charset=utf-8`): `result` then answers the text
   * sent as it is.
   */
  contentType?: string;
  /** Admin paths for scripts: also accept ADMIN_API_KEY in `X-Admin-Key` (modules/admin/admin-key.ts). */
  adminKey?: boolean;
  /** Middleware run first, e.g. a multipart parser that puts the file in `req.body`. */
  before?: RequestHandler[];
  /**
   * Refuse a call without a bearer token (401) before `before` runs, so a signed-out caller hears
   * "sign in" rather than a complaint about the body it sent.
   */
  signedIn?: boolean;
  /** Response headers computed from `data` (e.g. X-Total-Count). */
  headers?: (data: Record<string, unknown>) => Record<string, string>;
  /**
   * A different HTTP status for an error about one input, by `CODE:field` (the operation's
   * `extensions.field`): e.g. a search with nothing to look for is 422 (docs/API.md, Errors).
   */
  errorStatus?: Record<string, number>;
}

/** A route with its parameters' types inferred; the tables hold them as plain RestRoutes. */
export const restRoute = <Q extends RestParams = RestParams, B extends RestParams = RestParams>(
  route: RestRoute<Q, B>,
): RestRoute => route as unknown as RestRoute;

/** Every GraphQL document a route can run. */
export const routeDocuments = (route: RestRoute): string[] =>
  typeof route.document === "string" ? [route.document] : Object.values(route.document);
