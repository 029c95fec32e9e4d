import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Events and reunions (modules/events/, issue 25): events with their time zone, gazetteer place and
 * audience; one RSVP per member and event (the waitlist ordered by `answered_at`); co-organisers;
 * and each member's private calendar feed (its token's hash, and a nonce the token is derived
 * from with the server's secret, so the page can show the address again). Every row cascades with its
 * members and events, so erasing an account takes its events, answers and feed with it.
 */
export class Events1765260000000 implements MigrationInterface {
  name = "Events1765260000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "events" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "organizer_id" uuid NOT NULL,
        "title" text NOT NULL,
        "description" text NOT NULL,
        "kind" text NOT NULL,
        "starts_at" timestamptz NOT NULL,
        "ends_at" timestamptz NOT NULL,
        "timezone" text NOT NULL DEFAULT 'Asia/Kolkata',
        "location" text,
        "place_name" text,
        "place_state" text,
        "place_country" text,
        "latitude" double precision,
        "longitude" double precision,
        "online_url" text,
        "capacity" integer,
        "audience_batch_year" integer,
        "audience_trade" text,
        "cancelled_at" timestamptz,
        "cancel_reason" text,
        "sequence" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "events_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "events_kind_check" CHECK ("kind" IN ('reunion', 'meetup', 'campus', 'online')),
        CONSTRAINT "events_times_check" CHECK ("ends_at" > "starts_at"),
        CONSTRAINT "events_capacity_check" CHECK ("capacity" IS NULL OR "capacity" >= 1),
        CONSTRAINT "events_organizer_id_fkey" FOREIGN KEY ("organizer_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "events_starts_idx" ON "events" ("starts_at", "id")`);
    await q.query(`CREATE INDEX "events_organizer_idx" ON "events" ("organizer_id")`);
    await q.query(`
      CREATE TABLE "event_rsvps" (
        "event_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "status" text NOT NULL,
        "waitlisted" boolean NOT NULL DEFAULT false,
        "answered_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "event_rsvps_pkey" PRIMARY KEY ("event_id", "user_id"),
        CONSTRAINT "event_rsvps_status_check" CHECK ("status" IN ('going', 'maybe', 'not_going')),
        CONSTRAINT "event_rsvps_event_id_fkey" FOREIGN KEY ("event_id")
          REFERENCES "events" ("id") ON DELETE CASCADE,
        CONSTRAINT "event_rsvps_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "event_rsvps_user_idx" ON "event_rsvps" ("user_id")`);
    await q.query(
      `CREATE INDEX "event_rsvps_order_idx" ON "event_rsvps" ("event_id", "status", "waitlisted", "answered_at")`,
    );
    await q.query(`
      CREATE TABLE "event_co_organizers" (
        "event_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "event_co_organizers_pkey" PRIMARY KEY ("event_id", "user_id"),
        CONSTRAINT "event_co_organizers_event_id_fkey" FOREIGN KEY ("event_id")
          REFERENCES "events" ("id") ON DELETE CASCADE,
        CONSTRAINT "event_co_organizers_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "event_co_organizers_user_idx" ON "event_co_organizers" ("user_id")`,
    );
    await q.query(`
      CREATE TABLE "calendar_feeds" (
        "user_id" uuid NOT NULL,
        "nonce" uuid NOT NULL,
        "token_hash" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY ("user_id"),
        CONSTRAINT "calendar_feeds_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" ("token_hash")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "calendar_feeds"`);
    await q.query(`DROP TABLE "event_co_organizers"`);
    await q.query(`DROP TABLE "event_rsvps"`);
    await q.query(`DROP TABLE "events"`);
  }
}
