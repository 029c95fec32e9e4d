import { createHash, createHmac, randomUUID } from "node:crypto";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { DataSource } from "typeorm";
import { CalendarFeedRecord } from "./event.entity.js";
import { assertVerified, type EventActor } from "./event.policy.js";
import type { EventService } from "./event.service.js";
import type { CalendarFeed, CommunityEvent } from "./event.types.js";

/** An event as a calendar file shows it. */
export interface IcsEvent {
  id: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  onlineUrl: string | null;
  sequence: number;
  cancelled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The stable UID of an event in every calendar. */
export const eventUid = (id: string) => `${id}@istc-connect`;

/**
 * A calendar (RFC 5545) of `events`: one VEVENT each with its stable UID, its SEQUENCE (bumped on
 * every change), times in UTC (DTSTART:...Z, the instant whatever the reader's zone) and
 * STATUS:CANCELLED for a cancelled event, so a subscribed app removes it.
 */
export function renderIcs(events: IcsEvent[], appUrl: string, name: string): string {
  const cal = ical({
    name,
    prodId: { company: "ISTC Connect", product: "Events", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const e of events) {
    const url = `${appUrl}/events/${e.id}`;
    cal.createEvent({
      id: eventUid(e.id),
      sequence: e.sequence,
      start: e.startsAt,
      end: e.endsAt,
      stamp: e.updatedAt,
      created: e.createdAt,
      lastModified: e.updatedAt,
      summary: e.title,
      description: [e.description, e.onlineUrl ? `Online: ${e.onlineUrl}` : null, url]
        .filter(Boolean)
        .join("\n\n"),
      location: e.location ?? e.onlineUrl ?? null,
      url,
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return cal.toString();
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Calendars: one event's .ics, and each member's private feed. The feed's secret token is an HMAC
 * of a random nonce with the server's secret: only the nonce and the token's hash are stored, so
 * the database alone gives no address, yet the member's page can show theirs again. A new feed
 * (a new nonce) revokes the old address; revoking deletes it.
 */
export class EventCalendars {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventService,
    private readonly options: { appUrl: string; authSecret: string },
  ) {}

  private tokenOf(nonce: string): string {
    return createHmac("sha256", this.options.authSecret)
      .update(`calendar-feed:${nonce}`)
      .digest("base64url");
  }

  private feedOf(row: { nonce: string; created_at: Date }): CalendarFeed {
    return {
      url: `${this.options.appUrl}/api/calendar/${this.tokenOf(row.nonce)}.ics`,
      createdAt: new Date(row.created_at),
    };
  }

  /** One event's .ics, for a member who may see it. */
  async eventIcs(actor: EventActor, id: string): Promise<string> {
    return this.icsOf(await this.events.get(actor, id));
  }

  /** The .ics of an event already read as its viewer sees it. */
  icsOf(view: CommunityEvent): string {
    return renderIcs(
      [{ ...view, location: view.place?.name ?? null }],
      this.options.appUrl,
      view.title,
    );
  }

  async feed(actor: EventActor): Promise<CalendarFeed | null> {
    const [row] = await this.db.query(
      `SELECT nonce, created_at FROM calendar_feeds WHERE user_id = $1`,
      [actor.id],
    );
    return row ? this.feedOf(row) : null;
  }

  async createFeed(actor: EventActor): Promise<CalendarFeed> {
    assertVerified(actor);
    const nonce = randomUUID();
    const [row] = await this.db.query(
      `INSERT INTO calendar_feeds (user_id, nonce, token_hash) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET nonce = EXCLUDED.nonce,
         token_hash = EXCLUDED.token_hash, created_at = now()
       RETURNING nonce, created_at`,
      [actor.id, nonce, hashOf(this.tokenOf(nonce))],
    );
    return this.feedOf(row);
  }

  async revokeFeed(actor: EventActor): Promise<boolean> {
    const { affected } = await this.db
      .getRepository(CalendarFeedRecord)
      .delete({ userId: actor.id });
    return (affected ?? 0) > 0;
  }

  /**
   * The feed of the token's member: the events they are going to (with a place, not waitlisted),
   * from 90 days back, cancelled ones marked so; null for an unknown or revoked token.
   */
  async feedIcs(token: string): Promise<string | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const [feed] = await this.db.query(
      `SELECT f.user_id, u.full_name FROM calendar_feeds f JOIN users u ON u.id = f.user_id
        WHERE f.token_hash = $1`,
      [hashOf(token)],
    );
    if (!feed) return null;
    const rows = await this.db.query(
      `SELECT e.id, e.title, e.description, e.starts_at AS "startsAt", e.ends_at AS "endsAt",
              e.location, e.online_url AS "onlineUrl", e.sequence,
              (e.cancelled_at IS NOT NULL) AS cancelled,
              e.created_at AS "createdAt", e.updated_at AS "updatedAt"
         FROM event_rsvps r JOIN events e ON e.id = r.event_id
        WHERE r.user_id = $1 AND r.status = 'going' AND NOT r.waitlisted
          AND e.ends_at > now() - interval '90 days'
        ORDER BY e.starts_at, e.id LIMIT 500`,
      [feed.user_id],
    );
    return renderIcs(rows as IcsEvent[], this.options.appUrl, "ISTC Connect events");
  }
}
