import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Personal access tokens for scripts live beside sign-in sessions (one lean lookup serves both):
 * a kind, a name, a scope, the shown prefix, the last use. A token without expiry has
 * `expires_at = 'infinity'`.
 */
export class AccessTokens1764600000000 implements MigrationInterface {
  name = "AccessTokens1764600000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sessions" ADD "kind" text NOT NULL DEFAULT 'session'`);
    await q.query(`ALTER TABLE "sessions" ADD "name" text`);
    await q.query(`ALTER TABLE "sessions" ADD "scope" text`);
    await q.query(`ALTER TABLE "sessions" ADD "token_prefix" text`);
    await q.query(`ALTER TABLE "sessions" ADD "last_used_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(
      `ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind_check" CHECK ((kind = 'session' AND scope IS NULL) OR (kind = 'token' AND scope IN ('read', 'read_write') AND name IS NOT NULL AND token_prefix IS NOT NULL))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sessions" DROP CONSTRAINT "sessions_kind_check"`);
    for (const column of ["last_used_at", "token_prefix", "scope", "name", "kind"])
      await q.query(`ALTER TABLE "sessions" DROP COLUMN "${column}"`);
  }
}
