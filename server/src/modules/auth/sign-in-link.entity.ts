import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from "typeorm";
import { User } from "../users/user.entity.js";

/**
 * A one-time sign-in link, e-mailed when code sign-in is paused for a mailbox: it signs the
 * account in despite the pause, once, within 30 minutes, and only for the mailbox it was sent to.
 * Only the token's SHA-256 is stored.
 */
@Entity("sign_in_links")
export class SignInLink {
  @PrimaryColumn("text", { name: "token_hash", primaryKeyConstraintName: "PK_sign_in_links" })
  tokenHash: string;

  @Column("uuid", { name: "user_id" })
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id", foreignKeyConstraintName: "FK_sign_in_links_user" })
  user: Relation<User>;

  /** The mailbox (common/email.ts `mailboxKey`) the link was sent to: it works only for that one. */
  @Column("text")
  mailbox: string;

  @Index("sign_in_links_expires_idx")
  @Column("timestamptz", { name: "expires_at" })
  expiresAt: Date;

  /** Set when the link was used: it works once. */
  @Column("timestamptz", { name: "used_at", nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
