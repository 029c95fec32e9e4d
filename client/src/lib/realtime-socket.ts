import { ApolloLink } from "@apollo/client";
import { print } from "graphql";
import { createClient, type Client } from "graphql-ws";
import { Observable } from "rxjs";
import { readToken } from "../session/token";

/** Whether the socket is opening, open or closed (realtime.ts keeps it for the screens). */
export type SocketState = "connecting" | "open" | "closed";

/** ws://host/graphql or wss://host/graphql beside the page (the HTTP server's own upgrade). */
function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}/graphql`;
}

/**
 * Apollo's operations over a graphql-ws client (what @apollo/client/link/subscriptions does, in a
 * few lines of our own, so that module stays out of the Apollo chunk every screen loads first).
 */
export class SocketLink extends ApolloLink {
  constructor(private readonly client: Client) {
    super();
  }

  override request(operation: ApolloLink.Operation) {
    return new Observable<ApolloLink.Result>((observer) =>
      this.client.subscribe<ApolloLink.Result["data"]>(
        {
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
          extensions: operation.extensions,
        },
        {
          next: (result) => observer.next(result as ApolloLink.Result),
          error: (error) =>
            observer.error(
              error instanceof Error ? error : new Error("The live connection failed"),
            ),
          complete: () => observer.complete(),
        },
      ),
    );
  }
}

/** The socket's client and the session it was opened for. */
let current: { client: Client; link: SocketLink; token: string } | null = null;

/** Closes the socket, if one is open; answers whether there was one. */
export function closeSocket(): boolean {
  if (!current) return false;
  const { client } = current;
  current = null;
  void client.dispose();
  return true;
}

/**
 * The graphql-ws link of the signed-in member, created on the first subscription after sign-in
 * (and again after a new sign-in). The token travels in `connectionParams`; a socket that drops
 * is opened again with growing waits (graphql-ws retries), and it closes once nothing subscribes.
 * Loaded on demand (realtime.ts), so no screen's first JavaScript carries graphql-ws.
 */
export function linkFor(token: string, setState: (state: SocketState) => void): SocketLink {
  if (current?.token === token) return current.link;
  if (closeSocket()) setState("closed");
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
  current = { client, link: new SocketLink(client), token };
  return current.link;
}
