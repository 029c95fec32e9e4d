import type { DataSource } from "typeorm";
import { sql } from "../../db/sql.js";
import { cursorCodec } from "../../paging/cursor.js";
import {
  pageSize,
  toConnection,
  type CountedConnection,
  type PageArgs,
} from "../../paging/page.js";
import { LIST_PAGES } from "../../paging/page-sizes.js";
import { REQUEST_COLUMNS, type MentorshipRequestView } from "./mentorship.service.js";

/** The admins' counts. */
export interface MentorshipCounts {
  /** Verified members mentoring, not paused. */
  mentors: number;
  active: number;
  /** Pending requests. */
  waiting: number;
  ended: number;
}

/** One piece of feedback, for admins only. */
export interface FeedbackView {
  request: MentorshipRequestView;
  rating: number;
  note: string | null;
  createdAt: Date;
}

const feedbackCursor = cursorCodec("mentorship-feedback", ["timestamp", "uuid"]);

/** What admins see of mentorship: the counts and the feedback (nobody else sees feedback). */
export class MentorshipAdmin {
  constructor(private readonly db: DataSource) {}

  async counts(): Promise<MentorshipCounts> {
    const [row] = await sql<MentorshipCounts>(
      this.db,
      `SELECT (SELECT count(*) FROM mentor_profiles p JOIN users u ON u.id = p.user_id
                WHERE p.is_mentor AND NOT p.paused AND (u.is_verified OR u.is_admin))::int AS mentors,
              count(*) FILTER (WHERE status = 'active')::int AS active,
              count(*) FILTER (WHERE status = 'pending')::int AS waiting,
              count(*) FILTER (WHERE status = 'ended')::int AS ended
         FROM mentorship_requests`,
    );
    return row;
  }

  /** The feedback, newest first, a page at a time (the admin lists' sizes). */
  async feedback(page: PageArgs = {}): Promise<CountedConnection<FeedbackView>> {
    const first = pageSize(page.first, LIST_PAGES.adminLists);
    const after = page.after ? feedbackCursor.decode(page.after) : null;
    const [{ total, rows }] = await sql<{
      total: number;
      rows: (MentorshipRequestView & { rating: number; note: string | null; at: string })[];
    }>(
      this.db,
      `SELECT (SELECT count(*) FROM mentorship_requests WHERE feedback_at IS NOT NULL)::int AS total,
              coalesce((SELECT json_agg(x ORDER BY x.at DESC, x.id DESC) FROM (
                SELECT ${REQUEST_COLUMNS}, r.feedback_rating AS rating, r.feedback_note AS note,
                       date_trunc('milliseconds', r.feedback_at) AS at
                  FROM mentorship_requests r
                 WHERE r.feedback_at IS NOT NULL
                   AND ($1::timestamptz IS NULL
                        OR (date_trunc('milliseconds', r.feedback_at), r.id) < ($1::timestamptz, $2::uuid))
                 ORDER BY date_trunc('milliseconds', r.feedback_at) DESC, r.id DESC LIMIT $3) x),
                '[]'::json) AS rows`,
      [after?.[0] ?? null, after?.[1] ?? null, first + 1],
    );
    const date = (v: unknown) => (v == null ? null : new Date(v as string));
    const nodes = rows.map(({ rating, note, at, ...r }) => ({
      request: {
        ...r,
        createdAt: date(r.createdAt)!,
        answeredAt: date(r.answeredAt),
        endedAt: date(r.endedAt),
      },
      rating,
      note,
      createdAt: new Date(at),
    }));
    return toConnection(
      nodes,
      first,
      (f) => feedbackCursor.encode([f.createdAt.toISOString(), f.request.id]),
      total,
    );
  }
}
