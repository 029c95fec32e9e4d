import type { MigrationInterface, QueryRunner } from "typeorm";

/** The admin audit log, and an index for the admin list (newest first). */
export class Admin1764100000000 implements MigrationInterface {
  name = "Admin1764100000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "admin_audit_log" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "actor_id" uuid, "actor_name" text NOT NULL, "action" text NOT NULL, "target_id" uuid, "target_name" text NOT NULL, "before" jsonb, "after" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_admin_audit_log" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" ("created_at", "id") `,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "admin_audit_log_created_idx"`);
    await q.query(`DROP TABLE "admin_audit_log"`);
  }
}
