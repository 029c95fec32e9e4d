import "reflect-metadata";
import type { GraphQLSchema } from "graphql";
import { buildSchema, type PubSub } from "type-graphql";
import {
  ConnectionResolver,
  UserConnectionResolver,
} from "../modules/connections/connection.resolver.js";
import { EventResolver } from "../modules/events/event.resolver.js";
import { AdminResolver } from "../modules/admin/admin.resolver.js";
import { AccountResolver } from "../modules/account/account.resolver.js";
import { AppInfoResolver } from "../modules/app/app-info.resolver.js";
import { AuthResolver } from "../modules/auth/auth.resolver.js";
import { AccessTokenResolver } from "../modules/tokens/access-token.resolver.js";
import { NotificationResolver } from "../modules/notifications/notification.resolver.js";
import { OpportunityResolver } from "../modules/opportunities/opportunity.resolver.js";
import { ProfileResolver } from "../modules/users/profile.resolver.js";
import { SavedSearchResolver } from "../modules/saved-searches/saved-search.resolver.js";
import { SearchResolver } from "../modules/search/search.resolver.js";
import { UserResolver } from "../modules/users/user.resolver.js";
import { ConversationResolver, MessageResolver } from "../modules/messages/message.resolver.js";
import { SafetyResolver, UserBlockResolver } from "../modules/safety/safety.resolver.js";
import { RosterResolver } from "../modules/roster/roster.resolver.js";
import { UserRosterResolver } from "../modules/roster/user-roster.resolver.js";
import {
  MentorProfileResolver,
  MentorshipOverviewResolver,
  MentorshipResolver,
  UserMentorProfileResolver,
} from "../modules/mentorship/mentorship.resolver.js";
import { BusinessResolver } from "../modules/businesses/business.resolver.js";
import { UserBusinessResolver } from "../modules/businesses/user-business.resolver.js";
import { authChecker, authDirective } from "./auth.js";
import { stripControlCharactersFromArguments } from "./text-arguments.js";

/** Every resolver of the schema. A feature adds its resolver here (one line). */
export const resolvers = [
  AppInfoResolver,
  AuthResolver,
  UserResolver,
  AdminResolver,
  AccessTokenResolver,
  OpportunityResolver,
  ProfileResolver,
  SearchResolver,
  NotificationResolver,
  SavedSearchResolver,
  ConnectionResolver,
  UserConnectionResolver,
  AccountResolver,
  EventResolver,
  MessageResolver,
  ConversationResolver,
  SafetyResolver,
  UserBlockResolver,
  RosterResolver,
  UserRosterResolver,
  MentorshipResolver,
  MentorProfileResolver,
  MentorshipOverviewResolver,
  UserMentorProfileResolver,
  BusinessResolver,
  UserBusinessResolver,
] as const;

let built: Promise<GraphQLSchema> | undefined;

/**
 * type-graphql asks for a PubSub once the schema has a subscription. Every subscription here gives
 * its own `subscribe` (modules/messages: events across copies through PostgreSQL), so topics are
 * not used and refuse loudly.
 */
const noTopics: PubSub = {
  publish() {
    throw new Error("Topic subscriptions are not used: give @Subscription its own subscribe");
  },
  subscribe() {
    throw new Error("Topic subscriptions are not used: give @Subscription its own subscribe");
  },
};

/**
 * The root types' descriptions (type-graphql has no option for them); every other description sits
 * beside its field in the modules.
 */
function describeRoots(schema: GraphQLSchema): GraphQLSchema {
  schema.getQueryType()!.description =
    "Everything a caller can read. Send `Authorization: Bearer <token>` (a session or a personal access token); `@auth` names the role a field needs, fields without it need no sign-in. Errors carry `extensions.code` (BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, RATE_LIMITED, ...).";
  schema.getMutationType()!.description =
    "Everything a caller can change. A READ API token may call none of these (FORBIDDEN, HTTP 403); `@auth` names the role each needs.";
  schema.getSubscriptionType()!.description =
    'Live events over WebSocket on /graphql (the graphql-ws protocol): sign in with `connectionParams.authorization` ("Bearer <token>"; without a valid one the socket is closed with 4401). Only subscriptions run on the socket.';
  return schema;
}

/** The one schema: the client, Apollo Sandbox, scripts and the REST adapters all run on it. */
export function buildAppSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers,
    authChecker,
    authMode: "error",
    validate: { forbidUnknownValues: false },
    directives: [authDirective],
    pubSub: noTopics,
  })
    .then(stripControlCharactersFromArguments)
    .then(describeRoots);
  return built;
}
