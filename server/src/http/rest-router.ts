import { Router, type Request, type RequestHandler } from "express";
import type { GraphQLFormattedError } from "graphql";
import { sendDetail, sendGraphQLError } from "./errors.js";
import { readParams, RestParamError } from "./rest-params.js";
import type { RestInput, RestRoute } from "./rest-route.js";

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

/** The body must be a JSON object; a DELETE's is optional (an admin's reason for a removal). */
const badBody = (route: RestRoute, body: unknown) =>
  route.body !== undefined &&
  (WITH_BODY.has(route.method) || (route.method === "delete" && body !== undefined)) &&
  !isPlainObject(body);

/** Runs the route tables: each path reads its declared parameters, then runs its operation. */
export function restRouter(routes: RestRoute[], execute: Execute): Router {
  const router = Router();
  for (const route of routes) {
    const first = [...(route.signedIn ? [bearerFirst] : []), ...(route.before ?? [])];
    router[route.method](route.path, ...first, async (req, res, next) => {
      try {
        if (badBody(route, req.body)) {
          return sendDetail(res, 400, "Request body must be a JSON object");
        }
        let input: RestInput;
        try {
          input = {
            query: readParams(route.query, req.query as Record<string, unknown>, "query"),
            body: readParams(route.body, (req.body ?? {}) as Record<string, unknown>, "body"),
            path: req.params as Record<string, string>,
          };
        } catch (err) {
          if (err instanceof RestParamError) return sendDetail(res, 400, err.message);
          throw err;
        }
        const query =
          typeof route.document === "string"
            ? route.document
            : route.document[route.choose!(input)];
        const result = await execute(req, query, route.variables?.(input) ?? {}, {
          adminKey: route.adminKey,
        });
        const rate = result.extensions?.rateLimit;
        if (rate) {
          res.set("RateLimit-Limit", String(rate.limit));
          res.set("RateLimit-Remaining", String(rate.remaining));
          res.set("RateLimit-Reset", String(rate.reset));
        }
        if (result.errors?.length)
          return sendGraphQLError(req, res, result.errors[0], route.errorStatus);
        const data = result.data ?? {};
        if (route.headers) res.set(route.headers(data));
        const answer = route.result ? route.result(data) : Object.values(data)[0];
        if (route.contentType)
          return res
            .status(route.status ?? 200)
            .type(route.contentType)
            .send(String(answer));
        res.status(route.status ?? 200).json(answer);
      } catch (err) {
        next(err);
      }
    });
  }
  return router;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
