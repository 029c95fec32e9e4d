import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The "ISTCian Posted" badge follows the poster's current verification (read with the poster), so
 * the copy taken at posting time goes: a member unverified again no longer shows it on old posts.
 */
export class OpportunityBadge1765140000000 implements MigrationInterface {
  name = "OpportunityBadge1765140000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "opportunities" DROP COLUMN "istcian_posted"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "opportunities" ADD "istcian_posted" boolean NOT NULL DEFAULT false`,
    );
    await q.query(
      `UPDATE "opportunities" o SET "istcian_posted" = u."is_verified" FROM "users" u WHERE u."id" = o."posted_by"`,
    );
  }
}
