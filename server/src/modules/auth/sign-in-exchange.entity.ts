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
 * A one-time code that a browser trades for a session after a redirect sign-in (Google), so the
 * session token itself never travels in a URL. Only the code's SHA-256 is stored; it lives 60 s and
 * works only with the cookie of the browser that finished the flow.
 */
@Entity("sign_in_exchanges")
export class SignInExchange {
  @PrimaryColumn("text", { name: "code_hash", primaryKeyConstraintName: "PK_sign_in_exchanges" })
  codeHash: string;

  @Column("uuid", { name: "user_id" })
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id", foreignKeyConstraintName: "FK_sign_in_exchanges_user" })
  user: Relation<User>;

  /** SHA-256 of the HttpOnly cookie set on the browser that finished the flow: only it can trade. */
  @Column("text", { name: "binding_hash" })
  bindingHash: string;

  @Column("boolean", { name: "is_new_user" })
  isNewUser: boolean;

  @Index("sign_in_exchanges_expires_idx")
  @Column("timestamptz", { name: "expires_at" })
  expiresAt: Date;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
