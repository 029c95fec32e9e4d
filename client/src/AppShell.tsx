import { ApolloProvider } from "@apollo/client/react";
import { ToastProvider } from "./components/Toast/ToastProvider";
import { AppInfoDocument } from "./gql/graphql";
import { createApolloClient } from "./lib/apollo";
import { peekAppInfo } from "./lib/fetchedAppInfo";
import { AppRoutes } from "./routes";
import { SessionProvider } from "./session/SessionProvider";

const client = createApolloClient();

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
