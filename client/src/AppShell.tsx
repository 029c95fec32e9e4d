import { ApolloProvider } from "@apollo/client/react";
import { ToastProvider } from "./components/Toast/ToastProvider";
import { AppInfoDocument, MeDocument } from "./gql/graphql";
import { createApolloClient } from "./lib/apollo";
import { peekAppInfo } from "./lib/fetchedAppInfo";
import { AppRoutes, preloadRoute } from "./routes";
import { takeMePrefetch } from "./session/mePrefetch";
import { SessionProvider } from "./session/SessionProvider";
import { readToken } from "./session/token";

const client = createApolloClient();

/** How long the first render waits for the session once the screen's chunks are in. */
export const SESSION_WAIT_MS = 1000;

/**
 * Gets the first render of `pathname` ready (main.tsx waits for it, the page's static first paint
 * staying on screen): the screen's chunks, then the member asked by the entry (mePrefetch.ts), put
 * in the cache, so the screen renders in one go instead of through the session's spinner. A session
 * that takes longer shows that spinner as before (its late answer then serves the app's `me`).
 */
export async function prepare(pathname: string): Promise<void> {
  await preloadRoute(pathname, readToken() !== null);
  const member = await takeMePrefetch(SESSION_WAIT_MS);
  if (member) client.writeQuery({ query: MeDocument, data: { me: member } });
}

/**
 * The app with Apollo, the session and every screen: loaded on demand (Root.tsx), once per page. What
 * the light landing page already asked the server (appInfo) goes into the cache, not over the wire again.
 */
export default function AppShell() {
  const appInfo = peekAppInfo();
  if (appInfo && !client.readQuery({ query: AppInfoDocument })) {
    const data = { appInfo: { __typename: "AppInfo" as const, ...appInfo } };
    client.writeQuery({ query: AppInfoDocument, data });
  }
  return (
    <ApolloProvider client={client}>
      <ToastProvider>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </ToastProvider>
    </ApolloProvider>
  );
}
