import type { MigrationInterface, QueryRunner } from "typeorm";
import { TECH_EMPLOYER_PATTERN } from "./1764300000000-search.js";

/**
 * Job titles as members type them (issue 22): "Sr. Engg. – Maint.", "Maint. Engr", "Technician –
 * HVAC", "Manager (QA)", a trade typed "Mech. Engg". The role fields (weight B of search_vector,
 * and the title roles) also hold `search_role_forms` of the trade, job title and occupation: the shortened words written out
 * ("engg" engineer, "maint" maintenance, "elec" electrical ...), and a title written as "<title>
 * – <field>" read again as "<field> <title>" without its seniority ("maintenance engineer",
 * "hvac technician", "qa manager"), so the vocabulary's role phrases find them as they find
 * "Maintenance Engineer". What was typed stays as well. Every member's search fields are
 * recomputed once (the triggers then bring member_search and its facets up to date). Also
 * `search_settings`: values derived from code, such as the gazetteer's fingerprint.
 */

/** Shortened words of job titles and what they stand for (PostgreSQL regular expressions). */
const FORMS: [string, string][] = [
  ["engg|enggs|engr|engrs|enginer|enginr", "engineer"],
  ["maint|mtce|mntc|maintce|maintnce", "maintenance"],
  ["elec|elect|electl|elctl", "electrical"],
  ["mech|mechl", "mechanical"],
  ["mgr|mngr|mgrs", "manager"],
  ["asst|asstt|astt", "assistant"],
  ["exec|exe", "executive"],
  ["prodn|prdn", "production"],
  ["qlty", "quality"],
  ["instru|instrn|instr", "instrumentation"],
  ["supvr|supv|spvr", "supervisor"],
  ["opr|optr|oprtr", "operator"],
  ["techn|technicn|techician", "technician"],
  ["dy|dpty", "deputy"],
  ["sr|snr", "senior"],
  ["jr|jnr", "junior"],
  ["dept|deptt", "department"],
  ["govt", "government"],
];

/** Seniority and grade, left out of the re-read title ("Sr. Engineer – Maintenance"). */
const SENIORITY = String.raw`\m(senior|junior|lead|principal|chief|deputy|trainee|grade|gr|i|ii|iii|iv|[0-9]+)\M`;

/** "<title> – <field>": a dash with spaces, an en or em dash, a colon, a comma or a bracket. */
const SEPARATOR = String.raw`(?:\s[-–—]\s|[–—:,(])`;
const HEAD = String.raw`^(.*?)` + SEPARATOR;
const TAIL = SEPARATOR + String.raw`(.*)$`;

const replaceForms = (expr: string) =>
  FORMS.reduce(
    (text, [from, to]) => `regexp_replace(${text}, '\\m(${from})\\M', '${to}', 'g')`,
    expr,
  );

const B_OLD = `setweight(to_tsvector('english', public.unaccent(concat_ws(' ', NEW.trade, NEW.job_title, NEW.occupation))), 'B')`;
const B_NEW = `setweight(to_tsvector('english', public.unaccent(concat_ws(' ', NEW.trade, NEW.job_title, NEW.occupation, search_role_forms(NEW.trade), search_role_forms(NEW.job_title), search_role_forms(NEW.occupation)))), 'B')`;

const searchFields = (roleLine: string) => `
  CREATE OR REPLACE FUNCTION users_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.search_vector :=
      setweight(to_tsvector('english', public.unaccent(concat_ws(' ', NEW.full_name, NEW.roll_number))), 'A') ||
      ${roleLine} ||
      setweight(to_tsvector('english', public.unaccent(concat_ws(' ', NEW.company, NEW.company_organization))), 'C') ||
      setweight(to_tsvector('english', public.unaccent(concat_ws(' ', array_to_string(NEW.skills, ' '), NEW.bio, NEW.course, NEW.current_location))), 'D');
    NEW.search_batch_year := coalesce(
      NEW.batch_year,
      nullif(substring(upper(btrim(coalesce(NEW.roll_number, ''))) from '^(?:[A-Z]+[-/ ]?)?((?:19|20)[0-9]{2})(?![0-9])'), '')::integer);
    NEW.directory_text := lower(public.unaccent(concat_ws(E'\\n', NEW.full_name, NEW.roll_number, NEW.trade, NEW.current_location)));
    NEW.tech_employer := lower(public.unaccent(concat_ws(' ', NEW.company, NEW.company_organization))) ~ '${TECH_EMPLOYER_PATTERN.replace(/'/g, "''")}';
    RETURN NEW;
  END $$`;

const titleRoles = (text: string) => `
  CREATE OR REPLACE FUNCTION member_search_title_roles(job_title text, occupation text) RETURNS text[]
  LANGUAGE sql STABLE AS $$
    SELECT member_search_roles(setweight(to_tsvector('english',
      public.unaccent(${text})), 'B'))
  $$`;

export class RoleForms1765320000000 implements MigrationInterface {
  name = "RoleForms1765320000000";

  async up(q: QueryRunner): Promise<void> {
    // The title lower case, "s/w" and "h/w" written out, other slashes spaces ("QA/QC", "SCADA/PLC
    // Engr": words, not one path-like token), every shortened word written out; then,
    // for "<title> – <field>" (a dash with spaces, a colon, a comma or a bracket after the title),
    // the field before the title, without seniority. NULL for an empty title.
    await q.query(`
      CREATE FUNCTION search_role_forms(title text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        WITH t AS (
          SELECT ${replaceForms(
            String.raw`regexp_replace(regexp_replace(regexp_replace(lower(title), '\ms\s*/\s*w\M', 'software', 'g'), '\mh\s*/\s*w\M', 'hardware', 'g'), '\s*/\s*', ' ', 'g')`,
          )} AS x
        ), parts AS (
          SELECT x,
                 btrim(substring(x from '${HEAD}')) AS head,
                 btrim(regexp_replace(substring(x from '${TAIL}'), '[()]', ' ', 'g')) AS tail
            FROM t
        )
        SELECT nullif(concat_ws(' ', x,
                 CASE WHEN head <> '' AND tail <> ''
                      THEN regexp_replace(tail || ' ' || head, '${SENIORITY}', ' ', 'g') END), '')
          FROM parts
        WHERE title IS NOT NULL AND btrim(title) <> ''
      $$`);
    // A role's or employer kind's query may be longer than a row holds (a tsquery is not
    // toasted): it is stored in parts, any of which matching is the role (role-facets.ts).
    await q.query(`ALTER TABLE "search_roles" ADD "part" integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE "search_roles" DROP CONSTRAINT "search_roles_pkey"`);
    await q.query(`ALTER TABLE "search_roles" ADD PRIMARY KEY ("label", "part")`);
    await q.query(`
      CREATE OR REPLACE FUNCTION member_search_roles(v tsvector) RETURNS text[] LANGUAGE sql STABLE AS $$
        SELECT coalesce(array_agg(DISTINCT r.label ORDER BY r.label), '{}') FROM search_roles r WHERE v @@ r.query
      $$`);
    // Settings derived from code (the gazetteer's fingerprint: modules/search/place-versions.ts).
    await q.query(`CREATE TABLE "search_settings" ("key" text PRIMARY KEY, "value" text NOT NULL)`);
    await q.query(searchFields(B_NEW));
    await q.query(
      titleRoles(
        `concat_ws(' ', job_title, occupation, search_role_forms(job_title), search_role_forms(occupation))`,
      ),
    );
    await q.query(
      `UPDATE "users" SET "full_name" = "full_name" WHERE coalesce("trade", "job_title", "occupation") IS NOT NULL`,
    );
    await q.query(`ANALYZE "member_search"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "search_settings"`);
    await q.query(`
      CREATE OR REPLACE FUNCTION member_search_roles(v tsvector) RETURNS text[] LANGUAGE sql STABLE AS $$
        SELECT coalesce(array_agg(r.label ORDER BY r.label), '{}') FROM search_roles r WHERE v @@ r.query
      $$`);
    await q.query(`DELETE FROM "search_roles" WHERE "part" > 0`);
    await q.query(`ALTER TABLE "search_roles" DROP CONSTRAINT "search_roles_pkey"`);
    await q.query(`ALTER TABLE "search_roles" DROP COLUMN "part"`);
    await q.query(`ALTER TABLE "search_roles" ADD PRIMARY KEY ("label")`);
    await q.query(searchFields(B_OLD));
    await q.query(titleRoles(`concat_ws(' ', job_title, occupation)`));
    await q.query(
      `UPDATE "users" SET "full_name" = "full_name" WHERE coalesce("trade", "job_title", "occupation") IS NOT NULL`,
    );
    await q.query(`DROP FUNCTION search_role_forms(text)`);
  }
}
