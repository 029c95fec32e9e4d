import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** What an admin did. Stored as text so a new action needs no migration. */
export type AuditAction =
  | "VERIFY"
  | "UNVERIFY"
  | "CREATE_USER"
  | "PROMOTE"
  | "DEMOTE"
  /** An admin removed someone else's opportunity (target: the poster; after: the reason). */
  | "REMOVE_OPPORTUNITY"
  /** An admin deleted a member's account (target: the id only; after: the reason). */
  | "ERASE_MEMBER"
  /** An admin cancelled someone else's event (target: the organiser; after: the reason). */
  | "CANCEL_EVENT"
  /** An admin removed a reported message (target: its sender; before: the text). */
  | "REMOVE_MESSAGE"
  /** An admin resolved a report (dismissed it, or suspended the member: also UNVERIFY). */
  | "RESOLVE_REPORT"
  /** An admin removed someone else's business (target: its owner; after: the reason). */
  | "REMOVE_BUSINESS";

/**
 * One row per admin action, written in the same transaction as the change it records, so the log
 * and the data never disagree. Names are copied so the log stays readable if an account goes.
 */
@Entity("admin_audit_log")
@Index("admin_audit_log_created_idx", ["createdAt", "id"])
export class AuditEntry {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** The admin; null for the system admin (a script with ADMIN_API_KEY). */
  @Column("uuid", { name: "actor_id", nullable: true })
  actorId: string | null;

  @Column("text", { name: "actor_name" })
  actorName: string;

  @Column("text")
  action: AuditAction;

  @Column("uuid", { name: "target_id", nullable: true })
  targetId: string | null;

  @Column("text", { name: "target_name" })
  targetName: string;

  @Column("jsonb", { nullable: true })
  before: Record<string, unknown> | null;

  @Column("jsonb", { nullable: true })
  after: Record<string, unknown> | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
