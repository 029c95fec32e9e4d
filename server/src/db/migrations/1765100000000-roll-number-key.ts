import type { MigrationInterface, QueryRunner } from "typeorm";

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * Roll numbers are unique by what they say, not how they are written: `ISTC2021MT001` and
 * `ISTC-2021-MT-001` are one number. `roll_number_key(text)` is that rule in SQL (ASCII letters and
 * digits, upper-cased; null when none are left), the same as `canonicalRollNumber` in
 * modules/users/roll-number.ts; `translate` rather than `upper` so no database locale can change it.
 * The unique index `users_roll_number_key` now holds on it, whatever writes the row; the column
 * keeps what the member typed.
 *
 * Rows the old index let through (one number written two ways) are resolved first, keeping nothing
 * from nobody: within each number the verified holder, else the earliest account, keeps it; every
 * other holder's number is cleared (their profile is incomplete again, so they are asked for it,
 * with the reason), and the cleared value is written to the admin audit log with the id of the
 * member who kept it, for an admin to settle. `down` puts those numbers back from the log.
 */
export class RollNumberKey1765100000000 implements MigrationInterface {
  name = "RollNumberKey1765100000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE FUNCTION roll_number_key(roll text) RETURNS text
         LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
         AS $$ SELECT NULLIF(translate(regexp_replace(roll, '[^0-9A-Za-z]+', '', 'g'),
                                       '${UPPER.toLowerCase()}', '${UPPER}'), '') $$`,
    );
    await q.query(
      `WITH holders AS (
         SELECT id, full_name, roll_number, profile_completed, pending_reason,
                first_value(id) OVER same AS kept_by, row_number() OVER same AS n
           FROM users WHERE roll_number_key(roll_number) IS NOT NULL
         WINDOW same AS (PARTITION BY roll_number_key(roll_number)
                         ORDER BY is_verified DESC, created_at, id)
       ), cleared AS (
         UPDATE users u
            SET roll_number = NULL, profile_completed = false, updated_at = now(),
                pending_reason = 'Your roll number ' || h.roll_number
                  || ' is also registered to another member, so it was removed. Enter it again, and contact an admin if it is yours.'
           FROM holders h
          WHERE h.id = u.id AND h.n > 1
         RETURNING h.*
       )
       INSERT INTO admin_audit_log (actor_id, actor_name, action, target_id, target_name, before, after)
       SELECT NULL, 'System (migration)', 'CLEAR_DUPLICATE_ROLL_NUMBER', id, full_name,
              jsonb_build_object('rollNumber', roll_number, 'profileCompleted', profile_completed,
                                 'pendingReason', pending_reason),
              jsonb_build_object('rollNumber', NULL, 'profileCompleted', false,
                                 'rollNumberKeptBy', kept_by)
         FROM cleared`,
    );
    await q.query(`DROP INDEX "users_roll_number_key"`);
    await q.query(
      `CREATE UNIQUE INDEX "users_roll_number_key" ON "users" (roll_number_key(roll_number))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "users_roll_number_key"`);
    await q.query(
      `WITH restored AS (
         UPDATE users u
            SET roll_number = a.before->>'rollNumber',
                profile_completed = (a.before->>'profileCompleted')::boolean,
                pending_reason = a.before->>'pendingReason'
           FROM admin_audit_log a
          WHERE a.action = 'CLEAR_DUPLICATE_ROLL_NUMBER' AND a.target_id = u.id
            AND u.roll_number IS NULL
         RETURNING a.id
       )
       DELETE FROM admin_audit_log WHERE id IN (SELECT id FROM restored)`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "users_roll_number_key" ON "users" ("roll_number") WHERE roll_number IS NOT NULL`,
    );
    await q.query(`DROP FUNCTION roll_number_key(text)`);
  }
}
