import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Directory and smart search: the place a member's current_location resolves to (written by the
 * application, see modules/search/place.subscriber.ts), and the fields search reads, kept by a
 * trigger so every write path (profile, admin, seed, raw SQL) keeps them right:
 * - search_vector: weighted full text (A name and roll number, B trade, job title and occupation,
 *   C company fields, D skills, bio, course and location), accents removed;
 * - search_batch_year: the profile's batch year, else the year the roll number starts with;
 * - directory_text: the directory filter's fields, lower case without accents, for trigram search.
 */
export class Search1764300000000 implements MigrationInterface {
  name = "Search1764300000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
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
