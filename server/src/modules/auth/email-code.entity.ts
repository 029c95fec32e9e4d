import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** A sign-in code sent by e-mail. Only a keyed hash (HMAC-SHA256) of the code is stored. */
@Entity("email_codes")
@Index("email_codes_email_created_idx", ["email", "createdAt"])
@Index("email_codes_mailbox_created_idx", ["mailbox", "createdAt"])
export class EmailCode {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** The normalised address the code was sent to (and that the account gets). */
  @Column("text")
  email: string;

  /** The mailbox it reaches (common/email.ts `mailboxKey`): the per-address limits count by it. */
  @Column("text")
  mailbox: string;

  @Column("text", { name: "code_hash" })
  codeHash: string;

  /** The name given with the request; used only when the account is created at verification. */
  @Column("text", { name: "full_name", nullable: true })
  fullName: string | null;

  @Column("integer", { default: 0 })
  attempts: number;

  @Column("timestamptz", { name: "expires_at" })
  expiresAt: Date;

  /** Set when the code was used, replaced by a newer code, or voided after too many wrong tries. */
  @Column("timestamptz", { name: "consumed_at", nullable: true })
  consumedAt: Date | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
