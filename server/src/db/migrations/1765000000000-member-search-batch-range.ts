import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Batch-year ranges ("before 2010", "2016 onwards", "2012-2015") read `search_batch_year` as a
 * range: one btree range scan, where the same years as facets would overlap tens of array values
 * per row (a sequential scan, about 340 ms at 100,000 members for "before 2010").
 */
export class MemberSearchBatchRange1765000000000 implements MigrationInterface {
  name = "MemberSearchBatchRange1765000000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX "member_search_batch_year_idx" ON "member_search" ("search_batch_year")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "member_search_batch_year_idx"`);
  }
}
