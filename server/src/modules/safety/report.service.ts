import type { DataSource } from "typeorm";
import { MESSAGE_LIMITS as L } from "#common/limits";
import { stripControlCharacters } from "#common/text";
import { sql } from "../../db/sql.js";
import { isUuid } from "../../db/sql-values.js";
import { badInput, conflict, notFound, rateLimited } from "../../errors.js";
import { cursorCodec } from "../../paging/cursor.js";
import { pageSize, toConnection, type Connection, type PageArgs } from "../../paging/page.js";
import { describeWait, type RateLimiter } from "../../rate-limits/rate-limiter.js";
import { recordAudit, type AuditActor } from "../admin/audit-log.js";
import { MESSAGE_COLUMNS, messageView, type MessageView } from "../messages/message.repository.js";

export type ReportStatus = "open" | "resolved";
export type ReportAction = "dismiss" | "remove_message" | "suspend_member";

export const REPORT_NOT_FOUND = "Report not found";
export const GIVE_A_REASON = "Say what is wrong (a reason)";
export const REASON_TOO_LONG = "Keep the reason to 1,000 characters or fewer";
/** Reports one member may file in a day. */
const REPORTS_PER_DAY = 30;

export const REPORT_PAGES = {
  defaultSize: 20,
  maxSize: 100,
  message: "first must be from 1 to 100",
};

const cursor = cursorCodec("reports", ["timestamp", "uuid"]);

/** A report as the admins' queue (and its reporter) sees it. */
export interface ReportView {
  id: string;
  status: ReportStatus;
  reason: string;
  createdAt: Date;
  reporterId: string | null;
  reportedUserId: string | null;
  message: MessageView | null;
  action: ReportAction | null;
  resolvedAt: Date | null;
  note: string | null;
}

/** What resolving needs from the admin module: suspending is its unverify action (audit-logged). */
export interface ReportPorts {
  suspend(actor: AuditActor, userId: string): Promise<unknown>;
}

interface Row {
  id: string;
  status: ReportStatus;
  reason: string;
  createdAt: Date;
  reporterId: string | null;
  reportedUserId: string | null;
  action: ReportAction | null;
  resolvedAt: Date | null;
  note: string | null;
  messageId: string | null;
  conversationId: string | null;
  senderId: string | null;
  body: string | null;
  sentAt: Date | null;
  removedAt: Date | null;
}

const COLUMNS = `r.id, r.status, r.reason, r.created_at AS "createdAt", r.reporter_id AS "reporterId",
  r.reported_user_id AS "reportedUserId", r.action, r.resolved_at AS "resolvedAt", r.note,
  m.id AS "messageId", m.conversation_id AS "conversationId", m.sender_id AS "senderId", m.body,
  m.created_at AS "sentAt", m.removed_at AS "removedAt"`;

const viewOf = (r: Row): ReportView => ({
  id: r.id,
  status: r.status,
  reason: r.reason,
  createdAt: r.createdAt,
  reporterId: r.reporterId,
  reportedUserId: r.reportedUserId,
  action: r.action,
  resolvedAt: r.resolvedAt,
  note: r.note,
  message: r.messageId
    ? messageView(
        {
          id: r.messageId,
          conversationId: r.conversationId!,
          senderId: r.senderId!,
          body: r.body!,
          sentAt: r.sentAt!,
          removedAt: r.removedAt,
        },
        null,
      )
    : null,
});

/** A reason or note as stored: control characters out, trimmed, within the limit. */
function cleanText(text: unknown, field: string, required: boolean): string | null {
  if (text == null || text === "") {
    if (required) throw badInput(GIVE_A_REASON, field);
    return null;
  }
  if (typeof text !== "string") throw badInput(`${field} must be text`, field);
  const clean = stripControlCharacters(text).trim();
  if (!clean && required) throw badInput(GIVE_A_REASON, field);
  if ([...clean].length > L.reportReason) throw badInput(REASON_TOO_LONG, field);
  return clean || null;
}

/**
 * Reports of a member or a message to the admins, and the moderation queue: an admin dismisses a
 * report, removes the reported message, or suspends the member (back to pending verification).
 * Every resolution is written to the admin audit log.
 */
export class ReportService {
  constructor(
    private readonly db: DataSource,
    private readonly limiter: RateLimiter,
    private readonly ports: ReportPorts,
  ) {}

  private async row(id: string): Promise<Row | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await sql<Row>(
      this.db,
      `SELECT ${COLUMNS} FROM reports r LEFT JOIN messages m ON m.id = r.message_id WHERE r.id = $1`,
      [id],
    );
    return row;
  }

  /** What is reported: a message of one of the reporter's conversations, or a member. */
  private async subject(
    reporterId: string,
    input: { userId?: string | null; messageId?: string | null },
  ): Promise<{ userId: string; messageId: string | null }> {
    if (input.messageId) {
      const [msg] = isUuid(input.messageId)
        ? await sql<{ senderId: string }>(
            this.db,
            `SELECT m.sender_id AS "senderId" FROM messages m
               JOIN conversation_members cm ON cm.conversation_id = m.conversation_id AND cm.user_id = $2
              WHERE m.id = $1`,
            [input.messageId, reporterId],
          )
        : [];
      if (!msg) throw notFound("Message not found");
      if (msg.senderId === reporterId)
        throw badInput("You can't report your own message", "messageId");
      if (input.userId && input.userId !== msg.senderId)
        throw badInput("The message was sent by another member", "userId");
      return { userId: msg.senderId, messageId: input.messageId };
    }
    if (!input.userId) throw badInput("Say what you report: a member or a message", "userId");
    if (!isUuid(input.userId)) throw notFound("Member not found");
    if (input.userId === reporterId) throw badInput("You can't report yourself", "userId");
    const [user] = await sql<{ id: string }>(this.db, `SELECT id FROM users WHERE id = $1`, [
      input.userId,
    ]);
    if (!user) throw notFound("Member not found");
    return { userId: user.id, messageId: null };
  }

  /** Files a report (the reported member is not told). At most 30 a day per member. */
  async report(
    reporterId: string,
    input: { userId?: string | null; messageId?: string | null; reason: string },
  ): Promise<ReportView> {
    const reason = cleanText(input.reason, "reason", true)!;
    const subject = await this.subject(reporterId, input);
    const limit = await this.limiter.hit(`report:${reporterId}`, REPORTS_PER_DAY, 86_400);
    if (!limit.allowed)
      throw rateLimited(
        `You can send at most ${REPORTS_PER_DAY} reports a day. Please try again in ${describeWait(limit.retryAfterSeconds)}.`,
        limit.retryAfterSeconds,
      );
    const [{ id }] = await sql<{ id: string }>(
      this.db,
      `INSERT INTO reports (reporter_id, reported_user_id, message_id, reason) VALUES ($1, $2, $3, $4)
       RETURNING id`,
      [reporterId, subject.userId, subject.messageId, reason],
    );
    return viewOf((await this.row(id))!);
  }

  /** The queue: reports of a status (open when omitted), newest first. */
  async list(
    status: ReportStatus | null | undefined,
    page: PageArgs = {},
  ): Promise<Connection<ReportView>> {
    const first = pageSize(page.first, REPORT_PAGES);
    const after = page.after ? cursor.decode(page.after) : null;
    const rows = await sql<Row>(
      this.db,
      `SELECT ${COLUMNS} FROM reports r LEFT JOIN messages m ON m.id = r.message_id
        WHERE r.status = $1
          AND ($3::timestamptz IS NULL OR (r.created_at, r.id) < ($3::timestamptz, $4::uuid))
        ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
      [status ?? "open", first + 1, after?.[0] ?? null, after?.[1] ?? null],
    );
    return toConnection(rows.map(viewOf), first, (r) =>
      cursor.encode([r.createdAt.toISOString(), r.id]),
    );
  }

  /** Up to 20 messages of the reported message's conversation around it, oldest first. */
  async context(report: Pick<ReportView, "message">): Promise<MessageView[]> {
    const msg = report.message;
    if (!msg) return [];
    const rows = await sql<Parameters<typeof messageView>[0]>(
      this.db,
      `(SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.conversation_id = $1
          AND (m.created_at, m.id) <= ($2::timestamptz, $3::uuid)
        ORDER BY m.created_at DESC, m.id DESC LIMIT 11)
       UNION ALL
       (SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.conversation_id = $1
          AND (m.created_at, m.id) > ($2::timestamptz, $3::uuid)
        ORDER BY m.created_at, m.id LIMIT 9)`,
      [msg.conversationId, msg.sentAt.toISOString(), msg.id],
    );
    return rows
      .map((r) => messageView(r, null))
      .sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime() || a.id.localeCompare(b.id));
  }

  /** Resolves an open report with an action; CONFLICT when already resolved. Audit-logged. */
  async resolve(
    actor: AuditActor,
    id: string,
    action: ReportAction,
    note?: string | null,
  ): Promise<ReportView> {
    const current = await this.row(id);
    if (!current) throw notFound(REPORT_NOT_FOUND);
    if (current.status === "resolved") throw conflict("This report was already resolved");
    const cleanNote = cleanText(note, "note", false);
    if (action === "remove_message" && !current.messageId)
      throw badInput("This report is about a member, not a message", "action");
    if (action === "suspend_member" && !current.reportedUserId)
      throw badInput("The reported member's account is gone", "action");
    if (action === "suspend_member") await this.ports.suspend(actor, current.reportedUserId!);
    await this.db.transaction(async (m) => {
      const [done] = await sql<{ id: string }>(
        m,
        `UPDATE reports SET status = 'resolved', action = $2, note = $3, resolved_at = now(),
                resolved_by = $4 WHERE id = $1 AND status = 'open' RETURNING id`,
        [id, action, cleanNote, actor.userId],
      );
      if (!done) throw conflict("This report was already resolved");
      if (action === "remove_message")
        await m.query(
          `UPDATE messages SET removed_at = now() WHERE id = $1 AND removed_at IS NULL`,
          [current.messageId],
        );
      const [target] = current.reportedUserId
        ? await sql<{ id: string; fullName: string }>(
            m,
            `SELECT id, full_name AS "fullName" FROM users WHERE id = $1`,
            [current.reportedUserId],
          )
        : [];
      if (target)
        await recordAudit(m, {
          actor,
          action: action === "remove_message" ? "REMOVE_MESSAGE" : "RESOLVE_REPORT",
          target,
          before:
            action === "remove_message"
              ? { reportId: id, messageId: current.messageId, body: current.body }
              : { reportId: id, status: "open" },
          after: {
            reportId: id,
            action,
            note: cleanNote,
            ...(action === "remove_message" ? { removed: true } : {}),
          },
        });
    });
    return viewOf((await this.row(id))!);
  }
}
