import { ApolloLink } from "@apollo/client";
import { Observable } from "rxjs";
import { readToken } from "../session/token";
import type { SocketState } from "./realtime-socket";

export type { SocketState } from "./realtime-socket";

let state: SocketState = "closed";
const listeners = new Set<() => void>();
function setState(next: SocketState) {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Whether the live connection (graphql-ws) is open: screens poll as a fallback while it is not. */
export const socketState = () => state;
export function onSocketState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** graphql-ws and its Apollo link, fetched on the first subscription (not in any first paint). */
let socket: Promise<typeof import("./realtime-socket")> | null = null;
const loadSocket = () => (socket ??= import("./realtime-socket"));

/** Closes the live connection (logout, another member signing in): no socket outlives its session. */
export function closeRealtime(): void {
  void socket?.then((m) => m.closeSocket());
  setState("closed");
}

/** Subscriptions go over the socket; without a session they fail at once (nothing to open it for). */
export const realtimeLink = new ApolloLink((operation) => {
  const token = readToken();
  if (!token) {
    return new Observable((observer) => observer.error(new Error("Not signed in")));
  }
  return new Observable((observer) => {
    let inner: { unsubscribe(): void } | null = null;
    let ended = false;
    loadSocket().then(
      (m) => {
        if (!ended) inner = m.linkFor(token, setState).request(operation).subscribe(observer);
      },
      (error: unknown) => observer.error(error),
    );
    return () => {
      ended = true;
      inner?.unsubscribe();
    };
  });
});
