import type { MigrationInterface, QueryRunner } from "typeorm";

const KINDS_BEFORE = `'saved_search', 'verified', 'opportunities', 'pending_members', 'message', 'event'`;

/**
 * Connections (modules/connections/): one row per pair of members, whoever asked (unique on the
 * unordered pair), `pending` until the recipient accepts or declines. A declined row stays (with
 * `responded_at`) so its asker cannot ask again for 30 days; a removed connection is deleted.
 * Notifications gain the `connection` kind (a request, an acceptance).
 */
export class Connections1765240000000 implements MigrationInterface {
  name = "Connections1765240000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "connections" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "requester_id" uuid NOT NULL,
        "recipient_id" uuid NOT NULL,
        "status" text NOT NULL DEFAULT 'pending',
        "note" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "responded_at" timestamptz,
        CONSTRAINT "connections_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "connections_status_check" CHECK ("status" IN ('pending', 'accepted', 'declined')),
        CONSTRAINT "connections_not_self_check" CHECK ("requester_id" <> "recipient_id"),
        CONSTRAINT "connections_requester_id_fkey" FOREIGN KEY ("requester_id")
          REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "connections_recipient_id_fkey" FOREIGN KEY ("recipient_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "connections_pair_key" ON "connections"
         (LEAST("requester_id", "recipient_id"), GREATEST("requester_id", "recipient_id"))`,
    );
    await q.query(
      `CREATE INDEX "connections_requester_idx" ON "connections" ("requester_id", "status", "created_at")`,
    );
    await q.query(
      `CREATE INDEX "connections_recipient_idx" ON "connections" ("recipient_id", "status", "created_at")`,
    );
    await q.query(`ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check"`);
    await q.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check"
         CHECK ("kind" IN (${KINDS_BEFORE}, 'connection'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "notifications" WHERE "kind" = 'connection'`);
    await q.query(`ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check"`);
    await q.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN (${KINDS_BEFORE}))`,
    );
    await q.query(`DROP TABLE "connections"`);
  }
}
