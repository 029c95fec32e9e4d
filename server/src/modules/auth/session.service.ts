import { stripControlCharacters } from "#common/text";
import { createHash, randomBytes } from "node:crypto";
import type { Pool } from "pg";
import { IsNull, type DataSource } from "typeorm";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver.js";
import { rows, sql } from "../../db/sql.js";
import { User } from "../users/user.entity.js";
import { Session } from "./session.entity.js";
import { ViewerCache, type DataChanges, type NotificationDelivery } from "./viewer-cache.js";
import type { Logger } from "../../logger.js";
import { SIGN_IN_LIMITS } from "#common/limits";

/** The HttpOnly cookie holding the binding of an exchange code to the browser that finished the flow. */
export const EXCHANGE_COOKIE = "istc_sign_in";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** 256 random bits, URL-safe: 43 characters. */
export const newSecret = () => randomBytes(32).toString("base64url");

/** What a bearer may do: everything (a signed-in session), or what a token's scope allows. */
export type TokenScope = "read" | "read_write";
export type BearerScope = "session" | TokenScope;

export interface ResolvedSession {
  sessionId: string;
  scope: BearerScope;
  user: User;
}

type ViewerRow = {
  __sessionId: string;
  __kind: "session" | "token";
  __scope: string | null;
  __touch: boolean;
  __expiresAt: Date | number;
} & Record<string, unknown>;

/** What the viewer cache keeps per token: the lookup's answer, the columns as read. */
interface CachedViewer {
  sessionId: string;
  scope: BearerScope;
  columns: Record<string, unknown>;
  /** When this copy last wrote the token's "last used" (ms since the epoch). */
  touchedAt: number;
}

const TOUCH_EVERY_MS = 60_000;

/** A User-Agent as stored: printable, single spaces, at most 512 characters; null when none. */
export const cleanUserAgent = (ua: string | undefined): string | null => {
  const text = stripControlCharacters((ua ?? "").replace(/\s+/g, " ")).trim();
  return text ? text.slice(0, 512) : null;
};

export interface SessionCacheOptions {
  /** How long a looked-up viewer may be reused while no change is notified; 0 turns the cache off. */
  ttlSeconds: number;
  delivery: NotificationDelivery;
  log?: Logger;
}

/** Opaque 256-bit bearer tokens; only their SHA-256 is stored. */
export class SessionService {
  private viewerCache?: ViewerCache<CachedViewer>;

  constructor(
    private readonly db: DataSource,
    private readonly cacheOptions: SessionCacheOptions = { ttlSeconds: 0, delivery: "listener" },
  ) {}

  /** Made on first use: the pool exists once the data source is initialized. */
  private get cache() {
    this.viewerCache ??= new ViewerCache(this.pool, this.cacheOptions);
    return this.viewerCache;
  }

  private get pool() {
    return (this.db.driver as PostgresDriver).master as Pool;
  }

  /** Starts the viewer cache's change notifications (the cache is bypassed until they run). */
  start() {
    return this.cache.start();
  }

  stop() {
    return this.cache.stop();
  }

  /** The change notifications the viewer cache listens to, for the read cache. */
  get changes(): DataChanges {
    return this.cache;
  }

  /**
   * The viewer lookup of every signed-in request as one statement: the session's id and every column
   * of its user, aliased to the entity's property names (read from TypeORM's metadata once, so a new
   * column is picked up without touching this). Prepared (planned once per pool connection) where
   * the data source allows it (db/sql.ts `rows`).
   */
  private viewerQuery?: string;
  private get viewerStatement() {
    if (!this.viewerQuery) {
      const columns = this.db
        .getMetadata(User)
        .columns.filter((c) => c.isSelect)
        .map((c) => `u.${c.databaseName} AS "${c.propertyName}"`)
        .join(", ");
      this.viewerQuery = `SELECT s.id AS "__sessionId", s.kind AS "__kind", s.scope AS "__scope",
          (s.last_used_at IS NULL OR s.last_used_at < now() - interval '1 minute') AS "__touch",
          s.expires_at AS "__expiresAt",
          ${columns}
        FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`;
    }
    return this.viewerQuery;
  }

  private get repo() {
    return this.db.getRepository(Session);
  }

  /** A new session for the member; this is what "finished signing in" means for an account. */
  async create(userId: string, userAgent?: string): Promise<{ token: string; sessionId: string }> {
    const token = newSecret();
    const { identifiers } = await this.repo.insert({
      tokenHash: hashToken(token),
      userId,
      userAgent: cleanUserAgent(userAgent),
      // Seen now: its first minute of requests writes nothing.
      lastUsedAt: new Date(),
      expiresAt: new Date(Date.now() + SIGN_IN_LIMITS.sessionDays * 86_400_000),
    });
    await this.db.query(`UPDATE users SET last_sign_in_at = now() WHERE id = $1`, [userId]);
    return { token, sessionId: identifiers[0].id as string };
  }

  /**
   * The live session behind a token and its member; null when unknown, expired or revoked. A
   * verification, admin change, revocation or deletion applies to the very next request: the
   * lookup is cached only while the database's change notifications run (viewer-cache.ts). The hot
   * path of every signed-in request: on a miss one statement straight through the pg pool (no query
   * runner, no ORM hydration); the row's values already have the entity's types (pg parses
   * timestamptz to Date, text[] to arrays), so the User is the row on the entity's prototype, the
   * shape resolvers get from a repository. Each request gets its own User object.
   */
  async resolve(token: string): Promise<ResolvedSession | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const tokenHash = hashToken(token);
    let viewer = await this.cache.get(tokenHash);
    if (!viewer) {
      const mark = this.cache.generationMark;
      const found = await rows<ViewerRow>(this.db, this.viewerStatement, [tokenHash], {
        prepare: true,
      });
      if (!found[0]) return null;
      const { __sessionId, __kind, __scope, __touch, __expiresAt, ...columns } = found[0];
      viewer = {
        sessionId: __sessionId,
        scope: __kind === "token" ? (__scope as TokenScope) : "session",
        columns,
        touchedAt: __touch ? 0 : Date.now(),
      };
      this.cache.set(
        tokenHash,
        viewer,
        { userId: columns.id as string, sessionId: __sessionId, expiresAt: __expiresAt },
        mark,
      );
    }
    // A session's or token's "last used" is kept to the minute, off the request's path.
    if (Date.now() - viewer.touchedAt > TOUCH_EVERY_MS) {
      viewer.touchedAt = Date.now();
      this.pool
        .query(
          `UPDATE sessions SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
          [viewer.sessionId],
        )
        .catch(() => {});
    }
    return {
      sessionId: viewer.sessionId,
      scope: viewer.scope,
      // Its own copy: a resolver may change its User (arrays included) without touching the cache.
      user: Object.assign(
        new User(),
        Object.fromEntries(
          Object.entries(viewer.columns).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v]),
        ),
      ),
    };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.repo.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
    this.cache.evictSession(sessionId);
  }

  /**
   * A one-time code for a redirect sign-in: the browser carries it in the URL and trades it for a
   * session with a POST within SIGN_IN_LIMITS.exchangeSeconds, so the session token never appears
   * in a URL. The code works only together with `binding`, a secret the caller puts in an HttpOnly cookie of the
   * browser that finished the flow (EXCHANGE_COOKIE): a code sent to another browser is worthless.
   */
  async issueExchangeCode(
    userId: string,
    isNewUser: boolean,
  ): Promise<{ code: string; binding: string }> {
    const code = newSecret();
    const binding = newSecret();
    await this.db.query(
      `INSERT INTO sign_in_exchanges (code_hash, binding_hash, user_id, is_new_user, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [hashToken(code), hashToken(binding), userId, isNewUser, SIGN_IN_LIMITS.exchangeSeconds],
    );
    return { code, binding };
  }

  /**
   * Claims an exchange code presented with its browser's binding (once: the row is deleted); null
   * when unknown, used, expired, or presented without the binding of the browser it was issued to.
   * A code presented by another browser is left alone, so it cannot be burnt by whoever saw it.
   */
  async redeemExchangeCode(
    code: string,
    binding: string | undefined,
  ): Promise<{ userId: string; isNewUser: boolean } | null> {
    if (!binding) return null;
    const [row] = await sql<{ user_id: string; is_new_user: boolean; live: boolean }>(
      this.db,
      `DELETE FROM sign_in_exchanges WHERE code_hash = $1 AND binding_hash = $2
       RETURNING user_id, is_new_user, expires_at > now() AS live`,
      [hashToken(code), hashToken(binding)],
    );
    return row?.live ? { userId: row.user_id, isNewUser: row.is_new_user } : null;
  }

  async prune(): Promise<void> {
    await this.db.query(
      `DELETE FROM sessions WHERE expires_at < now() - interval '7 days' OR revoked_at < now() - interval '7 days'`,
    );
    await this.db.query(`DELETE FROM sign_in_exchanges WHERE expires_at < now()`);
    await this.db.query(`DELETE FROM sign_in_links WHERE expires_at < now()`);
  }
}
