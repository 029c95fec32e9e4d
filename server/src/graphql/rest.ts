import { Router, type Request, type RequestHandler, type Response } from "express";
import type { GraphQLFormattedError } from "graphql";
import { HTTP_STATUS } from "./errors.js";

/**
 * One documented REST path = one GraphQL operation executed in-process on the same schema with the
 * caller's context. JSON keys come from GraphQL aliases (`full_name: fullName`), so REST and GraphQL
 * cannot disagree on validation, authorization or errors.
 */
export interface RestRoute {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  /**
   * The GraphQL operation; or several by name, with `choose` picking one per request. Every document
   * is validated against the schema by the drift check (`npm run drift`), so a typo fails the build.
   */
  document: string | Record<string, string>;
  choose?: (req: Request) => string;
  variables?: (req: Request) => Record<string, unknown>;
  /** Shapes `data` into the body; by default the value of the operation's single root field. */
  result?: (data: Record<string, unknown>) => unknown;
  status?: number;
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
  /** A different HTTP status for an error code on this path (e.g. BAD_USER_INPUT -> 422). */
  errorStatus?: Record<string, number>;
}

const bearerFirst: RequestHandler = (req, res, next) =>
  /^Bearer\s+\S+$/i.test(req.get("authorization") ?? "")
    ? next()
    : sendDetail(res, 401, "Please sign in to continue");

export interface ExecutionResult {
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLFormattedError[];
  extensions?: { rateLimit?: { limit: number; remaining: number; reset: number } };
}

export type Execute = (
  req: Request,
  query: string,
  variables: Record<string, unknown>,
  options?: { adminKey?: boolean },
) => Promise<ExecutionResult>;

const WITH_BODY = new Set(["post", "put", "patch"]);

export function restRouter(routes: RestRoute[], execute: Execute): Router {
  const router = Router();
  for (const route of routes) {
    const first = [...(route.signedIn ? [bearerFirst] : []), ...(route.before ?? [])];
    router[route.method](route.path, ...first, async (req, res, next) => {
      try {
        if (WITH_BODY.has(route.method) && route.variables && !isPlainObject(req.body)) {
          return sendDetail(res, 400, "Request body must be a JSON object");
        }
        const query =
          typeof route.document === "string" ? route.document : route.document[route.choose!(req)];
        const result = await execute(req, query, route.variables?.(req) ?? {}, {
          adminKey: route.adminKey,
        });
        const rate = result.extensions?.rateLimit;
        if (rate) {
          res.set("RateLimit-Limit", String(rate.limit));
          res.set("RateLimit-Remaining", String(rate.remaining));
          res.set("RateLimit-Reset", String(rate.reset));
        }
        if (result.errors?.length)
          return sendGraphQLError(res, result.errors[0], route.errorStatus);
        const data = result.data ?? {};
        if (route.headers) res.set(route.headers(data));
        res
          .status(route.status ?? 200)
          .json(route.result ? route.result(data) : Object.values(data)[0]);
      } catch (err) {
        next(err);
      }
    });
  }
  return router;
}

/** Every GraphQL document a route can run. */
export const routeDocuments = (route: RestRoute): string[] =>
  typeof route.document === "string" ? [route.document] : Object.values(route.document);

export function sendDetail(res: Response, status: number, detail: string): void {
  res.status(status).json({ detail });
}

export function sendGraphQLError(
  res: Response,
  error: GraphQLFormattedError,
  override: Record<string, number> = {},
): void {
  const code = String(error.extensions?.code ?? "INTERNAL_SERVER_ERROR");
  const status = override[code] ?? HTTP_STATUS[code] ?? 500;
  const retryAfter = error.extensions?.retryAfter;
  if (status === 429 && typeof retryAfter === "number") res.set("Retry-After", String(retryAfter));
  sendDetail(res, status, error.message);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A body field for a required String variable: absent becomes "" so validation explains it. */
export const text = (req: Request, key: string): unknown =>
  (req.body as Record<string, unknown>)[key] ?? "";
