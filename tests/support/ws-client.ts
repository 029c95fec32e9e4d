import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

/** A graphql-ws client on an app's /graphql (the browser's GraphQLWsLink does the same). */
export function wsClient(appUrl: string, token?: string): Client & { closed: Promise<number> } {
  let closedWith: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => (closedWith = resolve));
  const client = createClient({
    url: appUrl.replace(/^http/, "ws") + "/graphql",
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
    on: { closed: (event) => closedWith((event as { code: number }).code) },
  });
  return Object.assign(client, { closed });
}

/** Waits until the client's socket has been acknowledged (connection_ack). */
export function connected(client: Client): Promise<void> {
  return new Promise((resolve, reject) => {
    const off = client.on("connected", () => {
      off();
      resolve();
    });
    const offClosed = client.on("closed", (e) => {
      offClosed();
      reject(new Error(`socket closed: ${(e as { code: number }).code}`));
    });
  });
}
