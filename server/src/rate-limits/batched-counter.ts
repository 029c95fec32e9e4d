import type { Pool } from "pg";
import type { DataSource } from "typeorm";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver.js";

interface Known {
  /** The window's count in PostgreSQL at the last flush, every app copy included. */
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters for frequent, cheap hits (reads): counted in memory and added to the shared
 * `rate_limits` rows in PostgreSQL once a second in one statement. A copy sees its own hits at once
 * and the other copies' within a second, and the hot path of a read costs no SQL at all.
 */
export class BatchedWindowCounter {
  private pending = new Map<string, number>();
  private known = new Map<string, Known>();
  private timer: NodeJS.Timeout;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly windowSeconds: number,
    flushEveryMs = 1_000,
  ) {
    this.timer = setInterval(() => void this.flush(), flushEveryMs);
    this.timer.unref();
  }

  /** Counts a hit: the window's count so far (this hit included) and the seconds until it resets. */
  hit(key: string): { count: number; resetSeconds: number } {
    const delta = (this.pending.get(key) ?? 0) + 1;
    this.pending.set(key, delta);
    const now = Date.now();
    const known = this.known.get(key);
    const live = known && known.resetAt > now ? known : null;
    return {
      count: (live?.count ?? 0) + delta,
      resetSeconds: live ? Math.max(1, Math.ceil((live.resetAt - now) / 1000)) : this.windowSeconds,
    };
  }

  /** Adds the pending hits to PostgreSQL and learns every copy's totals. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async write(): Promise<void> {
    const now = Date.now();
    for (const [key, k] of this.known) if (k.resetAt <= now) this.known.delete(key);
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending.clear();
    try {
      // Straight through the pool: a background write, not part of any request's statements.
      const pool = (this.db.driver as PostgresDriver).master as Pool;
      const { rows } = await pool.query<{ key: string; count: number; retry_after: string }>(
        `INSERT INTO rate_limits AS r (key, window_start, count)
         SELECT k, now(), d FROM unnest($1::text[], $2::int[]) AS t(k, d)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN r.window_start <= now() - make_interval(secs => $3) THEN EXCLUDED.count ELSE r.count + EXCLUDED.count END,
           window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $3) THEN now() ELSE r.window_start END
         RETURNING key, count, EXTRACT(EPOCH FROM (window_start + make_interval(secs => $3) - now())) AS retry_after`,
        [batch.map(([k]) => k), batch.map(([, d]) => d), this.windowSeconds],
      );
      const at = Date.now();
      for (const row of rows) {
        this.known.set(row.key, {
          count: row.count,
          resetAt: at + Math.max(1, Number(row.retry_after)) * 1000,
        });
      }
    } catch {
      // The database is away: these hits are not shared this time; the local window still holds.
      for (const [key, delta] of batch) {
        const known = this.known.get(key);
        this.known.set(key, {
          count: (known?.count ?? 0) + delta,
          resetAt: known?.resetAt ?? now + this.windowSeconds * 1000,
        });
      }
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
