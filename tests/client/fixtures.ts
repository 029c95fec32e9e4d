import type { MockLink } from "@apollo/client/testing";
import {
  AppInfoDocument,
  MeDocument,
  MessageEventsDocument,
  UnreadConversationCountDocument,
  UnreadNotificationsDocument,
  type SessionUserFragment,
} from "../../client/src/gql/graphql";
import { ReportsDocument } from "../../client/src/gql/admin/graphql";

export type TestUser = SessionUserFragment & { __typename: "User" };

/** A signed-in member; override what the test is about. */
export function buildUser(overrides: Partial<SessionUserFragment> = {}): TestUser {
  return {
    __typename: "User",
    id: "u1",
    email: "asha@example.com",
    fullName: "Asha Verma",
    rollNumber: "ISTC-2019-042",
    trade: "Electronics",
    currentLocation: "Chandigarh",
    profileImage: null,
    profileCompleted: true,
    isVerified: false,
    pendingReason: null,
    isAdmin: false,
    ...overrides,
  };
}

export const APP_INFO = {
  __typename: "AppInfo" as const,
  contactEmail: "admin@istc.example",
  postalAddress: "ISTC, Sector 30-C, Chandigarh 160030",
  googleSignInEnabled: true,
};

/** appInfo for the footer and the login page. */
export function appInfoMock(
  overrides: Partial<typeof APP_INFO> = {},
  maxUsageCount = Number.POSITIVE_INFINITY,
): MockLink.MockedResponse {
  return {
    request: { query: AppInfoDocument },
    result: { data: { appInfo: { ...APP_INFO, ...overrides } } },
    maxUsageCount,
  };
}

/** The `me` query answering with this user. */
export function meMock(user: TestUser): MockLink.MockedResponse {
  return { request: { query: MeDocument }, result: { data: { me: user } } };
}

/** The header bell's unread count, answered as often as it is asked unless limited. */
export function unreadMock(
  unread: number,
  maxUsageCount = Number.POSITIVE_INFINITY,
): MockLink.MockedResponse {
  return {
    request: { query: UnreadNotificationsDocument },
    result: { data: { unreadNotifications: unread } },
    maxUsageCount,
  };
}

/** The header's unread conversations (the Messages badge), answered as often as it is asked. */
export function unreadConversationsMock(
  unread: number,
  maxUsageCount = Number.POSITIVE_INFINITY,
): MockLink.MockedResponse {
  return {
    request: { query: UnreadConversationCountDocument },
    result: { data: { unreadConversationCount: unread } },
    maxUsageCount,
  };
}

/** The header's live subscription: open, and quiet (a test pushes events through its own mock). */
export function quietEventsMock(): MockLink.MockedResponse {
  return {
    request: { query: MessageEventsDocument, variables: {} },
    result: { data: null },
    delay: Number.POSITIVE_INFINITY,
    maxUsageCount: Number.POSITIVE_INFINITY,
  } as MockLink.MockedResponse;
}

/** The moderation queue of /admin: no open reports (a test about reports brings its own). */
export function noReportsMock(): MockLink.MockedResponse {
  return {
    request: { query: ReportsDocument, variables: { status: "OPEN", first: 20 } },
    result: {
      data: {
        reports: { __typename: "ReportPage", items: [], endCursor: null, hasNextPage: false },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A GraphQL error as the server sends it: a user-facing message and an extensions.code. */
export function graphQLError(
  message: string,
  code: string,
  extensions: Record<string, unknown> = {},
) {
  return { errors: [{ message, extensions: { code, ...extensions } }] };
}
