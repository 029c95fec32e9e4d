import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  JoinColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from "typeorm";
import { User } from "../users/user.entity.js";

/**
 * A signed-in session, or a personal access token for scripts (kind `token`). The bearer secret
 * itself is never stored, only its SHA-256.
 */
@Entity("sessions")
@Check(
  "sessions_kind_check",
  `(kind = 'session' AND scope IS NULL) OR (kind = 'token' AND scope IN ('read', 'read_write') AND name IS NOT NULL AND token_prefix IS NOT NULL)`,
)
export class Session {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Index("sessions_token_hash_key", { unique: true })
  @Column("text", { name: "token_hash" })
  tokenHash: string;

  @Index("sessions_user_id_idx")
  @Column("uuid", { name: "user_id" })
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user: Relation<User>;

  @Column("timestamptz", { name: "expires_at" })
  expiresAt: Date;

  @Column("timestamptz", { name: "revoked_at", nullable: true })
  revokedAt: Date | null;

  /** `session` (a sign-in) or `token` (a personal access token for scripts). */
  @Column("text", { default: "session" })
  kind: "session" | "token";

  /** A token's name, chosen by its member. */
  @Column("text", { nullable: true })
  name: string | null;

  /** A token's scope: `read` or `read_write`; null for sessions (which may do everything). */
  @Column("text", { nullable: true })
  scope: "read" | "read_write" | null;

  /** The first characters of a token, shown in the list so its owner can tell tokens apart. */
  @Column("text", { name: "token_prefix", nullable: true })
  tokenPrefix: string | null;

  /** The browser or device that signed in (its User-Agent, at most 512 characters); null for tokens. */
  @Column("text", { name: "user_agent", nullable: true })
  userAgent: string | null;

  @Column("timestamptz", { name: "last_used_at", nullable: true })
  lastUsedAt: Date | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
