import type { EntityManager } from "typeorm";

/** A member let in from the waitlist, and when (their notice's key). */
export interface Promotion {
  userId: string;
  at: Date;
}

/**
 * Lets the waitlist in while places are free, first come first in (answered_at, then id). Run with
 * the event row locked (FOR UPDATE) in the transaction that freed the place or grew the capacity.
 */
export async function promoteWaitlist(m: EntityManager, eventId: string): Promise<Promotion[]> {
  const rows: { user_id: string; at: Date }[] = await m.query(
    `WITH free AS (
       SELECT CASE WHEN e.capacity IS NULL THEN NULL
                   ELSE GREATEST(e.capacity - (SELECT count(*) FROM event_rsvps r
                     WHERE r.event_id = e.id AND r.status = 'going' AND NOT r.waitlisted), 0) END AS n
         FROM events e WHERE e.id = $1),
     next AS (
       SELECT r.user_id FROM event_rsvps r
        WHERE r.event_id = $1 AND r.status = 'going' AND r.waitlisted
        ORDER BY r.answered_at, r.user_id
        LIMIT (SELECT n FROM free)),
     promoted AS (
       UPDATE event_rsvps r SET waitlisted = false
         FROM next WHERE r.event_id = $1 AND r.user_id = next.user_id
       RETURNING r.user_id, clock_timestamp() AS at)
     SELECT user_id, at FROM promoted ORDER BY at, user_id`,
    [eventId],
  );
  return rows.map((r) => ({ userId: r.user_id, at: new Date(r.at) }));
}
