import { isIPv4, isIPv6 } from "node:net";
import type { DataSource } from "typeorm";
import { rows, sql } from "../db/sql.js";
import { rateLimited } from "../errors.js";

export interface LimitResult {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  retryAfterSeconds: number;
}

/** What a caller may still do in the current minute: sent as `RateLimit-*` and `extensions.rateLimit`. */
export interface RateLimitInfo {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
}

/**
 * Fixed-window counters in PostgreSQL (one atomic upsert a hit), so a limit holds across every app
 * copy that shares the database.
 */
export class RateLimiter {
  constructor(private readonly db: DataSource) {}

  /** Counts `weight` hits at once (e.g. the writes of one request); refused when over `limit`. */
  async hit(key: string, limit: number, windowSeconds: number, weight = 1): Promise<LimitResult> {
    const found = await rows<{ count: number; retry_after: string }>(
      this.db,
      `INSERT INTO rate_limits AS r (key, window_start, count) VALUES ($1, now(), $3)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN $3 ELSE r.count + $3 END,
         window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN now() ELSE r.window_start END
       RETURNING count, EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2) - now())) AS retry_after`,
      [key, windowSeconds, weight],
      { prepare: true },
    );
    const { count, retry_after } = found[0];
    return {
      allowed: count <= limit,
      count,
      retryAfterSeconds: Math.max(1, Math.ceil(Number(retry_after))),
    };
  }

  /**
   * `hit` for several keys in one statement (one round trip instead of one per key; each key's
   * row is still one atomic upsert). The keys are written in sorted order, so two statements that
   * share keys lock them in the same order. Answers in the order of `keys`.
   */
  async hitMany(
    keys: readonly { key: string; limit: number }[],
    windowSeconds: number,
    weight = 1,
  ): Promise<LimitResult[]> {
    if (keys.length === 1)
      return [await this.hit(keys[0].key, keys[0].limit, windowSeconds, weight)];
    const sorted = [...new Set(keys.map((k) => k.key))].sort();
    const found = await rows<{ key: string; count: number; retry_after: string }>(
      this.db,
      `INSERT INTO rate_limits AS r (key, window_start, count)
       SELECT k, now(), $3 FROM unnest($1::text[]) WITH ORDINALITY AS u(k, n) ORDER BY n
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN $3 ELSE r.count + $3 END,
         window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN now() ELSE r.window_start END
       RETURNING key, count, EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2) - now())) AS retry_after`,
      [sorted, windowSeconds, weight],
      { prepare: true },
    );
    const byKey = new Map(found.map((row) => [row.key, row]));
    return keys.map(({ key, limit }) => {
      const { count, retry_after } = byKey.get(key)!;
      return {
        allowed: count <= limit,
        count,
        retryAfterSeconds: Math.max(1, Math.ceil(Number(retry_after))),
      };
    });
  }

  /** The current window's count for `key` without counting a hit (0 when the window is over). */
  async peek(
    key: string,
    windowSeconds: number,
  ): Promise<{ count: number; retryAfterSeconds: number }> {
    const [row] = await sql<{ count: number; retry_after: string }>(
      this.db,
      `SELECT count, EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2) - now())) AS retry_after
       FROM rate_limits WHERE key = $1 AND window_start > now() - make_interval(secs => $2)`,
      [key, windowSeconds],
    );
    return row
      ? { count: row.count, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retry_after))) }
      : { count: 0, retryAfterSeconds: 0 };
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
  if (seconds <= 90 * 60) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  }
  const hours = Math.ceil(seconds / 3600);
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}

/**
 * The client network a per-IP limit counts: an IPv4 address itself (also when IPv4-mapped), and for
 * IPv6 its /64, because one subscriber usually gets a whole /64 and can use any address in it.
 */
export function networkKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [address] = ip.split("%"); // zone id
  const [head, tail] = address.includes("::") ? address.split("::") : [address, undefined];
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  // A dotted IPv4 tail fills the last two groups; only the first four matter here.
  const width = (parts: string[]) => parts.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const before = groups(head);
  const after = groups(tail);
  const filled =
    tail === undefined
      ? before
      : [...before, ...Array<string>(8 - width(before) - width(after)).fill("0"), ...after];
  return `${filled
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
