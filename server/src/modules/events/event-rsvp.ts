import type { DataSource } from "typeorm";
import { conflict } from "../../errors.js";
import type { RsvpValue } from "./event.entity.js";
import type { EventNotices } from "./event.notices.js";
import { assertVerified, type EventActor } from "./event.policy.js";
import type { EventService } from "./event.service.js";
import type { CommunityEvent } from "./event.types.js";
import { promoteWaitlist } from "./event-waitlist.js";

/**
 * RSVPs: going (a place while the capacity allows, else the waitlist in order), maybe, not going.
 * Each answer locks the event's row, so two members taking the last place at once are served one
 * after the other: one gets it, the other is waitlisted. A freed place goes to the first waiting,
 * who is told.
 */
export class EventRsvps {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventService,
    private readonly notices: EventNotices,
  ) {}

  async answer(
    actor: EventActor,
    eventId: string,
    status: RsvpValue,
  ): Promise<{ status: RsvpValue; waitlisted: boolean; event: CommunityEvent }> {
    assertVerified(actor);
    const { waitlisted, promoted } = await this.db.transaction(async (m) => {
      await this.events.visibleRow(actor, eventId, m);
      const [event] = await m.query(
        `SELECT capacity, cancelled_at, ends_at FROM events WHERE id = $1 FOR UPDATE`,
        [eventId],
      );
      if (event.cancelled_at) throw conflict("This event was cancelled");
      if (new Date(event.ends_at).getTime() <= Date.now()) throw conflict("This event has ended");
      const [before] = await m.query(
        `SELECT status, waitlisted FROM event_rsvps WHERE event_id = $1 AND user_id = $2`,
        [eventId, actor.id],
      );
      if (before?.status === status)
        return { waitlisted: before.waitlisted as boolean, promoted: [] };
      let waitlisted = false;
      if (status === "going" && event.capacity !== null) {
        const [{ n }] = await m.query(
          `SELECT count(*)::int AS n FROM event_rsvps
            WHERE event_id = $1 AND status = 'going' AND NOT waitlisted`,
          [eventId],
        );
        const [{ w }] = await m.query(
          `SELECT count(*)::int AS w FROM event_rsvps
            WHERE event_id = $1 AND status = 'going' AND waitlisted`,
          [eventId],
        );
        // A place only when one is free and nobody waits before this member.
        waitlisted = n >= event.capacity || w > 0;
      }
      await m.query(
        `INSERT INTO event_rsvps (event_id, user_id, status, waitlisted, answered_at)
         VALUES ($1, $2, $3, $4, clock_timestamp())
         ON CONFLICT (event_id, user_id) DO UPDATE
           SET status = EXCLUDED.status, waitlisted = EXCLUDED.waitlisted,
               answered_at = EXCLUDED.answered_at`,
        [eventId, actor.id, status, waitlisted],
      );
      const freed = before?.status === "going" && !before.waitlisted;
      return { waitlisted, promoted: freed ? await promoteWaitlist(m, eventId) : [] };
    });
    for (const p of promoted) await this.notices.promoted(eventId, p.userId, p.at);
    return { status, waitlisted, event: await this.events.get(actor, eventId) };
  }
}
