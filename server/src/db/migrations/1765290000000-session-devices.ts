import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Which browser or device a session belongs to (its User-Agent, at most 512 characters), so a
 * member can tell their sessions apart on /settings/account and sign one out. A session's "last
 * seen" is `last_used_at`, kept to the minute as tokens' already is.
 */
export class SessionDevices1765290000000 implements MigrationInterface {
  name = "SessionDevices1765290000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sessions" ADD "user_agent" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sessions" DROP COLUMN "user_agent"`);
  }
}
