import pg from "pg";
import type { Pool } from "pg";
import type { DataSource } from "typeorm";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDataSource } from "../../server/src/db/data-source.js";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../server/src/db/embedded.js";
import { migrate } from "../../server/src/db/migrate.js";
import { createLogger } from "../../server/src/logger.js";
import { SessionService } from "../../server/src/modules/auth/session.service.js";
import { ViewerCache } from "../../server/src/modules/auth/viewer-cache.js";
import { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, uniqueEmail, type TestApp } from "../support/test-app.js";
import { sharedDatabaseUrl } from "../support/shared-database.js";

/**
 * The viewer lookup of signed-in requests is cached, and a cached viewer must never outlive a change:
 * a sign-out, a revocation, a role change, a verification or a suspension applies to the very next
 * request, whichever app copy (or SQL session) made it.
 */

const ME = `{ me { id isAdmin isVerified } }`;

/** Counts the statements the app's own pool sends (the viewer lookup goes through it). */
function countStatements(db: DataSource) {
  const pool = (db.driver as PostgresDriver).master as Pool;
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  let count = 0;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    count++;
    return original(...args);
  };
  return {
    get count() {
      return count;
    },
    restore: () => ((pool as { query: unknown }).query = original),
  };
}

describe("viewer cache on PostgreSQL", () => {
  let app: TestApp;
  /** Another database session: what another app copy or an operator's SQL would be. */
  let other: pg.Client;

  beforeAll(async () => {
    app = await startTestApp({ VIEWER_CACHE_SECONDS: "30" });
    other = new pg.Client({ connectionString: sharedDatabaseUrl() });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await app.close();
  });

  it("repeated requests with one token do not look the viewer up again", async () => {
    const user = await app.buildUser({ isVerified: true, fullName: "Cached Member" });
    const token = await app.tokenFor(user);
    expect((await app.gql(ME, {}, { token })).data.me.id).toBe(user.id);
    const statements = countStatements(app.db);
    try {
      for (let i = 0; i < 20; i++)
        expect((await app.gql(ME, {}, { token })).data.me.id).toBe(user.id);
    } finally {
      statements.restore();
    }
    // The counted reads are batched into the database once a second, outside these requests.
    expect(statements.count).toBeLessThan(5);
  });

  it("a change made by another database session applies to the very next request, every time", async () => {
    const user = await app.buildUser({ isVerified: true });
    const token = await app.tokenFor(user);
    for (let i = 0; i < 25; i++) {
      const verified = i % 2 === 0;
      const admin = i % 3 === 0;
      await other.query(`UPDATE users SET is_verified = $2, is_admin = $3 WHERE id = $1`, [
        user.id,
        verified,
        admin,
      ]);
      const me = (await app.gql(ME, {}, { token })).data.me;
      expect(me).toMatchObject({ isVerified: verified, isAdmin: admin });
    }
  });

  it("a session revoked or expired elsewhere is refused on the next request", async () => {
    const user = await app.buildUser({ isVerified: true });
    const [first, second] = [await app.tokenFor(user), await app.tokenFor(user)];
    expect((await app.rest("GET", "/api/auth/me", { token: first })).status).toBe(200);
    expect((await app.rest("GET", "/api/auth/me", { token: second })).status).toBe(200);
    await other.query(
      `UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL
         AND id = (SELECT id FROM sessions WHERE user_id = $1 ORDER BY created_at LIMIT 1)`,
      [user.id],
    );
    expect((await app.rest("GET", "/api/auth/me", { token: first })).status).toBe(401);
    expect((await app.rest("GET", "/api/auth/me", { token: second })).status).toBe(200);
    await other.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    expect((await app.rest("GET", "/api/auth/me", { token: second })).status).toBe(401);
  });

  it("a deleted member's token stops working at once", async () => {
    const user = await app.buildUser({ isVerified: true });
    const token = await app.tokenFor(user);
    expect((await app.rest("GET", "/api/auth/me", { token })).status).toBe(200);
    await other.query(`DELETE FROM users WHERE id = $1`, [user.id]);
    expect((await app.rest("GET", "/api/auth/me", { token })).status).toBe(401);
  });

  it("signing out applies at once, and changes keep applying after the notification connection is cut", async () => {
    const user = await app.buildUser({ isVerified: true, email: uniqueEmail() });
    const token = await app.tokenFor(user);
    expect((await app.rest("GET", "/api/auth/me", { token })).status).toBe(200);
    // The cache's LISTEN connection is killed (a failover, an idle-connection reaper).
    const killed = await other.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND (query ILIKE 'LISTEN viewer_changed' OR query = 'SELECT 1')`,
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    await other.query(`UPDATE users SET is_admin = true WHERE id = $1`, [user.id]);
    expect((await app.gql(ME, {}, { token })).data.me.isAdmin).toBe(true);
    // Back on its feet within seconds, and still exact.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await other.query(`UPDATE users SET is_admin = false WHERE id = $1`, [user.id]);
    expect((await app.gql(ME, {}, { token })).data.me.isAdmin).toBe(false);
    const out = await app.gql(`mutation { logout }`, {}, { token });
    expect(out.errors).toBeUndefined();
    expect((await app.rest("GET", "/api/auth/me", { token })).status).toBe(401);
  });
  it("a lookup that raced another member's change is kept; one that raced its own member's or session's is not", async () => {
    const pool = (app.db.driver as PostgresDriver).master as Pool;
    const cache = new ViewerCache<string>(pool, { ttlSeconds: 30, delivery: "listener" });
    await cache.start();
    try {
      const [mine, another] = [await app.buildUser({}), await app.buildUser({})];
      const ids = (sessionId: string) => ({ userId: mine.id, sessionId, expiresAt: Infinity });
      /** Runs `change`, then waits for its notification (the generation moves). */
      const raced = async (change: () => Promise<unknown>) => {
        const mark = cache.generationMark;
        await change();
        for (let i = 0; i < 200 && cache.generationMark === mark; i++)
          await new Promise((resolve) => setTimeout(resolve, 10));
        expect(cache.generationMark).not.toBe(mark);
        return mark;
      };
      const rename = (id: string) =>
        other.query(`UPDATE users SET full_name = full_name || '.' WHERE id = $1`, [id]);
      const session = "00000000-0000-4000-8000-000000000001";

      cache.set("t1", "kept", ids(session), await raced(() => rename(another.id)));
      expect(await cache.get("t1")).toBe("kept");
      cache.set("t2", "stale", ids(session), await raced(() => rename(mine.id)));
      expect(await cache.get("t2")).toBeUndefined();
      const mark = cache.generationMark;
      cache.evictSession(session);
      cache.set("t3", "stale", ids(session), mark);
      expect(await cache.get("t3")).toBeUndefined();
    } finally {
      await cache.stop();
    }
  });
});

describe("viewer cache on the embedded database", () => {
  let embedded: EmbeddedDatabase;
  let db: DataSource;
  let sessions: SessionService;

  beforeAll(async () => {
    embedded = await startEmbeddedDatabase(undefined, 6);
    db = createDataSource({ url: embedded.url, poolSize: 4, logger: createLogger("silent") });
    await db.initialize();
    await migrate(db);
    sessions = new SessionService(db, { ttlSeconds: 30, delivery: "in-stream" });
    await sessions.start();
  }, 60_000);
  afterAll(async () => {
    await sessions.stop();
    await db.destroy();
    await embedded.stop();
  });

  it("serves repeated lookups from memory and sees every change on the next lookup", async () => {
    const repo = db.getRepository(User);
    const user = await repo.save(
      repo.create({ email: uniqueEmail(), fullName: "Embedded Member" }),
    );
    const { token } = await sessions.create(user.id);
    expect((await sessions.resolve(token))?.user.fullName).toBe("Embedded Member");

    const statements = countStatements(db);
    try {
      for (let i = 0; i < 10; i++) await sessions.resolve(token);
      expect(statements.count).toBe(0);
    } finally {
      statements.restore();
    }

    for (let i = 0; i < 10; i++) {
      await db.query(`UPDATE users SET is_verified = $2 WHERE id = $1`, [user.id, i % 2 === 0]);
      expect((await sessions.resolve(token))?.user.isVerified).toBe(i % 2 === 0);
    }
    await db.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1`, [user.id]);
    expect(await sessions.resolve(token)).toBeNull();
  });
});
