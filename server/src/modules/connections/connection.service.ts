import type { DataSource } from "typeorm";
import { CONNECTION_LIMITS as L } from "#common/limits";
import { stripControlCharacters } from "#common/text";
import { sql } from "../../db/sql.js";
import { isUuid, likeContains } from "../../db/sql-values.js";
import { cursorCodec } from "../../paging/cursor.js";
import { pageSize, toConnection, type Connection, type PageArgs } from "../../paging/page.js";
import { badInput, conflict, forbidden, notFound, rateLimited } from "../../errors.js";
import type { Logger } from "../../logger.js";
import { describeWait, type RateLimiter } from "../../rate-limits/rate-limiter.js";
import type { NotifyInput } from "../notifications/notification.service.js";
import type { ConnectionStatus } from "./connection.entity.js";
import { connectPair, type Queryable } from "./connect-pair.js";
import { memberWithViewerState, viewerStates, type ViewerConnectionView } from "./viewer-states.js";
import {
  MEMBER_NOT_FOUND,
  assertConnectionId,
  assertParty,
  assertRecipient,
  type ConnectionFacts,
} from "./connection.policy.js";

export type ConnectionDirection = "incoming" | "outgoing";

/** A connection or request as one of its two members sees it. */
export interface ConnectionView {
  id: string;
  status: ConnectionStatus;
  direction: ConnectionDirection;
  /** The other member. */
  userId: string;
  note: string | null;
  createdAt: Date;
}

export type { ConnectionState, ViewerConnectionView } from "./viewer-states.js";

/** What the service tells members through (the notifications module). */
export interface ConnectionPorts {
  notify(input: NotifyInput): Promise<unknown>;
  /** Whether either member blocked the other (safety module): no requests either way. */
  blockedBetween?(a: string, b: string): Promise<boolean>;
}

/** The message a request to or from a blocked member hears (it does not say who blocked whom). */
export const BLOCKED_REQUEST = "You can't send a connection request to this member";

/** Who asks: their id and the name the other member is told. */
type Asker = { id: string; fullName: string };

interface Row extends ConnectionFacts {
  note: string | null;
  createdAt: Date;
  respondedAt: Date | null;
}

const COLUMNS = `id, requester_id AS "requesterId", recipient_id AS "recipientId", status, note,
  created_at AS "createdAt", responded_at AS "respondedAt"`;

const PAIR = `LEAST(requester_id, recipient_id) = LEAST($1::uuid, $2::uuid)
  AND GREATEST(requester_id, recipient_id) = GREATEST($1::uuid, $2::uuid)`;

const DAY_MS = 86_400_000;

/** A page of myConnections. */
export const CONNECTION_PAGES = {
  defaultSize: 20,
  maxSize: 100,
  message: "first must be from 1 to 100",
};

const pageCursor = cursorCodec("connections", ["timestamp", "uuid"]);

const viewOf = (viewerId: string, r: Row): ConnectionView => ({
  id: r.id,
  status: r.status,
  direction: r.requesterId === viewerId ? "outgoing" : "incoming",
  userId: r.requesterId === viewerId ? r.recipientId : r.requesterId,
  note: r.note,
  createdAt: r.createdAt,
});

/** The note as stored: control characters out (common/text.ts), trimmed, blank = none. */
export function cleanNote(note: string | null | undefined): string | null {
  if (note == null) return null;
  if (typeof note !== "string") throw badInput("note must be text", "note");
  const text = stripControlCharacters(note).trim();
  if ([...text].length > L.note)
    throw badInput(`Keep the note to ${L.note} characters or fewer`, "note");
  return text || null;
}

/**
 * Connections between verified members: a request with an optional note, accepted or declined by
 * the member asked, removed by either. One row per pair (migration 1765240000000). Members are
 * told through the ports, never inside a transaction (the embedded database is one session).
 */
export class ConnectionService {
  constructor(
    private readonly db: DataSource,
    private readonly limiter: RateLimiter,
    private readonly ports: ConnectionPorts,
    private readonly log?: Logger,
  ) {}

  private async row(id: string): Promise<Row | undefined> {
    assertConnectionId(id);
    const [row] = await sql<Row>(this.db, `SELECT ${COLUMNS} FROM connections WHERE id = $1`, [id]);
    return row;
  }

  private async pairRow(a: string, b: string): Promise<Row | undefined> {
    const [row] = await sql<Row>(this.db, `SELECT ${COLUMNS} FROM connections WHERE ${PAIR}`, [
      a,
      b,
    ]);
    return row;
  }

  /** The member asked: known (NOT_FOUND otherwise) and verified (FORBIDDEN otherwise). */
  private async target(asker: Asker, userId: string): Promise<{ id: string; fullName: string }> {
    if (typeof userId !== "string" || !userId.trim())
      throw badInput("Say which member to ask (user_id)", "userId");
    if (!isUuid(userId)) throw notFound(MEMBER_NOT_FOUND);
    if (userId === asker.id)
      throw badInput("You can't send a connection request to yourself", "userId");
    const [member] = await sql<{ id: string; fullName: string; verified: boolean }>(
      this.db,
      `SELECT id, full_name AS "fullName", (is_verified OR is_admin) AS verified FROM users WHERE id = $1`,
      [userId],
    );
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    if (await this.ports.blockedBetween?.(asker.id, member.id)) throw forbidden(BLOCKED_REQUEST);
    if (!member.verified)
      throw forbidden(
        `${member.fullName} is not verified yet: members can connect once an admin has verified them`,
      );
    return member;
  }

  /**
   * Asks a member to connect. Asking again while pending or connected is CONFLICT, and so is asking
   * within 30 days of the member declining; if the member had already asked, their request is
   * accepted instead. At most CONNECTION_LIMITS.requestsPerDay requests a day (RATE_LIMITED).
   */
  async request(
    asker: Asker,
    input: { userId: string; note?: string | null },
  ): Promise<ConnectionView> {
    const note = cleanNote(input.note);
    const member = await this.target(asker, input.userId);
    const existing = await this.pairRow(asker.id, member.id);
    if (existing?.status === "pending" && existing.recipientId === asker.id)
      return this.accept(asker, existing.id);
    if (existing) this.assertMayAskAgain(asker.id, member.fullName, existing);

    const limit = await this.limiter.hit(
      `connection-request:${asker.id}`,
      L.requestsPerDay,
      86_400,
    );
    if (!limit.allowed)
      throw rateLimited(
        `You can send at most ${L.requestsPerDay} connection requests a day. Please try again in ${describeWait(limit.retryAfterSeconds)}.`,
        limit.retryAfterSeconds,
      );

    const [row] = existing
      ? await sql<Row>(
          this.db,
          `UPDATE connections SET requester_id = $2, recipient_id = $3, note = $4, status = 'pending',
                  created_at = now(), responded_at = NULL
            WHERE id = $1 AND status = 'declined' RETURNING ${COLUMNS}`,
          [existing.id, asker.id, member.id, note],
        )
      : await sql<Row>(
          this.db,
          `INSERT INTO connections (requester_id, recipient_id, note) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
          [asker.id, member.id, note],
        );
    // Another request for the pair landed meanwhile: answer as if it had been there first.
    if (!row) return this.requestAfterRace(asker, member);
    await this.tell({
      userId: member.id,
      kind: "connection",
      title: `${asker.fullName} wants to connect with you`,
      body: note ?? "Open their profile to accept or decline the request.",
      url: `/user/${asker.id}`,
      key: `connection-request:${row.id}:${row.createdAt.getTime()}`,
    });
    return viewOf(asker.id, row);
  }

  private async requestAfterRace(
    asker: Asker,
    member: { id: string; fullName: string },
  ): Promise<ConnectionView> {
    const existing = await this.pairRow(asker.id, member.id);
    if (existing?.status === "pending" && existing.recipientId === asker.id)
      return this.accept(asker, existing.id);
    if (existing) this.assertMayAskAgain(asker.id, member.fullName, existing);
    throw conflict("The request could not be sent; please try again");
  }

  /** CONFLICT unless a declined request may be replaced now. */
  private assertMayAskAgain(askerId: string, name: string, row: Row): void {
    if (row.status === "accepted") throw conflict(`You are already connected with ${name}`);
    if (row.status === "pending")
      throw conflict(
        `You have already asked ${name} to connect; the request is waiting for an answer`,
      );
    const until = new Date(
      (row.respondedAt ?? row.createdAt).getTime() + L.declinedHoldDays * DAY_MS,
    );
    if (row.requesterId === askerId && until > new Date())
      throw conflict(
        `${name} declined your connection request. You can ask again from ${until.toISOString().slice(0, 10)}.`,
      );
  }

  /** Tells a member something; a failure to tell never undoes what was done. */
  private async tell(input: NotifyInput): Promise<void> {
    try {
      await this.ports.notify(input);
    } catch (err) {
      this.log?.error({ err, key: input.key }, "connection notification failed");
    }
  }

  /** The recipient accepts a request (again is the same answer); the asker is FORBIDDEN. */
  async accept(viewer: Asker, id: string): Promise<ConnectionView> {
    const current = await this.row(id);
    assertRecipient(viewer.id, current);
    if (current.status === "accepted") return viewOf(viewer.id, current);
    const [row] = await sql<Row>(
      this.db,
      `UPDATE connections SET status = 'accepted', responded_at = now()
        WHERE id = $1 AND recipient_id = $2 AND status = 'pending' RETURNING ${COLUMNS}`,
      [id, viewer.id],
    );
    if (!row) return this.accept(viewer, id);
    await this.tell({
      userId: row.requesterId,
      kind: "connection",
      title: `${viewer.fullName} accepted your connection request`,
      body: `You and ${viewer.fullName} are now connected on ISTC Connect.`,
      url: `/user/${viewer.id}`,
      key: `connection-accepted:${row.id}:${row.createdAt.getTime()}`,
    });
    return viewOf(viewer.id, row);
  }

  /** The recipient declines a pending request: its asker cannot ask again for 30 days. */
  async decline(viewerId: string, id: string): Promise<{ id: string; status: ConnectionStatus }> {
    const current = await this.row(id);
    assertRecipient(viewerId, current);
    if (current.status === "accepted")
      throw conflict("You are already connected; remove the connection instead");
    await this.db.query(
      `UPDATE connections SET status = 'declined', responded_at = now()
        WHERE id = $1 AND recipient_id = $2 AND status = 'pending'`,
      [id, viewerId],
    );
    return { id, status: "declined" };
  }

  /** Connects two members (connect-pair.ts), in the caller's transaction when given one. */
  connectPair(a: string, b: string, q: Queryable = this.db): Promise<boolean> {
    return connectPair(q, a, b);
  }

  /** Either member withdraws a request or removes a connection; returns its id. */
  async remove(viewerId: string, id: string): Promise<string> {
    assertParty(viewerId, await this.row(id));
    await this.db.query(
      `DELETE FROM connections WHERE id = $1 AND status <> 'declined'
          AND (requester_id = $2 OR recipient_id = $2)`,
      [id, viewerId],
    );
    return id;
  }

  /** The member's requests (both ways) and connections, newest first; declined ones are not shown. */
  async list(viewerId: string, status?: "pending" | "accepted" | null): Promise<ConnectionView[]> {
    const rows = await sql<Row>(
      this.db,
      `SELECT ${COLUMNS} FROM connections
        WHERE (requester_id = $1 OR recipient_id = $1) AND status = ANY($2::text[])
        ORDER BY created_at DESC, id DESC LIMIT ${L.list}`,
      [viewerId, status ? [status] : ["pending", "accepted"]],
    );
    return rows.map((r) => viewOf(viewerId, r));
  }

  /**
   * A page of the member's requests and connections, newest first: by status, direction, and a
   * name search (the other member's name contains the words, any case).
   */
  async page(
    viewerId: string,
    filter: {
      status?: "pending" | "accepted" | null;
      direction?: ConnectionDirection | null;
      search?: string | null;
    },
    page: PageArgs = {},
  ): Promise<Connection<ConnectionView>> {
    const first = pageSize(page.first, CONNECTION_PAGES);
    const after = page.after ? pageCursor.decode(page.after) : null;
    const search = filter.search ? stripControlCharacters(filter.search).trim() : "";
    if ([...search].length > 100)
      throw badInput("Keep the search to 100 characters or fewer", "search");
    const rows = await sql<Row>(
      this.db,
      `SELECT c.id, c.requester_id AS "requesterId", c.recipient_id AS "recipientId", c.status, c.note,
              c.created_at AS "createdAt", c.responded_at AS "respondedAt"
         FROM connections c
         JOIN users u ON u.id = CASE WHEN c.requester_id = $1 THEN c.recipient_id ELSE c.requester_id END
        WHERE (c.requester_id = $1 OR c.recipient_id = $1) AND c.status = ANY($2::text[])
          AND ($3::text IS NULL OR ($3 = 'outgoing') = (c.requester_id = $1))
          AND ($4::text IS NULL OR u.full_name ILIKE $4)
          AND ($5::timestamptz IS NULL
               OR (date_trunc('milliseconds', c.created_at), c.id) < ($5::timestamptz, $6::uuid))
        ORDER BY date_trunc('milliseconds', c.created_at) DESC, c.id DESC LIMIT $7`,
      [
        viewerId,
        filter.status ? [filter.status] : ["pending", "accepted"],
        filter.direction ?? null,
        search ? likeContains(search) : null,
        after?.[0] ?? null,
        after?.[1] ?? null,
        first + 1,
      ],
    );
    return toConnection(
      rows.map((r) => viewOf(viewerId, r)),
      first,
      (c) => pageCursor.encode([c.createdAt.toISOString(), c.id]),
    );
  }

  /** Where the viewer stands with each of these members, in one statement (a DataLoader's batch). */
  states(viewerId: string, memberIds: readonly string[]): Promise<ViewerConnectionView[]> {
    return viewerStates(this.db, viewerId, memberIds);
  }

  /** A member's page and where the viewer stands with them, in one statement. */
  memberWithState(viewerId: string, memberId: string) {
    return memberWithViewerState(this.db, viewerId, memberId);
  }
}
