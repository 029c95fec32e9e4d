import type { DataSource } from "typeorm";
import { sql } from "../../db/sql.js";
import { rateLimited } from "../../graphql/errors.js";

export interface LimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL (one atomic upsert a hit), so a limit holds across every app
 * copy that shares the database.
 */
export class RateLimiter {
  constructor(private readonly db: DataSource) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<LimitResult> {
    const rows = await sql<{ count: number; retry_after: string }>(
      this.db,
      `INSERT INTO rate_limits AS r (key, window_start, count) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE r.count + 1 END,
         window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN now() ELSE r.window_start END
       RETURNING count, EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2) - now())) AS retry_after`,
      [key, windowSeconds],
    );
    const { count, retry_after } = rows[0];
    return {
      allowed: count <= limit,
      retryAfterSeconds: Math.max(1, Math.ceil(Number(retry_after))),
    };
  }

  /** Counts a hit and throws RATE_LIMITED with `message` (given the wait) when over the limit. */
  async consume(
    key: string,
    limit: number,
    windowSeconds: number,
    message: (wait: string) => string,
  ): Promise<void> {
    const result = await this.hit(key, limit, windowSeconds);
    if (!result.allowed) {
      throw rateLimited(message(describeWait(result.retryAfterSeconds)), result.retryAfterSeconds);
    }
  }

  /** Drops windows that ended long ago. */
  async prune(olderThanSeconds: number): Promise<void> {
    await this.db.query(
      `DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => $1)`,
      [olderThanSeconds],
    );
  }
}

export function describeWait(seconds: number): string {
  if (seconds <= 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
