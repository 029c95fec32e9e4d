import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * E-mails sent by background jobs (notifications, digests), one row per e-mail keyed by its
 * idempotency key: queuing the same key again, from any app copy, adds nothing, and a worker claims
 * a row before sending it, so two copies never send it twice (mail/deliveries.ts).
 */
export class EmailDeliveries1765200000000 implements MigrationInterface {
  name = "EmailDeliveries1765200000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "email_deliveries" (
        "id" uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        "idempotency_key" text NOT NULL,
        "user_id" uuid REFERENCES "users" ("id") ON DELETE CASCADE,
        "to_address" text NOT NULL,
        "subject" text NOT NULL,
        "text_body" text NOT NULL,
        "html_body" text,
        "headers" jsonb NOT NULL DEFAULT '{}',
        "status" text NOT NULL DEFAULT 'pending'
          CHECK ("status" IN ('pending', 'sending', 'sent', 'failed')),
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text,
        "locked_until" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz,
        CONSTRAINT "email_deliveries_key" UNIQUE ("idempotency_key")
      )`);
    await q.query(
      `CREATE INDEX "email_deliveries_user_idx" ON "email_deliveries" ("user_id") WHERE "user_id" IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX "email_deliveries_waiting_idx" ON "email_deliveries" ("created_at") WHERE "status" IN ('pending', 'sending')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "email_deliveries"`);
  }
}
