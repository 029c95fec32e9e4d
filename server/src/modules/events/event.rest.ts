import { EVENT_LIMITS as L } from "#common/limits";
import { restRoute, type RestInput, type RestRoute } from "../../http/rest-route.js";
import { rest as params, type RestParams } from "../../http/rest-params.js";

/** An event as GraphQL aliases (the documented snake_case shape; `toJson` finishes it). */
const EVENT_FIELDS = `id title description kind starts_at: startsAt ends_at: endsAt timezone
  place { name latitude longitude state country } online_url: onlineUrl capacity
  audience { batch_year: batchYear trade }
  going_count: goingCount maybe_count: maybeCount waitlist_count: waitlistCount
  viewer_rsvp: viewerRsvp viewer_waitlisted: viewerWaitlisted
  viewer_can_edit: viewerCanEdit viewer_can_cancel: viewerCanCancel
  cancelled cancel_reason: cancelReason sequence ics_url: icsUrl
  organizer { id full_name: fullName }
  co_organizers: coOrganizers { id full_name: fullName }
  created_at: createdAt updated_at: updatedAt`;

const ATTENDEES = `attendees { id full_name: fullName profile_image: profileImage }`;

type Raw = Record<string, unknown> & {
  kind: string;
  viewer_rsvp: string | null;
  place: { name: string } | null;
};

/** GraphQL's enum names (REUNION, NOT_GOING) -> REST's lower-case values; `location` as text. */
const toJson = ({ kind, viewer_rsvp, place, ...rest }: Raw) => ({
  id: rest.id,
  title: rest.title,
  description: rest.description,
  kind: kind.toLowerCase(),
  starts_at: rest.starts_at,
  ends_at: rest.ends_at,
  timezone: rest.timezone,
  location: place?.name ?? null,
  place,
  ...rest,
  viewer_rsvp: viewer_rsvp?.toLowerCase() ?? null,
});

const KINDS = ["reunion", "meetup", "campus", "online"] as const;

/** The documented body of POST and PUT (PUT replaces every field). */
const EVENT_BODY = {
  title: params.text({ fallback: "" }),
  description: params.text({ fallback: "" }),
  kind: params.oneOf(KINDS),
  starts_at: params.datetime({ required: true }),
  ends_at: params.datetime({ required: true }),
  timezone: params.text({ max: 100 }),
  location: params.text(),
  online_url: params.text(),
  capacity: params.int({}),
  audience: params.object({
    batch_year: params.int({ min: 1900, max: 2100 }),
    trade: params.text({ max: L.trade }),
  }),
};

/** The documented body -> EventInput; absent required text is "" so validation explains. */
const input = ({ body }: RestInput<RestParams, typeof EVENT_BODY>) => ({
  title: body.title,
  description: body.description,
  kind: body.kind ? body.kind.toUpperCase() : null,
  startsAt: body.starts_at,
  endsAt: body.ends_at,
  timezone: body.timezone ?? null,
  location: body.location ?? null,
  onlineUrl: body.online_url ?? null,
  capacity: body.capacity ?? null,
  audience: body.audience
    ? { batchYear: body.audience.batch_year ?? null, trade: body.audience.trade ?? null }
    : null,
});

export const eventRoutes: RestRoute[] = [
  restRoute({
    method: "get",
    path: "/events",
    query: {
      when: params.oneOf(["upcoming", "past"] as const, { fallback: "upcoming" }),
      kind: params.oneOf(KINDS),
      place: params.text({ max: L.location }),
      mine: params.flag(),
      first: params.int({ min: 1, max: L.maxPageSize }),
      after: params.text({ max: 1024 }),
    },
    document: `query Events($when: EventWhen, $kind: EventKind, $place: String, $mine: Boolean,
      $first: Int, $after: String) {
      events(when: $when, kind: $kind, place: $place, mine: $mine, first: $first, after: $after) {
        items { ${EVENT_FIELDS} } end_cursor: endCursor has_next_page: hasNextPage } }`,
    variables: ({ query }) => ({
      when: query.when.toUpperCase(),
      kind: query.kind?.toUpperCase() ?? null,
      place: query.place?.trim() || null,
      mine: query.mine ?? null,
      first: query.first ?? null,
      after: query.after ?? null,
    }),
    result: (data) => {
      const page = data.events as {
        items: Raw[];
        end_cursor: string | null;
        has_next_page: boolean;
      };
      return {
        items: page.items.map(toJson),
        end_cursor: page.end_cursor,
        has_next_page: page.has_next_page,
      };
    },
  }),
  restRoute({
    method: "post",
    path: "/events",
    status: 201,
    body: EVENT_BODY,
    document: `mutation CreateEvent($input: EventInput!) { createEvent(input: $input) { ${EVENT_FIELDS} } }`,
    variables: (req) => ({ input: input(req) }),
    result: (data) => toJson(data.createEvent as Raw),
  }),
  {
    method: "get",
    path: "/events/:id",
    document: `query Event($id: ID!) { event(id: $id) { ${EVENT_FIELDS} ${ATTENDEES} } }`,
    variables: ({ path }) => ({ id: path.id }),
    result: (data) => toJson(data.event as Raw),
  },
  restRoute({
    method: "put",
    path: "/events/:id",
    body: EVENT_BODY,
    document: `mutation UpdateEvent($id: ID!, $input: EventInput!) {
      updateEvent(id: $id, input: $input) { ${EVENT_FIELDS} } }`,
    variables: (req) => ({ id: req.path.id, input: input(req) }),
    result: (data) => toJson(data.updateEvent as Raw),
  }),
  restRoute({
    method: "delete",
    path: "/events/:id",
    // An admin's reason for cancelling someone else's event: in the body, else `?reason=`.
    query: { reason: params.text({ max: L.cancelReason }) },
    body: { reason: params.text({ max: L.cancelReason }) },
    document: `mutation CancelEvent($id: ID!, $reason: String) {
      cancelEvent(id: $id, reason: $reason) { ${EVENT_FIELDS} } }`,
    variables: ({ path, query, body }) => ({
      id: path.id,
      reason: body.reason ?? query.reason ?? null,
    }),
    result: (data) => toJson(data.cancelEvent as Raw),
  }),
  restRoute({
    method: "post",
    path: "/events/:id/rsvp",
    body: { status: params.oneOf(["going", "maybe", "not_going"] as const, { required: true }) },
    document: `mutation RsvpEvent($id: ID!, $status: RsvpStatus!) {
      rsvpEvent(id: $id, status: $status) { status waitlisted } }`,
    variables: ({ path, body }) => ({ id: path.id, status: body.status.toUpperCase() }),
    result: (data) => {
      const r = data.rsvpEvent as { status: string; waitlisted: boolean };
      return { status: r.status.toLowerCase(), waitlisted: r.waitlisted };
    },
  }),
  {
    method: "get",
    path: "/events/:id/ics",
    contentType: "text/calendar; charset=utf-8",
    headers: () => ({ "Content-Disposition": 'attachment; filename="event.ics"' }),
    document: `query EventIcs($id: ID!) { event(id: $id) { ics } }`,
    variables: ({ path }) => ({ id: path.id }),
    result: (data) => (data.event as { ics: string }).ics,
  },
];
