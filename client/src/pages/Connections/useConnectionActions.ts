import type { ApolloCache } from "@apollo/client";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useToast } from "../../components/Toast/useToast";
import {
  AcceptConnectionDocument,
  DeclineConnectionDocument,
  MyConnectionsDocument,
  RemoveConnectionDocument,
  type ConnectionRowFragment,
} from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";

/** The request or connection is gone: out of every list, and the member page offers Connect again. */
function forget(cache: ApolloCache, connection: ConnectionRowFragment) {
  cache.modify({
    id: cache.identify({ __typename: "User", id: connection.user.id }),
    fields: {
      viewerConnection: () => ({
        __typename: "ViewerConnection",
        state: "NONE",
        connectionId: null,
      }),
    },
  });
  cache.evict({ id: cache.identify({ __typename: "MemberConnection", id: connection.id }) });
  cache.gc();
}

/**
 * Accept, Decline, Withdraw and Remove on /connections, each with its toast. The answers update
 * the cache (an accepted request becomes a connection; a declined, withdrawn or removed one leaves
 * the lists), so the screen re-renders from it; then the lists on screen are asked again (an
 * accepted request joins the connections).
 */
export function useConnectionActions() {
  const toast = useToast();
  const client = useApolloClient();
  const [accept, accepting] = useMutation(AcceptConnectionDocument);
  const [decline, declining] = useMutation(DeclineConnectionDocument);
  const [remove, removing] = useMutation(RemoveConnectionDocument);
  const busy = accepting.loading || declining.loading || removing.loading;

  async function run(action: () => Promise<unknown>, done: string, failed: string) {
    try {
      await action();
      toast({ variant: "success", title: done });
      void client.refetchQueries({ include: [MyConnectionsDocument] }).catch(() => undefined);
      return true;
    } catch (error) {
      toast({
        variant: "error",
        title: failed,
        description: errorMessage(error, "Please try again"),
      });
      return false;
    }
  }

  return {
    busy,
    accept: (c: ConnectionRowFragment) =>
      run(
        () => accept({ variables: { id: c.id } }),
        `You are connected with ${c.user.fullName}`,
        "Could not accept the request",
      ),
    decline: (c: ConnectionRowFragment) =>
      run(
        () => decline({ variables: { id: c.id }, update: (cache) => forget(cache, c) }),
        `Request from ${c.user.fullName} declined`,
        "Could not decline the request",
      ),
    withdraw: (c: ConnectionRowFragment) =>
      run(
        () => remove({ variables: { id: c.id }, update: (cache) => forget(cache, c) }),
        `Request to ${c.user.fullName} withdrawn`,
        "Could not withdraw the request",
      ),
    remove: (c: ConnectionRowFragment) =>
      run(
        () => remove({ variables: { id: c.id }, update: (cache) => forget(cache, c) }),
        `${c.user.fullName} removed from your connections`,
        "Could not remove the connection",
      ),
  };
}

export type ConnectionActions = ReturnType<typeof useConnectionActions>;
