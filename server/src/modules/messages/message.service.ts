import type { DataSource } from "typeorm";
import { MESSAGE_LIMITS as L } from "#common/limits";
import { stripControlCharacters } from "#common/text";
import { sql } from "../../db/sql.js";
import { isUuid } from "../../db/sql-values.js";
import { badInput, forbidden, notFound, rateLimited } from "../../errors.js";
import type { Logger } from "../../logger.js";
import { cursorCodec } from "../../paging/cursor.js";
import { pageSize, toConnection, type Connection, type PageArgs } from "../../paging/page.js";
import { describeWait, type RateLimiter } from "../../rate-limits/rate-limiter.js";
import type { NotifyInput } from "../notifications/notification.service.js";
import type { MessageEventBus, MessageNote } from "./message-events.js";
import {
  MessageRepository,
  messageView,
  seenBy,
  type ConversationView,
  type MessageView,
} from "./message.repository.js";
import type { MessagePresence } from "./message-presence.js";

export type { ConversationView, MessageView };

export const CONVERSATION_NOT_FOUND = "Conversation not found";
export const MEMBER_NOT_FOUND = "Member not found";
export const WRITE_A_MESSAGE = "Write a message";
export const MESSAGE_TOO_LONG = "Keep the message to 2,000 characters or fewer";
export const NOT_CONNECTED = "You can message only members you are connected with";

/** Conversations per page of the list. */
export const CONVERSATION_PAGES = {
  defaultSize: 20,
  maxSize: 50,
  message: "first must be from 1 to 50",
};
/** Messages per page of a thread. */
export const THREAD_PAGES = {
  defaultSize: 30,
  maxSize: 100,
  message: "limit must be from 1 to 100",
};

/** A notice per conversation per this window (its e-mail at most once in it). */
const NOTICE_WINDOW_MS = 15 * 60_000;

const conversationCursor = cursorCodec("conversations", ["timestamp", "uuid"]);
const threadCursor = cursorCodec("messages", ["timestamp", "uuid"]);

/** A thread's `before` cursor, or BAD_USER_INPUT on `before`. */
function decodeBefore(before: string): readonly [string, string] {
  try {
    return threadCursor.decode(before);
  } catch {
    throw badInput("Invalid page cursor: pass the before of the previous page", "before");
  }
}

/** A page of a thread: oldest first, with the cursor of the older page. */
export interface MessagePageView {
  messages: MessageView[];
  hasMore: boolean;
  before: string | null;
}

/** What the subscription delivers. */
export interface MessageEventView {
  kind: "MESSAGE" | "SEEN";
  conversationId: string;
  message: MessageView | null;
  seenAt: Date | null;
  readerId: string | null;
}

export interface MessagePorts {
  notify(input: NotifyInput): Promise<unknown>;
  /** Whether either member blocked the other. */
  blockedBetween(a: string, b: string): Promise<boolean>;
}

type Sender = { id: string; fullName: string };

/** The text as stored: control characters out, trimmed; blank or too long is BAD_USER_INPUT. */
export function cleanBody(body: unknown): string {
  if (typeof body !== "string") throw badInput(WRITE_A_MESSAGE, "body");
  const text = stripControlCharacters(body).trim();
  if (!text) throw badInput(WRITE_A_MESSAGE, "body");
  if ([...text].length > L.body) throw badInput(MESSAGE_TOO_LONG, "body");
  return text;
}

/**
 * Private messages between connected members: conversations (one per pair, made by the first
 * message), unread counts kept per member, "seen", paging back through a thread, the send rate
 * limit, the recipient's notice, and the events of the subscription (message-events.ts).
 */
export class MessageService {
  readonly repo: MessageRepository;

  constructor(
    private readonly db: DataSource,
    private readonly limiter: RateLimiter,
    readonly events: MessageEventBus,
    readonly presence: MessagePresence,
    private readonly ports: MessagePorts,
    private readonly log?: Logger,
  ) {
    this.repo = new MessageRepository(db);
  }

  /** The viewer's side of a conversation, or NOT_FOUND (another's, unknown, malformed). */
  private async member(viewerId: string, conversationId: string) {
    const m = isUuid(conversationId)
      ? await this.repo.membership(viewerId, conversationId)
      : undefined;
    if (!m) throw notFound(CONVERSATION_NOT_FOUND);
    return m;
  }

  async assertMember(viewerId: string, conversationId: string): Promise<void> {
    await this.member(viewerId, conversationId);
  }

  /** The viewer's conversations, newest first. */
  async conversations(
    viewerId: string,
    page: PageArgs = {},
  ): Promise<Connection<ConversationView>> {
    const first = pageSize(page.first, CONVERSATION_PAGES);
    const after = page.after ? conversationCursor.decode(page.after) : null;
    const rows = await this.repo.conversations(viewerId, first + 1, after);
    return toConnection(rows, first, (c) =>
      conversationCursor.encode([c.updatedAt.toISOString(), c.id]),
    );
  }

  async conversation(viewerId: string, id: string): Promise<ConversationView> {
    const view = isUuid(id) ? await this.repo.conversation(viewerId, id) : null;
    if (!view) throw notFound(CONVERSATION_NOT_FOUND);
    return view;
  }

  /** The conversation with a member, or null when none has begun (NOT_FOUND for a malformed id). */
  async conversationWith(viewerId: string, userId: string): Promise<ConversationView | null> {
    if (!isUuid(userId)) throw notFound(MEMBER_NOT_FOUND);
    const m = await this.repo.membershipWith(viewerId, userId);
    return m ? this.repo.conversation(viewerId, m.conversationId) : null;
  }

  /** A page of a thread, oldest first; `before` is the previous page's cursor. */
  async messages(
    viewerId: string,
    conversationId: string,
    args: { before?: string | null; limit?: number | null },
  ): Promise<MessagePageView> {
    const m = await this.member(viewerId, conversationId);
    const limit = pageSize(args.limit, THREAD_PAGES);
    const before = args.before ? decodeBefore(args.before) : null;
    const rows = await this.repo.thread(conversationId, limit + 1, before);
    const page = rows.slice(0, limit);
    const hasMore = rows.length > limit;
    const oldest = page[page.length - 1];
    return {
      messages: page.map(seenBy(m)).reverse(),
      hasMore,
      before:
        hasMore && oldest ? threadCursor.encode([oldest.sentAt.toISOString(), oldest.id]) : null,
    };
  }

  async unreadConversationCount(viewerId: string): Promise<number> {
    return this.repo.unreadConversations(viewerId);
  }

  /** Whom a message goes to: the other member of the conversation, or the member named. */
  private async recipient(
    sender: Sender,
    input: { toUserId?: string | null; conversationId?: string | null },
  ): Promise<{ id: string; fullName: string }> {
    const { toUserId, conversationId } = input;
    if (!toUserId === !conversationId)
      throw badInput(
        "Say whom to write to: toUserId or conversationId, one of the two",
        "toUserId",
      );
    let id: string;
    if (conversationId) id = (await this.member(sender.id, conversationId)).otherId;
    else {
      if (!isUuid(toUserId)) throw notFound(MEMBER_NOT_FOUND);
      if (toUserId === sender.id) throw badInput("You can't message yourself", "toUserId");
      id = toUserId!;
    }
    const [member] = await sql<{ id: string; fullName: string; connected: boolean }>(
      this.db,
      `SELECT u.id, u.full_name AS "fullName", EXISTS (
          SELECT 1 FROM connections c WHERE c.status = 'accepted'
             AND LEAST(c.requester_id, c.recipient_id) = LEAST($1::uuid, $2::uuid)
             AND GREATEST(c.requester_id, c.recipient_id) = GREATEST($1::uuid, $2::uuid)
        ) AS connected
         FROM users u WHERE u.id = $2`,
      [sender.id, id],
    );
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    if (!member.connected || (await this.ports.blockedBetween(sender.id, id)))
      throw forbidden(NOT_CONNECTED);
    return member;
  }

  /**
   * Sends a message to a connection: FORBIDDEN unless connected (and neither blocked the other),
   * at most MESSAGE_LIMITS.perMinute a minute (RATE_LIMITED). The recipient hears of it live and
   * through a notice (one per conversation per 15 minutes, e-mailed only when they are away).
   */
  async send(
    sender: Sender,
    input: { toUserId?: string | null; conversationId?: string | null; body: string },
  ): Promise<MessageView> {
    const body = cleanBody(input.body);
    const to = await this.recipient(sender, input);
    const limit = await this.limiter.hit(`message:${sender.id}`, L.perMinute, 60);
    if (!limit.allowed)
      throw rateLimited(
        `You can send at most ${L.perMinute} messages a minute. Please try again in ${describeWait(limit.retryAfterSeconds)}.`,
        limit.retryAfterSeconds,
      );
    const row = await this.repo.insert(sender.id, to.id, body);
    const message = messageView(row, null);
    await this.events.publish({
      kind: "MESSAGE",
      conversationId: message.conversationId,
      memberIds: [sender.id, to.id],
      messageId: message.id,
    });
    await this.tell(sender, to.id, message);
    return message;
  }

  /** The recipient's notice: in-app, and e-mailed only when they have no open socket. */
  private async tell(sender: Sender, toId: string, message: MessageView): Promise<void> {
    try {
      const away = !(await this.presence.isOnline(toId));
      const window = Math.floor(message.sentAt.getTime() / NOTICE_WINDOW_MS);
      const preview = [...message.body].slice(0, 200).join("");
      await this.ports.notify({
        userId: toId,
        kind: "message",
        title: `New message from ${sender.fullName}`,
        body: preview,
        url: `/messages/${message.conversationId}`,
        key: `message:${message.conversationId}:${window}`,
        emailAtMost: away ? "instant" : "off",
      });
    } catch (err) {
      this.log?.error({ err }, "message notification failed");
    }
  }

  /** Marks the conversation read for the viewer; the other member's screen shows "seen". */
  async markRead(viewerId: string, conversationId: string): Promise<ConversationView> {
    const m = await this.member(viewerId, conversationId);
    const seenAt = await this.repo.markRead(viewerId, conversationId);
    if (seenAt)
      await this.events.publish({
        kind: "SEEN",
        conversationId,
        memberIds: [viewerId, m.otherId],
        readerId: viewerId,
        seenAt: seenAt.toISOString(),
      });
    return this.conversation(viewerId, conversationId);
  }

  /** The viewer's events (of one conversation when given: NOT_FOUND unless theirs). */
  async subscribe(
    viewerId: string,
    conversationId: string | null,
  ): Promise<AsyncIterableIterator<MessageEventView>> {
    if (conversationId) await this.member(viewerId, conversationId);
    return this.events.subscribe(viewerId, conversationId, (note) => this.eventOf(note));
  }

  /** A note as its subscribers see it: the message loaded (once per note and subscriber). */
  private async eventOf(note: MessageNote): Promise<MessageEventView | null> {
    if (note.kind === "SEEN")
      return {
        kind: "SEEN",
        conversationId: note.conversationId,
        message: null,
        seenAt: note.seenAt ? new Date(note.seenAt) : null,
        readerId: note.readerId ?? null,
      };
    if (!note.messageId || !isUuid(note.messageId)) return null;
    const row = await this.repo.message(note.messageId);
    if (!row) return null;
    return {
      kind: "MESSAGE",
      conversationId: row.conversationId,
      message: messageView(row, row.recipientReadAt),
      seenAt: null,
      readerId: null,
    };
  }
}
