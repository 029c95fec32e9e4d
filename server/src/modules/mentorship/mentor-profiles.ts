import type { DataSource, EntityManager } from "typeorm";
import { sql } from "../../db/sql.js";
import { isUuid } from "../../db/sql-values.js";
import { notFound } from "../../errors.js";
import { CRAFTS, ROLES } from "../search/vocabulary.js";
import { assertMayMentor, NOT_A_MENTOR, type MentorshipActor } from "./mentorship.policy.js";
import { cleanProfile, type MentorProfileFields } from "./mentorship.validation.js";

/** A mentor profile as GraphQL and REST show it (the member is loaded by id). */
export interface MentorProfileView {
  userId: string;
  isMentor: boolean;
  paused: boolean;
  topics: string[];
  capacity: number;
  openSlots: number;
  availability: string | null;
  languages: string[];
  mentoredCount: number;
}

/** Requests that hold a place: a pending request holds one, so a mentor is never flooded. */
export const OPEN_STATUSES = `('pending', 'active')`;

/** The columns of a profile view over `mentor_profiles p`, open places and mentees counted. */
export const PROFILE_COLUMNS = `p.user_id AS "userId", p.is_mentor AS "isMentor", p.paused,
  p.topics, p.capacity, p.availability, p.languages,
  GREATEST(0, p.capacity - (SELECT count(*) FROM mentorship_requests r
    WHERE r.mentor_id = p.user_id AND r.status IN ${OPEN_STATUSES}))::int AS "openSlots",
  (SELECT count(DISTINCT r.mentee_id) FROM mentorship_requests r
    WHERE r.mentor_id = p.user_id AND r.status IN ('active', 'ended'))::int AS "mentoredCount"`;

/** Topics offered besides the centre's trades and crafts (the search vocabulary). */
export const FIXED_TOPICS = [
  "Jobs abroad",
  "Higher studies",
  "Starting a business",
  "Interview preparation",
  "Government jobs",
  "Resume review",
  "Apprenticeships",
  "Freelancing",
] as const;

/** The topic suggestions: the fixed topics, then the trades and their crafts, each once. */
export function topicSuggestions(): string[] {
  const trades = ROLES.filter((r) => r.trade);
  const crafts = CRAFTS.filter((c) => trades.some((t) => t.label === c.broader));
  const all = [...FIXED_TOPICS, ...trades.map((t) => t.label), ...crafts.map((c) => c.label)];
  const seen = new Set<string>();
  return all.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}

/** Mentor profiles: saving one's own, reading them (one statement per batch). */
export class MentorProfiles {
  constructor(private readonly db: DataSource) {}

  /** One member's profile (whatever its state), or null when never saved. */
  async get(userId: string, q: DataSource | EntityManager = this.db) {
    const [row] = await sql<MentorProfileView>(
      q,
      `SELECT ${PROFILE_COLUMNS} FROM mentor_profiles p WHERE p.user_id = $1`,
      [userId],
    );
    return row ?? null;
  }

  /** The caller's profile; NOT_FOUND "You are not a mentor yet" when never saved (REST's 404). */
  async mine(userId: string): Promise<MentorProfileView> {
    const found = await this.get(userId);
    if (!found) throw notFound(NOT_A_MENTOR);
    return found;
  }

  /**
   * Saves the caller's profile (a verified member with a completed profile): BAD_USER_INPUT names
   * the first wrong field and nothing is stored. Stopping or pausing keeps what is open.
   */
  async save(actor: MentorshipActor, input: MentorProfileFields): Promise<MentorProfileView> {
    assertMayMentor(actor);
    const p = cleanProfile(input);
    await this.db.query(
      `INSERT INTO mentor_profiles (user_id, is_mentor, paused, topics, capacity, availability, languages)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id) DO UPDATE SET is_mentor = EXCLUDED.is_mentor, paused = EXCLUDED.paused,
         topics = EXCLUDED.topics, capacity = EXCLUDED.capacity,
         availability = EXCLUDED.availability, languages = EXCLUDED.languages, updated_at = now()`,
      [actor.id, p.isMentor, p.paused, p.topics, p.capacity, p.availability, p.languages],
    );
    return (await this.get(actor.id))!;
  }

  /**
   * The profiles of members who mentor (isMentor, verified), by member id, in one statement: a
   * DataLoader's batch for User.mentorProfile. Null for the others.
   */
  async mentoring(userIds: readonly string[]): Promise<(MentorProfileView | null)[]> {
    const ids = userIds.filter((id) => isUuid(id));
    const rows = ids.length
      ? await sql<MentorProfileView>(
          this.db,
          `SELECT ${PROFILE_COLUMNS} FROM mentor_profiles p JOIN users u ON u.id = p.user_id
            WHERE p.user_id = ANY($1::uuid[]) AND p.is_mentor AND (u.is_verified OR u.is_admin)`,
          [ids],
        )
      : [];
    const byId = new Map(rows.map((r) => [r.userId, r]));
    return userIds.map((id) => byId.get(id) ?? null);
  }
}
