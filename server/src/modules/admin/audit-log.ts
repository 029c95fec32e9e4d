import type { EntityManager } from "typeorm";
import { AuditEntry, type AuditAction } from "./audit-entry.entity.js";

/** Who acts: an admin (their id and name) or the system admin of ADMIN_API_KEY (no id). */
export interface AuditActor {
  userId: string | null;
  name: string;
}

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  /** The member the action is about. */
  target: { id: string; fullName: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Writes one row of the admin audit log with `m`, the manager of the transaction that makes the
 * change, so the log and the data never disagree. Every admin action goes through here (the admin
 * service, and a moderator removing a post).
 */
export async function recordAudit(m: EntityManager, record: AuditRecord): Promise<void> {
  const repo = m.getRepository(AuditEntry);
  await repo.save(
    repo.create({
      actorId: record.actor.userId,
      actorName: record.actor.name,
      action: record.action,
      targetId: record.target.id,
      targetName: record.target.fullName,
      before: record.before,
      after: record.after,
    }),
  );
}
