import type { DataSource } from "typeorm";
import { sql } from "../../db/sql.js";
import { isUuid } from "../../db/sql-values.js";
import { badInput, notFound } from "../../errors.js";

export const MEMBER_NOT_FOUND = "Member not found";

/**
 * Blocks between members: a block removes the connection and any pending request between the two,
 * and from then on neither can ask the other to connect nor message them. The blocked member is not
 * told: their requests and messages are refused like any to a member they are not connected with.
 */
export class BlockService {
  constructor(private readonly db: DataSource) {}

  private async target(viewerId: string, userId: string): Promise<string> {
    if (typeof userId !== "string" || !isUuid(userId)) throw notFound(MEMBER_NOT_FOUND);
    if (userId === viewerId) throw badInput("You can't block yourself", "userId");
    const [row] = await sql<{ id: string }>(this.db, `SELECT id FROM users WHERE id = $1`, [
      userId,
    ]);
    if (!row) throw notFound(MEMBER_NOT_FOUND);
    return row.id;
  }

  /** Blocks a member (again is the same answer); their connection and requests go. */
  async block(viewerId: string, userId: string): Promise<boolean> {
    const id = await this.target(viewerId, userId);
    await this.db.transaction(async (m) => {
      await m.query(
        `INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [viewerId, id],
      );
      await m.query(
        `DELETE FROM connections WHERE status <> 'declined'
            AND LEAST(requester_id, recipient_id) = LEAST($1::uuid, $2::uuid)
            AND GREATEST(requester_id, recipient_id) = GREATEST($1::uuid, $2::uuid)`,
        [viewerId, id],
      );
    });
    return true;
  }

  /** Lifts a block (none is the same answer); the connection is not restored. */
  async unblock(viewerId: string, userId: string): Promise<boolean> {
    const id = await this.target(viewerId, userId);
    await this.db.query(`DELETE FROM member_blocks WHERE blocker_id = $1 AND blocked_id = $2`, [
      viewerId,
      id,
    ]);
    return true;
  }

  /** The members the viewer blocked, most recent first. */
  async blockedIds(viewerId: string): Promise<string[]> {
    const rows = await sql<{ id: string }>(
      this.db,
      `SELECT blocked_id AS id FROM member_blocks WHERE blocker_id = $1 ORDER BY created_at DESC LIMIT 1000`,
      [viewerId],
    );
    return rows.map((r) => r.id);
  }

  /** Whether either member blocked the other. */
  async blockedBetween(a: string, b: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM member_blocks
        WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1) LIMIT 1`,
      [a, b],
    );
    return rows.length > 0;
  }
}
