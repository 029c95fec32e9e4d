import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Hardening of the first slice: e-mail uniqueness enforced by the database, per-mailbox limits,
 * one-time sign-in exchange codes, sign-in times, the reason a member is pending again, and an
 * index for expiring unfinished Google sign-ins.
 */
export class Harden1764000000000 implements MigrationInterface {
  name = "Harden1764000000000";

  async up(q: QueryRunner): Promise<void> {
    // users.email holds the normalised address (common/email.ts), so its unique index is unique per
    // address whatever the case someone types. Rows written before this check are brought in line
    // first; two rows that differ only in case make this fail loudly on the unique index.
    await q.query(
      `UPDATE "users" SET "email" = normalize(lower(btrim("email")), NFC) WHERE "email" <> normalize(lower(btrim("email")), NFC)`,
    );
    await q.query(
      `ALTER TABLE "users" ADD CONSTRAINT "users_email_normalized_check" CHECK (email = lower(btrim(email)) AND email IS NFC NORMALIZED)`,
    );
    await q.query(`ALTER TABLE "users" ADD "last_sign_in_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "users" ADD "pending_reason" text`);
    // Members who had a session before this migration have finished a sign-in.
    await q.query(
      `UPDATE "users" u SET "last_sign_in_at" = s.last FROM (SELECT user_id, max(created_at) AS last FROM "sessions" GROUP BY user_id) s WHERE s.user_id = u.id`,
    );

    await q.query(`ALTER TABLE "email_codes" ADD "mailbox" text`);
    await q.query(`UPDATE "email_codes" SET "mailbox" = "email"`);
    await q.query(`ALTER TABLE "email_codes" ALTER COLUMN "mailbox" SET NOT NULL`);
    await q.query(
      `CREATE INDEX "email_codes_mailbox_created_idx" ON "email_codes" ("mailbox", "created_at")`,
    );

    await q.query(
      `CREATE TABLE "sign_in_exchanges" ("code_hash" text NOT NULL, "user_id" uuid NOT NULL, "is_new_user" boolean NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_sign_in_exchanges" PRIMARY KEY ("code_hash"))`,
    );
    await q.query(
      `CREATE INDEX "sign_in_exchanges_expires_idx" ON "sign_in_exchanges" ("expires_at")`,
    );
    await q.query(
      `ALTER TABLE "sign_in_exchanges" ADD CONSTRAINT "FK_sign_in_exchanges_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await q.query(`CREATE INDEX "oidc_flows_created_idx" ON "oidc_flows" ("created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "oidc_flows_created_idx"`);
    await q.query(`DROP TABLE "sign_in_exchanges"`);
    await q.query(`DROP INDEX "email_codes_mailbox_created_idx"`);
    await q.query(`ALTER TABLE "email_codes" DROP COLUMN "mailbox"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "pending_reason"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "last_sign_in_at"`);
    await q.query(`ALTER TABLE "users" DROP CONSTRAINT "users_email_normalized_check"`);
  }
}
