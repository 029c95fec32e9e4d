import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The roster (modules/roster/, issue 26): the centre's list of who studied there, imported by an
 * admin, one row per roll number by its canonical form (`roll_key`, the rule of `roll_number_key`),
 * so a member whose roll number and name match it is verified at once.
 */
export class Roster1765280000000 implements MigrationInterface {
  name = "Roster1765280000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "roster_entries" (
        "id" uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        "roll_number" text NOT NULL,
        "roll_key" text NOT NULL,
        "full_name" text NOT NULL,
        "batch_year" integer,
        "trade" text,
        "email" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "roster_entries_roll_key" ON "roster_entries" ("roll_key")`);
    await q.query(
      `CREATE INDEX "roster_entries_created_idx" ON "roster_entries" ("created_at", "id")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "roster_entries"`);
  }
}
