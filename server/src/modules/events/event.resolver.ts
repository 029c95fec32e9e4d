import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import { EVENT_LIMITS as L } from "#common/limits";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { pageArgsType, withPageInfo } from "../../paging/connection.types.js";
import type { PageArgs } from "../../paging/page.js";
import { LIST_PAGES } from "../../paging/page-sizes.js";
import { User } from "../users/user.entity.js";
import { EventInput } from "./event.inputs.js";
import type { EventActor } from "./event.policy.js";
import {
  CalendarFeed,
  CommunityEvent,
  EventKind,
  EventPage,
  EventWhen,
  RsvpResult,
  RsvpStatus,
} from "./event.types.js";

const EventPageArgs = pageArgsType(LIST_PAGES.events, {
  items: "Events",
  after: "The `endCursor` of the previous page; omit for the first page.",
  defaultInSchema: false,
});

const ID_DESCRIPTION =
  "The event's id (NOT_FOUND when unknown or outside the signed-in member's audience).";

/** The signed-in member as the event rules see them (the auth checker made sure there is one). */
export const eventActor = (ctx: Context): EventActor => ({
  id: ctx.viewer!.user.id,
  fullName: ctx.viewer!.user.fullName,
  profileCompleted: ctx.viewer!.user.profileCompleted,
  batchYear: ctx.viewer!.user.batchYear,
  trade: ctx.viewer!.user.trade,
  roles: ctx.viewer!.roles,
});

const formerMember = (id: string) => Object.assign(new User(), { id, fullName: "Former member" });

/** Events and reunions: thin over EventService, EventRsvps and EventCalendars. */
@Resolver(() => CommunityEvent)
export class EventResolver {
  @Auth("MEMBER")
  @Query(() => EventPage, {
    description:
      "The events the signed-in member may see (their audience's, their own; admins all): UPCOMING (not ended) soonest first, or PAST latest first. Verified members (FORBIDDEN for a member pending verification).",
  })
  async events(
    @Ctx() ctx: Context,
    @Args(() => EventPageArgs) page: PageArgs,
    @Arg("when", () => EventWhen, {
      defaultValue: EventWhen.UPCOMING,
      description: "Upcoming or past.",
    })
    when: EventWhen,
    @Arg("kind", () => EventKind, { nullable: true, description: "Only this kind." })
    kind?: EventKind | null,
    @Arg("place", () => String, {
      nullable: true,
      description: `Only events whose place (as written, its city or state) contains this text (at most ${L.location} characters).`,
    })
    place?: string | null,
    @Arg("mine", () => Boolean, {
      nullable: true,
      description:
        "Only events the signed-in member organises or answered going or maybe (the waitlist included).",
    })
    mine?: boolean | null,
  ): Promise<EventPage> {
    const connection = await ctx.services.events.list(
      eventActor(ctx),
      { when, kind, place: place?.slice(0, L.location), mine },
      page,
    );
    const { nodes, ...paging } = withPageInfo(connection);
    return { ...paging, items: nodes } as EventPage;
  }

  @Auth("MEMBER")
  @Query(() => CommunityEvent, {
    description:
      "One event. NOT_FOUND when unknown or outside the signed-in member's audience; FORBIDDEN for a member pending verification.",
  })
  event(@Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string, @Ctx() ctx: Context) {
    return ctx.services.events.get(eventActor(ctx), id);
  }

  @Auth("MEMBER")
  @Query(() => CalendarFeed, {
    nullable: true,
    description: "The signed-in member's private calendar feed; null when they have none.",
  })
  calendarFeed(@Ctx() ctx: Context): Promise<CalendarFeed | null> {
    return ctx.services.eventCalendars.feed(eventActor(ctx));
  }

  @Auth("VERIFIED")
  @Mutation(() => CalendarFeed, {
    description:
      "Makes the signed-in member a new secret calendar feed address (the old address stops working).",
  })
  createCalendarFeed(@Ctx() ctx: Context): Promise<CalendarFeed> {
    return ctx.services.eventCalendars.createFeed(eventActor(ctx));
  }

  @Auth("MEMBER")
  @Mutation(() => Boolean, {
    description:
      "Revokes the signed-in member's calendar feed (its address answers 404); false when none.",
  })
  revokeCalendarFeed(@Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.eventCalendars.revokeFeed(eventActor(ctx));
  }

  @Auth("MEMBER")
  @Mutation(() => CommunityEvent, {
    description: `Publishes an event; its audience is invited (following each member's e-mail preference). Verified members with a completed profile (FORBIDDEN otherwise, with the reason). BAD_USER_INPUT (with the field) for an end before the start, a start in the past, neither place nor link, a link that is not https, a capacity under 1, an unknown time zone, a title or description too long. At most ${L.perDay} a day per member (RATE_LIMITED).`,
  })
  createEvent(
    @Arg("input", () => EventInput, { description: "The event's fields." }) input: EventInput,
    @Ctx() ctx: Context,
  ): Promise<CommunityEvent> {
    return ctx.services.events.create(eventActor(ctx), input);
  }

  @Auth("MEMBER")
  @Mutation(() => CommunityEvent, {
    description:
      "Replaces an event's fields (omitted optional ones are cleared). Its organiser and co-organisers (FORBIDDEN otherwise). A new time or place tells those going and maybe, and bumps the calendar SEQUENCE; a larger capacity lets the waitlist in.",
  })
  updateEvent(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Arg("input", () => EventInput, { description: "Every field, as it should be now." })
    input: EventInput,
    @Ctx() ctx: Context,
  ): Promise<CommunityEvent> {
    return ctx.services.events.update(eventActor(ctx), id, input);
  }

  @Auth("MEMBER")
  @Mutation(() => CommunityEvent, {
    description:
      "Cancels an event; those going and maybe are told. Its organiser, or an admin: an admin cancelling someone else's event must give a reason (BAD_USER_INPUT otherwise), written to the admin audit log (CANCEL_EVENT). FORBIDDEN for anyone else; CONFLICT when already cancelled.",
  })
  cancelEvent(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Ctx() ctx: Context,
    @Arg("reason", () => String, {
      nullable: true,
      description: `Why, at most ${L.cancelReason} characters: required of an admin cancelling someone else's event.`,
    })
    reason?: string | null,
  ): Promise<CommunityEvent> {
    return ctx.services.events.cancel(eventActor(ctx), id, reason);
  }

  @Auth("MEMBER")
  @Mutation(() => RsvpResult, {
    description:
      "Answers an event: GOING takes a place while the capacity allows, else joins the waitlist in order (waitlisted true); when a place frees, the first waiting becomes going and is told. Verified members in its audience (FORBIDDEN for a pending member); CONFLICT for a cancelled or ended event.",
  })
  rsvpEvent(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Arg("status", () => RsvpStatus, {
      description: "GOING, MAYBE or NOT_GOING (GOING beyond the capacity joins the waitlist).",
    })
    status: RsvpStatus,
    @Ctx() ctx: Context,
  ): Promise<RsvpResult> {
    return ctx.services.eventRsvps.answer(eventActor(ctx), id, status) as Promise<RsvpResult>;
  }

  @Auth("MEMBER")
  @Mutation(() => CommunityEvent, {
    description:
      "Adds a verified member as a co-organiser (they can edit the event, and are told). The organiser only (FORBIDDEN otherwise); NOT_FOUND for an unknown member; BAD_USER_INPUT for a member pending verification.",
  })
  addCoOrganizer(
    @Arg("eventId", () => ID, { description: ID_DESCRIPTION }) eventId: string,
    @Arg("userId", () => ID, { description: "The member to add." }) userId: string,
    @Ctx() ctx: Context,
  ): Promise<CommunityEvent> {
    return ctx.services.events.addCoOrganizer(eventActor(ctx), eventId, userId);
  }

  @Auth("MEMBER")
  @Mutation(() => CommunityEvent, {
    description:
      "Removes a co-organiser: the organiser, or the co-organiser themselves (FORBIDDEN otherwise).",
  })
  removeCoOrganizer(
    @Arg("eventId", () => ID, { description: ID_DESCRIPTION }) eventId: string,
    @Arg("userId", () => ID, { description: "The co-organiser to remove." }) userId: string,
    @Ctx() ctx: Context,
  ): Promise<CommunityEvent> {
    return ctx.services.events.removeCoOrganizer(eventActor(ctx), eventId, userId);
  }

  @FieldResolver(() => User, { description: "The member who organises it." })
  async organizer(@Root() e: CommunityEvent, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.user.load(e.organizerId)) ?? formerMember(e.organizerId);
  }

  @FieldResolver(() => [User], { description: "The co-organisers, in the order they were added." })
  async coOrganizers(@Root() e: CommunityEvent, @Ctx() ctx: Context): Promise<User[]> {
    const users = await Promise.all(e.coOrganizerIds.map((id) => ctx.loaders.user.load(id)));
    return users.filter((u): u is User => !!u);
  }

  @FieldResolver(() => [User], {
    description: `The members going (with a place), in the order they answered, at most ${L.attendees} at a time; verified viewers only (empty for a member pending verification).`,
  })
  async attendees(
    @Root() e: CommunityEvent,
    @Ctx() ctx: Context,
    @Arg("first", () => Int, {
      defaultValue: L.attendees,
      description: `How many, 1 to ${L.attendees}.`,
    })
    first?: number | null,
    @Arg("after", () => String, {
      nullable: true,
      description: "How many to skip (a number, e.g. 100 for the second hundred).",
    })
    after?: string | null,
  ): Promise<User[]> {
    const ids = await ctx.services.events.attendees(eventActor(ctx), e.id, { first, after });
    const users = await Promise.all(ids.map((id) => ctx.loaders.user.load(id)));
    return users.filter((u): u is User => !!u);
  }

  @FieldResolver(() => String, { description: "Where its .ics is downloaded (GET, signed in)." })
  icsUrl(@Root() e: CommunityEvent): string {
    return `/api/events/${e.id}/ics`;
  }

  @FieldResolver(() => String, {
    description:
      "The event as an .ics calendar file (text/calendar: one VEVENT, UID <id>@istc-connect, SEQUENCE, times in UTC, STATUS:CANCELLED when cancelled), for Add to calendar.",
  })
  ics(@Root() e: CommunityEvent, @Ctx() ctx: Context): string {
    return ctx.services.eventCalendars.icsOf(e);
  }
}
