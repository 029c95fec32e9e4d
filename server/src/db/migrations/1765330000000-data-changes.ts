import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Change notifications for the read cache (graphql/read-cache.ts): every statement that changes a
 * row of a table an answer may read (or truncates it) notifies `data_changed`, once per
 * transaction (PostgreSQL folds equal notifications), at commit. Every table of the public schema
 * has the triggers except DATA_CHANGES_EXEMPT: tables no cacheable answer reads (sign-in flows,
 * sessions, whose access rules the viewer cache follows, rate limit counters, job queues and
 * delivery logs). The read cache checks at start that every other table has them
 * (`missingDataTriggers`) and stays off otherwise, so a table added later without them cannot
 * leave an answer stale. Row-level, so a statement that changes nothing notifies nothing.
 */
export const DATA_CHANGES_EXEMPT = [
  "migrations",
  "sessions",
  "email_codes",
  "sign_in_links",
  "sign_in_exchanges",
  "oidc_flows",
  "rate_limits",
  "member_changes",
  "email_deliveries",
  "notification_schedule",
  "message_sockets",
];

/** The trigger names a table carries (row changes, and truncation). */
export const dataTriggerNames = (table: string) => [
  `${table}_data_changed`,
  `${table}_data_truncated`,
];

/** A query runner or a data source: whatever runs a statement and answers its rows. */
type Runs = { query(sql: string, params?: unknown[]): Promise<unknown> };

export async function addDataTriggers(q: Runs, table: string) {
  const [row, truncate] = dataTriggerNames(table);
  await q.query(`CREATE TRIGGER "${row}" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
    FOR EACH ROW EXECUTE FUNCTION notify_data_changed()`);
  await q.query(`CREATE TRIGGER "${truncate}" AFTER TRUNCATE ON "${table}"
    FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed()`);
}

/** The tables of the public schema that should have the triggers and do not. */
export async function missingDataTriggers(q: Runs): Promise<string[]> {
  const rows = (await q.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> ALL($1::text[])
       AND (SELECT count(*) FROM pg_trigger t
            WHERE t.tgrelid = c.oid AND t.tgname IN (c.relname || '_data_changed', c.relname || '_data_truncated')
              AND t.tgenabled <> 'D') < 2
     ORDER BY 1`,
    [DATA_CHANGES_EXEMPT],
  )) as { name: string }[];
  return rows.map((r) => r.name);
}

export class DataChanges1765330000000 implements MigrationInterface {
  name = "DataChanges1765330000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('data_changed', '');
        RETURN NULL;
      END $$`);
    for (const table of await missingDataTriggers(q)) await addDataTriggers(q, table);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION notify_data_changed() CASCADE`);
  }
}
