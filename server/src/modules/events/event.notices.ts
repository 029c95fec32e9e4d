import type { DataSource } from "typeorm";
import { EVENT_LIMITS as L } from "#common/limits";
import type { JobDefinition, JobQueue } from "../../jobs/job-queue.js";
import type { Logger } from "../../logger.js";
import type { NotificationService } from "../notifications/notification.service.js";

export const REMINDER_JOB = "event-reminder";
export const INVITATIONS_JOB = "event-invitations";
export const NOTICES_JOB = "event-notices";

/** Members invited per job: a bigger audience continues in the next job (keyed by its cursor). */
export const INVITATION_BATCH = 200;

interface ReminderData {
  eventId: string;
  /** The start the reminder was scheduled for: a moved event's old reminder does nothing. */
  startsAt: string;
}
interface InvitationData {
  eventId: string;
  /** The last member invited by the job before (ids in order); absent for the first. */
  after?: string;
}
interface NoticeData {
  eventId: string;
  change: "changed" | "cancelled";
  sequence: number;
}

interface EventBrief {
  id: string;
  title: string;
  starts_at: Date;
  timezone: string;
  location: string | null;
  online_url: string | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  organizer_id: string;
  audience_batch_year: number | null;
  audience_trade: string | null;
  sequence: number;
}

/** "Sat, 5 Dec 2026, 6:00 pm (America/Toronto)": the time where the event is held. */
export function whenText(startsAt: Date, timezone: string): string {
  const text = new Intl.DateTimeFormat("en-IN", {
    timeZone: timezone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(startsAt);
  return `${text} (${timezone})`;
}

const whereText = (e: EventBrief) =>
  [e.location, e.online_url ? "online" : null].filter(Boolean).join(" and ");

/**
 * What members are told about events, all through NotificationService.notify (kind "event",
 * preference "events"), each from a job so a request never waits for a fan-out: the invitation of
 * the audience when an event is published (batched), the reminder 24 hours before to those going
 * (a keyed job due then, scheduled again when the time changes), and the notices of a change of
 * time or place and of a cancellation to those who answered going or maybe.
 */
export class EventNotices {
  constructor(
    private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly notifications: NotificationService,
    private readonly log: Logger,
  ) {}

  definitions(): JobDefinition[] {
    return [
      { name: REMINDER_JOB, handler: (d) => this.remind(d as ReminderData) },
      { name: INVITATIONS_JOB, handler: (d) => this.invite(d as InvitationData) },
      { name: NOTICES_JOB, handler: (d) => this.notice(d as NoticeData) },
    ] as JobDefinition[];
  }

  /** Schedules the reminder of an event starting at `startsAt` (keyed by the start). */
  async scheduleReminder(eventId: string, startsAt: Date): Promise<void> {
    const due = new Date(startsAt.getTime() - L.reminderHours * 3_600_000);
    if (startsAt.getTime() <= Date.now()) return;
    const startsAtIso = startsAt.toISOString();
    await this.jobs.send(
      REMINDER_JOB,
      { eventId, startsAt: startsAtIso },
      {
        key: `${eventId}:${startsAtIso}`,
        startAfter: due.getTime() > Date.now() ? due : undefined,
      },
    );
  }

  /** Queues the invitations of a newly published event. */
  published(eventId: string): Promise<unknown> {
    return this.jobs.send(INVITATIONS_JOB, { eventId }, { key: `${eventId}:first` });
  }

  /** Queues the notice of a change (time or place) or of a cancellation. */
  changed(eventId: string, change: NoticeData["change"], sequence: number): Promise<unknown> {
    return this.jobs.send(
      NOTICES_JOB,
      { eventId, change, sequence },
      { key: `${eventId}:${change}:${sequence}` },
    );
  }

  /** Tells a member on the waitlist that a place freed and they are now going. */
  async promoted(eventId: string, userId: string, at: Date): Promise<void> {
    const e = await this.brief(eventId);
    if (!e) return;
    await this.notifications.notify({
      userId,
      kind: "event",
      title: `A place freed up: you are going to ${e.title}`,
      body: `You were on the waitlist for ${e.title}, ${whenText(e.starts_at, e.timezone)}. A place freed up and it is yours: you are now going. If you cannot make it, change your answer so the next member gets the place.`,
      url: `/events/${e.id}`,
      key: `event-promoted:${e.id}:${at.toISOString()}`,
    });
  }

  /** Tells a member they were made a co-organiser. */
  async coOrganizerAdded(eventId: string, userId: string): Promise<void> {
    const e = await this.brief(eventId);
    if (!e) return;
    await this.notifications.notify({
      userId,
      kind: "event",
      title: `You are now a co-organiser of ${e.title}`,
      body: `The organiser of ${e.title}, ${whenText(e.starts_at, e.timezone)}, added you as a co-organiser: you can edit the event.`,
      url: `/events/${e.id}`,
      key: `event-co-organizer:${e.id}:${userId}`,
    });
  }

  private async brief(eventId: string): Promise<EventBrief | null> {
    const [e] = await this.db.query(
      `SELECT id, title, starts_at, timezone, location, online_url, cancelled_at, cancel_reason,
              organizer_id, audience_batch_year, audience_trade, sequence
         FROM events WHERE id = $1`,
      [eventId],
    );
    return (e as EventBrief) ?? null;
  }

  private async remind({ eventId, startsAt }: ReminderData): Promise<void> {
    const e = await this.brief(eventId);
    // Cancelled, gone, or moved (the new time has its own reminder).
    if (!e || e.cancelled_at || new Date(e.starts_at).toISOString() !== startsAt) return;
    const going: { user_id: string }[] = await this.db.query(
      `SELECT user_id FROM event_rsvps
        WHERE event_id = $1 AND status = 'going' AND NOT waitlisted ORDER BY user_id`,
      [eventId],
    );
    for (const { user_id } of going) {
      await this.notifications.notify({
        userId: user_id,
        kind: "event",
        title: `Tomorrow: ${e.title}`,
        body: `${e.title} starts ${whenText(e.starts_at, e.timezone)}${whereText(e) ? `, ${whereText(e)}` : ""}. You said you are going.`,
        url: `/events/${e.id}`,
        key: `event-reminder:${e.id}:${startsAt}`,
      });
    }
  }

  private async invite({ eventId, after }: InvitationData): Promise<void> {
    const e = await this.brief(eventId);
    if (!e || e.cancelled_at) return;
    const members: { id: string }[] = await this.db.query(
      `SELECT id FROM users
        WHERE is_verified AND id <> $1 AND ($2::uuid IS NULL OR id > $2::uuid)
          AND ($3::int IS NULL OR batch_year = $3::int)
          AND ($4::text IS NULL OR lower(btrim(trade)) = lower($4::text))
        ORDER BY id LIMIT ${INVITATION_BATCH}`,
      [e.organizer_id, after ?? null, e.audience_batch_year, e.audience_trade],
    );
    for (const { id } of members) {
      await this.notifications.notify({
        userId: id,
        kind: "event",
        title: `You are invited: ${e.title}`,
        body: `${e.title}, ${whenText(e.starts_at, e.timezone)}${whereText(e) ? `, ${whereText(e)}` : ""}. Open the event to say whether you are going.`,
        url: `/events/${e.id}`,
        key: `event-invite:${e.id}`,
      });
    }
    if (members.length === INVITATION_BATCH) {
      const last = members[members.length - 1].id;
      await this.jobs.send(
        INVITATIONS_JOB,
        { eventId, after: last },
        { key: `${eventId}:${last}` },
      );
    }
  }

  private async notice({ eventId, change, sequence }: NoticeData): Promise<void> {
    const e = await this.brief(eventId);
    if (!e) return;
    const people: { user_id: string }[] = await this.db.query(
      `SELECT user_id FROM event_rsvps WHERE event_id = $1 AND status IN ('going', 'maybe')
       UNION SELECT user_id FROM event_co_organizers WHERE event_id = $1
       UNION SELECT organizer_id FROM events WHERE id = $1`,
      [eventId],
    );
    const cancelled = change === "cancelled";
    for (const { user_id } of people) {
      await this.notifications.notify({
        userId: user_id,
        kind: "event",
        title: cancelled ? `Cancelled: ${e.title}` : `Changed: ${e.title}`,
        body: cancelled
          ? `${e.title}, ${whenText(e.starts_at, e.timezone)}, was cancelled.${e.cancel_reason ? ` Reason: ${e.cancel_reason}` : ""}`
          : `${e.title} has a new time or place: ${whenText(e.starts_at, e.timezone)}${whereText(e) ? `, ${whereText(e)}` : ""}.`,
        url: `/events/${e.id}`,
        key: `event-${change}:${e.id}:${sequence}`,
      });
    }
    this.log.debug({ eventId, change, told: people.length }, "event notice sent");
  }
}
