import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The board's search reads each post's English full text from a stored column instead of computing
 * `to_tsvector('english', search_text)` for every post it walks newest first (about half of a
 * search's time in PostgreSQL, docs/PERFORMANCE.md change 8). `search_vector` is kept by the
 * built-in `tsvector_update_trigger` whatever writes the row (the service, the seed, SQL), and the
 * GIN index moves from the expression to the column. Same vector, so the same results and order.
 */
export class OpportunitySearchVector1765370000000 implements MigrationInterface {
  name = "OpportunitySearchVector1765370000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "opportunities" ADD "search_vector" tsvector`);
    await q.query(`
      CREATE TRIGGER opportunities_search_vector BEFORE INSERT OR UPDATE OF search_text
        ON "opportunities" FOR EACH ROW
        EXECUTE FUNCTION tsvector_update_trigger(search_vector, 'pg_catalog.english', search_text)`);
    await q.query(
      `UPDATE "opportunities" SET "search_vector" = to_tsvector('english', "search_text")`,
    );
    await q.query(`DROP INDEX IF EXISTS "opportunities_search_fts_idx"`);
    await q.query(
      `CREATE INDEX "opportunities_search_vector_idx" ON "opportunities" USING gin ("search_vector")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "opportunities_search_vector_idx"`);
    await q.query(
      `CREATE INDEX "opportunities_search_fts_idx" ON "opportunities" USING gin (to_tsvector('english', "search_text"))`,
    );
    await q.query(`DROP TRIGGER IF EXISTS opportunities_search_vector ON "opportunities"`);
    await q.query(`ALTER TABLE "opportunities" DROP COLUMN "search_vector"`);
  }
}
