import type { DataSource } from "typeorm";
import { sql } from "../../db/sql.js";

/** A message as every list shows it. */
export interface MessageView {
  id: string;
  conversationId: string;
  senderId: string;
  body: string;
  sentAt: Date;
  /** The member it was sent to has read it. */
  seen: boolean;
  removed: boolean;
}

/** A conversation as one of its two members sees it. */
export interface ConversationView {
  id: string;
  otherMemberId: string;
  lastMessage: MessageView | null;
  unreadCount: number;
  updatedAt: Date;
}

/** One member's side of a conversation. */
export interface Membership {
  conversationId: string;
  userId: string;
  otherId: string;
  unreadCount: number;
  lastReadAt: Date | null;
  /** When the other member last read it. */
  otherReadAt: Date | null;
  lastMessageAt: Date;
}

interface MessageRow {
  id: string;
  conversationId: string;
  senderId: string;
  body: string;
  sentAt: Date;
  removedAt: Date | null;
}

export const MESSAGE_COLUMNS = `m.id, m.conversation_id AS "conversationId", m.sender_id AS "senderId",
  m.body, m.created_at AS "sentAt", m.removed_at AS "removedAt"`;

/** The message as shown: its text gone once removed; seen when its recipient read up to it. */
export function messageView(row: MessageRow, recipientReadAt: Date | null): MessageView {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    body: row.removedAt ? "" : row.body,
    sentAt: row.sentAt,
    seen: recipientReadAt !== null && recipientReadAt.getTime() >= row.sentAt.getTime(),
    removed: row.removedAt !== null,
  };
}

/** Both members' read times, so a message's `seen` follows its recipient. */
export function seenBy(m: Pick<Membership, "userId" | "lastReadAt" | "otherReadAt">) {
  return (row: MessageRow) =>
    messageView(row, row.senderId === m.userId ? m.otherReadAt : m.lastReadAt);
}

const MEMBERSHIP = `cm.conversation_id AS "conversationId", cm.user_id AS "userId",
  cm.other_id AS "otherId", cm.unread_count AS "unreadCount", cm.last_read_at AS "lastReadAt",
  o.last_read_at AS "otherReadAt", cm.last_message_at AS "lastMessageAt"`;

/**
 * The statements on conversations and messages. The other member's side is a LEFT JOIN: a member
 * who deleted their account leaves the conversation with the other (AccountService). Every list reads one member's rows of
 * `conversation_members` through its index (user_id, last_message_at DESC) and a thread page reads
 * `messages` through (conversation_id, created_at DESC, id DESC): nothing scans.
 */
export class MessageRepository {
  constructor(private readonly db: DataSource) {}

  async membership(userId: string, conversationId: string): Promise<Membership | undefined> {
    const [row] = await sql<Membership>(
      this.db,
      `SELECT ${MEMBERSHIP} FROM conversation_members cm
         LEFT JOIN conversation_members o ON o.conversation_id = cm.conversation_id AND o.user_id = cm.other_id
        WHERE cm.user_id = $1 AND cm.conversation_id = $2`,
      [userId, conversationId],
    );
    return row;
  }

  async membershipWith(userId: string, otherId: string): Promise<Membership | undefined> {
    const [row] = await sql<Membership>(
      this.db,
      `SELECT ${MEMBERSHIP} FROM conversations c
         JOIN conversation_members cm ON cm.conversation_id = c.id AND cm.user_id = $1
         JOIN conversation_members o ON o.conversation_id = c.id AND o.user_id = $2
        WHERE c.member_a = LEAST($1::uuid, $2::uuid) AND c.member_b = GREATEST($1::uuid, $2::uuid)`,
      [userId, otherId],
    );
    return row;
  }

  /** A page of a member's conversations, newest first, after (time, id) when given. */
  async conversations(
    userId: string,
    limit: number,
    after: readonly [string, string] | null,
  ): Promise<ConversationView[]> {
    // The page of the member's rows first (the index gives them in order, LIMIT stops it), then
    // their conversations, other sides and last messages: 20 lookups, whatever the member's count.
    const rows = await sql<Membership & MessageRow & { messageId: string | null }>(
      this.db,
      `WITH page AS MATERIALIZED (
         SELECT * FROM conversation_members
          WHERE user_id = $1 ${after ? `AND (last_message_at, conversation_id) < ($3::timestamptz, $4::uuid)` : ""}
          ORDER BY last_message_at DESC, conversation_id DESC
          LIMIT $2
       )
       SELECT ${MEMBERSHIP}, m.id AS "messageId", m.conversation_id AS "conversationId",
              m.sender_id AS "senderId", m.body, m.created_at AS "sentAt", m.removed_at AS "removedAt"
         FROM page cm
         JOIN conversations c ON c.id = cm.conversation_id
         LEFT JOIN conversation_members o ON o.user_id = cm.other_id AND o.conversation_id = cm.conversation_id
         LEFT JOIN messages m ON m.id = c.last_message_id
        ORDER BY cm.last_message_at DESC, cm.conversation_id DESC`,
      after ? [userId, limit, after[0], after[1]] : [userId, limit],
    );
    return rows.map((r) => this.conversationView(r));
  }

  async conversation(userId: string, conversationId: string): Promise<ConversationView | null> {
    const m = await this.membership(userId, conversationId);
    if (!m) return null;
    const [last] = await sql<MessageRow>(
      this.db,
      `SELECT ${MESSAGE_COLUMNS} FROM conversations c JOIN messages m ON m.id = c.last_message_id
        WHERE c.id = $1`,
      [conversationId],
    );
    return this.conversationView({ ...m, ...(last ?? {}), messageId: last?.id ?? null });
  }

  private conversationView(
    r: Membership & Partial<MessageRow> & { messageId: string | null },
  ): ConversationView {
    return {
      id: r.conversationId,
      otherMemberId: r.otherId,
      unreadCount: r.unreadCount,
      updatedAt: r.lastMessageAt,
      lastMessage: r.messageId
        ? seenBy(r)({
            id: r.messageId,
            conversationId: r.conversationId,
            senderId: r.senderId!,
            body: r.body!,
            sentAt: r.sentAt!,
            removedAt: r.removedAt ?? null,
          })
        : null,
    };
  }

  /** Messages of a conversation older than (time, id), newest first, at most `limit`. */
  async thread(
    conversationId: string,
    limit: number,
    before: readonly [string, string] | null,
  ): Promise<MessageRow[]> {
    return sql<MessageRow>(
      this.db,
      `SELECT ${MESSAGE_COLUMNS} FROM messages m
        WHERE m.conversation_id = $1
          ${before ? `AND (m.created_at, m.id) < ($3::timestamptz, $4::uuid)` : ""}
        ORDER BY m.created_at DESC, m.id DESC
        LIMIT $2`,
      before ? [conversationId, limit, before[0], before[1]] : [conversationId, limit],
    );
  }

  /** One message with its conversation's two read times, or undefined. */
  async message(id: string): Promise<(MessageRow & { recipientReadAt: Date | null }) | undefined> {
    const [row] = await sql<MessageRow & { recipientReadAt: Date | null }>(
      this.db,
      `SELECT ${MESSAGE_COLUMNS}, r.last_read_at AS "recipientReadAt" FROM messages m
         LEFT JOIN conversation_members r
           ON r.conversation_id = m.conversation_id AND r.other_id = m.sender_id
        WHERE m.id = $1`,
      [id],
    );
    return row;
  }

  /**
   * Stores a message in one statement: the conversation (made on the first message), the message,
   * the conversation's last message, and both members' sides (the recipient's unread count + 1).
   */
  async insert(senderId: string, recipientId: string, body: string): Promise<MessageRow> {
    const [conversation] = await sql<{ id: string }>(
      this.db,
      `INSERT INTO conversations (member_a, member_b) VALUES (LEAST($1::uuid, $2::uuid), GREATEST($1::uuid, $2::uuid))
       ON CONFLICT (member_a, member_b) DO UPDATE SET member_a = EXCLUDED.member_a RETURNING id`,
      [senderId, recipientId],
    );
    const [row] = await sql<MessageRow>(
      this.db,
      `WITH m AS (
         INSERT INTO messages (conversation_id, sender_id, body) VALUES ($1, $2, $4)
         RETURNING id, conversation_id, sender_id, body, created_at, removed_at
       ), c AS (
         UPDATE conversations SET last_message_id = m.id, last_message_at = m.created_at FROM m
          WHERE conversations.id = m.conversation_id
            AND (conversations.last_message_at IS NULL OR conversations.last_message_at <= m.created_at)
       ), s AS (
         INSERT INTO conversation_members (conversation_id, user_id, other_id, last_message_at)
         SELECT m.conversation_id, $2, $3, m.created_at FROM m
         ON CONFLICT (user_id, conversation_id) DO UPDATE
           SET last_message_at = GREATEST(conversation_members.last_message_at, EXCLUDED.last_message_at)
       ), r AS (
         INSERT INTO conversation_members (conversation_id, user_id, other_id, unread_count, last_message_at)
         SELECT m.conversation_id, $3, $2, 1, m.created_at FROM m
         ON CONFLICT (user_id, conversation_id) DO UPDATE
           SET unread_count = conversation_members.unread_count + 1,
               last_message_at = GREATEST(conversation_members.last_message_at, EXCLUDED.last_message_at)
       )
       SELECT m.id, m.conversation_id AS "conversationId", m.sender_id AS "senderId", m.body,
              m.created_at AS "sentAt", m.removed_at AS "removedAt" FROM m`,
      [conversation.id, senderId, recipientId, body],
    );
    return row;
  }

  /**
   * Marks a member's side read up to the conversation's last message; the new read time when it
   * moved (something was unread or unseen), null when nothing changed.
   */
  async markRead(userId: string, conversationId: string): Promise<Date | null> {
    const [row] = await sql<{ lastReadAt: Date }>(
      this.db,
      `UPDATE conversation_members cm SET unread_count = 0, last_read_at = c.last_message_at
         FROM conversations c
        WHERE cm.user_id = $1 AND cm.conversation_id = $2 AND c.id = cm.conversation_id
          AND (cm.unread_count > 0 OR cm.last_read_at IS DISTINCT FROM c.last_message_at)
        RETURNING cm.last_read_at AS "lastReadAt"`,
      [userId, conversationId],
    );
    return row?.lastReadAt ?? null;
  }

  /** Conversations with something unread for the member (a partial index holds only those). */
  async unreadConversations(userId: string): Promise<number> {
    const [row] = await sql<{ n: number }>(
      this.db,
      `SELECT count(*)::int AS n FROM conversation_members WHERE user_id = $1 AND unread_count > 0`,
      [userId],
    );
    return row.n;
  }
}
