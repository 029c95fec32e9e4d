import type { MigrationInterface, QueryRunner } from "typeorm";
import { TECH_EMPLOYER_PATTERN } from "./1764300000000-search.js";

const TECH = TECH_EMPLOYER_PATTERN.replace(/'/g, "''");

/** The trigger function of migration 1764300000000, with `extra` assignments before RETURN. */
const searchFields = (directoryText: string, extra: string) => `
  CREATE OR REPLACE FUNCTION users_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.search_vector :=
      setweight(to_tsvector('english', public.unaccent(concat_ws(' ', NEW.full_name, NEW.roll_number))), 'A') ||
      setweight(to_tsvector('english', public.unaccent(concat_ws(' ', NEW.trade, NEW.job_title, NEW.occupation))), 'B') ||
      setweight(to_tsvector('english', public.unaccent(concat_ws(' ', NEW.company, NEW.company_organization))), 'C') ||
      setweight(to_tsvector('english', public.unaccent(concat_ws(' ', array_to_string(NEW.skills, ' '), NEW.bio, NEW.course, NEW.current_location))), 'D');
    NEW.search_batch_year := coalesce(
      NEW.batch_year,
      nullif(substring(upper(btrim(coalesce(NEW.roll_number, ''))) from '^(?:[A-Z]+[-/ ]?)?((?:19|20)[0-9]{2})(?![0-9])'), '')::integer);
    NEW.directory_text := ${directoryText};
    NEW.tech_employer := lower(public.unaccent(concat_ws(' ', NEW.company, NEW.company_organization))) ~ '${TECH}';${extra}
    RETURN NEW;
  END $$`;

const DIRECTORY_TEXT = `lower(public.unaccent(concat_ws(E'\\n', NEW.full_name, NEW.roll_number, NEW.trade, NEW.current_location)))`;
/** Capped so that a btree can hold it (2,704 bytes); the four fields are 333 characters at most. */
const DIRECTORY_TEXT_CAPPED = `left(${DIRECTORY_TEXT}, 600)`;
const ROLE_VECTOR = `to_tsvector('english', public.unaccent(concat_ws(' ', NEW.trade, NEW.job_title, NEW.occupation)))`;
const EMPLOYER_VECTOR = `to_tsvector('english', public.unaccent(concat_ws(' ', NEW.company, NEW.company_organization)))`;

/** Rows backfilled per statement (each commits on its own: no long lock on the table). */
const BATCH = 5000;

/**
 * Role and employer criteria as index lookups. The search_vector's role fields (weight B: trade,
 * job title, occupation) and company fields (weight C) each get a column of their own, unweighted,
 * kept by the same trigger: `role_vector @@ 'teacher | lectur'` is what `search_vector @@
 * 'teacher:B | lectur:B'` means (same words, same positions within the fields), but the GIN index
 * answers it without reading every row that says "teacher" anywhere (a weight needs the row).
 *
 * The directory's contains-filter also gets a plain btree on `directory_text` (capped at 600
 * characters by the trigger, far above the four fields' limits): an exact count of a broad filter
 * ("singh", "ISTC-2019", "ka") reads that index alone instead of thousands of rows.
 *
 * Runs outside a transaction so that adding the columns does not lock the table for the whole
 * backfill: the trigger keeps new writes right from the first step, rows are filled 5,000 at a
 * time (each batch its own commit), and every step can run again after an interruption.
 */
export class SearchRoles1764700000000 implements MigrationInterface {
  name = "SearchRoles1764700000000";
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "role_vector" tsvector`);
    await q.query(`ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "employer_vector" tsvector`);
    await q.query(
      searchFields(
        DIRECTORY_TEXT_CAPPED,
        `
    NEW.role_vector := ${ROLE_VECTOR};
    NEW.employer_vector := ${EMPLOYER_VECTOR};`,
      ),
    );
    await q.query(
      `UPDATE "users" SET directory_text = left(directory_text, 600) WHERE length(directory_text) > 600`,
    );
    // Keyset batches in id order (the primary key's index): each reads only its own rows.
    const fill = (v: string) => v.replace(/NEW\./g, "x.");
    for (let last: string | null = null; ;) {
      const [batch]: { last: string | null; n: number }[] = await q.query(
        `WITH b AS (SELECT id FROM "users" ${last ? "WHERE id > $1" : ""} ORDER BY id LIMIT ${BATCH}),
           u AS (UPDATE "users" x SET role_vector = ${fill(ROLE_VECTOR)}, employer_vector = ${fill(EMPLOYER_VECTOR)}
                 FROM b WHERE x.id = b.id AND (x.role_vector IS NULL OR x.employer_vector IS NULL))
         SELECT (SELECT id FROM b ORDER BY id DESC LIMIT 1) AS last, (SELECT count(*) FROM b)::int AS n`,
        last ? [last] : [],
      );
      if (batch.n < BATCH) break;
      last = batch.last;
    }
    await q.query(
      `CREATE INDEX IF NOT EXISTS "users_role_vector_idx" ON "users" USING gin ("role_vector") WHERE is_verified`,
    );
    await q.query(
      `CREATE INDEX IF NOT EXISTS "users_employer_vector_idx" ON "users" USING gin ("employer_vector") WHERE is_verified`,
    );
    await q.query(
      `CREATE INDEX IF NOT EXISTS "users_directory_text_idx" ON "users" ("directory_text") WHERE is_verified`,
    );
    await q.query(`ANALYZE "users"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "users_directory_text_idx"`);
    await q.query(`DROP INDEX IF EXISTS "users_employer_vector_idx"`);
    await q.query(`DROP INDEX IF EXISTS "users_role_vector_idx"`);
    await q.query(searchFields(DIRECTORY_TEXT, ""));
    await q.query(`ALTER TABLE "users" DROP COLUMN IF EXISTS "employer_vector"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN IF EXISTS "role_vector"`);
  }
}
