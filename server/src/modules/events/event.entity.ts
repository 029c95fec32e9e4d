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

/** What an event is (REST spells them in lower case). */
export type EventKindValue = "reunion" | "meetup" | "campus" | "online";

/**
 * An event members organise: a batch reunion, a meet-up, a campus day, an online session. Times are
 * instants (timestamptz) with the IANA time zone it is held in; the place is the organiser's text
 * with what the gazetteer reads it as. `sequence` counts the changes a calendar must see (.ics).
 */
@Entity("events")
@Check("events_kind_check", `"kind" IN ('reunion', 'meetup', 'campus', 'online')`)
@Check("events_times_check", `"ends_at" > "starts_at"`)
@Check("events_capacity_check", `"capacity" IS NULL OR "capacity" >= 1`)
@Index("events_starts_idx", ["startsAt", "id"])
@Index("events_organizer_idx", ["organizerId"])
export class EventRecord {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "events_pkey" })
  id: string;

  @Column("uuid", { name: "organizer_id" })
  organizerId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "organizer_id", foreignKeyConstraintName: "events_organizer_id_fkey" })
  organizer?: Relation<User>;

  @Column("text")
  title: string;

  @Column("text")
  description: string;

  @Column("text")
  kind: EventKindValue;

  @Column("timestamptz", { name: "starts_at" })
  startsAt: Date;

  @Column("timestamptz", { name: "ends_at" })
  endsAt: Date;

  @Column("text", { default: "Asia/Kolkata" })
  timezone: string;

  @Column("text", { nullable: true })
  location: string | null;

  @Column("text", { name: "place_name", nullable: true })
  placeName: string | null;

  @Column("text", { name: "place_state", nullable: true })
  placeState: string | null;

  @Column("text", { name: "place_country", nullable: true })
  placeCountry: string | null;

  @Column("double precision", { nullable: true })
  latitude: number | null;

  @Column("double precision", { nullable: true })
  longitude: number | null;

  @Column("text", { name: "online_url", nullable: true })
  onlineUrl: string | null;

  @Column("int", { nullable: true })
  capacity: number | null;

  @Column("int", { name: "audience_batch_year", nullable: true })
  audienceBatchYear: number | null;

  @Column("text", { name: "audience_trade", nullable: true })
  audienceTrade: string | null;

  @Column("timestamptz", { name: "cancelled_at", nullable: true })
  cancelledAt: Date | null;

  @Column("text", { name: "cancel_reason", nullable: true })
  cancelReason: string | null;

  @Column("int", { default: 0 })
  sequence: number;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}

/** A member's answer: going (in order, `waitlisted` beyond capacity), maybe, not going. */
export type RsvpValue = "going" | "maybe" | "not_going";

/** One answer per member and event; `answered_at` orders the waitlist (first come, first in). */
@Entity("event_rsvps")
@Check("event_rsvps_status_check", `"status" IN ('going', 'maybe', 'not_going')`)
@Index("event_rsvps_user_idx", ["userId"])
@Index("event_rsvps_order_idx", ["eventId", "status", "waitlisted", "answeredAt"])
export class EventRsvp {
  @PrimaryColumn("uuid", { name: "event_id", primaryKeyConstraintName: "event_rsvps_pkey" })
  eventId: string;

  @ManyToOne(() => EventRecord, { onDelete: "CASCADE" })
  @JoinColumn({ name: "event_id", foreignKeyConstraintName: "event_rsvps_event_id_fkey" })
  event?: Relation<EventRecord>;

  @PrimaryColumn("uuid", { name: "user_id", primaryKeyConstraintName: "event_rsvps_pkey" })
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id", foreignKeyConstraintName: "event_rsvps_user_id_fkey" })
  user?: Relation<User>;

  @Column("text")
  status: RsvpValue;

  @Column("boolean", { default: false })
  waitlisted: boolean;

  @Column("timestamptz", { name: "answered_at", default: () => "clock_timestamp()" })
  answeredAt: Date;
}

/** A member the organiser lets edit the event with them. */
@Entity("event_co_organizers")
@Index("event_co_organizers_user_idx", ["userId"])
export class EventCoOrganizer {
  @PrimaryColumn("uuid", { name: "event_id", primaryKeyConstraintName: "event_co_organizers_pkey" })
  eventId: string;

  @ManyToOne(() => EventRecord, { onDelete: "CASCADE" })
  @JoinColumn({ name: "event_id", foreignKeyConstraintName: "event_co_organizers_event_id_fkey" })
  event?: Relation<EventRecord>;

  @PrimaryColumn("uuid", { name: "user_id", primaryKeyConstraintName: "event_co_organizers_pkey" })
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id", foreignKeyConstraintName: "event_co_organizers_user_id_fkey" })
  user?: Relation<User>;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}

/**
 * A member's private calendar feed, one per member: the token is an HMAC of `nonce` with the server's
 * secret (so the address can be shown again), and only its hash is looked up; a new nonce revokes.
 */
@Entity("calendar_feeds")
export class CalendarFeedRecord {
  @PrimaryColumn("uuid", { name: "user_id", primaryKeyConstraintName: "calendar_feeds_pkey" })
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id", foreignKeyConstraintName: "calendar_feeds_user_id_fkey" })
  user?: Relation<User>;

  @Column("uuid")
  nonce: string;

  @Index("calendar_feeds_token_hash_key", { unique: true })
  @Column("text", { name: "token_hash" })
  tokenHash: string;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
