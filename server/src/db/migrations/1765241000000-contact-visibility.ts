import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A member's own choice of who sees their e-mail, phone number and WhatsApp link
 * (modules/users/user.policy.ts, canSeeContact): "verified" (every verified member: the rule so
 * far, and everyone's default), "connections" or "nobody".
 */
export class ContactVisibility1765241000000 implements MigrationInterface {
  name = "ContactVisibility1765241000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "users" ADD "contact_visibility" text NOT NULL DEFAULT 'verified'
         CONSTRAINT "users_contact_visibility_check"
         CHECK ("contact_visibility" IN ('verified', 'connections', 'nobody'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP COLUMN "contact_visibility"`);
  }
}
