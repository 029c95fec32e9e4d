import { FREQUENCIES } from "#common/frequency";
import { restRoute, type RestRoute } from "../../http/rest-route.js";
import { rest as params } from "../../http/rest-params.js";
import { PREFERENCE_KEYS } from "./notification-kinds.js";

const PREFERENCES = `saved_searches: savedSearches opportunities messages events verification mentorship`;

/** GraphQL's enum names (INSTANT) -> REST's lower-case values, for the preferences. */
const lower = (prefs: Record<string, string>) => ({
  email: Object.fromEntries(Object.entries(prefs).map(([k, v]) => [k, v.toLowerCase()])),
});

type RawNotification = { kind: string } & Record<string, unknown>;

export const notificationRoutes: RestRoute[] = [
  restRoute({
    method: "get",
    path: "/notifications",
    query: { first: params.int({ min: 1, max: 100 }), after: params.text({ max: 1024 }) },
    document: `query Notifications($first: Int, $after: String) {
      notifications(first: $first, after: $after) {
        unread end_cursor: endCursor has_next_page: hasNextPage
        nodes { id kind title body url created_at: createdAt read } } }`,
    variables: ({ query }) => ({ first: query.first ?? null, after: query.after ?? null }),
    result: (data) => {
      const page = data.notifications as {
        unread: number;
        end_cursor: string | null;
        has_next_page: boolean;
        nodes: RawNotification[];
      };
      return {
        unread: page.unread,
        items: page.nodes.map((n) => ({ ...n, kind: n.kind.toLowerCase() })),
        end_cursor: page.end_cursor,
        has_next_page: page.has_next_page,
      };
    },
  }),
  restRoute({
    method: "post",
    path: "/notifications/read",
    body: { ids: params.texts() },
    document: `mutation MarkNotificationsRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }`,
    variables: ({ body }) => ({ ids: body.ids ?? null }),
    result: (data) => ({ unread: data.markNotificationsRead }),
  }),
  {
    method: "get",
    path: "/notifications/preferences",
    document: `query NotificationPreferences { notificationPreferences { ${PREFERENCES} } }`,
    result: (data) => lower(data.notificationPreferences as Record<string, string>),
  },
  restRoute({
    method: "put",
    path: "/notifications/preferences",
    body: {
      email: params.record(PREFERENCE_KEYS, FREQUENCIES, {
        required: true,
        optional: ["mentorship"],
      }),
    },
    document: `mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
      updateNotificationPreferences(input: $input) { ${PREFERENCES} } }`,
    variables: ({ body }) => ({
      input: {
        savedSearches: body.email.saved_searches.toUpperCase(),
        opportunities: body.email.opportunities.toUpperCase(),
        messages: body.email.messages.toUpperCase(),
        events: body.email.events.toUpperCase(),
        verification: body.email.verification.toUpperCase(),
        mentorship: body.email.mentorship?.toUpperCase() ?? null,
      },
    }),
    result: (data) => lower(data.updateNotificationPreferences as Record<string, string>),
  }),
];
