import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Technology employers (modules/search/vocabulary.ts techEmployerPattern, copied here so this
 * migration never changes; tests/server/query-parser.test.ts keeps the two equal).
 */
export const TECH_EMPLOYER_PATTERN = String.raw`\m(accenture|adobe|ai|amazon|analytics|apple|atlassian|aws|birlasoft|byjus|capgemini|cisco|cloud|cognizant|computers|data|dell|deloitte|digital|epam|facebook|flipkart|freshworks|genpact|globallogic|google|hcl|hcltech|hexaware|hp|ibm|ids infotech|infosys|infosystems|infotech|intel|l&t infotech|labs|lenovo|ltimindtree|meta|microsoft|mindtree|mphasis|nagarro|netflix|netsol|netsol technologies|ntt data|nvidia|ola|oracle|paytm|persistent|phonepe|qualcomm|quark|quark software|razorpay|salesforce|samsung|sap|software|solutions|swiggy|systems|tata consultancy services|tcs|tech|tech mahindra|technologies|technology|thoughtworks|uber|web|wipro|zensar|zoho|zomato)\M`;

/**
 * Directory and smart search: the place a member's current_location resolves to (written by the
 * application, see modules/search/place.subscriber.ts), and the fields search reads, kept by a
 * trigger so every write path (profile, admin, seed, raw SQL) keeps them right:
 * - search_vector: weighted full text (A name and roll number, B trade, job title and occupation,
 *   C company fields, D skills, bio, course and location), accents removed;
 * - search_batch_year: the profile's batch year, else the year the roll number starts with;
 * - directory_text: the directory filter's fields, lower case without accents, for trigram search;
 * - tech_employer: the company fields name a technology employer ("tech companies").
 */
export class Search1764300000000 implements MigrationInterface {
  name = "Search1764300000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // A name typed with a typo ("Malhtora") is about 0.45 word-similar to the name; the default
    // threshold (0.6) would miss it. Databases that refuse the setting keep the default.
    await q.query(`DO $$ BEGIN
      EXECUTE format('ALTER DATABASE %I SET pg_trgm.word_similarity_threshold = 0.4', current_database());
    EXCEPTION WHEN OTHERS THEN RAISE NOTICE 'word_similarity_threshold left at its default';
    END $$`);
    await q.query(`ALTER TABLE "users" ADD "place_id" text`);
    await q.query(`ALTER TABLE "users" ADD "place_name" text`);
    await q.query(`ALTER TABLE "users" ADD "place_state" text`);
    await q.query(`ALTER TABLE "users" ADD "place_country" text`);
    await q.query(`ALTER TABLE "users" ADD "latitude" double precision`);
    await q.query(`ALTER TABLE "users" ADD "longitude" double precision`);
    await q.query(`ALTER TABLE "users" ADD "place_source" text`);
    await q.query(`ALTER TABLE "users" ADD "search_batch_year" integer`);
    await q.query(`ALTER TABLE "users" ADD "search_vector" tsvector`);
    await q.query(`ALTER TABLE "users" ADD "directory_text" text`);
    await q.query(`ALTER TABLE "users" ADD "tech_employer" boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE FUNCTION users_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector :=
          setweight(to_tsvector('english', public.unaccent(concat_ws(' ', NEW.full_name, NEW.roll_number))), 'A') ||
          setweight(to_tsvector('english', public.unaccent(concat_ws(' ', NEW.trade, NEW.job_title, NEW.occupation))), 'B') ||
          setweight(to_tsvector('english', public.unaccent(concat_ws(' ', NEW.company, NEW.company_organization))), 'C') ||
          setweight(to_tsvector('english', public.unaccent(concat_ws(' ', array_to_string(NEW.skills, ' '), NEW.bio, NEW.course, NEW.current_location))), 'D');
        NEW.search_batch_year := coalesce(
          NEW.batch_year,
          nullif(substring(upper(btrim(coalesce(NEW.roll_number, ''))) from '^(?:[A-Z]+[-/ ]?)?((?:19|20)[0-9]{2})(?![0-9])'), '')::integer);
        NEW.directory_text := lower(public.unaccent(concat_ws(E'\\n', NEW.full_name, NEW.roll_number, NEW.trade, NEW.current_location)));
        NEW.tech_employer := lower(public.unaccent(concat_ws(' ', NEW.company, NEW.company_organization))) ~ '${TECH_EMPLOYER_PATTERN.replace(/'/g, "''")}';
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER users_search_fields BEFORE INSERT OR UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION users_search_fields()`,
    );
    await q.query(`UPDATE "users" SET "full_name" = "full_name"`);
    await q.query(
      `CREATE INDEX "users_search_vector_idx" ON "users" USING gin ("search_vector") WHERE is_verified`,
    );
    await q.query(
      `CREATE INDEX "users_directory_text_trgm_idx" ON "users" USING gin ("directory_text" gin_trgm_ops) WHERE is_verified`,
    );
    await q.query(
      `CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops) WHERE is_verified`,
    );
    await q.query(
      `CREATE INDEX "users_directory_order_idx" ON "users" ("full_name", "id") WHERE is_verified`,
    );
    await q.query(
      `CREATE INDEX "users_tech_employer_idx" ON "users" ("full_name", "id") WHERE is_verified AND tech_employer`,
    );
    await q.query(`CREATE INDEX "users_place_id_idx" ON "users" ("place_id") WHERE is_verified`);
    await q.query(
      `CREATE INDEX "users_place_state_idx" ON "users" ("place_state") WHERE is_verified`,
    );
    await q.query(
      `CREATE INDEX "users_place_country_idx" ON "users" ("place_country") WHERE is_verified`,
    );
    await q.query(
      `CREATE INDEX "users_search_batch_year_idx" ON "users" ("search_batch_year") WHERE is_verified`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      "users_tech_employer_idx",
      "users_search_batch_year_idx",
      "users_place_country_idx",
      "users_place_state_idx",
      "users_place_id_idx",
      "users_directory_order_idx",
      "users_full_name_trgm_idx",
      "users_directory_text_trgm_idx",
      "users_search_vector_idx",
    ])
      await q.query(`DROP INDEX "${index}"`);
    await q.query(`DROP TRIGGER users_search_fields ON "users"`);
    await q.query(`DROP FUNCTION users_search_fields()`);
    for (const column of [
      "tech_employer",
      "directory_text",
      "search_vector",
      "search_batch_year",
      "place_source",
      "longitude",
      "latitude",
      "place_country",
      "place_state",
      "place_name",
      "place_id",
    ])
      await q.query(`ALTER TABLE "users" DROP COLUMN "${column}"`);
  }
}
