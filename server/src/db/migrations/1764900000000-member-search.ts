import type { MigrationInterface, QueryRunner } from "typeorm";

/** The columns search reads, copied from users (kept there by the users_search_fields trigger). */
const COPIED = [
  "full_name",
  "search_vector",
  "directory_text",
  "search_batch_year",
  "tech_employer",
  "place_id",
  "place_name",
  "place_state",
  "place_country",
  "latitude",
  "longitude",
  "current_location",
];

/**
 * The search indexes of migration 1764300000000 (there on users, partial on is_verified), and
 * whether member_search has it too (the place and batch year ones are facets instead).
 */
const SEARCH_INDEXES: { name: string; definition: string; where?: string; facet?: true }[] = [
  { name: "search_vector_idx", definition: `USING gin ("search_vector")` },
  { name: "directory_text_trgm_idx", definition: `USING gin ("directory_text" gin_trgm_ops)` },
  { name: "full_name_trgm_idx", definition: `USING gin ("full_name" gin_trgm_ops)` },
  { name: "directory_order_idx", definition: `("full_name", "id")` },
  { name: "place_id_idx", definition: `("place_id")`, facet: true },
  { name: "place_state_idx", definition: `("place_state")`, facet: true },
  { name: "place_country_idx", definition: `("place_country")` },
  { name: "search_batch_year_idx", definition: `("search_batch_year")`, facet: true },
  { name: "tech_employer_idx", definition: `("full_name", "id")`, where: "tech_employer" },
];

/** Indexes only member_search has. */
const NEW_INDEXES = [
  `CREATE INDEX "member_search_facets_idx" ON "member_search" USING gin ("facets")`,
];

/** What a row adds to the rank: a stated job title 0.02, a photo 0.01 (see search.service.ts). */
const RANK_BONUS = (row: string) =>
  `0.02 * (${row}.job_title IS NOT NULL)::int + 0.01 * (${row}.profile_image IS NOT NULL)::int`;

/**
 * Directory and smart search read a copy of the verified members: `member_search` holds one row
 * per verified member with only what search filters, ranks and counts on (its facets, vectors and
 * place), not the users row with bio, contacts and tokens, and only verified members, so the search
 * indexes hold no one else and a users write that changes nothing searched touches none of them
 * (the search indexes move from users to it). A trigger on users keeps it in
 * the same transaction, for every write path (profile, admin, seed, place resolution, raw SQL): a
 * member is copied when verified, updated when a copied field changes, removed when unverified or
 * deleted (foreign key, cascade).
 *
 * Hard filters are facets, one GIN index over `facets`: the roles whose query the member's search
 * vector matches ("r:Software engineer"; `search_roles` holds each role's tsquery, written from the
 * vocabulary in code by `syncSearchRoles` at every migrate), the resolved place ("p:<id>", "s:PB",
 * "c:IN") and the batch year ("y:2019"). So "software engineers in Punjab" is one index scan that
 * intersects two posting lists, instead of a dozen weighted phrases rechecked row by row and a
 * second index. `title_roles` lists the roles the job title or occupation says (not only the
 * trade), which rank higher; `title_vector` is their text, where the role as typed ranks first
 * ("civil engineer" in a job title, not in a "Civil Engineering" trade).
 *
 * Scans of it never use parallel workers: a search is a few milliseconds of one core, and a worker
 * would not see the database's pg_trgm.word_similarity_threshold (migration 1764300000000), so a
 * near-spelling would be read with another threshold.
 */
export class MemberSearch1764900000000 implements MigrationInterface {
  name = "MemberSearch1764900000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "member_search" (
        "id" uuid PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
        "full_name" text NOT NULL,
        "search_vector" tsvector,
        "directory_text" text,
        "search_batch_year" integer,
        "tech_employer" boolean NOT NULL DEFAULT false,
        "place_id" text,
        "place_name" text,
        "place_state" text,
        "place_country" text,
        "latitude" double precision,
        "longitude" double precision,
        "current_location" text,
        "rank_bonus" double precision NOT NULL DEFAULT 0,
        "facets" text[] NOT NULL DEFAULT '{}',
        "title_roles" text[] NOT NULL DEFAULT '{}',
        "title_vector" tsvector
      ) WITH (parallel_workers = 0)`);
    await q.query(
      `CREATE TABLE "search_roles" ("label" text PRIMARY KEY, "query" tsquery NOT NULL)`,
    );
    await q.query(`
      CREATE FUNCTION member_search_roles(v tsvector) RETURNS text[] LANGUAGE sql STABLE AS $$
        SELECT coalesce(array_agg(r.label ORDER BY r.label), '{}') FROM search_roles r WHERE v @@ r.query
      $$`);
    await q.query(`
      CREATE FUNCTION member_search_facets(v tsvector, place_id text, place_state text,
        place_country text, batch_year integer) RETURNS text[] LANGUAGE sql STABLE AS $$
        SELECT ARRAY(SELECT 'r:' || r FROM unnest(member_search_roles(v)) AS r)
          || array_remove(ARRAY['p:' || place_id, 's:' || place_state, 'c:' || place_country,
                                'y:' || batch_year], NULL)
      $$`);
    await q.query(`
      CREATE FUNCTION member_search_title_roles(job_title text, occupation text) RETURNS text[]
      LANGUAGE sql STABLE AS $$
        SELECT member_search_roles(setweight(to_tsvector('english',
          public.unaccent(concat_ws(' ', job_title, occupation))), 'B'))
      $$`);
    const all = [...COPIED, "rank_bonus", "facets", "title_roles", "title_vector"];
    const columns = all.map((c) => `"${c}"`).join(", ");
    const values = (row: string) => [...COPIED.map((c) => `${row}.${c}`), RANK_BONUS(row)];
    const withRoles = (row: string) => [
      ...values(row),
      `member_search_facets(${row}.search_vector, ${row}.place_id, ${row}.place_state, ${row}.place_country, ${row}.search_batch_year)`,
      `member_search_title_roles(${row}.job_title, ${row}.occupation)`,
      `to_tsvector('english', public.unaccent(concat_ws(' ', ${row}.job_title, ${row}.occupation)))`,
    ];
    await q.query(`
      CREATE FUNCTION member_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.is_verified THEN
          IF TG_OP = 'UPDATE' AND OLD.is_verified
             AND (${values("OLD").join(", ")}) IS NOT DISTINCT FROM (${values("NEW").join(", ")}) THEN
            RETURN NULL;
          END IF;
          INSERT INTO member_search ("id", ${columns}) VALUES (NEW.id, ${withRoles("NEW").join(", ")})
          ON CONFLICT ("id") DO UPDATE SET ${all.map((c) => `"${c}" = EXCLUDED."${c}"`).join(", ")};
        ELSIF TG_OP = 'UPDATE' AND OLD.is_verified THEN
          DELETE FROM member_search WHERE id = OLD.id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER users_member_search AFTER INSERT OR UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION member_search_sync()`,
    );
    await q.query(
      `INSERT INTO member_search ("id", ${columns}) SELECT u.id, ${withRoles("u").join(", ")} FROM users u WHERE u.is_verified`,
    );
    for (const index of SEARCH_INDEXES) await q.query(`DROP INDEX "users_${index.name}"`);
    for (const index of SEARCH_INDEXES.filter((i) => !i.facet))
      await q.query(
        `CREATE INDEX "member_search_${index.name}" ON "member_search" ${index.definition}${index.where ? ` WHERE ${index.where}` : ""}`,
      );
    for (const index of NEW_INDEXES) await q.query(index);
    // Statistics now, so the first searches are planned on them (not on a guess for an empty table).
    await q.query(`ANALYZE "member_search"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER users_member_search ON "users"`);
    await q.query(`DROP FUNCTION member_search_sync()`);
    await q.query(`DROP TABLE "member_search"`);
    await q.query(`DROP FUNCTION member_search_title_roles(text, text)`);
    await q.query(`DROP FUNCTION member_search_facets(tsvector, text, text, text, integer)`);
    await q.query(`DROP FUNCTION member_search_roles(tsvector)`);
    await q.query(`DROP TABLE "search_roles"`);
    for (const index of SEARCH_INDEXES)
      await q.query(
        `CREATE INDEX "users_${index.name}" ON "users" ${index.definition} WHERE is_verified${index.where ? ` AND ${index.where}` : ""}`,
      );
  }
}
