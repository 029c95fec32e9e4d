import type { MockLink } from "@apollo/client/testing";
import {
  CalendarFeedDocument,
  EventDocument,
  EventsDocument,
  type EventDetailFragment,
  type EventPersonFragment,
  type EventsQueryVariables,
} from "../../../client/src/gql/events/graphql";

type Person = EventPersonFragment & { __typename: "User" };

export const person = (id: string, fullName: string): Person => ({
  __typename: "User",
  id,
  fullName,
  profileImage: null,
});

export type TestEvent = EventDetailFragment & { __typename: "CommunityEvent" };

/** Overrides of an event's fields; nested objects carry their `__typename` as the server's do. */
type EventOverrides = { [K in keyof EventDetailFragment]?: EventDetailFragment[K] | object };

/** An event as the server sends it (the detail's fields); override what the test is about. */
export function buildEvent(overrides: EventOverrides = {}): TestEvent {
  return {
    __typename: "CommunityEvent",
    id: "e1",
    title: "Batch of 2016: ten-year reunion",
    kind: "REUNION",
    startsAt: "2030-12-12T12:30:00.000Z",
    endsAt: "2030-12-12T16:30:00.000Z",
    timezone: "Asia/Kolkata",
    place: {
      __typename: "EventPlace",
      name: "Chandigarh",
      latitude: 30.73,
      longitude: 76.78,
    },
    onlineUrl: null,
    capacity: null,
    goingCount: 3,
    maybeCount: 0,
    waitlistCount: 0,
    viewerRsvp: null,
    viewerWaitlisted: false,
    cancelled: false,
    audience: { __typename: "EventAudience", batchYear: 2016, trade: null },
    description: "Lunch on campus, then a walk round the workshops.",
    viewerCanEdit: false,
    viewerCanCancel: false,
    viewerIsOrganizer: false,
    cancelReason: null,
    icsUrl: "/api/events/e1/ics",
    sequence: 0,
    updatedAt: "2030-01-01T00:00:00.000Z",
    organizer: person("u9", "Ravi Kumar"),
    coOrganizers: [],
    ...overrides,
  } as TestEvent;
}

export const DEFAULT_LIST: EventsQueryVariables = {
  when: "UPCOMING",
  mine: null,
  kind: null,
  place: null,
  first: 20,
};

/** A page of `events` for these variables (the upcoming list by default). */
export function eventsMock(
  items: TestEvent[],
  variables: Partial<EventsQueryVariables> = {},
  { endCursor = null as string | null, maxUsageCount = 1 } = {},
): MockLink.MockedResponse {
  return {
    request: { query: EventsDocument, variables: { ...DEFAULT_LIST, ...variables } },
    result: {
      data: {
        events: {
          __typename: "EventPage",
          items,
          pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
        },
      },
    },
    maxUsageCount,
  };
}

/** The event page's query. */
export function eventMock(
  event: TestEvent | null,
  attendees: Person[] = [],
  maxUsageCount = 1,
): MockLink.MockedResponse {
  return {
    request: { query: EventDocument, variables: { id: event?.id ?? "e1" } },
    result: { data: { event: event && { ...event, attendees } } },
    maxUsageCount,
  };
}

/** The member's calendar feed (none by default). */
export function feedMock(url: string | null = null): MockLink.MockedResponse {
  return {
    request: { query: CalendarFeedDocument },
    result: {
      data: {
        calendarFeed: url
          ? { __typename: "CalendarFeed", url, createdAt: "2030-01-01T00:00:00.000Z" }
          : null,
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
