import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Notifications (modules/notifications): one row per thing a member is told, unique per member and
 * dedupe key (the same key twice is one notification, ever), with the e-mail frequency decided when
 * it was made and when it was e-mailed; the members' e-mail preferences (no row = the defaults); and
 * the last digest slot each scheduled run finished (a slot missed while down runs at start).
 */
export class Notifications1765210000000 implements MigrationInterface {
  name = "Notifications1765210000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "notifications" (
        "id" uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        "user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "kind" text NOT NULL CHECK ("kind" IN
          ('saved_search', 'verified', 'opportunities', 'pending_members', 'message', 'event')),
        "title" text NOT NULL,
        "body" text NOT NULL,
        "url" text NOT NULL,
        "dedupe_key" text NOT NULL,
        "group_name" text,
        "email" text NOT NULL CHECK ("email" IN ('instant', 'daily', 'weekly', 'off')),
        "emailed_at" timestamptz,
        "read_at" timestamptz,
        "created_at" timestamptz(3) NOT NULL DEFAULT now(),
        CONSTRAINT "notifications_user_key" UNIQUE ("user_id", "dedupe_key")
      )`);
    await q.query(
      `CREATE INDEX "notifications_user_created_idx" ON "notifications" ("user_id", "created_at" DESC, "id" DESC)`,
    );
    await q.query(
      `CREATE INDEX "notifications_unread_idx" ON "notifications" ("user_id") WHERE "read_at" IS NULL`,
    );
    await q.query(
      `CREATE INDEX "notifications_digest_idx" ON "notifications" ("created_at")
        WHERE "emailed_at" IS NULL AND "email" IN ('daily', 'weekly')`,
    );
    const frequency = (name: string, fallback: string) =>
      `"${name}" text NOT NULL DEFAULT '${fallback}' CHECK ("${name}" IN ('instant', 'daily', 'weekly', 'off'))`;
    await q.query(`
      CREATE TABLE "notification_preferences" (
        "user_id" uuid PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
        ${frequency("saved_searches", "instant")},
        ${frequency("opportunities", "weekly")},
        ${frequency("messages", "instant")},
        ${frequency("events", "instant")},
        ${frequency("verification", "instant")},
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "notification_schedule" (
        "name" text PRIMARY KEY,
        "last_slot" timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "notification_schedule"`);
    await q.query(`DROP TABLE "notification_preferences"`);
    await q.query(`DROP TABLE "notifications"`);
  }
}
