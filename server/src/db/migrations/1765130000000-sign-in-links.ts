import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Sign-in hardening: a Google exchange code is bound to the browser that finished the flow (the
 * SHA-256 of an HttpOnly cookie set on the callback), and the one-time links of the "sign-in codes
 * paused" e-mail (only their SHA-256, the account and the mailbox they were sent to; 30 minutes, once).
 */
export class SignInLinks1765130000000 implements MigrationInterface {
  name = "SignInLinks1765130000000";

  async up(q: QueryRunner): Promise<void> {
    // Codes in flight (60 s) have no binding: they are dropped, their browsers sign in again.
    await q.query(`DELETE FROM "sign_in_exchanges"`);
    await q.query(`ALTER TABLE "sign_in_exchanges" ADD "binding_hash" text NOT NULL`);
    await q.query(
      `CREATE TABLE "sign_in_links" ("token_hash" text NOT NULL, "user_id" uuid NOT NULL, "mailbox" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_sign_in_links" PRIMARY KEY ("token_hash"))`,
    );
    await q.query(`CREATE INDEX "sign_in_links_expires_idx" ON "sign_in_links" ("expires_at")`);
    await q.query(
      `ALTER TABLE "sign_in_links" ADD CONSTRAINT "FK_sign_in_links_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "sign_in_links"`);
    await q.query(`ALTER TABLE "sign_in_exchanges" DROP COLUMN "binding_hash"`);
  }
}
