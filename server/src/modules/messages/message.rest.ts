import { restRoute, type RestRoute } from "../../http/rest-route.js";
import { rest as params } from "../../http/rest-params.js";

/** A message as REST shows it (GraphQL aliases: the documented snake_case shape). */
const MESSAGE = `id conversation_id: conversationId body sent_at: sentAt from: sender { id } seen removed`;

/** A conversation as the list shows it. */
const CONVERSATION = `id with: otherMember { id full_name: fullName profile_image: profileImage }
  last_message: lastMessage { id body sent_at: sentAt from: sender { id } seen removed }
  unread: unreadCount updated_at: updatedAt`;

type Thread = { messages: Record<string, unknown>[]; hasMore: boolean; before: string | null };

/** A thread page: the messages without their conversation id (the path names it). */
const threadJson = (t: Thread) => ({
  messages: t.messages.map(({ conversation_id: _c, ...m }) => m),
  has_more: t.hasMore,
  before: t.before,
});

export const messageRoutes: RestRoute[] = [
  restRoute({
    method: "post",
    path: "/messages",
    status: 201,
    body: {
      to_user_id: params.text(),
      conversation_id: params.text(),
      body: params.text({ fallback: "" }),
    },
    document: `mutation SendMessage($input: SendMessageInput!) { sendMessage(input: $input) { ${MESSAGE} } }`,
    variables: ({ body }) => ({
      input: {
        toUserId: body.to_user_id ?? null,
        conversationId: body.conversation_id ?? null,
        body: body.body,
      },
    }),
  }),
  restRoute({
    method: "get",
    path: "/conversations",
    query: {
      limit: params.int({ min: 1, max: 50 }),
      after: params.text({ max: 1024 }),
    },
    document: `query Conversations($first: Int, $after: String) {
      conversations(first: $first, after: $after) { items { ${CONVERSATION} } endCursor } }`,
    variables: ({ query }) => ({ first: query.limit ?? 50, after: query.after ?? null }),
    result: (data) => (data.conversations as { items: unknown[] }).items,
    headers: (data): Record<string, string> => {
      const next = (data.conversations as { endCursor: string | null }).endCursor;
      return next ? { "X-Next-Cursor": next } : {};
    },
  }),
  restRoute({
    method: "get",
    path: "/conversations/:id/messages",
    query: {
      before: params.text({ max: 1024 }),
      limit: params.int({ min: 1, max: 100 }),
    },
    // Reading marks the conversation read: the mutation marks it, then its thread is read.
    document: `mutation ReadConversation($id: ID!, $before: String, $limit: Int) {
      markConversationRead(conversationId: $id) {
        thread(before: $before, limit: $limit) { messages { ${MESSAGE} } hasMore before } } }`,
    variables: ({ path, query }) => ({
      id: path.id,
      before: query.before ?? null,
      limit: query.limit ?? null,
    }),
    result: (data) => threadJson((data.markConversationRead as { thread: Thread }).thread),
  }),
];
