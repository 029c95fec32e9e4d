import type { MigrationInterface, QueryRunner } from "typeorm";

/** "J.E." as "JE": the dots between single letters dropped. */
const INITIALS = (expr: string) =>
  String.raw`regexp_replace(${expr}, '\m([[:alpha:]])\.(?=[[:alpha:]]\M)', '\1', 'g')`;

/**
 * "Sr. Tech. (S&T)", "Lab Tech", "Auto Tech": "tech" with a dot, or after a word for the kind or
 * grade of work, is a technician ("Tech Lead", "Tech Mahindra" stay).
 */
const TECHNICIAN = (expr: string) =>
  String.raw`regexp_replace(regexp_replace(${expr}, '\mtechs?\.', 'technician ', 'gi'), '\m(auto|lab|hvac|ac|maintenance|service|field|electronics|electrical|mechanical|senior|sr|jr|junior|licensed)\.?\s+techs?\M', '\1 technician', 'gi')`;

/**
 * Titles typed with dotted initials (issue 22): "J.E.", "A.E.E. (Civil)", "S.D.O." are the JE,
 * AEE and SDO the vocabulary knows; "Sr. Tech.", "Lab Tech" are technicians. `search_role_forms`
 * (migration 1765320000000) now reads the title so written out first; every member's search
 * fields with such a title are recomputed once.
 */
export class TitleInitials1765340000000 implements MigrationInterface {
  name = "TitleInitials1765340000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER FUNCTION search_role_forms(text) RENAME TO search_role_words`);
    await q.query(`
      CREATE FUNCTION search_role_forms(title text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT search_role_words(${TECHNICIAN(INITIALS("title"))})
      $$`);
    await q.query(
      `UPDATE "users" SET "full_name" = "full_name" WHERE "job_title" ~* '\\.|\\mtech'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION search_role_forms(text)`);
    await q.query(`ALTER FUNCTION search_role_words(text) RENAME TO search_role_forms`);
    await q.query(
      `UPDATE "users" SET "full_name" = "full_name" WHERE "job_title" ~* '\\.|\\mtech'`,
    );
  }
}
