import type { ApolloClient } from "@apollo/client";
import {
  ConversationsDocument,
  ThreadMessagesDocument,
  UnreadConversationCountDocument,
  type MessageEventsSubscription,
} from "../gql/graphql";

/** Messages per page of a conversation (the thread's query and the live events use the same). */
export const THREAD_PAGE = 30;

type MessageEvent = MessageEventsSubscription["messageEvents"];

/**
 * A live event into the cache: a new message joins its open conversation (the thread re-renders
 * from the cache, and marks it read); the other member's "seen" marks the viewer's messages seen; the
 * conversation list and the header's unread count are asked again if on screen.
 */
export function applyMessageEvent(
  client: ApolloClient,
  event: MessageEvent,
  viewerId?: string | null,
): void {
  const variables = { conversationId: event.conversationId, limit: THREAD_PAGE };
  if (event.kind === "MESSAGE" && event.message) {
    const message = event.message;
    client.cache.updateQuery({ query: ThreadMessagesDocument, variables }, (data) => {
      if (!data || data.messages.messages.some((m) => m.id === message.id)) return undefined;
      return { messages: { ...data.messages, messages: [...data.messages.messages, message] } };
    });
  }
  // The other member read the conversation (the viewer's own reading comes as SEEN too).
  if (event.kind === "SEEN" && event.readerId !== viewerId) {
    const data = client.cache.readQuery({ query: ThreadMessagesDocument, variables });
    for (const m of data?.messages.messages ?? []) {
      if (!m.mine || m.seen) continue;
      client.cache.modify({
        id: client.cache.identify({ __typename: "Message", id: m.id }),
        fields: { seen: () => true },
      });
    }
    // A message of the viewer's that reached the cache after the reading (its send answered late)
    // is seen too: the open conversation is asked again (seen stays seen, see createCache).
    void client.refetchQueries({ include: [ThreadMessagesDocument] }).catch(() => undefined);
  }
  void client
    .refetchQueries({ include: [ConversationsDocument, UnreadConversationCountDocument] })
    .catch(() => undefined);
}
