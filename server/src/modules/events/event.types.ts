import { Field, ID, Int, Float, ObjectType, registerEnumType } from "type-graphql";
import { EVENT_LIMITS as L } from "#common/limits";
import { PagedList } from "../../paging/connection.types.js";

/** What an event is (GraphQL enum; REST uses the lower-case values). */
export enum EventKind {
  REUNION = "reunion",
  MEETUP = "meetup",
  CAMPUS = "campus",
  ONLINE = "online",
}
registerEnumType(EventKind, {
  name: "EventKind",
  description:
    "What an event is. When not given: REUNION for a batch-year audience, ONLINE when there is only an online link, else MEETUP.",
  valuesConfig: {
    REUNION: { description: "A batch reunion." },
    MEETUP: { description: "A meet-up of members somewhere." },
    CAMPUS: { description: "An event on the campus (an open day, a visit)." },
    ONLINE: { description: "An online session." },
  },
});

/** A member's answer (GraphQL enum; REST uses going, maybe, not_going). */
export enum RsvpStatus {
  GOING = "going",
  MAYBE = "maybe",
  NOT_GOING = "not_going",
}
registerEnumType(RsvpStatus, {
  name: "RsvpStatus",
  description: "A member's answer to an event.",
  valuesConfig: {
    GOING: {
      description:
        "Going; beyond the capacity it joins the waitlist (in order) until a place frees.",
    },
    MAYBE: { description: "Perhaps (holds no place)." },
    NOT_GOING: { description: "Not going (frees a place held)." },
  },
});

/** Which events a list shows. */
export enum EventWhen {
  UPCOMING = "upcoming",
  PAST = "past",
}
registerEnumType(EventWhen, {
  name: "EventWhen",
  description: "Upcoming events (not yet ended, soonest first) or past ones (latest first).",
  valuesConfig: {
    UPCOMING: { description: "Events that have not ended yet, soonest first." },
    PAST: { description: "Events that have ended, latest first." },
  },
});

@ObjectType({
  description:
    "Who an event is for: every verified member (both null), a batch year, a trade, or both (a member must match each given).",
})
export class EventAudience {
  @Field(() => Int, { nullable: true, description: "Only members of this batch year." })
  batchYear: number | null;

  @Field(() => String, { nullable: true, description: "Only members of this trade." })
  trade: string | null;
}

@ObjectType({
  description:
    "Where an event is: the organiser's text, and the place the gazetteer reads it as (as profiles' locations).",
})
export class EventPlace {
  @Field(() => String, {
    description: `The place as the organiser wrote it (at most ${L.location} characters).`,
  })
  name: string;

  @Field(() => Float, {
    nullable: true,
    description: "Latitude of the place read; null when unknown.",
  })
  latitude: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "Longitude of the place read; null when unknown.",
  })
  longitude: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The state of the place read (its code, e.g. "MH"), when known.',
  })
  state: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The country (ISO code) of the place read, when known.",
  })
  country: string | null;
}

@ObjectType({
  description:
    "An event or reunion members organise. Seen by its audience (and its organisers and admins); NOT_FOUND for anyone else.",
})
export class CommunityEvent {
  @Field(() => ID, { description: "The event's id (a UUID)." })
  id: string;

  @Field(() => String, { description: `The title, at most ${L.title} characters.` })
  title: string;

  @Field(() => String, {
    description: `The description, plain text with links, at most ${L.description} characters.`,
  })
  description: string;

  @Field(() => EventKind, { description: "Reunion, meet-up, campus event or online session." })
  kind: EventKind;

  @Field(() => Date, { description: "When it starts (an instant, UTC)." })
  startsAt: Date;

  @Field(() => Date, { description: "When it ends (an instant, UTC)." })
  endsAt: Date;

  @Field(() => String, {
    description:
      'The IANA time zone it is held in, e.g. "Asia/Kolkata" (the default) or "America/Toronto".',
  })
  timezone: string;

  @Field(() => EventPlace, {
    nullable: true,
    description: "Where it is held; null for an online-only event.",
  })
  place: EventPlace | null;

  @Field(() => String, {
    nullable: true,
    description: "The https link of an online event; null when none.",
  })
  onlineUrl: string | null;

  @Field(() => Int, { nullable: true, description: "How many may go; null: no limit." })
  capacity: number | null;

  @Field(() => EventAudience, { description: "Who it is for." })
  audience: EventAudience;

  @Field(() => Int, { description: "Members going (with a place; the waitlist not counted)." })
  goingCount: number;

  @Field(() => Int, { description: "Members who answered maybe." })
  maybeCount: number;

  @Field(() => Int, { description: "Members waiting for a place." })
  waitlistCount: number;

  @Field(() => RsvpStatus, {
    nullable: true,
    description: "The signed-in member's answer; null when none.",
  })
  viewerRsvp: RsvpStatus | null;

  @Field(() => Boolean, { description: "Whether the signed-in member is on the waitlist." })
  viewerWaitlisted: boolean;

  @Field(() => Boolean, {
    description:
      "Whether the signed-in member may edit it (the organiser and co-organisers, while not cancelled).",
  })
  viewerCanEdit: boolean;

  @Field(() => Boolean, {
    description:
      "Whether the signed-in member may cancel it (the organiser, co-organisers and admins, while not cancelled).",
  })
  viewerCanCancel: boolean;

  @Field(() => Boolean, {
    description: "Whether the signed-in member is its organiser (who adds co-organisers).",
  })
  viewerIsOrganizer: boolean;

  @Field(() => Boolean, { description: "Whether it was cancelled." })
  cancelled: boolean;

  @Field(() => String, {
    nullable: true,
    description: "Why it was cancelled, when a reason was given.",
  })
  cancelReason: string | null;

  @Field(() => Date, { description: "When it was published." })
  createdAt: Date;

  @Field(() => Date, { description: "When it last changed." })
  updatedAt: Date;

  @Field(() => Int, {
    description: "How many times its time, place or details changed (the .ics SEQUENCE).",
  })
  sequence: number;

  /** The organiser's id; `organizer` resolves it. */
  organizerId: string;

  /** The co-organisers' ids, oldest first; `coOrganizers` resolves them. */
  coOrganizerIds: string[];
}

@ObjectType({ description: "A page of events." })
export class EventPage extends PagedList {
  @Field(() => [CommunityEvent], { description: "The events of this page, at most `first`." })
  items: CommunityEvent[];
}

@ObjectType({ description: "The signed-in member's answer after an RSVP." })
export class RsvpResult {
  @Field(() => RsvpStatus, { description: "The answer kept." })
  status: RsvpStatus;

  @Field(() => Boolean, { description: "True when going but on the waitlist (the event is full)." })
  waitlisted: boolean;

  @Field(() => CommunityEvent, { description: "The event, with its counts after the answer." })
  event: CommunityEvent;
}

@ObjectType({
  description:
    "The signed-in member's private calendar feed: calendar apps subscribe to its address, which lists the events the member is going to. Keep it secret; make a new one to revoke the old.",
})
export class CalendarFeed {
  @Field(() => String, {
    description: "The feed's secret address (https://…/api/calendar/<token>.ics).",
  })
  url: string;

  @Field(() => Date, { description: "When this address was made." })
  createdAt: Date;
}
