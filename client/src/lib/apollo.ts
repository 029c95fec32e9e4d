import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  RefetchEventManager,
  windowFocusSource,
} from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { getMainDefinition } from "@apollo/client/utilities";
import { merge, fromEvent } from "rxjs";
import { mePrefetchLink } from "../session/mePrefetchLink";
import { readToken, reportTokenRefused } from "../session/token";
import { isUnauthenticated } from "./errors";
import { messagesField, pagedField, pagedFields } from "./paging";
import { realtimeLink } from "./realtime";
import { createUploadLink, hasFiles } from "./uploadLink";

/**
 * Reads the token at request time, so sign-in and sign-out take effect on the next call. A request
 * that names its own Authorization (revoking an old session, trying a new one) keeps it. The token
 * sent is kept in the context as `sessionToken` for the error link.
 */
export const authLink = new SetContextLink((prevContext) => {
  if (prevContext.headers?.Authorization) return {};
  const token = readToken();
  if (!token) return {};
  return {
    sessionToken: token,
    headers: { ...prevContext.headers, Authorization: `Bearer ${token}` },
  };
});

/**
 * `UNAUTHENTICATED` anywhere means the stored session is over (expired, revoked, signed out
 * elsewhere): the session provider signs out locally and sends the member to /login.
 */
export const sessionErrorLink = new ErrorLink(({ error, operation }) => {
  const token = operation.getContext().sessionToken as string | undefined;
  if (token && isUnauthenticated(error)) reportTokenRefused(token);
});

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // One AppInfo per server.
      AppInfo: { keyFields: [] },
      // One set of e-mail preferences per member: the mutation's answer replaces the query's.
      NotificationPreferences: { keyFields: [] },
      // A mentor's profile is theirs alone: a request sent from /mentors updates their member page.
      MentorProfile: { keyFields: ["user", ["id"]] },
      // One overview; its feedback pages append like the lists of Query.
      MentorshipOverview: { keyFields: [], fields: { feedback: pagedField("nodes", []) } },
      // A message once seen stays seen: an answer written late (the sender's own send, under
      // load) never takes back the other member's reading that arrived before it.
      Message: {
        fields: { seen: { merge: (existing, incoming) => Boolean(existing) || Boolean(incoming) } },
      },
      // Paged lists: further pages append (see usePagedQuery).
      Query: { fields: { ...pagedFields, messages: messagesField } },
    },
  });
}

/** Coming back to the tab or the window: both count as "the member looks again". */
const windowFocus = () => merge(windowFocusSource(), fromEvent(window, "focus"));

/** A subscription (over the socket) rather than a query or mutation (over HTTP). */
export const isSubscription = (operation: ApolloLink.Operation) => {
  const definition = getMainDefinition(operation.query);
  return definition.kind === "OperationDefinition" && definition.operation === "subscription";
};

/**
 * The app's Apollo client. Tests pass their own terminating link (a MockLink) and keep the rest of
 * the chain, so the auth and error handling they exercise is the real one.
 */
export function createApolloClient(
  terminatingLink: ApolloLink = ApolloLink.split(
    isSubscription,
    realtimeLink,
    ApolloLink.split(
      (operation) => hasFiles(operation.variables),
      createUploadLink("/graphql"),
      new HttpLink({ uri: "/graphql" }),
    ),
  ),
): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, sessionErrorLink, mePrefetchLink, terminatingLink]),
    cache: createCache(),
    // Queries opt in to refetching on focus with `refetchOn: { windowFocus: true }`.
    refetchEventManager: new RefetchEventManager({ sources: { windowFocus } }),
    defaultOptions: { watchQuery: { refetchOn: false } },
  });
}
