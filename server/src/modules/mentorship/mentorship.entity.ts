import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import { User } from "../users/user.entity.js";

/** Where a mentorship request stands (REST spells them so; GraphQL in capitals). */
export type MentorshipStatusValue = "pending" | "active" | "declined" | "withdrawn" | "ended";

/**
 * A member's offer to mentor: the topics, how many mentees at once, availability and languages.
 * `is_mentor` false keeps the profile but stops mentoring; `paused` holds new requests off.
 */
@Entity("mentor_profiles")
@Check("mentor_profiles_capacity_check", `"capacity" BETWEEN 1 AND 20`)
export class MentorProfileRecord {
  @PrimaryColumn("uuid", { name: "user_id", primaryKeyConstraintName: "mentor_profiles_pkey" })
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id", foreignKeyConstraintName: "mentor_profiles_user_id_fkey" })
  user?: Relation<User>;

  @Column("boolean", { name: "is_mentor", default: true })
  isMentor: boolean;

  @Column("boolean", { default: false })
  paused: boolean;

  @Column("text", { array: true, default: () => "'{}'" })
  topics: string[];

  @Column("int")
  capacity: number;

  @Column("text", { nullable: true })
  availability: string | null;

  @Column("text", { array: true, default: () => "'{}'" })
  languages: string[];

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}

/**
 * A mentee's request to a mentor and, once accepted, the mentorship. At most one open (pending or
 * active) per pair (`mentorship_requests_open_key`, a partial unique index the migration owns).
 * The mentee's feedback (after it ended) is kept here, seen only by admins.
 */
@Entity("mentorship_requests")
@Check(
  "mentorship_requests_status_check",
  `"status" IN ('pending', 'active', 'declined', 'withdrawn', 'ended')`,
)
@Check("mentorship_requests_not_self_check", `"mentor_id" <> "mentee_id"`)
@Check(
  "mentorship_requests_rating_check",
  `"feedback_rating" IS NULL OR "feedback_rating" BETWEEN 1 AND 5`,
)
@Index("mentorship_requests_mentor_idx", ["mentorId", "status"])
@Index("mentorship_requests_mentee_idx", ["menteeId", "status"])
@Index("mentorship_requests_open_key", { synchronize: false })
export class MentorshipRequestRecord {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "mentorship_requests_pkey" })
  id: string;

  @Column("uuid", { name: "mentor_id" })
  mentorId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "mentor_id", foreignKeyConstraintName: "mentorship_requests_mentor_id_fkey" })
  mentor?: Relation<User>;

  @Column("uuid", { name: "mentee_id" })
  menteeId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "mentee_id", foreignKeyConstraintName: "mentorship_requests_mentee_id_fkey" })
  mentee?: Relation<User>;

  @Column("text")
  goal: string;

  @Column("text", { default: "pending" })
  status: MentorshipStatusValue;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Column("timestamptz", { name: "answered_at", nullable: true })
  answeredAt: Date | null;

  @Column("timestamptz", { name: "ended_at", nullable: true })
  endedAt: Date | null;

  @Column("int", { name: "feedback_rating", nullable: true })
  feedbackRating: number | null;

  @Column("text", { name: "feedback_note", nullable: true })
  feedbackNote: string | null;

  @Column("timestamptz", { name: "feedback_at", nullable: true })
  feedbackAt: Date | null;
}
