import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The opportunity board: opportunities with their poster, newest-first indexes (all and per type),
 * and search over `search_text` (English full text and pg_trgm trigrams for typos).
 */
export class Opportunities1764400000000 implements MigrationInterface {
  name = "Opportunities1764400000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(
      `CREATE TABLE "opportunities" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "title" text NOT NULL, "type" text NOT NULL, "location" text NOT NULL, "description" text NOT NULL, "external_link" text, "tags" text array NOT NULL DEFAULT '{}', "contact_visibility" boolean NOT NULL DEFAULT true, "istcian_posted" boolean NOT NULL DEFAULT false, "posted_by" uuid NOT NULL, "search_text" text NOT NULL, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "opportunities_type_check" CHECK (type IN ('Job', 'Internship', 'Freelance', 'Collab', 'Service')), CONSTRAINT "PK_opportunities" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "opportunities_posted_by_idx" ON "opportunities" ("posted_by")`);
    await q.query(
      `CREATE INDEX "opportunities_created_idx" ON "opportunities" ("created_at", "id")`,
    );
    await q.query(
      `CREATE INDEX "opportunities_type_created_idx" ON "opportunities" ("type", "created_at", "id")`,
    );
    await q.query(
      `CREATE INDEX "opportunities_search_fts_idx" ON "opportunities" USING gin (to_tsvector('english', "search_text"))`,
    );
    await q.query(
      `CREATE INDEX "opportunities_search_trgm_idx" ON "opportunities" USING gin ("search_text" gin_trgm_ops)`,
    );
    await q.query(
      `ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_posted_by_fkey" FOREIGN KEY ("posted_by") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "opportunities"`);
  }
}
