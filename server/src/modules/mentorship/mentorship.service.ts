import type { DataSource, EntityManager } from "typeorm";
import { MENTORSHIP_LIMITS as L } from "#common/limits";
import { sql } from "../../db/sql.js";
import { isUuid } from "../../db/sql-values.js";
import { badInput, conflict, forbidden, notFound, rateLimited } from "../../errors.js";
import type { Logger } from "../../logger.js";
import { describeWait, type RateLimiter } from "../../rate-limits/rate-limiter.js";
import type { MentorshipStatusValue } from "./mentorship.entity.js";
import type { MentorshipNotices } from "./mentorship.notices.js";
import {
  ALREADY_ANSWERED,
  ALREADY_OPEN,
  BLOCKED,
  BLOCKED_ANSWER,
  FEEDBACK_NOT_YET,
  FEEDBACK_TWICE,
  FULL,
  NO_MENTOR,
  NOT_OPEN,
  PAUSED,
  SELF_REQUEST,
  assertMentee,
  assertMentor,
  assertParty,
  assertRequestId,
  assertVerified,
  type MentorshipActor,
} from "./mentorship.policy.js";
import { cleanFeedback, cleanGoal } from "./mentorship.validation.js";

/** A request as one of its two members sees it (the feedback itself only for admins). */
export interface MentorshipRequestView {
  id: string;
  mentorId: string;
  menteeId: string;
  goal: string;
  status: MentorshipStatusValue;
  createdAt: Date;
  answeredAt: Date | null;
  endedAt: Date | null;
  feedbackGiven: boolean;
}

/** What the service asks of other modules (safety's block port, connections). */
export interface MentorshipPorts {
  /** Whether either member blocked the other (safety module). */
  blockedBetween(a: string, b: string): Promise<boolean>;
  /** Makes the two connected, in the given transaction (ConnectionService.connectPair). */
  connectPair(a: string, b: string, q: EntityManager): Promise<boolean>;
}

export const REQUEST_COLUMNS = `r.id, r.mentor_id AS "mentorId", r.mentee_id AS "menteeId", r.goal,
  r.status, r.created_at AS "createdAt", r.answered_at AS "answeredAt", r.ended_at AS "endedAt",
  (r.feedback_at IS NOT NULL) AS "feedbackGiven"`;

const DAY = 86_400;

/**
 * Mentorship requests and mentorships: a verified mentee asks a mentor (the mentor's profile row
 * locked, so the last place goes to one), the mentor accepts (the two are connected in the same
 * transaction) or declines, either ends it, the mentee leaves feedback once after it ended.
 * Members are told after the change is committed (MentorshipNotices).
 */
export class MentorshipService {
  constructor(
    private readonly db: DataSource,
    private readonly limiter: RateLimiter,
    readonly notices: MentorshipNotices,
    private readonly ports: MentorshipPorts,
    private readonly log?: Logger,
  ) {}

  private async row(
    id: unknown,
    q: DataSource | EntityManager = this.db,
    lock = false,
  ): Promise<MentorshipRequestView | undefined> {
    assertRequestId(id);
    const [row] = await sql<MentorshipRequestView>(
      q,
      `SELECT ${REQUEST_COLUMNS} FROM mentorship_requests r WHERE r.id = $1${lock ? " FOR UPDATE" : ""}`,
      [id],
    );
    return row;
  }

  /** One request the viewer is party to (NOT_FOUND otherwise). */
  async get(viewerId: string, id: string): Promise<MentorshipRequestView> {
    const row = await this.row(id);
    assertParty(viewerId, row);
    return row;
  }

  /**
   * Asks a mentor for mentorship. Refusals, in order: a pending member (FORBIDDEN), the goal
   * (BAD_USER_INPUT), oneself (BAD_USER_INPUT), no such mentor (NOT_FOUND), a block (FORBIDDEN),
   * the day's limit (RATE_LIMITED), paused, an open request already, no open place (CONFLICT).
   * Nothing is stored on a refusal.
   */
  async request(
    actor: MentorshipActor,
    input: { mentorId: unknown; goal: unknown },
  ): Promise<MentorshipRequestView> {
    assertVerified(actor);
    const goal = cleanGoal(input.goal);
    const mentorId = input.mentorId;
    if (typeof mentorId !== "string" || !mentorId.trim())
      throw badInput("Say which mentor to ask (mentorId)", "mentorId");
    if (mentorId === actor.id) throw badInput(SELF_REQUEST, "mentorId");
    if (!isUuid(mentorId)) throw notFound(NO_MENTOR);
    if (await this.ports.blockedBetween(actor.id, mentorId)) throw forbidden(BLOCKED);
    const key = `mentorship-request:${actor.id}`;
    const used = await this.limiter.peek(key, DAY);
    if (used.count >= L.requestsPerDay) throw this.tooMany(used.retryAfterSeconds);

    const created = await this.db.transaction(async (m) => {
      const [mentor] = await sql<{ isMentor: boolean; paused: boolean; capacity: number }>(
        m,
        `SELECT p.is_mentor AS "isMentor", p.paused, p.capacity FROM mentor_profiles p
           JOIN users u ON u.id = p.user_id AND (u.is_verified OR u.is_admin)
          WHERE p.user_id = $1 FOR UPDATE OF p`,
        [mentorId],
      );
      if (!mentor || !mentor.isMentor) throw notFound(NO_MENTOR);
      if (mentor.paused) throw conflict(PAUSED);
      const [open] = await sql<{ all: number; mine: number }>(
        m,
        `SELECT count(*)::int AS all, count(*) FILTER (WHERE mentee_id = $2)::int AS mine
           FROM mentorship_requests WHERE mentor_id = $1 AND status IN ('pending', 'active')`,
        [mentorId, actor.id],
      );
      if (open.mine > 0) throw conflict(ALREADY_OPEN);
      if (open.all >= mentor.capacity) throw conflict(FULL);
      const [row] = await sql<MentorshipRequestView>(
        m,
        `INSERT INTO mentorship_requests AS r (mentor_id, mentee_id, goal) VALUES ($1, $2, $3)
         RETURNING ${REQUEST_COLUMNS}`,
        [mentorId, actor.id, goal],
      );
      return row;
    });
    const limit = await this.limiter.hit(key, L.requestsPerDay, DAY);
    if (!limit.allowed) this.log?.warn({ key }, "mentorship requests over the day's limit");
    const brief = await this.notices.brief(created.id);
    if (brief) await this.notices.requested(brief, created.createdAt);
    return created;
  }

  private tooMany(retryAfterSeconds: number) {
    return rateLimited(
      `You can send at most ${L.requestsPerDay} mentorship requests a day. Please try again in ${describeWait(retryAfterSeconds)}.`,
      retryAfterSeconds,
    );
  }

  /**
   * The mentor accepts a pending request: ACTIVE, and the two connected in the same transaction.
   * The mentee is FORBIDDEN, anyone else NOT_FOUND; not pending is CONFLICT.
   */
  async accept(actor: MentorshipActor, id: string): Promise<MentorshipRequestView> {
    const before = await this.row(id);
    assertMentor(actor.id, before);
    if (before.status !== "pending") throw conflict(ALREADY_ANSWERED);
    // Asked before the transaction: the embedded database is one session.
    if (await this.ports.blockedBetween(before.mentorId, before.menteeId))
      throw forbidden(BLOCKED_ANSWER);
    const row = await this.db.transaction(async (m) => {
      const current = await this.row(id, m, true);
      assertMentor(actor.id, current);
      if (current.status !== "pending") throw conflict(ALREADY_ANSWERED);
      const [updated] = await sql<MentorshipRequestView>(
        m,
        `UPDATE mentorship_requests r SET status = 'active', answered_at = now()
          WHERE r.id = $1 RETURNING ${REQUEST_COLUMNS}`,
        [id],
      );
      await this.ports.connectPair(current.mentorId, current.menteeId, m);
      return updated;
    });
    await this.tellAnswer(row.id, "accepted");
    return row;
  }

  /** The mentor declines a pending request (the mentee is told). As accept for who may. */
  async decline(actor: MentorshipActor, id: string): Promise<MentorshipRequestView> {
    assertMentor(actor.id, await this.row(id));
    const row = await this.transition(id, "declined", ["pending"], ALREADY_ANSWERED);
    await this.tellAnswer(row.id, "declined");
    return row;
  }

  /**
   * Either of the two ends it: an active mentorship ENDED (the other is told); a pending request
   * WITHDRAWN by its mentee, DECLINED by its mentor. Anyone else NOT_FOUND; closed: CONFLICT.
   */
  async end(actor: MentorshipActor, id: string): Promise<MentorshipRequestView> {
    const current = await this.row(id);
    assertParty(actor.id, current);
    if (current.status === "pending") {
      const mentor = current.mentorId === actor.id;
      const row = await this.transition(
        id,
        mentor ? "declined" : "withdrawn",
        ["pending"],
        NOT_OPEN,
      );
      if (mentor) await this.tellAnswer(row.id, "declined");
      return row;
    }
    const row = await this.transition(id, "ended", ["active"], NOT_OPEN);
    const brief = await this.notices.brief(row.id);
    if (brief) await this.notices.ended(brief, actor.id);
    return row;
  }

  /** Moves a request from one of `from` to `to` (CONFLICT `message` when it is in none). */
  private async transition(
    id: string,
    to: MentorshipStatusValue,
    from: MentorshipStatusValue[],
    message: string,
  ): Promise<MentorshipRequestView> {
    const stamp = to === "ended" ? "ended_at" : "answered_at";
    const [row] = await sql<MentorshipRequestView>(
      this.db,
      `UPDATE mentorship_requests r SET status = $2, ${stamp} = now()
        WHERE r.id = $1 AND r.status = ANY($3::text[]) RETURNING ${REQUEST_COLUMNS}`,
      [id, to, from],
    );
    if (!row) throw conflict(message);
    return row;
  }

  private async tellAnswer(id: string, answer: "accepted" | "declined"): Promise<void> {
    const brief = await this.notices.brief(id);
    if (brief) await this.notices.answered(brief, answer);
  }

  /**
   * The mentee's feedback, once, after the mentorship ENDED: rating 1..5 and an optional note,
   * seen only by admins. The mentor is FORBIDDEN, anyone else NOT_FOUND.
   */
  async feedback(
    actor: MentorshipActor,
    input: { requestId: unknown; rating: unknown; note?: unknown },
  ): Promise<MentorshipRequestView> {
    const current = await this.row(input.requestId);
    assertMentee(actor.id, current);
    const { rating, note } = cleanFeedback(input.rating, input.note);
    if (current.status !== "ended") throw conflict(FEEDBACK_NOT_YET);
    const [row] = await sql<MentorshipRequestView>(
      this.db,
      `UPDATE mentorship_requests r SET feedback_rating = $2, feedback_note = $3, feedback_at = now()
        WHERE r.id = $1 AND r.mentee_id = $4 AND r.status = 'ended' AND r.feedback_at IS NULL
        RETURNING ${REQUEST_COLUMNS}`,
      [current.id, rating, note, actor.id],
    );
    if (!row) throw conflict(FEEDBACK_TWICE);
    return row;
  }

  /** The viewer's requests, as mentor, as mentee or both; newest first, at most MENTORSHIP_LIMITS.list. */
  list(viewerId: string, role?: "mentor" | "mentee" | null): Promise<MentorshipRequestView[]> {
    return sql<MentorshipRequestView>(
      this.db,
      `SELECT ${REQUEST_COLUMNS} FROM mentorship_requests r
        WHERE ($2::text IS DISTINCT FROM 'mentee' AND r.mentor_id = $1)
           OR ($2::text IS DISTINCT FROM 'mentor' AND r.mentee_id = $1)
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${L.list}`,
      [viewerId, role ?? null],
    );
  }

  /**
   * The viewer's open (pending or active) request with each of these mentors, by mentor id, in one
   * statement (a DataLoader's batch for MentorProfile.viewerRequest).
   */
  async openWith(viewerId: string, mentorIds: readonly string[]) {
    const ids = mentorIds.filter((id) => isUuid(id));
    const rows = ids.length
      ? await sql<MentorshipRequestView>(
          this.db,
          `SELECT ${REQUEST_COLUMNS} FROM mentorship_requests r
            WHERE r.mentee_id = $1 AND r.mentor_id = ANY($2::uuid[])
              AND r.status IN ('pending', 'active')`,
          [viewerId, ids],
        )
      : [];
    const byMentor = new Map(rows.map((r) => [r.mentorId, r]));
    return mentorIds.map((id) => byMentor.get(id) ?? null);
  }
}
