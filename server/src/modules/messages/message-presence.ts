import { randomUUID } from "node:crypto";
import type { DataSource } from "typeorm";
import type { Logger } from "../../logger.js";

/** How often a copy says its sockets are still open. */
const HEARTBEAT_MS = 30_000;
/** A socket not confirmed for this long is gone (its copy stopped without closing it). */
const STALE_SECONDS = 90;

/**
 * Which members have an open socket, on any app copy (`message_sockets`): a member with none is
 * away, and only then is a message e-mailed. Each copy writes its own sockets, confirms them every
 * 30 seconds and deletes them when they close or the copy stops; rows of a copy that died go stale.
 */
export class MessagePresence {
  readonly copyId = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private readonly open = new Map<string, string>();

  constructor(
    private readonly db: DataSource,
    private readonly log?: Logger,
  ) {}

  /** Sockets open on this copy. */
  get size(): number {
    return this.open.size;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.heartbeat(), HEARTBEAT_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.open.clear();
    await this.db
      .query(`DELETE FROM message_sockets WHERE copy_id = $1`, [this.copyId])
      .catch(() => {});
  }

  /** A socket of the member opened; returns its id for `closed`. */
  async opened(userId: string): Promise<string> {
    const id = randomUUID();
    this.open.set(id, userId);
    await this.db
      .query(`INSERT INTO message_sockets (id, user_id, copy_id) VALUES ($1, $2, $3)`, [
        id,
        userId,
        this.copyId,
      ])
      .catch((err) => this.log?.warn({ err }, "socket presence not recorded"));
    return id;
  }

  async closed(id: string): Promise<void> {
    if (!this.open.delete(id)) return;
    await this.db.query(`DELETE FROM message_sockets WHERE id = $1`, [id]).catch(() => {});
  }

  /** Whether the member has a socket open on any copy. */
  async isOnline(userId: string): Promise<boolean> {
    for (const user of this.open.values()) if (user === userId) return true;
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM message_sockets
        WHERE user_id = $1 AND seen_at > now() - make_interval(secs => $2) LIMIT 1`,
      [userId, STALE_SECONDS],
    );
    return rows.length > 0;
  }

  /** Confirms this copy's sockets; deletes rows gone stale (of copies that stopped abruptly). */
  private async heartbeat(): Promise<void> {
    try {
      if (this.open.size)
        await this.db.query(`UPDATE message_sockets SET seen_at = now() WHERE copy_id = $1`, [
          this.copyId,
        ]);
      await this.db.query(
        `DELETE FROM message_sockets WHERE seen_at < now() - make_interval(secs => $1)`,
        [STALE_SECONDS * 10],
      );
    } catch (err) {
      this.log?.warn({ err }, "socket presence heartbeat failed");
    }
  }
}
