import type { MockLink } from "@apollo/client/testing";
import {
  NotificationsDocument,
  type NotificationRowFragment,
  type SavedSearchRowFragment,
} from "../../../client/src/gql/graphql";

/** A notification as the server sends it; override what the test is about. */
export function notification(
  overrides: Partial<NotificationRowFragment> = {},
): NotificationRowFragment & { __typename: "Notification" } {
  return {
    __typename: "Notification",
    id: "n1",
    kind: "SAVED_SEARCH",
    title: "Ravi Kumar matches your saved search",
    body: 'Ravi Kumar, CNC programmer in Ludhiana, matches "CNC programmers in Ludhiana".',
    url: "/user/m9",
    createdAt: "2026-11-26T09:30:00.000Z",
    read: false,
    ...overrides,
  };
}

/** A page of `notifications` (first 20, or after `after`). */
export function notificationsMock(
  nodes: NotificationRowFragment[],
  {
    unread = nodes.filter((n) => !n.read).length,
    after,
    endCursor = null as string | null,
    maxUsageCount = 1,
  }: { unread?: number; after?: string; endCursor?: string | null; maxUsageCount?: number } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: NotificationsDocument,
      variables: after ? { first: 20, after } : { first: 20 },
    },
    result: {
      data: {
        notifications: {
          __typename: "NotificationConnection",
          nodes,
          endCursor,
          hasNextPage: endCursor !== null,
          unread,
        },
      },
    },
    maxUsageCount,
  };
}

/** A saved search as the server sends it. */
export function savedSearch(
  overrides: Partial<SavedSearchRowFragment> = {},
): SavedSearchRowFragment & { __typename: "SavedSearch" } {
  return {
    __typename: "SavedSearch",
    id: "s1",
    query: "CNC programmers in Ludhiana",
    alert: "INSTANT",
    createdAt: "2026-11-20T10:00:00.000Z",
    newMatches: 0,
    lastViewedAt: null,
    ...overrides,
  };
}
