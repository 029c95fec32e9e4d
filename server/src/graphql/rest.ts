import { Router, type Request, type Response } from "express";
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
}

export interface ExecutionResult {
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLFormattedError[];
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
    router[route.method](route.path, async (req, res, next) => {
      try {
        if (WITH_BODY.has(route.method) && route.variables && !isPlainObject(req.body)) {
          return sendDetail(res, 400, "Request body must be a JSON object");
        }
        const query =
          typeof route.document === "string" ? route.document : route.document[route.choose!(req)];
        const result = await execute(req, query, route.variables?.(req) ?? {}, {
          adminKey: route.adminKey,
        });
        if (result.errors?.length) return sendGraphQLError(res, result.errors[0]);
        const data = result.data ?? {};
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

export function sendGraphQLError(res: Response, error: GraphQLFormattedError): void {
  const code = String(error.extensions?.code ?? "INTERNAL_SERVER_ERROR");
  const status = HTTP_STATUS[code] ?? 500;
  const retryAfter = error.extensions?.retryAfter;
  if (status === 429 && typeof retryAfter === "number") res.set("Retry-After", String(retryAfter));
  sendDetail(res, status, error.message);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A body field for a required String variable: absent becomes "" so validation explains it. */
export const text = (req: Request, key: string): unknown =>
  (req.body as Record<string, unknown>)[key] ?? "";
