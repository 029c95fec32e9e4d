import type { ApolloServerPlugin } from "@apollo/server";
import { OPERATION_WINDOW_SECONDS, type Config } from "../config.js";
import type { BatchedWindowCounter } from "../rate-limits/batched-counter.js";
import { describeWait, networkKey, type RateLimiter } from "../rate-limits/rate-limiter.js";
import type { Context } from "./context.js";
import { rateLimited } from "../errors.js";
import { toGraphQLError } from "./errors.js";
import { fragmentsOf, rootFieldCount } from "./operation-limits.js";

/**
 * Rate limits on every operation (so on every REST call too), per minute, kept in PostgreSQL so
 * they hold across app copies: mutations per member and per IP, counted exactly, one per root
 * field (a request with three aliased writes counts three, and is refused when fewer are left);
 * reads per member
 * and per IP, generously, counted through a batched counter that costs the request no SQL. A
 * personal access token counts against its member. Over a limit: RATE_LIMITED (HTTP 429) with
 * Retry-After. Every answer says the caller's own limit, what is left and when it resets.
 */
export function requestLimitsPlugin(
  config: Config,
  limiter: RateLimiter,
  reads: BatchedWindowCounter,
): ApolloServerPlugin<Context> {
  const limits = config.rateLimits;
  return {
    async serverWillStart() {
      return { serverWillStop: () => reads.stop() };
    },
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue: ctx }) {
          const mutation = operation?.operation === "mutation";
          const kind = mutation ? "mutations" : "reads";
          // Each root field of a mutation may write (aliases and fragments included): each counts.
          const writes = mutation
            ? Math.max(1, rootFieldCount(operation, fragmentsOf(document)))
            : 1;
          const checks: { key: string; limit: number; own: boolean }[] = [
            {
              key: `op:${kind}:ip:${networkKey(ctx.ip)}`,
              limit: mutation ? limits.mutationsPerIp : limits.readsPerIp,
              own: !ctx.viewer,
            },
          ];
          if (ctx.viewer) {
            checks.push({
              key: `op:${kind}:member:${ctx.viewer.user.id}`,
              limit: mutation ? limits.mutationsPerMember : limits.readsPerMember,
              own: true,
            });
          }
          // Mutations: the network's and the member's counters in one statement.
          const counted = mutation
            ? (await limiter.hitMany(checks, OPERATION_WINDOW_SECONDS, writes)).map((r, i) => ({
                ...checks[i],
                count: r.count,
                resetSeconds: r.retryAfterSeconds,
              }))
            : checks.map((c) => ({ ...c, ...reads.hit(c.key) }));
          const own = counted.find((c) => c.own)!;
          ctx.rateLimit = {
            limit: own.limit,
            remaining: Math.max(0, own.limit - own.count),
            reset: own.resetSeconds,
          };
          const over = counted.find((c) => c.count > c.limit);
          if (over) {
            throw toGraphQLError(
              rateLimited(
                `Too many ${mutation ? "changes" : "requests"}. Please try again in ${describeWait(over.resetSeconds)}.`,
                over.resetSeconds,
              ),
            );
          }
        },
        async willSendResponse({ response, contextValue: ctx }) {
          const info = ctx.rateLimit;
          if (!info) return;
          response.http.headers.set("ratelimit-limit", String(info.limit));
          response.http.headers.set("ratelimit-remaining", String(info.remaining));
          response.http.headers.set("ratelimit-reset", String(info.reset));
          if (response.body.kind === "single") {
            const result = response.body.singleResult;
            result.extensions = { ...result.extensions, rateLimit: info };
          }
        },
      };
    },
  };
}
