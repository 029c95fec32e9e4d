import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Change notifications for the viewer cache (modules/auth/viewer-cache.ts): after a statement
 * changes members or sessions, `viewer_changed` carries `u:<ids>` (members) or `s:<ids>`
 * (sessions), comma-separated, or `*` when more than 100 rows changed or a table was truncated.
 * Sessions notify only when what decides access changes (revoked, expiry, scope, owner), not on a
 * token's "last used" touch. Statement-level triggers with transition tables: one notification
 * per statement, whatever the number of rows.
 */
export class ViewerChanges1764800000000 implements MigrationInterface {
  name = "ViewerChanges1764800000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_viewer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        prefix text := CASE WHEN TG_TABLE_NAME = 'users' THEN 'u:' ELSE 's:' END;
        ids text[];
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM pg_notify('viewer_changed', '*');
          RETURN NULL;
        END IF;
        IF TG_OP = 'DELETE' THEN
          SELECT array_agg(id::text) INTO ids FROM (SELECT id FROM old_rows LIMIT 101) r;
        ELSIF TG_TABLE_NAME = 'users' THEN
          SELECT array_agg(id::text) INTO ids FROM (SELECT id FROM new_rows LIMIT 101) r;
        ELSE
          SELECT array_agg(n.id::text) INTO ids FROM (
            SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
            WHERE n.revoked_at IS DISTINCT FROM o.revoked_at OR n.expires_at IS DISTINCT FROM o.expires_at
               OR n.scope IS DISTINCT FROM o.scope OR n.user_id IS DISTINCT FROM o.user_id
               OR n.token_hash IS DISTINCT FROM o.token_hash OR n.kind IS DISTINCT FROM o.kind
            LIMIT 101) n;
        END IF;
        IF ids IS NULL THEN
          RETURN NULL;
        END IF;
        PERFORM pg_notify('viewer_changed',
          CASE WHEN cardinality(ids) > 100 THEN '*' ELSE prefix || array_to_string(ids, ',') END);
        RETURN NULL;
      END $$`);
    for (const table of ["users", "sessions"]) {
      await q.query(`CREATE TRIGGER ${table}_viewer_update AFTER UPDATE ON ${table}
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed()`);
      await q.query(`CREATE TRIGGER ${table}_viewer_delete AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed()`);
      await q.query(`CREATE TRIGGER ${table}_viewer_truncate AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ["users", "sessions"]) {
      for (const event of ["update", "delete", "truncate"])
        await q.query(`DROP TRIGGER ${table}_viewer_${event} ON ${table}`);
    }
    await q.query(`DROP FUNCTION notify_viewer_changed()`);
  }
}
