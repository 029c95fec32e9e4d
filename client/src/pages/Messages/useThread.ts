import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import {
  MarkConversationReadDocument,
  SendMessageDocument,
  ThreadMessagesDocument,
  UnreadConversationCountDocument,
  type SendMessageInput,
} from "../../gql/graphql";
import { applyMessageEvent, THREAD_PAGE } from "../../lib/messageEvents";
import { onSocketState, socketState } from "../../lib/realtime";

/** How often an open conversation asks for new messages while the live connection is down. */
export const THREAD_POLL_MS = 10_000;

/** Sends a message and puts it in its conversation at once (the live event then finds it there). */
export function useSendMessage() {
  const client = useApolloClient();
  const [send] = useMutation(SendMessageDocument);
  return useCallback(
    async (input: SendMessageInput) => {
      const { data } = await send({ variables: { input } });
      if (!data) throw new Error("No answer");
      const message = data.sendMessage;
      applyMessageEvent(client, {
        kind: "MESSAGE",
        conversationId: message.conversationId,
        message,
        seenAt: null,
        readerId: null,
      });
      return message;
    },
    [client, send],
  );
}

/**
 * An open conversation's flow: its messages (the newest page, then earlier ones on request), kept
 * current by the live events, by a refetch when the window regains focus and, while the socket is
 * down, every 10 s; each message from the other member is marked read as it shows.
 */
export function useThread(conversationId: string) {
  const socket = useSyncExternalStore(onSocketState, socketState);
  const { data, loading, error, fetchMore, refetch } = useQuery(ThreadMessagesDocument, {
    variables: { conversationId, limit: THREAD_PAGE },
    fetchPolicy: "cache-and-network",
    refetchOn: { windowFocus: true },
    pollInterval: socket === "open" ? 0 : THREAD_POLL_MS,
  });
  const page = data?.messages;
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [markRead] = useMutation(MarkConversationReadDocument, {
    refetchQueries: [UnreadConversationCountDocument],
  });

  const loadEarlier = useCallback(async () => {
    if (!page?.before) return;
    setLoadingEarlier(true);
    try {
      await fetchMore({ variables: { before: page.before } });
    } finally {
      setLoadingEarlier(false);
    }
  }, [fetchMore, page?.before]);

  // Read on open, and again as each new message from the other member arrives.
  const lastTheirs = page?.messages.findLast((m) => !m.mine)?.id;
  const marked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!lastTheirs || marked.current === lastTheirs) return;
    marked.current = lastTheirs;
    markRead({ variables: { conversationId } }).catch(() => undefined);
  }, [conversationId, lastTheirs, markRead]);

  const sendMessage = useSendMessage();
  const send = useCallback(
    (body: string) => sendMessage({ conversationId, body }),
    [conversationId, sendMessage],
  );

  return { page, loading, error, refetch, loadEarlier, loadingEarlier, send };
}
