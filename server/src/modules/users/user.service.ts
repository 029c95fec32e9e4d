import { type DataSource, type EntityManager } from "typeorm";
import { normalizeEmail } from "#common/email";
import { ROLL_NUMBER_HOLD_DAYS } from "#common/limits";
import { rows, sql } from "../../db/sql.js";
import { conflict, notFound } from "../../errors.js";
import { isUuid } from "../../db/sql-values.js";
import { MAX_NAME_LENGTH } from "./names.js";
import { batchYearFromRollNumber, canonicalRollNumber, rollNumberToStore } from "./roll-number.js";
import { membersByIds } from "./member-rows.js";
import { User } from "./user.entity.js";

export interface CompleteProfile {
  rollNumber: string;
  trade: string;
  currentLocation: string;
  /** Given by the member; else the roll number's year is used. */
  batchYear?: number | null;
}

/** Why Google sign-in would not link an identity to the account that has its e-mail. */
export type GoogleRefusal = "linked_to_other_google_account" | "admin_account";

const UNIQUE_VIOLATION = "23505";
/** The roll number's unique index answered: a 409 naming the field; any other error unchanged. */
export function rollNumberConflict(err: unknown): unknown {
  if ((err as { code?: string }).code === UNIQUE_VIOLATION) {
    return conflict(
      "This roll number is already registered to another member. If it is yours, contact an admin.",
      "rollNumber",
    );
  }
  return err;
}

/**
 * Verifies a member who completes the profile with a roll number and name the roster has
 * (modules/roster/): inside the transaction that saved the number, then the notice after it.
 */
export interface ProfileVerifier {
  verifyOnProfile(m: EntityManager, userId: string): Promise<boolean>;
  verifiedNotice(userId: string): Promise<void>;
}

/** Members: finding, creating at sign-in, and profile changes. */
export class UserService {
  constructor(
    private readonly db: DataSource,
    private readonly verifier?: ProfileVerifier,
  ) {}

  private repo(m?: EntityManager) {
    return (m ?? this.db.manager).getRepository(User);
  }

  findByEmail(email: string, m?: EntityManager): Promise<User | null> {
    return this.repo(m).findOneBy({ email: normalizeEmail(email) });
  }

  /** Whether an account has this e-mail: one prepared statement on the unique index, no row read. */
  async hasAccount(email: string): Promise<boolean> {
    const [row] = await rows<{ found: boolean }>(
      this.db,
      `SELECT EXISTS (SELECT 1 FROM users WHERE email = $1) AS found`,
      [normalizeEmail(email)],
      { prepare: true },
    );
    return row.found;
  }

  /** The members with these ids (any order; unknown ids are left out): one plain statement. */
  findByIds(ids: readonly string[]): Promise<User[]> {
    return membersByIds(this.db, ids);
  }

  /** A member for another member's page: unknown and malformed ids are both "User not found". */
  async getMember(id: string): Promise<User> {
    if (!isUuid(id)) throw notFound("User not found");
    return this.getById(id);
  }

  async getById(id: string): Promise<User> {
    const [user] = isUuid(id) ? await membersByIds(this.db, [id]) : [];
    if (!user) throw notFound("User not found");
    return user;
  }

  /** The account for a verified e-mail, created with `fullName` when there is none yet. */
  async findOrCreateByEmail(
    rawEmail: string,
    fullName: string,
  ): Promise<{ user: User; created: boolean }> {
    const email = normalizeEmail(rawEmail);
    const inserted = await sql<{ id: string }>(
      this.db,
      `INSERT INTO users (email, full_name) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING id`,
      [email, fullName.slice(0, MAX_NAME_LENGTH)],
    );
    const user = await this.repo().findOneByOrFail({ email });
    return { user, created: inserted.length > 0 };
  }

  /**
   * Google sign-in: the account already linked to this Google subject; else the account with this
   * (provider-verified) e-mail, linked now unless it is linked to another Google account or is an
   * admin's (admins sign in with e-mail codes: a Google identity never takes one over); else a new
   * account, unless the address is an admin's. Never a second account for one e-mail.
   */
  async findOrCreateFromGoogle(
    claims: { sub: string; email: string; name: string },
    isAdmin: (user: Pick<User, "isAdminFlag" | "email">) => boolean,
  ): Promise<{ user: User; created: boolean } | { refused: GoogleRefusal }> {
    const email = normalizeEmail(claims.email);
    return this.db.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`google:${email}`]);
      const repo = this.repo(m);
      const linked = await repo.findOneBy({ googleSub: claims.sub });
      if (linked) return { user: linked, created: false };
      const byEmail = await repo.findOneBy({ email });
      if (byEmail) {
        if (byEmail.googleSub) return { refused: "linked_to_other_google_account" as const };
        if (isAdmin(byEmail)) return { refused: "admin_account" as const };
        await repo.update({ id: byEmail.id }, { googleSub: claims.sub });
        return { user: { ...byEmail, googleSub: claims.sub }, created: false };
      }
      if (isAdmin({ isAdminFlag: false, email })) return { refused: "admin_account" as const };
      const user = await repo.save(
        repo.create({
          email,
          fullName: claims.name.slice(0, MAX_NAME_LENGTH),
          googleSub: claims.sub,
        }),
      );
      return { user, created: true };
    });
  }

  /**
   * Saves roll number, trade and location, and verifies the member when the roster has the roll
   * number with the member's name (the ProfileVerifier). The batch year is written with the roll number (the one
   * given, else the year the roll number starts with). A verified member whose roll number changes is
   * pending again, with the reason kept for the dashboard; trade and location keep the verification.
   */
  async completeProfile(userId: string, input: CompleteProfile): Promise<User> {
    const rollNumber = rollNumberToStore(input.rollNumber);
    let verified = false;
    try {
      await this.db.transaction(async (m) => {
        const repo = this.repo(m);
        const current = await repo.findOne({
          where: { id: userId },
          lock: { mode: "pessimistic_write" },
        });
        if (!current) throw notFound("User not found");
        await repo.update(
          { id: userId },
          {
            ...(await this.claimRollNumber(m, current, rollNumber, input.batchYear)),
            trade: input.trade.trim(),
            currentLocation: input.currentLocation.trim(),
            profileCompleted: true,
          },
        );
        // The roster names this member with this roll number: verified at once (issue 26).
        verified = (await this.verifier?.verifyOnProfile(m, userId)) ?? false;
      });
    } catch (err) {
      throw rollNumberConflict(err);
    }
    if (verified) await this.verifier!.verifiedNotice(userId);
    return this.getById(userId);
  }

  /**
   * The columns to write when a member states `rollNumber` (as stored): the number, its batch year
   * (the one given, else the year it starts with), and, for a verified member whose number changes,
   * pending again with the reason kept for the dashboard. Frees the number from an abandoned account
   * first. Call inside a transaction holding the member's row.
   */
  async claimRollNumber(
    m: EntityManager,
    current: User,
    rollNumber: string,
    batchYear?: number | null,
  ): Promise<Partial<User>> {
    await this.releaseAbandonedRollNumber(m, rollNumber, current.id);
    // The same number written another way (`ISTC2021MT001` for `ISTC-2021-MT-001`) is kept as
    // typed but changes nothing an admin verified.
    const rollChanged =
      !current.rollNumber ||
      canonicalRollNumber(current.rollNumber) !== canonicalRollNumber(rollNumber);
    return {
      rollNumber,
      batchYear: batchYear ?? batchYearFromRollNumber(rollNumber) ?? current.batchYear,
      ...(current.isVerified && rollChanged
        ? {
            isVerified: false,
            pendingReason: current.rollNumber
              ? `Your roll number changed from ${current.rollNumber} to ${rollNumber}, so an admin will verify your profile again.`
              : `You added the roll number ${rollNumber}, so an admin will verify your profile again.`,
          }
        : {}),
    };
  }

  /**
   * A roll number is released from an account that is not verified, never finished signing in (no
   * session ever) and is older than ROLL_NUMBER_HOLD_DAYS, so nobody can squat a member's number
   * with an abandoned account. That account's profile is incomplete again. Numbers are compared
   * as the unique index compares them (`roll_number_key`: letters and digits, upper-cased).
   */
  private async releaseAbandonedRollNumber(
    m: EntityManager,
    rollNumber: string,
    claimantId: string,
  ): Promise<void> {
    await m.query(
      `UPDATE users SET roll_number = NULL, profile_completed = false, updated_at = now()
       WHERE roll_number_key(roll_number) = roll_number_key($1) AND id <> $2
         AND NOT is_verified AND NOT is_admin AND last_sign_in_at IS NULL
         AND created_at < now() - make_interval(days => $3)`,
      [rollNumber, claimantId, ROLL_NUMBER_HOLD_DAYS],
    );
  }
}
