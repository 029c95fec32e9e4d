import type { MockLink } from "@apollo/client/testing";
import {
  AppInfoDocument,
  MeDocument,
  UnreadNotificationsDocument,
  type SessionUserFragment,
} from "../../client/src/gql/graphql";

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

/** A GraphQL error as the server sends it: a user-facing message and an extensions.code. */
export function graphQLError(
  message: string,
  code: string,
  extensions: Record<string, unknown> = {},
) {
  return { errors: [{ message, extensions: { code, ...extensions } }] };
}
