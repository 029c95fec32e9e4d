import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import type { Viewer } from "../modules/auth/viewer.js";
import type { Role } from "../modules/users/user.policy.js";
import type { Services } from "../services.js";
import type { RateLimitInfo } from "../rate-limits/rate-limiter.js";
import type { Loaders } from "./loaders.js";

export type { Role, Viewer };

/** What every resolver and REST adapter sees: one per request. */
export interface Context {
  requestId: string;
  ip: string;
  /** The request's User-Agent header (sign-ins record it to name the session's device). */
  userAgent?: string;
  viewer: Viewer | null;
  services: Services;
  /** Per-request DataLoaders: one statement per relation per tick, whatever the list size. */
  loaders: Loaders;
  config: Config;
  log: Logger;
  /** A cookie of the request (only the sign-in hand-over reads one: the bearer token is a header). */
  cookie(name: string): string | undefined;
  /**
   * The change feed's mark when the request began, before its viewer was looked up; undefined
   * when the read cache is off for this request (graphql/read-cache.ts).
   */
  changeMark?: number;
  /** The caller's own operation limit for this minute, once the operation is counted. */
  rateLimit?: RateLimitInfo;
}
