import type { MigrationInterface, QueryRunner } from "typeorm";

const KINDS_BEFORE = `'saved_search', 'verified', 'opportunities', 'pending_members', 'message', 'event', 'connection'`;

/**
 * Mentorship (modules/mentorship/, issue 27): one mentor profile per member and the requests
 * between mentees and mentors (pending, active, declined, withdrawn, ended), at most one open
 * (pending or active) per pair, with the mentee's private feedback. Both cascade with their
 * members. Notifications gain the `mentorship` kind and its e-mail preference.
 */
export class Mentorship1765300000000 implements MigrationInterface {
  name = "Mentorship1765300000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "mentor_profiles" (
        "user_id" uuid NOT NULL,
        "is_mentor" boolean NOT NULL DEFAULT true,
        "paused" boolean NOT NULL DEFAULT false,
        "topics" text[] NOT NULL DEFAULT '{}',
        "capacity" integer NOT NULL,
        "availability" text,
        "languages" text[] NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "mentor_profiles_pkey" PRIMARY KEY ("user_id"),
        CONSTRAINT "mentor_profiles_capacity_check" CHECK ("capacity" BETWEEN 1 AND 20),
        CONSTRAINT "mentor_profiles_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "mentorship_requests" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "mentor_id" uuid NOT NULL,
        "mentee_id" uuid NOT NULL,
        "goal" text NOT NULL,
        "status" text NOT NULL DEFAULT 'pending',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "answered_at" timestamptz,
        "ended_at" timestamptz,
        "feedback_rating" integer,
        "feedback_note" text,
        "feedback_at" timestamptz,
        CONSTRAINT "mentorship_requests_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "mentorship_requests_status_check"
          CHECK ("status" IN ('pending', 'active', 'declined', 'withdrawn', 'ended')),
        CONSTRAINT "mentorship_requests_not_self_check" CHECK ("mentor_id" <> "mentee_id"),
        CONSTRAINT "mentorship_requests_rating_check"
          CHECK ("feedback_rating" IS NULL OR "feedback_rating" BETWEEN 1 AND 5),
        CONSTRAINT "mentorship_requests_mentor_id_fkey" FOREIGN KEY ("mentor_id")
          REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "mentorship_requests_mentee_id_fkey" FOREIGN KEY ("mentee_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "mentorship_requests_mentor_idx" ON "mentorship_requests" ("mentor_id", "status")`,
    );
    await q.query(
      `CREATE INDEX "mentorship_requests_mentee_idx" ON "mentorship_requests" ("mentee_id", "status")`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "mentorship_requests_open_key" ON "mentorship_requests" ("mentor_id", "mentee_id")
         WHERE "status" IN ('pending', 'active')`,
    );
    await q.query(`ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check"`);
    await q.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check"
         CHECK ("kind" IN (${KINDS_BEFORE}, 'mentorship'))`,
    );
    await q.query(
      `ALTER TABLE "notification_preferences" ADD COLUMN "mentorship" text NOT NULL DEFAULT 'instant'
         CHECK ("mentorship" IN ('instant', 'daily', 'weekly', 'off'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "notification_preferences" DROP COLUMN "mentorship"`);
    await q.query(`DELETE FROM "notifications" WHERE "kind" = 'mentorship'`);
    await q.query(`ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check"`);
    await q.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN (${KINDS_BEFORE}))`,
    );
    await q.query(`DROP TABLE "mentorship_requests"`);
    await q.query(`DROP TABLE "mentor_profiles"`);
  }
}
