import type { DataSource } from "typeorm";
import { PROFILE_EDIT_LIMITS } from "#common/limits";
import { stripControlCharacters } from "#common/text";
import { badInput, notFound } from "../../errors.js";
import {
  normalizeLinkedinUrl,
  normalizeSkills,
  normalizeWhatsapp,
  optionalText,
} from "./profile-fields.js";
import { rows } from "../../db/sql.js";
import { resolveLocation } from "../search/place-resolver.js";
import { toUser, userColumns } from "./member-rows.js";
import { rollNumberToStore } from "./roll-number.js";
import { User } from "./user.entity.js";
import { CONTACT_VISIBILITIES, type ContactVisibility } from "./user.policy.js";
import { rollNumberConflict, type UserService } from "./user.service.js";

/** The profile edit: each field optional; omitted keeps, empty clears (except the required three). */
export interface ProfileUpdate {
  rollNumber?: string | null;
  trade?: string | null;
  currentLocation?: string | null;
  jobTitle?: string | null;
  company?: string | null;
  skills?: readonly string[] | null;
  linkedinUrl?: string | null;
  whatsappLink?: string | null;
  bio?: string | null;
  /** Who sees the contact details; null or omitted keeps it. */
  contactVisibility?: ContactVisibility | null;
}

const given = <T>(value: T | null | undefined): value is T | null => value !== undefined;

/** A member editing their own profile. */
export class ProfileService {
  constructor(
    private readonly db: DataSource,
    private readonly users: UserService,
  ) {}

  /**
   * Validates and normalises every given field (all or nothing: the first invalid field is reported
   * and nothing is saved), then writes them. A changed roll number follows the roll-number rules
   * (unique: 409; a verified member is pending again). The profile is complete once roll number,
   * trade and location are all set.
   */
  async update(userId: string, input: ProfileUpdate): Promise<User> {
    const changes: Partial<User> = {};
    if (given(input.trade) && input.trade !== null) changes.trade = input.trade.trim();
    if (given(input.currentLocation) && input.currentLocation !== null)
      changes.currentLocation = input.currentLocation.trim();
    if (given(input.jobTitle))
      changes.jobTitle = optionalText(
        input.jobTitle,
        "jobTitle",
        "Job title",
        PROFILE_EDIT_LIMITS.jobTitle,
      );
    if (given(input.company))
      changes.company = optionalText(
        input.company,
        "company",
        "Company",
        PROFILE_EDIT_LIMITS.company,
      );
    if (given(input.skills)) changes.skills = normalizeSkills(input.skills);
    if (given(input.linkedinUrl)) changes.linkedinUrl = normalizeLinkedinUrl(input.linkedinUrl);
    if (given(input.whatsappLink)) changes.whatsappLink = normalizeWhatsapp(input.whatsappLink);
    if (given(input.bio)) changes.bio = optionalBio(input.bio);
    if (input.contactVisibility != null) {
      if (!CONTACT_VISIBILITIES.includes(input.contactVisibility))
        throw badInput(
          `contact_visibility must be one of ${CONTACT_VISIBILITIES.join(", ")}`,
          "contactVisibility",
        );
      changes.contactVisibility = input.contactVisibility;
    }

    try {
      const updated = await this.updateInPlace(userId, changes, input.rollNumber);
      if (updated) return updated;
      await this.db.transaction(async (m) => {
        const repo = m.getRepository(User);
        const current = await repo.findOne({
          where: { id: userId },
          lock: { mode: "pessimistic_write" },
        });
        if (!current) throw notFound("User not found");
        if (given(input.rollNumber) && input.rollNumber !== null) {
          const rollNumber = rollNumberToStore(input.rollNumber);
          if (rollNumber !== current.rollNumber) {
            Object.assign(changes, await this.users.claimRollNumber(m, current, rollNumber));
          }
        }
        const next = { ...current, ...changes };
        if (next.rollNumber && next.trade && next.currentLocation) changes.profileCompleted = true;
        if (Object.keys(changes).length > 0) await repo.update({ id: userId }, changes);
      });
    } catch (err) {
      throw rollNumberConflict(err);
    }
    return this.users.getById(userId);
  }

  /**
   * An edit that keeps the roll number (the usual one: the form sends it unchanged, or not at
   * all), in one statement: `UPDATE ... RETURNING` the member, prepared once per connection for
   * each set of fields. It writes only the given columns, so an edit of other fields committed
   * meanwhile is kept (the update locks the row and PostgreSQL applies it to the latest version);
   * the profile becomes complete as in the transaction below (roll number, trade and location
   * all set, from the new values); a new location's place is resolved here, as the TypeORM
   * subscriber does for the other writers (modules/search/place.subscriber.ts). The triggers on
   * `users` (search, viewer and data-change notifications) run as for any update. Null, having
   * changed nothing, when the member is not found, the roll number differs from the stored one or
   * is invalid (claimed, or refused, in the transaction), or nothing is given and the profile is
   * not complete (nothing to write).
   */
  private async updateInPlace(
    userId: string,
    changes: Partial<User>,
    typedRollNumber: string | null | undefined,
  ): Promise<User | null> {
    let rollNumber: string | undefined;
    if (given(typedRollNumber) && typedRollNumber !== null) {
      try {
        rollNumber = rollNumberToStore(typedRollNumber);
      } catch {
        return null;
      }
    }
    const values: Partial<User> = { ...changes };
    if ("currentLocation" in values) Object.assign(values, resolveLocation(values.currentLocation));
    const meta = this.db.getMetadata(User);
    const params: unknown[] = [userId];
    const refs = new Map<string, string>();
    const set = Object.entries(values).map(([property, value]) => {
      params.push(value);
      refs.set(property, `$${params.length}`);
      return `${meta.findColumnWithPropertyName(property)!.databaseName} = $${params.length}`;
    });
    const now = (property: keyof User, column: string) =>
      refs.has(property) ? `${refs.get(property)}::text` : `u.${column}`;
    const complete = `COALESCE(u.roll_number <> '' AND ${now("trade", "trade")} <> '' AND ${now("currentLocation", "current_location")} <> '', false)`;
    const where = [`u.id = $1`];
    if (rollNumber !== undefined) {
      params.push(rollNumber);
      where.push(`u.roll_number = $${params.length}`);
    }
    if (!set.length) where.push(complete);
    const [row] = await rows<Record<string, unknown>>(
      this.db,
      `UPDATE users u SET ${[...set, `profile_completed = u.profile_completed OR ${complete}`, "updated_at = CURRENT_TIMESTAMP"].join(", ")}
       WHERE ${where.join(" AND ")} RETURNING ${userColumns(this.db, "u")}`,
      params,
      { prepare: true },
    );
    return row ? toUser(row) : null;
  }
}

/**
 * The bio keeps its line breaks (at most two in a row) and tabs, but no other control characters
 * (common/text.ts; GraphQL arguments are already cleaned, this holds for any other caller).
 */
function optionalBio(value: string | null): string | null {
  const cleaned = stripControlCharacters(value ?? "")
    .replace(/\r\n?/g, "\n")
    .replace(/\n{3,}/g, "\n\n");
  return optionalText(cleaned, "bio", "Bio", PROFILE_EDIT_LIMITS.bio);
}
