import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Titles typed with dotted initials (issue 22): "J.E.", "A.E.E. (Civil)", "S.D.O." are the JE,
 * AEE and SDO the vocabulary knows. `search_role_forms` (migration 1765320000000) now reads the
 * title with the dots between single letters dropped first; every member's search fields are
 * recomputed once.
 */
export class TitleInitials1765340000000 implements MigrationInterface {
  name = "TitleInitials1765340000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER FUNCTION search_role_forms(text) RENAME TO search_role_words`);
    await q.query(`
      CREATE FUNCTION search_role_forms(title text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT search_role_words(regexp_replace(title, '\\m([[:alpha:]])\\.(?=[[:alpha:]]\\M)', '\\1', 'g'))
      $$`);
    await q.query(`UPDATE "users" SET "full_name" = "full_name" WHERE "job_title" ~ '\\.'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION search_role_forms(text)`);
    await q.query(`ALTER FUNCTION search_role_words(text) RENAME TO search_role_forms`);
    await q.query(`UPDATE "users" SET "full_name" = "full_name" WHERE "job_title" ~ '\\.'`);
  }
}
