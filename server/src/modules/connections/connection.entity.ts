import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from "typeorm";
import { User } from "../users/user.entity.js";

/** Where a connection stands: asked, accepted, or declined (kept 30 days to hold its asker off). */
export type ConnectionStatus = "pending" | "accepted" | "declined";

/**
 * Two members who are connected, or one asking the other. One row per pair, whoever asked
 * (`connections_pair_key` on the unordered pair: the migration owns that expression index).
 */
@Entity("connections")
@Check("connections_status_check", `"status" IN ('pending', 'accepted', 'declined')`)
@Check("connections_not_self_check", `"requester_id" <> "recipient_id"`)
@Index("connections_requester_idx", ["requesterId", "status", "createdAt"])
@Index("connections_recipient_idx", ["recipientId", "status", "createdAt"])
@Index("connections_pair_key", { synchronize: false })
export class Connection {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "connections_pkey" })
  id: string;

  @Column("uuid", { name: "requester_id" })
  requesterId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "requester_id", foreignKeyConstraintName: "connections_requester_id_fkey" })
  requester?: Relation<User>;

  @Column("uuid", { name: "recipient_id" })
  recipientId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "recipient_id", foreignKeyConstraintName: "connections_recipient_id_fkey" })
  recipient?: Relation<User>;

  @Column("text", { default: "pending" })
  status: ConnectionStatus;

  @Column("text", { nullable: true })
  note: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Column("timestamptz", { name: "responded_at", nullable: true })
  respondedAt: Date | null;
}
