import type { MockLink } from "@apollo/client/testing";
import {
  ConversationDocument,
  ConversationsDocument,
  MarkConversationReadDocument,
  ThreadMessagesDocument,
  type ConversationRowFragment,
  type MessageFieldsFragment,
} from "../../../client/src/gql/graphql";

export const RAVI = {
  __typename: "User" as const,
  id: "u2",
  fullName: "Ravi Kumar",
  profileImage: null,
  isVerified: true,
  viewerBlocked: false,
  viewerConnection: {
    __typename: "ViewerConnection" as const,
    state: "CONNECTED",
    connectionId: "k1",
  },
};

/** A message as the server sends it; override what the test is about. */
export function message(
  overrides: Partial<MessageFieldsFragment> = {},
): MessageFieldsFragment & { __typename: "Message" } {
  return {
    __typename: "Message",
    id: "m1",
    conversationId: "c1",
    body: "Hello",
    sentAt: "2026-11-26T09:30:00.000Z",
    senderId: "u2",
    mine: false,
    seen: false,
    removed: false,
    ...overrides,
  };
}

export function conversation(
  overrides: Partial<ConversationRowFragment> = {},
): ConversationRowFragment & { __typename: "Conversation" } {
  return {
    __typename: "Conversation",
    id: "c1",
    unreadCount: 0,
    updatedAt: "2026-11-26T09:30:00.000Z",
    otherMember: RAVI,
    lastMessage: message(),
    ...overrides,
  };
}

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

/** The conversation list's first page. */
export function conversationsMock(items: ConversationRowFragment[]): MockLink.MockedResponse {
  return {
    request: { query: ConversationsDocument, variables: { first: 20 } },
    result: {
      data: {
        conversations: {
          __typename: "ConversationPage",
          items,
          endCursor: null,
          hasNextPage: false,
        },
      },
    },
    ...always,
  };
}

/** Everything an open conversation asks for: its member, its newest page, and marking it read. */
export function threadMocks(
  messages: MessageFieldsFragment[],
  { hasMore = false, before = null as string | null, member = RAVI } = {},
): MockLink.MockedResponse[] {
  return [
    {
      request: { query: ConversationDocument, variables: { id: "c1" } },
      result: { data: { conversation: { ...conversation(), otherMember: member } } },
      ...always,
    },
    {
      request: { query: ThreadMessagesDocument, variables: { conversationId: "c1", limit: 30 } },
      result: {
        data: { messages: { __typename: "MessagePage", messages, hasMore, before } },
      },
      ...always,
    },
    {
      request: { query: MarkConversationReadDocument, variables: { conversationId: "c1" } },
      result: {
        data: { markConversationRead: { __typename: "Conversation", id: "c1", unreadCount: 0 } },
      },
      ...always,
    },
  ];
}
