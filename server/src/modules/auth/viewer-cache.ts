import pg from "pg";
import { PROFILE_TEXT_CHANGE } from "../../db/migrations/1765360000000-data-change-kinds.js";
import type { Logger } from "../../logger.js";

/** The channel the database triggers of migration 1764800000000 notify on. */
export const VIEWER_CHANGES_CHANNEL = "viewer_changed";
/** The channel of migration 1765330000000: any row of a table an answer may read changed. */
export const DATA_CHANGES_CHANNEL = "data_changed";

/**
 * What the read cache (graphql/read-cache.ts) needs of the listening connection: a version that
 * moves on every data change notified (and whenever notifications may have been missed), and the
 * same barrier the viewer cache uses.
 */
export interface DataChanges {
  /** Whether notifications run (the listening connection is up, or the embedded database's stream). */
  readonly enabled: boolean;
  /**
   * Moves on every `data_changed` notification applied but a profile-text one (migration
   * 1765360000000), and when the connection is lost or made.
   */
  readonly version: number;
  /** Moves on every `profile-text` notification (members' profile text alone changed). */
  readonly textVersion: number;
  /** Taken when a request begins, for `settledSince`. */
  readonly mark: number;
  /**
   * Resolves once every notification committed before `mark` was taken has been applied: at once
   * when a barrier round trip begun since has already come back (a cached viewer's), else after one.
   */
  settledSince(mark: number): Promise<void>;
}

/**
 * How a notification reaches this process:
 * - "listener" (PostgreSQL): on a dedicated LISTEN connection, whenever the server sends it. A
 *   round trip on that connection is a barrier: PostgreSQL sends every notification of a
 *   transaction that committed before the round trip began ahead of the round trip's answer.
 * - "in-stream" (the embedded database): PGlite is one backend for all connections, so a
 *   notification arrives in the answer of the very statement that committed the change, on the pool
 *   connection that ran it, before that statement's promise resolves. No barrier is needed.
 */
export type NotificationDelivery = "listener" | "in-stream";

interface Entry<T> {
  value: T;
  userId: string;
  sessionId: string;
  /** The session's own expiry (ms since the epoch). */
  expiresAt: number;
  /** When the entry stops being used even without a notification (ms since the epoch). */
  staleAt: number;
}

const MAX_ENTRIES = 5_000;
/** Evictions remembered for lookups in flight (a lookup older than that many does not store). */
const EVICTION_LOG = 512;
const RECONNECT_MS = [250, 1_000, 5_000, 15_000];

/**
 * A short-lived cache of the viewer lookup (session + member by token hash), invalidated by the
 * database itself: triggers on `users` and `sessions` notify the ids of changed members and sessions
 * (a sign-out, a revocation, a role change, a verification, a suspension, a profile edit, a deleted
 * account, from any app copy or from SQL), and every copy evicts them. Correct across copies: with
 * PostgreSQL a cached viewer is only used after a barrier round trip on the listening connection,
 * shared by all requests waiting at the same moment, so every change committed before the request
 * began has been applied. While the listening connection is down the cache is emptied and bypassed.
 */
export class ViewerCache<T> implements DataChanges {
  private entries = new Map<string, Entry<T>>();
  /** Bumped on every eviction: a lookup that raced a change of its own rows does not store them. */
  private generation = 0;
  /**
   * What the last evictions named, newest last (`generation` of each, and its member and session
   * ids, or null for everything), so a lookup that raced another member's change still stores.
   */
  private evictions: { generation: number; ids: ReadonlySet<string> | null }[] = [];
  private listener: pg.Client | null = null;
  private ready = false;
  private stopped = false;
  private attempts = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private inflight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private readonly hooked = new WeakSet<pg.ClientBase>();
  /** Round trips begun, and the number of the last one that came back. */
  private begun = 0;
  private settled = 0;
  private dataVersion = 0;
  private textDataVersion = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: { ttlSeconds: number; delivery: NotificationDelivery; log?: Logger },
  ) {}

  get enabled() {
    return this.options.ttlSeconds > 0 && this.ready && !this.stopped;
  }

  get size() {
    return this.entries.size;
  }

  get version() {
    return this.dataVersion;
  }

  get textVersion() {
    return this.textDataVersion;
  }

  get mark() {
    return this.begun;
  }

  async settledSince(mark: number): Promise<void> {
    if (!this.enabled) throw new Error("not listening");
    if (this.options.delivery === "in-stream" || this.settled > mark) return;
    await this.barrier();
  }

  /** Connects the listening connection; the cache stays bypassed until LISTEN has succeeded. */
  async start(): Promise<void> {
    if (this.options.ttlSeconds <= 0) return;
    if (this.options.delivery === "in-stream") {
      // Every pool connection may carry a notification: hook the ones open now and each new one.
      const open = (this.pool as unknown as { _clients?: pg.ClientBase[] })._clients ?? [];
      for (const client of open) this.hook(client);
      this.pool.on("connect", (client) => this.hook(client));
    }
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.ready = false;
    this.entries.clear();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
  }

  /** A cached viewer for this token hash, or undefined (then look it up and `set` it). */
  async get(tokenHash: string): Promise<T | undefined> {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.staleAt <= now || entry.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    if (this.options.delivery === "listener") {
      try {
        await this.barrier();
      } catch {
        return undefined;
      }
      // The barrier may have brought an eviction.
      if (this.entries.get(tokenHash) !== entry) return undefined;
    }
    return entry.value;
  }

  /** The generation to pass to `set`, read before the lookup starts. */
  get generationMark(): number {
    return this.generation;
  }

  set(
    tokenHash: string,
    value: T,
    ids: { userId: string; sessionId: string; expiresAt: Date | number },
    mark: number,
  ) {
    if (!this.enabled || this.changedSince(mark, ids.userId, ids.sessionId)) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: drop the oldest tenth.
      let drop = Math.ceil(MAX_ENTRIES / 10);
      for (const key of this.entries.keys()) {
        this.entries.delete(key);
        if (--drop === 0) break;
      }
    }
    this.entries.set(tokenHash, {
      value,
      userId: ids.userId,
      sessionId: ids.sessionId,
      // A token without expiry has expires_at 'infinity', which pg reads as the number Infinity.
      expiresAt: ids.expiresAt instanceof Date ? ids.expiresAt.getTime() : Number(ids.expiresAt),
      staleAt: Date.now() + this.options.ttlSeconds * 1000,
    });
  }

  /**
   * Whether an eviction since `mark` may have named this member or session: one that named them,
   * one of everything, or one older than the log keeps (then any may have).
   */
  private changedSince(mark: number, userId: string, sessionId: string): boolean {
    if (mark === this.generation) return false;
    const log = this.evictions;
    if (!log.length || log[0].generation > mark + 1) return true;
    for (let i = log.length - 1; i >= 0 && log[i].generation > mark; i--) {
      const ids = log[i].ids;
      if (!ids || ids.has(userId) || ids.has(sessionId)) return true;
    }
    return false;
  }

  private logEviction(ids: ReadonlySet<string> | null) {
    this.evictions.push({ generation: this.generation, ids });
    if (this.evictions.length > EVICTION_LOG) this.evictions.splice(0, EVICTION_LOG / 2);
  }

  /** Drops what this process itself just changed (the notification will say so again). */
  evictSession(sessionId: string) {
    this.apply(`s:${sessionId}`);
  }

  /** Applies one notification payload: `u:<ids>`, `s:<ids>` (comma-separated) or `*`. */
  private apply(payload: string | undefined) {
    this.generation++;
    // Whatever may have been missed may have been data too.
    if (!payload || payload === "*") this.dataVersion++;
    const field = payload?.startsWith("u:")
      ? "userId"
      : payload?.startsWith("s:")
        ? "sessionId"
        : null;
    if (!payload || !field) {
      this.logEviction(null);
      this.entries.clear();
      return;
    }
    // Member and session ids are both UUIDs: one set serves either kind.
    const ids = new Set(payload.slice(2).split(","));
    this.logEviction(ids);
    for (const [key, entry] of this.entries) if (ids.has(entry[field])) this.entries.delete(key);
  }

  private hook(client: pg.ClientBase) {
    if (this.hooked.has(client)) return;
    this.hooked.add(client);
    client.on("notification", (n) => {
      if (n.channel === VIEWER_CHANGES_CHANNEL) this.apply(n.payload);
      else if (n.channel === DATA_CHANGES_CHANNEL) {
        if (n.payload === PROFILE_TEXT_CHANGE) this.textDataVersion++;
        else this.dataVersion++;
      }
    });
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client((this.pool as unknown as { options: pg.ClientConfig }).options);
    client.on("error", (err) => this.lost(client, err));
    client.on("end", () => this.lost(client));
    this.hook(client);
    try {
      await client.connect();
      await client.query(`LISTEN ${VIEWER_CHANGES_CHANNEL}`);
      await client.query(`LISTEN ${DATA_CHANGES_CHANNEL}`);
    } catch (err) {
      this.lost(client, err);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.listener = client;
    this.attempts = 0;
    // Whatever changed while nobody listened is unknown: start empty.
    this.apply("*");
    this.ready = true;
  }

  private lost(client: pg.Client, err?: unknown) {
    if (this.listener && this.listener !== client) return;
    const wasReady = this.ready;
    this.ready = false;
    this.listener = null;
    this.apply("*");
    client.removeAllListeners("end");
    client.end().catch(() => {});
    if (this.stopped || this.reconnectTimer) return;
    if (wasReady) this.options.log?.warn({ err }, "viewer cache: change notifications lost");
    const delay = RECONNECT_MS[Math.min(this.attempts++, RECONNECT_MS.length - 1)];
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }

  /**
   * Resolves once a round trip that began after this call has come back on the listening
   * connection, so every notification committed before the call has been applied. Concurrent
   * callers share the next round trip.
   */
  private barrier(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.inflight) {
      this.inflight = this.roundTrip();
      return this.inflight;
    }
    this.queued = this.inflight
      .catch(() => {})
      .then(() => {
        this.queued = null;
        this.inflight = this.roundTrip();
        return this.inflight;
      });
    return this.queued;
  }

  private roundTrip(): Promise<void> {
    const listener = this.listener;
    if (!listener || !this.ready) return Promise.reject(new Error("not listening"));
    const n = ++this.begun;
    return listener.query("SELECT 1").then(
      () => {
        this.inflight = null;
        if (listener === this.listener) this.settled = Math.max(this.settled, n);
      },
      (err) => {
        this.inflight = null;
        throw err;
      },
    );
  }
}
