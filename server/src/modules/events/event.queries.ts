import type { EntityManager } from "typeorm";
import { likeContains } from "../../db/sql-values.js";
import type { EventKindValue, RsvpValue } from "./event.entity.js";
import {
  canCancel,
  canEdit,
  isOrganizer,
  type EventActor,
  type EventFacts,
} from "./event.policy.js";
import { CommunityEvent, type EventKind, type RsvpStatus } from "./event.types.js";

/** An event row with its counts, co-organisers and the viewer's answer (one statement). */
export interface EventRow extends EventFacts {
  title: string;
  description: string;
  kind: EventKindValue;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  location: string | null;
  placeName: string | null;
  placeState: string | null;
  placeCountry: string | null;
  latitude: number | null;
  longitude: number | null;
  onlineUrl: string | null;
  capacity: number | null;
  cancelReason: string | null;
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
  goingCount: number;
  maybeCount: number;
  waitlistCount: number;
  viewerStatus: RsvpValue | null;
  viewerWaitlisted: boolean | null;
}

/** The columns of EventRow; `$1` is the viewer's id. */
export const EVENT_COLUMNS = `
  e.id, e.organizer_id AS "organizerId", e.title, e.description, e.kind,
  e.starts_at AS "startsAt", e.ends_at AS "endsAt", e.timezone, e.location,
  e.place_name AS "placeName", e.place_state AS "placeState", e.place_country AS "placeCountry",
  e.latitude, e.longitude, e.online_url AS "onlineUrl", e.capacity,
  e.audience_batch_year AS "audienceBatchYear", e.audience_trade AS "audienceTrade",
  e.cancelled_at AS "cancelledAt", e.cancel_reason AS "cancelReason", e.sequence,
  e.created_at AS "createdAt", e.updated_at AS "updatedAt",
  (SELECT count(*) FROM event_rsvps r
     WHERE r.event_id = e.id AND r.status = 'going' AND NOT r.waitlisted)::int AS "goingCount",
  (SELECT count(*) FROM event_rsvps r
     WHERE r.event_id = e.id AND r.status = 'maybe')::int AS "maybeCount",
  (SELECT count(*) FROM event_rsvps r
     WHERE r.event_id = e.id AND r.status = 'going' AND r.waitlisted)::int AS "waitlistCount",
  COALESCE((SELECT array_agg(c.user_id ORDER BY c.created_at, c.user_id)
     FROM event_co_organizers c WHERE c.event_id = e.id), '{}') AS "coOrganizerIds",
  vr.status AS "viewerStatus", vr.waitlisted AS "viewerWaitlisted"`;

export const EVENT_FROM = `events e
  LEFT JOIN event_rsvps vr ON vr.event_id = e.id AND vr.user_id = $1`;

/**
 * The audience rule of event.policy.ts as SQL, for lists: `$1` the viewer, `$2` whether an admin,
 * `$3` the viewer's batch year, `$4` their trade (lower case).
 */
export const VISIBLE = `($2::boolean OR e.organizer_id = $1
  OR EXISTS (SELECT 1 FROM event_co_organizers c WHERE c.event_id = e.id AND c.user_id = $1)
  OR ((e.audience_batch_year IS NULL OR e.audience_batch_year = $3::int)
      AND (e.audience_trade IS NULL OR lower(e.audience_trade) = $4::text)))`;

/** The list filters beyond the audience, as SQL with their parameters from `$first`. */
export function listFilters(
  filters: { kind?: EventKindValue | null; place?: string | null; mine?: boolean | null },
  first: number,
): { sql: string[]; params: unknown[] } {
  const sql: string[] = [];
  const params: unknown[] = [];
  const next = (value: unknown) => {
    params.push(value);
    return `$${first + params.length - 1}`;
  };
  if (filters.kind) sql.push(`e.kind = ${next(filters.kind)}`);
  const place = filters.place?.trim();
  if (place) {
    const p = next(likeContains(place));
    sql.push(`(e.location ILIKE ${p} OR e.place_name ILIKE ${p} OR e.place_state ILIKE ${p})`);
  }
  if (filters.mine)
    sql.push(`(e.organizer_id = $1
      OR EXISTS (SELECT 1 FROM event_co_organizers c WHERE c.event_id = e.id AND c.user_id = $1)
      OR vr.status IN ('going', 'maybe'))`);
  return { sql, params };
}

/** Reads one event as the viewer sees it (not yet checked against the audience). */
export async function loadEventRow(
  m: EntityManager,
  viewerId: string,
  id: string,
): Promise<EventRow | null> {
  const [row] = await m.query(`SELECT ${EVENT_COLUMNS} FROM ${EVENT_FROM} WHERE e.id = $2`, [
    viewerId,
    id,
  ]);
  return (row as EventRow) ?? null;
}

/** A row as the GraphQL type shows it to `actor`. */
export function toView(actor: EventActor, row: EventRow): CommunityEvent {
  const view = new CommunityEvent();
  Object.assign(view, {
    id: row.id,
    title: row.title,
    description: row.description,
    kind: row.kind as EventKind,
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
    timezone: row.timezone,
    place: row.location
      ? {
          name: row.location,
          latitude: row.latitude,
          longitude: row.longitude,
          state: row.placeState,
          country: row.placeCountry,
        }
      : null,
    onlineUrl: row.onlineUrl,
    capacity: row.capacity,
    audience: { batchYear: row.audienceBatchYear, trade: row.audienceTrade },
    goingCount: row.goingCount,
    maybeCount: row.maybeCount,
    waitlistCount: row.waitlistCount,
    viewerRsvp: (row.viewerStatus as RsvpStatus | null) ?? null,
    viewerWaitlisted: row.viewerStatus === "going" && row.viewerWaitlisted === true,
    viewerCanEdit: canEdit(actor, row),
    viewerCanCancel: canCancel(actor, row),
    viewerIsOrganizer: isOrganizer(actor, row),
    cancelled: row.cancelledAt !== null,
    cancelReason: row.cancelReason,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    sequence: row.sequence,
    organizerId: row.organizerId,
    coOrganizerIds: row.coOrganizerIds,
  });
  return view;
}
