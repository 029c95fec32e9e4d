import type { DataSource, EntityManager } from "typeorm";
import { ROSTER_LIMITS } from "#common/limits";
import { badInput, notFound } from "../../errors.js";
import { isUuid, likeContains } from "../../db/sql-values.js";
import { rowIdCursor } from "../../paging/cursor.js";
import {
  pageSize,
  toConnection,
  type CountedConnection,
  type PageArgs,
} from "../../paging/page.js";
import { LIST_PAGES } from "../../paging/page-sizes.js";
import type { AuditActor } from "../admin/audit-log.js";
import { canonicalRollNumber } from "../users/roll-number.js";
import type { RosterProblem, RosterRow } from "./roster-columns.js";
import { RosterEntry } from "./roster-entry.entity.js";
import { namesMatch } from "./roster-names.js";
import { readRoster, type RosterSource } from "./roster-reader.js";

/** A member the roster verifies (or would). */
export interface RosterMatch {
  userId: string;
  fullName: string;
  rollNumber: string;
}

export interface RosterPreview {
  rows: number;
  valid: number;
  invalidCount: number;
  invalid: RosterProblem[];
  wouldVerify: RosterMatch[];
}

export interface RosterImport {
  imported: number;
  updated: number;
  invalidCount: number;
  invalid: RosterProblem[];
  verifiedNow: RosterMatch[];
}

/** How the audit log names a verification the roster made when a member completed the profile. */
export const ROSTER_ACTOR: AuditActor = { userId: null, name: "Roster" };

/** Tells a member they are verified (NotificationService.memberVerified). */
export interface VerifiedNotice {
  memberVerified(userId: string): Promise<void>;
}

const CHUNK = 5000;
const STALE_CURSOR = "This list has changed since it was loaded. Please reload it.";

/**
 * The roster (issue 26): imports it (idempotent: one row per canonical roll number), lists and
 * deletes its entries, and verifies the members it names: pending members matching an import, and
 * a member completing the profile with a roll number and name on it (`verifyOnProfile`).
 */
export class RosterService {
  constructor(
    private readonly db: DataSource,
    private readonly notices: VerifiedNotice,
  ) {}

  /** A dry run: what an import of `source` would do; nothing changes. */
  async preview(source: RosterSource): Promise<RosterPreview> {
    const read = await readRoster(source);
    const matches = await this.pendingMatches(this.db.manager, read.valid);
    return {
      rows: read.rows,
      valid: read.valid.length,
      invalidCount: read.invalid.length,
      invalid: read.invalid.slice(0, ROSTER_LIMITS.listed),
      wouldVerify: matches.slice(0, ROSTER_LIMITS.listed),
    };
  }

  /**
   * Stores the valid rows (a new roll number inserted, a changed row updated, an unchanged one left
   * alone) and verifies the pending members they match, in one transaction, each verification in
   * the audit log; then tells those members.
   */
  async import(actor: AuditActor, source: RosterSource): Promise<RosterImport> {
    const read = await readRoster(source);
    const result = await this.db.transaction(async (m) => {
      let imported = 0;
      let updated = 0;
      for (let i = 0; i < read.valid.length; i += CHUNK) {
        const counts = await upsert(m, read.valid.slice(i, i + CHUNK));
        imported += counts.imported;
        updated += counts.updated;
      }
      const verifiedNow = await this.pendingMatches(m, read.valid, true);
      await verify(m, verifiedNow, {
        userId: actor.userId,
        name: `Roster (import by ${actor.name})`,
      });
      return { imported, updated, verifiedNow };
    });
    for (const { userId } of result.verifiedNow) await this.notices.memberVerified(userId);
    return {
      imported: result.imported,
      updated: result.updated,
      invalidCount: read.invalid.length,
      invalid: read.invalid.slice(0, ROSTER_LIMITS.listed),
      verifiedNow: result.verifiedNow,
    };
  }

  /**
   * Verifies the member `userId` when the roster has their roll number with their name; call in the
   * transaction that saved the roll number (it holds the member's row). True when verified now.
   */
  async verifyOnProfile(m: EntityManager, userId: string): Promise<boolean> {
    const [user] = await m.query(
      `SELECT u.id, u.full_name, u.roll_number, r.full_name AS roster_name
         FROM users u JOIN roster_entries r ON r.roll_key = roll_number_key(u.roll_number)
        WHERE u.id = $1 AND NOT u.is_verified`,
      [userId],
    );
    if (!user || !namesMatch(user.full_name, user.roster_name)) return false;
    await verify(
      m,
      [{ userId: user.id, fullName: user.full_name, rollNumber: user.roll_number }],
      ROSTER_ACTOR,
    );
    return true;
  }

  /** After the transaction of `verifyOnProfile` committed: the "you are verified" notice. */
  verifiedNotice(userId: string): Promise<void> {
    return this.notices.memberVerified(userId);
  }

  /** Roster entries, newest first, searched by name or roll number. */
  async list(
    search: string | null | undefined,
    page: PageArgs = {},
  ): Promise<CountedConnection<RosterEntry>> {
    const first = pageSize(page.first, LIST_PAGES.adminLists);
    const qb = this.db.getRepository(RosterEntry).createQueryBuilder("r");
    const term = search?.trim();
    if (term && term.length > ROSTER_LIMITS.search)
      throw badInput(`Search must be at most ${ROSTER_LIMITS.search} characters`, "search");
    if (term) {
      qb.andWhere("(r.fullName ILIKE :q OR r.rollNumber ILIKE :q OR r.rollKey = :key)", {
        q: likeContains(term),
        key: canonicalRollNumber(term) ?? "",
      });
    }
    const totalCount = await qb.clone().getCount();
    if (page.after) {
      const id = rowIdCursor.decode(page.after);
      const rows = await this.db.query(`SELECT 1 FROM roster_entries WHERE id = $1`, [id]);
      if (!rows.length) throw badInput(STALE_CURSOR, "after");
      qb.andWhere(
        "(r.createdAt, r.id) < (SELECT created_at, id FROM roster_entries WHERE id = :after)",
        { after: id },
      );
    }
    const rows = await qb
      .orderBy("r.createdAt", "DESC")
      .addOrderBy("r.id", "DESC")
      .limit(first + 1)
      .getMany();
    return toConnection(rows, first, (r) => rowIdCursor.encode(r.id), totalCount);
  }

  /** Deletes one entry; NOT_FOUND when it is not there. */
  async remove(id: string): Promise<string> {
    const gone = () => notFound("Roster entry not found");
    if (!isUuid(id)) throw gone();
    const [, affected] = await this.db.query(`DELETE FROM roster_entries WHERE id = $1`, [id]);
    if (!affected) throw gone();
    return id;
  }

  /** Roster entries by canonical roll number (the admin list's "Roster:" line). */
  async byRollKeys(keys: readonly string[]): Promise<RosterEntry[]> {
    if (!keys.length) return [];
    return this.db
      .getRepository(RosterEntry)
      .createQueryBuilder("r")
      .where("r.rollKey = ANY(:keys)", { keys: [...keys] })
      .getMany();
  }

  /** Pending members with a roll number of `rows` and the same name (locked when `lock`). */
  private async pendingMatches(
    m: EntityManager,
    rows: RosterRow[],
    lock = false,
  ): Promise<RosterMatch[]> {
    if (!rows.length) return [];
    const byKey = new Map(rows.map((r) => [r.rollKey, r]));
    const users: { id: string; full_name: string; roll_number: string; key: string }[] =
      await m.query(
        // A join (hashed), not `= ANY(array)`, which compares every member with every key.
        `SELECT u.id, u.full_name, u.roll_number, k.key
           FROM users u JOIN unnest($1::text[]) AS k(key) ON roll_number_key(u.roll_number) = k.key
          WHERE NOT u.is_verified
          ORDER BY u.id ${lock ? "FOR UPDATE OF u" : ""}`,
        [[...byKey.keys()]],
      );
    return users
      .filter((u) => namesMatch(u.full_name, byKey.get(u.key)!.fullName))
      .map((u) => ({ userId: u.id, fullName: u.full_name, rollNumber: u.roll_number }));
  }
}

/** Inserts or updates a chunk of rows; unchanged rows are not touched. */
async function upsert(m: EntityManager, rows: RosterRow[]) {
  const [counts] = await m.query(
    `WITH up AS (
       INSERT INTO roster_entries (roll_number, roll_key, full_name, batch_year, trade, email)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[])
       ON CONFLICT (roll_key) DO UPDATE SET
         roll_number = EXCLUDED.roll_number, full_name = EXCLUDED.full_name,
         batch_year = EXCLUDED.batch_year, trade = EXCLUDED.trade, email = EXCLUDED.email,
         updated_at = now()
       WHERE (roster_entries.roll_number, roster_entries.full_name, roster_entries.batch_year,
              roster_entries.trade, roster_entries.email)
             IS DISTINCT FROM (EXCLUDED.roll_number, EXCLUDED.full_name, EXCLUDED.batch_year,
              EXCLUDED.trade, EXCLUDED.email)
       RETURNING (xmax = 0) AS inserted)
     SELECT count(*) FILTER (WHERE inserted)::int AS imported,
            count(*) FILTER (WHERE NOT inserted)::int AS updated FROM up`,
    [
      rows.map((r) => r.rollNumber),
      rows.map((r) => r.rollKey),
      rows.map((r) => r.fullName),
      rows.map((r) => r.batchYear),
      rows.map((r) => r.trade),
      rows.map((r) => r.email),
    ],
  );
  return counts as { imported: number; updated: number };
}

/**
 * Verifies pending members, each with its audit row (as recordAudit writes it), in two statements
 * whatever their number.
 */
async function verify(m: EntityManager, matches: RosterMatch[], actor: AuditActor): Promise<void> {
  if (!matches.length) return;
  const [rows] = (await m.query(
    `UPDATE users u SET is_verified = true, pending_reason = NULL, updated_at = now()
       FROM (SELECT id, pending_reason FROM users WHERE id = ANY($1::uuid[])) old
      WHERE u.id = old.id RETURNING u.id, old.pending_reason`,
    [matches.map((x) => x.userId)],
  )) as [{ id: string; pending_reason: string | null }[], number];
  const reasons = new Map(rows.map((r) => [r.id, r.pending_reason]));
  await m.query(
    `INSERT INTO admin_audit_log (actor_id, actor_name, action, target_id, target_name, before, after)
     SELECT $1, $2, 'VERIFY', t.id, t.name,
            jsonb_build_object('isVerified', false, 'pendingReason', t.reason),
            '{"isVerified": true, "pendingReason": null, "roster": true}'::jsonb
       FROM unnest($3::uuid[], $4::text[], $5::text[]) AS t(id, name, reason)`,
    [
      actor.userId,
      actor.name,
      matches.map((x) => x.userId),
      matches.map((x) => x.fullName),
      matches.map((x) => reasons.get(x.userId) ?? null),
    ],
  );
}
