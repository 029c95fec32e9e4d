import { useApolloClient, useSubscription } from "@apollo/client/react";
import { MessageEventsDocument } from "../../gql/graphql";
import { applyMessageEvent } from "../../lib/messageEvents";
import { useMe } from "../../session/useMe";

/**
 * The member's one live subscription: every message and "seen" reaches the cache through it,
 * whatever screen is open. Loaded after the page (MessagesLink), with the socket it opens.
 */
export default function LiveMessages() {
  const client = useApolloClient();
  const { me } = useMe();
  useSubscription(MessageEventsDocument, {
    onData: ({ data: event }) => {
      if (event.data) applyMessageEvent(client, event.data.messageEvents, me?.id);
    },
  });
  return null;
}
