import type { MigrationInterface, QueryRunner } from "typeorm";

/** The member_search columns a search filters on: a change to one may change what a search finds. */
const SEARCHED = [
  "full_name",
  "search_vector",
  "facets",
  "search_batch_year",
  "tech_employer",
  "place_country",
];

/**
 * Saved searches and their alerts (modules/saved-searches/). `saved_searches` keeps a member's
 * query with its plan (the filter smart search builds for it, see SearchService.planFor) and its
 * anchors (keys one of which every member it finds has: GIN-indexed, so a changed member is
 * matched against the few searches that can find them, not every search); `facet_groups`, for a
 * plan made only of facet conditions, the key groups a member needs one of each of (decided in the
 * candidates' statement, no filter to evaluate). `saved_search_matches`
 * records each (search, member) once: one alert, ever (`baseline`: the members the search
 * found when it was saved or its query changed, never alerted nor counted as new). `member_changes` is the change feed the
 * matching job reads, filled by triggers in the same transaction as the change, whatever the write
 * path: a verified member's searched fields (member_search insert or update) and a member becoming
 * verified (users.is_verified false -> true, `verified`). A worker claims rows for a while
 * (`claimed_until`) and deletes each once handled, unless it changed again meanwhile.
 */
export class SavedSearches1765220000000 implements MigrationInterface {
  name = "SavedSearches1765220000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "saved_searches" (
        "id" uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        "user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "query" text NOT NULL,
        "alert" text NOT NULL CHECK ("alert" IN ('instant', 'daily', 'weekly', 'off')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_viewed_at" timestamptz,
        "plan" jsonb NOT NULL,
        "anchors" text[] NOT NULL DEFAULT '{}',
        "facet_groups" jsonb,
        "plan_version" text NOT NULL
      )`);
    await q.query(
      `CREATE INDEX "saved_searches_user_idx" ON "saved_searches" ("user_id", "created_at")`,
    );
    await q.query(
      `CREATE INDEX "saved_searches_anchors_idx" ON "saved_searches" USING gin ("anchors")`,
    );
    await q.query(
      `CREATE INDEX "saved_searches_unanchored_idx" ON "saved_searches" ("id") WHERE "anchors" = '{}'`,
    );
    await q.query(`
      CREATE TABLE "saved_search_matches" (
        "search_id" uuid NOT NULL REFERENCES "saved_searches" ("id") ON DELETE CASCADE,
        "member_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "matched_at" timestamptz NOT NULL DEFAULT now(),
        "baseline" boolean NOT NULL DEFAULT false,
        PRIMARY KEY ("search_id", "member_id")
      )`);
    await q.query(
      `CREATE INDEX "saved_search_matches_recent_idx" ON "saved_search_matches" ("search_id", "matched_at")`,
    );
    await q.query(
      `CREATE INDEX "saved_search_matches_member_idx" ON "saved_search_matches" ("member_id")`,
    );
    await q.query(`
      CREATE TABLE "member_changes" (
        "user_id" uuid PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
        "changed_at" timestamptz NOT NULL DEFAULT now(),
        "verified" boolean NOT NULL DEFAULT false,
        "claimed_until" timestamptz
      )`);
    const cols = (row: string) => SEARCHED.map((c) => `${row}."${c}"`).join(", ");
    await q.query(`
      CREATE FUNCTION member_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' OR (${cols("OLD")}) IS DISTINCT FROM (${cols("NEW")}) THEN
          INSERT INTO member_changes ("user_id") VALUES (NEW.id)
          ON CONFLICT ("user_id") DO UPDATE SET "changed_at" = now(), "claimed_until" = NULL;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER member_search_changes AFTER INSERT OR UPDATE ON "member_search" FOR EACH ROW EXECUTE FUNCTION member_search_changed()`,
    );
    await q.query(`
      CREATE FUNCTION member_verified_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO member_changes ("user_id", "verified") VALUES (NEW.id, true)
        ON CONFLICT ("user_id") DO UPDATE SET "changed_at" = now(), "verified" = true, "claimed_until" = NULL;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER users_member_verified AFTER UPDATE OF "is_verified" ON "users" FOR EACH ROW
       WHEN (NEW.is_verified AND NOT OLD.is_verified) EXECUTE FUNCTION member_verified_changed()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "users_member_verified" ON "users"`);
    await q.query(`DROP FUNCTION member_verified_changed()`);
    await q.query(`DROP TRIGGER "member_search_changes" ON "member_search"`);
    await q.query(`DROP FUNCTION member_search_changed()`);
    await q.query(`DROP TABLE "member_changes"`);
    await q.query(`DROP TABLE "saved_search_matches"`);
    await q.query(`DROP TABLE "saved_searches"`);
  }
}
