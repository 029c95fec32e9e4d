import type { MigrationInterface, QueryRunner } from "typeorm";

/** The payload of a `data_changed` notification that touched only members' profile text. */
export const PROFILE_TEXT_CHANGE = "profile-text";

/**
 * The columns of `users` that only the directory, smart search and member pages read (the cards'
 * and profile's text and what search derives from it), never `me`, the board or an opportunity:
 * graphql/read-cache.ts `PROFILE_TEXT_FIELDS` are the GraphQL fields that read them.
 */
export const PROFILE_TEXT_COLUMNS = [
  "job_title",
  "company",
  "skills",
  "linkedin_url",
  "whatsapp_link",
  "bio",
  "course",
  "occupation",
  "company_organization",
  "updated_at",
  "search_vector",
  "directory_text",
  "tech_employer",
  "search_batch_year",
];

/**
 * `data_changed` says what kind of change it was (graphql/read-cache.ts): `profile-text` when a
 * row of `users` was updated and nothing but PROFILE_TEXT_COLUMNS differs between its old and new
 * row (compared as JSON, so a column added later counts as anything else), or when a row of
 * `member_search` (search's copy of those fields) changed; an empty payload for any other change,
 * as before. Answers that read no profile text (`me`, the board, an opportunity, without the text
 * fields) survive a `profile-text` change; every other answer is dropped by either.
 */
export class DataChangeKinds1765360000000 implements MigrationInterface {
  name = "DataChangeKinds1765360000000";

  async up(q: QueryRunner): Promise<void> {
    const text = PROFILE_TEXT_COLUMNS.map((c) => `'${c}'`).join(", ");
    await q.query(`
      CREATE OR REPLACE FUNCTION notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'TRUNCATE' AND (TG_TABLE_NAME = 'member_search' OR (TG_TABLE_NAME = 'users'
            AND TG_OP = 'UPDATE'
            AND to_jsonb(OLD) - ARRAY[${text}]::text[] = to_jsonb(NEW) - ARRAY[${text}]::text[])) THEN
          PERFORM pg_notify('data_changed', '${PROFILE_TEXT_CHANGE}');
        ELSE
          PERFORM pg_notify('data_changed', '');
        END IF;
        RETURN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('data_changed', '');
        RETURN NULL;
      END $$`);
  }
}
