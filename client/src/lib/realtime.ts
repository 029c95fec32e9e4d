import { ApolloLink } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient, type Client } from "graphql-ws";
import { Observable } from "rxjs";
import { readToken } from "../session/token";

/** Whether the live connection (graphql-ws) is open: screens poll as a fallback while it is not. */
export type SocketState = "connecting" | "open" | "closed";

let state: SocketState = "closed";
const listeners = new Set<() => void>();
function setState(next: SocketState) {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

export const socketState = () => state;
export function onSocketState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** ws://host/graphql or wss://host/graphql beside the page (the HTTP server's own upgrade). */
function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}/graphql`;
}

/** The socket's client and the session it was opened for. */
let current: { client: Client; link: GraphQLWsLink; token: string } | null = null;

/** Closes the live connection (logout, another member signing in): no socket outlives its session. */
export function closeRealtime(): void {
  if (!current) return;
  const { client } = current;
  current = null;
  void client.dispose();
  setState("closed");
}

/**
 * The graphql-ws link of the signed-in member, created on the first subscription after sign-in
 * (and again after a new sign-in). The token travels in `connectionParams`; a socket that drops
 * is opened again with growing waits (graphql-ws retries), and it closes once nothing subscribes.
 */
function linkFor(token: string): GraphQLWsLink {
  if (current?.token === token) return current.link;
  closeRealtime();
  const client = createClient({
    url: socketUrl(),
    connectionParams: () => ({ authorization: `Bearer ${readToken() ?? token}` }),
    lazy: true,
    lazyCloseTimeout: 3000,
    keepAlive: 20_000,
    retryAttempts: Number.POSITIVE_INFINITY,
    // 4401 (the token is refused) is final; anything else is a dropped line: try again.
    shouldRetry: (event) => (event as { code?: number } | null)?.code !== 4401,
    on: {
      connecting: () => setState("connecting"),
      connected: () => setState("open"),
      closed: () => setState("closed"),
    },
  });
  current = { client, link: new GraphQLWsLink(client), token };
  return current.link;
}

/** Subscriptions go over the socket; without a session they fail at once (nothing to open it for). */
export const realtimeLink = new ApolloLink((operation) => {
  const token = readToken();
  if (!token) {
    return new Observable((observer) => observer.error(new Error("Not signed in")));
  }
  return linkFor(token).request(operation);
});
