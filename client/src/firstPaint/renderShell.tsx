import { ApolloClient, ApolloLink, Observable } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { ToastProvider } from "../components/Toast/ToastProvider";
import { createCache } from "../lib/apollo";
import { AppRoutes } from "../routes";
import { SessionContext, type Session } from "../session/context";

/**
 * Build time only (client/vite-plugins/static-shells.ts): a page's first paint, rendered from the app's
 * own components, so it cannot drift from them. The tree is the app shell's (AppShell.tsx) with a
 * server that never answers: every screen shows its loading state. A member page renders for a
 * member not known yet (the frame without name or photo), a public page for a visitor.
 */
export async function renderShell(path: string, kind: "member" | "visitor"): Promise<string> {
  const client = new ApolloClient({
    link: new ApolloLink(() => new Observable(() => {})),
    cache: createCache(),
  });
  const ignore = async () => {};
  const session: Session = {
    status: kind === "member" ? "authenticated" : "anonymous",
    me: null,
    notice: null,
    signIn: ignore,
    signInWithToken: async () => ({ ok: false, reason: "unreachable" }),
    signOut: () => {},
    retry: () => {},
  };
  const { prelude } = await prerender(
    <StaticRouter location={path}>
      <ApolloProvider client={client}>
        <ToastProvider>
          <SessionContext.Provider value={session}>
            <AppRoutes />
          </SessionContext.Provider>
        </ToastProvider>
      </ApolloProvider>
    </StaticRouter>,
    // A snapshot, not a stream: every boundary inline. By default React moves a boundary that ends
    // past 12,800 bytes of the page out of place (a hidden copy that a script puts back), which a
    // static first paint cannot use: it would show the fallback instead of the page.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  client.stop();
  return html;
}
