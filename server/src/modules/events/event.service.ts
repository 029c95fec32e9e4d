import type { DataSource, EntityManager } from "typeorm";
import { cursorCodec } from "../../paging/cursor.js";
import { pageSize, toConnection, type Connection, type PageArgs } from "../../paging/page.js";
import { LIST_PAGES } from "../../paging/page-sizes.js";
import { badInput, conflict, notFound, rateLimited } from "../../errors.js";
import { describeWait, type RateLimiter } from "../../rate-limits/rate-limiter.js";
import { isUuid } from "../../db/sql-values.js";
import type { Logger } from "../../logger.js";
import { recordAudit } from "../admin/audit-log.js";
import { resolveLocation } from "../search/place-resolver.js";
import { User } from "../users/user.entity.js";
import { EVENT_LIMITS as L } from "#common/limits";
import { EventCoOrganizer, EventRecord, type EventKindValue } from "./event.entity.js";
import type { EventNotices } from "./event.notices.js";
import {
  assertCanCancel,
  assertCanEdit,
  assertCanManageCoOrganizers,
  assertCanOrganise,
  assertEventId,
  assertSees,
  assertVerified,
  cancelReason,
  cancelsAsAdmin,
  type EventActor,
} from "./event.policy.js";
import {
  EVENT_COLUMNS,
  EVENT_FROM,
  listFilters,
  loadEventRow,
  toView,
  VISIBLE,
  type EventRow,
} from "./event.queries.js";
import { promoteWaitlist } from "./event-waitlist.js";
import type { CommunityEvent } from "./event.types.js";
import { cleanEvent, type CleanEvent, type EventFields } from "./event.validation.js";

const upcomingCursor = cursorCodec("events-upcoming", ["timestamp", "uuid"]);
const pastCursor = cursorCodec("events-past", ["timestamp", "uuid"]);

export interface EventFilters {
  when?: "upcoming" | "past" | null;
  kind?: EventKindValue | null;
  place?: string | null;
  mine?: boolean | null;
}

/** The stored columns of cleaned fields, with the place the gazetteer reads. */
function storedValues(clean: CleanEvent): Partial<EventRecord> {
  const place = resolveLocation(clean.location);
  return {
    ...clean,
    placeName: clean.location ? place.placeName : null,
    placeState: clean.location ? place.placeState : null,
    placeCountry: clean.location ? place.placeCountry : null,
    latitude: clean.location ? place.latitude : null,
    longitude: clean.location ? place.longitude : null,
  };
}

/**
 * Events and reunions (docs/ARCHITECTURE.md; issue 25): organising, editing, cancelling, the lists
 * and one event as a member may see them, co-organisers. RSVPs are event-rsvp.ts's, calendars
 * event-calendar.ts's, what members are told event.notices.ts's.
 */
export class EventService {
  constructor(
    private readonly db: DataSource,
    readonly notices: EventNotices,
    private readonly limiter: RateLimiter,
    private readonly log: Logger,
  ) {}

  /** One event as `actor` sees it; NOT_FOUND when unknown or outside their audience. */
  async get(
    actor: EventActor,
    id: string,
    m: EntityManager = this.db.manager,
  ): Promise<CommunityEvent> {
    return toView(actor, await this.visibleRow(actor, id, m));
  }

  /** The row of an event `actor` may see, else NOT_FOUND; a pending member FORBIDDEN. */
  async visibleRow(
    actor: EventActor,
    id: string,
    m: EntityManager = this.db.manager,
  ): Promise<EventRow> {
    assertEventId(id);
    const row = await loadEventRow(m, actor.id, id);
    if (!row || !(row.organizerId === actor.id || row.coOrganizerIds.includes(actor.id)))
      assertVerified(actor);
    assertSees(actor, row);
    return row;
  }

  /** The events `actor` may see: upcoming soonest first, or past latest first, a page at a time. */
  async list(
    actor: EventActor,
    filters: EventFilters,
    page: PageArgs,
  ): Promise<Connection<CommunityEvent>> {
    assertVerified(actor);
    const first = pageSize(page.first, LIST_PAGES.events);
    const past = filters.when === "past";
    const codec = past ? pastCursor : upcomingCursor;
    const params: unknown[] = [
      actor.id,
      actor.roles.has("ADMIN"),
      actor.batchYear,
      (actor.trade ?? "").trim().toLowerCase(),
    ];
    const where = [VISIBLE, past ? `e.ends_at <= now()` : `e.ends_at > now()`];
    const extra = listFilters(filters, params.length + 1);
    where.push(...extra.sql);
    params.push(...extra.params);
    if (page.after) {
      const [at, id] = codec.decode(page.after);
      params.push(at, id);
      const a = `$${params.length - 1}::timestamptz`;
      const b = `$${params.length}::uuid`;
      where.push(
        past ? `(e.starts_at, e.id) < (${a}, ${b})` : `(e.starts_at, e.id) > (${a}, ${b})`,
      );
    }
    const order = past ? "e.starts_at DESC, e.id DESC" : "e.starts_at, e.id";
    const rows: EventRow[] = await this.db.query(
      `SELECT ${EVENT_COLUMNS} FROM ${EVENT_FROM} WHERE ${where.join(" AND ")}
        ORDER BY ${order} LIMIT ${first + 1}`,
      params,
    );
    const views = rows.map((r) => toView(actor, r));
    return toConnection(views, first, (last) =>
      codec.encode([last.startsAt.toISOString(), last.id]),
    );
  }

  /** Publishes an event (verified members with a completed profile); the audience is invited. */
  async create(actor: EventActor, fields: EventFields): Promise<CommunityEvent> {
    assertCanOrganise(actor);
    const clean = cleanEvent(fields);
    // Each event invites its audience: a member publishes a few a day at most.
    const limit = await this.limiter.hit(`event-create:${actor.id}`, L.perDay, 86_400);
    if (!limit.allowed)
      throw rateLimited(
        `You can publish at most ${L.perDay} events a day. Please try again in ${describeWait(limit.retryAfterSeconds)}.`,
        limit.retryAfterSeconds,
      );
    const repo = this.db.getRepository(EventRecord);
    const saved = await repo.save(repo.create({ ...storedValues(clean), organizerId: actor.id }));
    await this.notices.scheduleReminder(saved.id, saved.startsAt);
    await this.notices.published(saved.id);
    return this.get(actor, saved.id);
  }

  /**
   * Replaces an event's fields (organisers). A change of time, place or details bumps the
   * calendar SEQUENCE; a new time or place tells those going and maybe, and a new time schedules
   * the reminder again. A larger capacity lets the waitlist in, in order.
   */
  async update(actor: EventActor, id: string, fields: EventFields): Promise<CommunityEvent> {
    const result = await this.db.transaction(async (m) => {
      const current = await this.visibleRow(actor, id, m);
      assertCanEdit(actor, current);
      await m.query(`SELECT id FROM events WHERE id = $1 FOR UPDATE`, [id]);
      const sameStart = new Date(current.startsAt).getTime() === fields.startsAt?.getTime?.();
      const clean = cleanEvent(fields, { startMayBePast: sameStart });
      const values = storedValues(clean);
      const timeChanged =
        new Date(current.startsAt).getTime() !== clean.startsAt.getTime() ||
        new Date(current.endsAt).getTime() !== clean.endsAt.getTime() ||
        current.timezone !== clean.timezone;
      const placeChanged =
        current.location !== clean.location || current.onlineUrl !== clean.onlineUrl;
      await m
        .getRepository(EventRecord)
        .update({ id }, { ...values, sequence: current.sequence + 1 });
      const promoted = await promoteWaitlist(m, id);
      return { timeChanged, placeChanged, sequence: current.sequence + 1, promoted, clean };
    });
    if (result.timeChanged) await this.notices.scheduleReminder(id, result.clean.startsAt);
    if (result.timeChanged || result.placeChanged)
      await this.notices.changed(id, "changed", result.sequence);
    for (const p of result.promoted) await this.notices.promoted(id, p.userId, p.at);
    return this.get(actor, id);
  }

  /**
   * Cancels an event: its organiser, or an admin (then with a reason, written to the admin audit
   * log in the same transaction). Those going and maybe are told. CONFLICT when already cancelled.
   */
  async cancel(actor: EventActor, id: string, reason?: string | null): Promise<CommunityEvent> {
    const sequence = await this.db.transaction(async (m) => {
      const current = await this.visibleRow(actor, id, m);
      assertCanCancel(actor, current);
      const why = cancelReason(actor, current, reason);
      const [locked] = await m.query(`SELECT cancelled_at FROM events WHERE id = $1 FOR UPDATE`, [
        id,
      ]);
      if (locked.cancelled_at) throw conflict("This event is already cancelled");
      await m.query(
        `UPDATE events SET cancelled_at = now(), cancel_reason = $2, sequence = sequence + 1,
                updated_at = now() WHERE id = $1`,
        [id, why],
      );
      if (cancelsAsAdmin(actor, current)) {
        const organizer = await m.getRepository(User).findOneByOrFail({ id: current.organizerId });
        await recordAudit(m, {
          actor: { userId: actor.id, name: actor.fullName },
          action: "CANCEL_EVENT",
          target: organizer,
          before: { eventId: current.id, title: current.title, startsAt: current.startsAt },
          after: { cancelled: true, reason: why },
        });
      }
      return current.sequence + 1;
    });
    await this.notices.changed(id, "cancelled", sequence);
    this.log.info({ eventId: id, by: actor.id }, "event cancelled");
    return this.get(actor, id);
  }

  /** Adds a verified member as a co-organiser (the organiser only). */
  async addCoOrganizer(
    actor: EventActor,
    eventId: string,
    userId: string,
  ): Promise<CommunityEvent> {
    const current = await this.visibleRow(actor, eventId);
    assertCanManageCoOrganizers(actor, current);
    if (!isUuid(userId)) throw notFound("Member not found");
    if (userId === current.organizerId)
      throw badInput("The organiser is already organising this event", "userId");
    const user = await this.db.getRepository(User).findOneBy({ id: userId });
    if (!user) throw notFound("Member not found");
    if (!user.isVerified && !user.isAdminFlag)
      throw badInput("Only verified members can be co-organisers", "userId");
    if (!current.coOrganizerIds.includes(userId)) {
      if (current.coOrganizerIds.length >= L.coOrganizers)
        throw conflict(`An event has at most ${L.coOrganizers} co-organisers`);
      await this.db
        .createQueryBuilder()
        .insert()
        .into(EventCoOrganizer)
        .values({ eventId, userId })
        .orIgnore()
        .execute();
      await this.notices.coOrganizerAdded(eventId, userId);
    }
    return this.get(actor, eventId);
  }

  /** Removes a co-organiser (the organiser; or the co-organiser themselves). */
  async removeCoOrganizer(
    actor: EventActor,
    eventId: string,
    userId: string,
  ): Promise<CommunityEvent> {
    const current = await this.visibleRow(actor, eventId);
    if (userId !== actor.id) assertCanManageCoOrganizers(actor, current);
    if (!isUuid(userId) || !current.coOrganizerIds.includes(userId))
      throw notFound("That member is not a co-organiser of this event");
    await this.db.query(`DELETE FROM event_co_organizers WHERE event_id = $1 AND user_id = $2`, [
      eventId,
      userId,
    ]);
    return this.get(actor, eventId);
  }

  /** Members going (not waitlisted), in the order they answered: verified viewers only. */
  async attendees(
    actor: EventActor,
    eventId: string,
    page: { first?: number | null; after?: string | null },
  ): Promise<string[]> {
    if (!actor.roles.has("VERIFIED")) return [];
    const first = Math.min(Math.max(page.first ?? L.attendees, 1), L.attendees);
    const offset = page.after && /^\d{1,6}$/.test(page.after) ? Number(page.after) : 0;
    const rows: { user_id: string }[] = await this.db.query(
      `SELECT user_id FROM event_rsvps WHERE event_id = $1 AND status = 'going' AND NOT waitlisted
        ORDER BY answered_at, user_id LIMIT ${first} OFFSET ${offset}`,
      [eventId],
    );
    return rows.map((r) => r.user_id);
  }
}
