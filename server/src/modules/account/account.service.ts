import type { DataSource, EntityManager } from "typeorm";
import type { Logger } from "../../logger.js";
import { ACCOUNT_DELETION } from "#common/limits";
import { sql } from "../../db/sql.js";
import { isUuid } from "../../db/sql-values.js";
import { badInput, conflict, forbidden, notFound } from "../../errors.js";
import { recordAudit, type AuditActor } from "../admin/audit-log.js";
import type { SessionService } from "../auth/session.service.js";
import { isAdmin } from "../users/user.policy.js";
import { DELETED_MEMBER, EXPORT_KEYS, type ExportKey } from "./member-data.js";
import { EXPORT_SECTIONS } from "./export-sections.js";
import { SessionInfo } from "./account.types.js";
import { deviceLabel } from "./device-label.js";

interface SessionRow {
  id: string;
  created_at: Date;
  last_seen_at: Date;
  user_agent: string | null;
}

export const LAST_ADMIN_ERASE_MESSAGE =
  "You are the last admin: make another member an admin before deleting your account";
export const CONFIRMATION_MESSAGE = `Type ${ACCOUNT_DELETION.confirmation} to delete your account`;

/**
 * What another module does when a member is erased: called before the erasure's transaction (to
 * read what it will need), it may answer a step to run once the erasure is committed (e.g. events
 * tell their attendees). Never writes inside the transaction. Registered in services.ts.
 */
export type ErasureHook = (userId: string) => Promise<(() => Promise<void>) | void>;

/** Who erases: the member themselves, or an admin (the system admin of ADMIN_API_KEY has no id). */
export type Eraser = { kind: "self" } | { kind: "admin"; actor: AuditActor; reason: string };

interface ErasedRow {
  id: string;
  email: string;
  is_admin: boolean;
  is_verified: boolean;
}

/**
 * A member's own data: everything stored about them as one JSON document, and erasure of the
 * account (DPDP Act 2023 and GDPR rights). Where the data lives is `member-data.ts`.
 */
export class AccountService {
  constructor(
    private readonly db: DataSource,
    private readonly sessions: SessionService,
    private readonly adminEmails: readonly string[],
    private readonly hooks: readonly ErasureHook[] = [],
    private readonly log?: Logger,
  ) {}

  /** The member's signed-in sessions (not API tokens) that are live, the last seen first. */
  async listSessions(userId: string, currentSessionId: string): Promise<SessionInfo[]> {
    const rows = await sql<SessionRow>(
      this.db,
      `SELECT id, created_at, coalesce(last_used_at, created_at) AS last_seen_at, user_agent
       FROM sessions
       WHERE user_id = $1 AND kind = 'session' AND revoked_at IS NULL AND expires_at > now()
       ORDER BY (id = $2) DESC, last_seen_at DESC, id
       LIMIT 200`,
      [userId, currentSessionId],
    );
    return rows.map((r) =>
      Object.assign(new SessionInfo(), {
        id: r.id,
        createdAt: r.created_at,
        lastSeenAt: r.last_seen_at,
        userAgent: r.user_agent,
        device: deviceLabel(r.user_agent),
        current: r.id === currentSessionId,
      }),
    );
  }

  /** Signs one of the member's sessions out; another member's (or an unknown) id is NOT_FOUND. */
  async revokeSession(userId: string, sessionId: string): Promise<string> {
    const rows = isUuid(sessionId)
      ? await sql<{ id: string }>(
          this.db,
          `SELECT id FROM sessions WHERE id = $1 AND user_id = $2 AND kind = 'session'
             AND revoked_at IS NULL AND expires_at > now()`,
          [sessionId, userId],
        )
      : [];
    if (!rows[0]) throw notFound("Session not found");
    await this.sessions.revoke(sessionId);
    return sessionId;
  }

  /** Signs out every session of the member but `currentSessionId`; answers how many ended. */
  async revokeOtherSessions(userId: string, currentSessionId: string): Promise<number> {
    const rows = await sql<{ id: string }>(
      this.db,
      `SELECT id FROM sessions WHERE user_id = $1 AND kind = 'session' AND id <> $2
         AND revoked_at IS NULL AND expires_at > now()`,
      [userId, currentSessionId],
    );
    for (const { id } of rows) await this.sessions.revoke(id);
    return rows.length;
  }

  /** Every key of EXPORT_KEYS: the profile an object, every other kind a list (empty when none). */
  async export(userId: string): Promise<Record<string, unknown>> {
    const out = {} as Record<ExportKey, unknown>;
    for (const key of EXPORT_KEYS) {
      const rows = await sql<{ row: unknown }>(this.db, EXPORT_SECTIONS[key], [userId]);
      out[key] = key === "profile" ? (rows[0]?.row ?? null) : rows.map((r) => r.row);
    }
    if (!out.profile) throw notFound("User not found");
    return { exported_at: new Date().toISOString(), ...out };
  }

  /** A member deletes their own account, having typed the confirmation. */
  async deleteOwn(userId: string, confirmation: string): Promise<void> {
    if (confirmation.trim() !== ACCOUNT_DELETION.confirmation) {
      throw badInput(CONFIRMATION_MESSAGE, "confirm");
    }
    await this.erase(userId, { kind: "self" });
  }

  /** An admin erases a member, with a reason written to the audit log. */
  async eraseByAdmin(userId: string, actor: AuditActor, rawReason: string): Promise<string> {
    const reason = rawReason.trim().replace(/\s+/g, " ");
    if (!reason) throw badInput("Give a reason for deleting this account", "reason");
    if (reason.length > ACCOUNT_DELETION.reason) {
      throw badInput(`Keep the reason to ${ACCOUNT_DELETION.reason} characters or fewer`, "reason");
    }
    if (actor.userId === userId) {
      throw forbidden("Delete your own account from Settings, Account");
    }
    await this.erase(userId, { kind: "admin", actor, reason });
    return userId;
  }

  /**
   * The account goes at once, in one transaction: the other modules' hooks, the audit log keeps
   * the actions with the member's id only, then the member's row and with it (foreign keys)
   * sessions, tokens, profile, photo, search entry, saved searches, notifications, connections and
   * opportunities. Sessions end on the very next request: the database notifies every copy's viewer
   * cache of the deleted rows. The same e-mail may later sign up as a new member.
   */
  private async erase(userId: string, by: Eraser): Promise<void> {
    if (!isUuid(userId)) throw notFound("User not found");
    const afterwards: (() => Promise<void>)[] = [];
    for (const hook of this.hooks) {
      const step = await hook(userId);
      if (step) afterwards.push(step);
    }
    await this.db.transaction(async (m) => {
      // Role changes and erasures are serialised, so two admins cannot both leave at once.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('admin-roles'))`);
      const [user] = await sql<ErasedRow>(
        m,
        `SELECT id, email, is_admin, is_verified FROM users WHERE id = $1 FOR UPDATE`,
        [userId],
      );
      if (!user) throw notFound("User not found");
      const roles = { isAdminFlag: user.is_admin, isVerified: user.is_verified, email: user.email };
      if (isAdmin(roles, this.adminEmails)) {
        const [{ others }] = await sql<{ others: number }>(
          m,
          `SELECT count(*)::int AS others FROM users WHERE id <> $1 AND (is_admin OR email = ANY($2))`,
          [userId, this.adminEmails],
        );
        if (others === 0) throw conflict(LAST_ADMIN_ERASE_MESSAGE);
      }
      await this.anonymiseAuditLog(m, userId);
      if (by.kind === "admin") {
        await recordAudit(m, {
          actor: by.actor,
          action: "ERASE_MEMBER",
          target: { id: userId, fullName: DELETED_MEMBER },
          before: null,
          after: { erased: true, reason: by.reason },
        });
      }
      await m.query(`DELETE FROM email_codes WHERE email = $1`, [user.email]);
      await m.query(`DELETE FROM users WHERE id = $1`, [userId]);
      // Their conversations stay with the other member; one nobody is left in goes.
      await m.query(
        `DELETE FROM conversations c WHERE $1 IN (c.member_a, c.member_b)
           AND NOT EXISTS (SELECT 1 FROM conversation_members cm WHERE cm.conversation_id = c.id)`,
        [userId],
      );
    });
    // The account is gone whatever these do; a failure is logged, not the erasure's answer.
    for (const step of afterwards)
      await step().catch((err) => this.log?.warn({ err }, "after erasure"));
  }

  /** Names and personal values out of the log; the actions, their dates and the id stay. */
  private async anonymiseAuditLog(m: EntityManager, userId: string): Promise<void> {
    const keep = (column: string) =>
      `(SELECT jsonb_object_agg(key, value) FROM jsonb_each(${column})
        WHERE jsonb_typeof(value) IN ('boolean', 'null', 'number') OR key = 'reason')`;
    await m.query(
      `UPDATE admin_audit_log SET target_name = $2, before = ${keep("before")}, after = ${keep("after")}
       WHERE target_id = $1`,
      [userId, DELETED_MEMBER],
    );
    await m.query(`UPDATE admin_audit_log SET actor_name = $2 WHERE actor_id = $1`, [
      userId,
      DELETED_MEMBER,
    ]);
  }
}
