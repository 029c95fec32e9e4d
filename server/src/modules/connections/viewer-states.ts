import type { DataSource } from "typeorm";
import { rows } from "../../db/sql.js";
import { isUuid } from "../../db/sql-values.js";
import { notFound } from "../../errors.js";
import { splitUser, userColumns } from "../users/member-rows.js";
import type { User } from "../users/user.entity.js";

/** Where the viewer stands with another member (the member page's button). */
export type ConnectionState = "NONE" | "REQUEST_SENT" | "REQUEST_RECEIVED" | "CONNECTED";

export interface ViewerConnectionView {
  state: ConnectionState;
  /** The request's or connection's id; null for NONE. */
  connectionId: string | null;
  /** The viewer blocked the member (member_blocks, read in the same statement). */
  viewerBlocked?: boolean;
  /** The member blocked the viewer (never shown to the viewer). */
  blockedViewer?: boolean;
}

/** The pair's connection as the state needs it (declined ones are read as none). */
interface PairConnection {
  id: string;
  requesterId: string;
  status: string;
}

/** The view of one pair: its connection (at most one per pair, migration 1765240000000) and blocks. */
function stateOf(
  viewerId: string,
  c: PairConnection | undefined,
  viewerBlocked: boolean,
  blockedViewer: boolean,
): ViewerConnectionView {
  if (!c) return { state: "NONE", connectionId: null, viewerBlocked, blockedViewer };
  const state: ConnectionState =
    c.status === "accepted"
      ? "CONNECTED"
      : c.requesterId === viewerId
        ? "REQUEST_SENT"
        : "REQUEST_RECEIVED";
  return { state, connectionId: c.id, viewerBlocked, blockedViewer };
}

type StateRow = PairConnection & { kind: "c" | "b"; recipientId: string };

/** Where the viewer stands with each member, in one statement (a DataLoader's batch). */
export async function viewerStates(
  db: DataSource,
  viewerId: string,
  memberIds: readonly string[],
): Promise<ViewerConnectionView[]> {
  const ids = memberIds.filter((m) => isUuid(m));
  // Connections and blocks (modules/safety) in one statement: the member page's buttons.
  const found = ids.length
    ? await rows<StateRow>(
        db,
        `SELECT 'c' AS kind, id, requester_id AS "requesterId", recipient_id AS "recipientId", status
           FROM connections
          WHERE status <> 'declined'
            AND ((requester_id = $1 AND recipient_id = ANY($2::uuid[]))
              OR (recipient_id = $1 AND requester_id = ANY($2::uuid[])))
         UNION ALL
         SELECT 'b', NULL::uuid, blocker_id, blocked_id, 'blocked'
           FROM member_blocks
          WHERE (blocker_id = $1 AND blocked_id = ANY($2::uuid[]))
             OR (blocked_id = $1 AND blocker_id = ANY($2::uuid[]))`,
        [viewerId, ids],
      )
    : [];
  const byMember = new Map(
    found
      .filter((r) => r.kind === "c")
      .map((r) => [r.requesterId === viewerId ? r.recipientId : r.requesterId, r]),
  );
  const blocks = found.filter((r) => r.kind === "b");
  return memberIds.map((memberId) =>
    stateOf(
      viewerId,
      byMember.get(memberId),
      blocks.some((b) => b.requesterId === viewerId && b.recipientId === memberId),
      blocks.some((b) => b.recipientId === viewerId && b.requesterId === memberId),
    ),
  );
}

/**
 * A member's page in one statement: the member's row (member-rows.ts) and where the viewer stands
 * with them (the same rule as viewerStates), so the page's buttons cost no second statement.
 * Unknown and malformed ids are both "User not found", as UserService.getMember.
 */
export async function memberWithViewerState(
  db: DataSource,
  viewerId: string,
  memberId: string,
): Promise<{ member: User; view: ViewerConnectionView }> {
  const [row] = isUuid(memberId)
    ? await rows<Record<string, unknown>>(
        db,
        `SELECT ${userColumns(db, "u", MEMBER)},
                c.id AS "id", c.requester_id AS "requesterId", c.status AS "status",
                EXISTS (SELECT 1 FROM member_blocks b WHERE b.blocker_id = $1 AND b.blocked_id = u.id)
                  AS "viewerBlocked",
                EXISTS (SELECT 1 FROM member_blocks b WHERE b.blocker_id = u.id AND b.blocked_id = $1)
                  AS "blockedViewer"
           FROM users u
           LEFT JOIN connections c ON c.status <> 'declined'
            AND ((c.requester_id = $1 AND c.recipient_id = u.id)
              OR (c.recipient_id = $1 AND c.requester_id = u.id))
          WHERE u.id = $2`,
        [viewerId, memberId],
      )
    : [];
  if (!row) throw notFound("User not found");
  const { rest, user } = splitUser<
    PairConnection & { id: string | null; viewerBlocked: boolean; blockedViewer: boolean }
  >(row, MEMBER);
  const view = stateOf(
    viewerId,
    rest.id ? rest : undefined,
    rest.viewerBlocked,
    rest.blockedViewer,
  );
  return { member: user!, view };
}

/** The prefix of the member's columns beside the pair's (memberWithViewerState). */
const MEMBER = "m.";
