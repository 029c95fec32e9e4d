import { In, type DataSource, type EntityManager } from "typeorm";
import { normalizeEmail } from "#common/email";
import { badInput, conflict, notFound } from "../../errors.js";
import { rowIdCursor } from "../../paging/cursor.js";
import {
  pageSize,
  toConnection,
  type Connection,
  type CountedConnection,
  type PageArgs,
} from "../../paging/page.js";
import { LIST_PAGES } from "../../paging/page-sizes.js";
import { batchYearFromRollNumber, rollNumberToStore } from "../users/roll-number.js";
import { User } from "../users/user.entity.js";
import { AuditEntry, type AuditAction } from "./audit-entry.entity.js";
import { assertCanDemote, type AdminActor } from "./admin.policy.js";
import { recordAudit } from "./audit-log.js";
import { isUuid, likeContains } from "../../db/sql-values.js";

export interface AdminStats {
  totalUsers: number;
  verifiedUsers: number;
  unverifiedUsers: number;
  completedProfiles: number;
}

export interface UserListQuery {
  status: "ALL" | "PENDING" | "VERIFIED";
  profileCompleted?: boolean | null;
  search?: string | null;
}

export interface NewUser {
  email: string;
  fullName: string;
  rollNumber?: string | null;
  course?: string | null;
  trade?: string | null;
  currentLocation?: string | null;
  occupation?: string | null;
  companyOrganization?: string | null;
  phoneNumber?: string | null;
  isVerified: boolean;
}

const UNIQUE_VIOLATION = "23505";
const STALE_CURSOR = "This list has changed since it was loaded. Please reload it.";
const trimmedOrNull = (v?: string | null) => v?.trim() || null;

/**
 * The admin's work: the member list, verification, new accounts and the admin role. Every change is
 * written with its audit row in one transaction, through the User repository (entity saves).
 */
export class AdminService {
  constructor(
    private readonly db: DataSource,
    private readonly adminEmails: readonly string[],
  ) {}

  async stats(): Promise<AdminStats> {
    const [row] = await this.db.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE is_verified)::int AS verified,
              count(*) FILTER (WHERE profile_completed)::int AS completed
       FROM users`,
    );
    return {
      totalUsers: row.total,
      verifiedUsers: row.verified,
      unverifiedUsers: row.total - row.verified,
      completedProfiles: row.completed,
    };
  }

  /** Members matching the filter, newest first, `first` at a time after the cursor (a user id). */
  async listUsers(query: UserListQuery, page: PageArgs = {}): Promise<CountedConnection<User>> {
    const first = pageSize(page.first, LIST_PAGES.adminLists);
    const after = page.after;
    const qb = this.db.getRepository(User).createQueryBuilder("u");
    if (query.status !== "ALL")
      qb.andWhere("u.isVerified = :v", { v: query.status === "VERIFIED" });
    if (query.profileCompleted != null) {
      qb.andWhere("u.profileCompleted = :c", { c: query.profileCompleted });
    }
    const term = query.search?.trim();
    if (term) {
      qb.andWhere("(u.fullName ILIKE :q OR u.email ILIKE :q OR u.rollNumber ILIKE :q)", {
        q: likeContains(term),
      });
    }
    const totalCount = await qb.clone().getCount();
    if (after) {
      await this.assertCursor("users", after);
      qb.andWhere("(u.createdAt, u.id) < (SELECT created_at, id FROM users WHERE id = :after)", {
        after,
      });
    }
    const rows = await qb
      .orderBy("u.createdAt", "DESC")
      .addOrderBy("u.id", "DESC")
      .limit(first + 1)
      .getMany();
    return toConnection(rows, first, byRowId, totalCount);
  }

  /** The audit log, newest first. */
  async auditLog(page: PageArgs = {}): Promise<Connection<AuditEntry>> {
    const first = pageSize(page.first, LIST_PAGES.adminLists);
    const after = page.after;
    const qb = this.db.getRepository(AuditEntry).createQueryBuilder("a");
    if (after) {
      await this.assertCursor("admin_audit_log", after);
      qb.where(
        "(a.createdAt, a.id) < (SELECT created_at, id FROM admin_audit_log WHERE id = :after)",
        { after },
      );
    }
    const rows = await qb
      .orderBy("a.createdAt", "DESC")
      .addOrderBy("a.id", "DESC")
      .limit(first + 1)
      .getMany();
    return toConnection(rows, first, byRowId);
  }

  /**
   * Sets the verification of one or several members, all or nothing. Verifying clears the reason a
   * member was pending. Members already in that state are left alone (and not logged). The roles
   * are read per request, so the member's very next request sees the change.
   */
  async setVerification(
    actor: AdminActor,
    userIds: string[],
    isVerified: boolean,
  ): Promise<User[]> {
    const ids = [...new Set(userIds)];
    const missing = () =>
      notFound(
        ids.length === 1 ? "User not found" : "Some of the selected members no longer exist",
      );
    if (!ids.every((id) => isUuid(id))) throw missing();
    return this.db.transaction(async (m) => {
      const repo = m.getRepository(User);
      const users = await repo.find({
        where: { id: In(ids) },
        order: { id: "ASC" }, // one lock order for every caller: no deadlocks between two admins
        lock: { mode: "pessimistic_write" },
      });
      if (users.length !== ids.length) throw missing();
      for (const user of users) {
        if (user.isVerified === isVerified) continue;
        const before = { isVerified: user.isVerified, pendingReason: user.pendingReason };
        user.isVerified = isVerified;
        if (isVerified) user.pendingReason = null;
        await repo.save(user);
        await this.audit(m, actor, isVerified ? "VERIFY" : "UNVERIFY", user, before, {
          isVerified,
          pendingReason: user.pendingReason,
        });
      }
      const byId = new Map(users.map((u) => [u.id, u]));
      return ids.map((id) => byId.get(id)!);
    });
  }

  /**
   * An account made by an admin; its owner signs in later with an e-mail code. With roll number,
   * trade and location it counts as a completed profile.
   */
  async createUser(actor: AdminActor, input: NewUser): Promise<User> {
    const email = normalizeEmail(input.email);
    const roll = trimmedOrNull(input.rollNumber);
    const rollNumber = roll ? rollNumberToStore(roll) : null;
    const trade = trimmedOrNull(input.trade);
    const currentLocation = trimmedOrNull(input.currentLocation);
    try {
      return await this.db.transaction(async (m) => {
        const repo = m.getRepository(User);
        if (await repo.existsBy({ email })) throw duplicateEmail();
        const user = await repo.save(
          repo.create({
            email,
            fullName: input.fullName.trim(),
            rollNumber,
            batchYear: rollNumber ? batchYearFromRollNumber(rollNumber) : null,
            course: trimmedOrNull(input.course),
            trade,
            currentLocation,
            occupation: trimmedOrNull(input.occupation),
            companyOrganization: trimmedOrNull(input.companyOrganization),
            phoneNumber: trimmedOrNull(input.phoneNumber),
            isVerified: input.isVerified,
            profileCompleted: Boolean(rollNumber && trade && currentLocation),
            skills: [],
          }),
        );
        await this.audit(m, actor, "CREATE_USER", user, null, {
          email,
          fullName: user.fullName,
          rollNumber,
          isVerified: user.isVerified,
          profileCompleted: user.profileCompleted,
        });
        return user;
      });
    } catch (err) {
      const { code, constraint } = err as { code?: string; constraint?: string };
      if (code === UNIQUE_VIOLATION && constraint === "users_email_key") throw duplicateEmail();
      if (code === UNIQUE_VIOLATION && constraint === "users_roll_number_key") {
        throw conflict("This roll number is already registered to another member.", "rollNumber");
      }
      throw err;
    }
  }

  /**
   * Grants or removes the stored admin flag (granting it removes any Google link). An admin cannot remove their own role, and the last
   * admin stays one; a lock serialises role changes so two admins cannot demote each other at once.
   */
  async setAdmin(actor: AdminActor, userId: string, makeAdmin: boolean): Promise<User> {
    return this.db.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('admin-roles'))`);
      const repo = m.getRepository(User);
      const user = isUuid(userId)
        ? await repo.findOne({ where: { id: userId }, lock: { mode: "pessimistic_write" } })
        : null;
      if (!user) throw notFound("User not found");
      if (!makeAdmin) {
        await assertCanDemote(actor, user, this.adminEmails, async () => {
          const [{ others }] = await m.query(
            `SELECT count(*)::int AS others FROM users WHERE id <> $1 AND (is_admin OR email = ANY($2))`,
            [user.id, this.adminEmails],
          );
          return others as number;
        });
      }
      if (user.isAdminFlag === makeAdmin) return user;
      user.isAdminFlag = makeAdmin;
      // Google is never linked to an admin: a promoted member signs in with e-mail codes from now on.
      if (makeAdmin) user.googleSub = null;
      await repo.save(user);
      await this.audit(
        m,
        actor,
        makeAdmin ? "PROMOTE" : "DEMOTE",
        user,
        { isAdmin: !makeAdmin },
        { isAdmin: makeAdmin },
      );
      return user;
    });
  }

  private async audit(
    m: EntityManager,
    actor: AdminActor,
    action: AuditAction,
    target: User,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): Promise<void> {
    await recordAudit(m, { actor, action, target, before, after });
  }

  private async assertCursor(table: "users" | "admin_audit_log", cursor: string): Promise<void> {
    const id = rowIdCursor.decode(cursor);
    const rows = await this.db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
    if (!rows.length) throw badInput(STALE_CURSOR, "after");
  }
}

/** The admin lists' cursor is the last row's id (REST documents `after` as that id). */
const byRowId = (row: { id: string }) => rowIdCursor.encode(row.id);
const duplicateEmail = () => conflict("A user with this email already exists", "email");
