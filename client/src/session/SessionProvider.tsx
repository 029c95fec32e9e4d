import type { ApolloClient } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useMemo, type ReactNode } from "react";
import { LogoutDocument, MeDocument } from "../gql/graphql";
import { isUnauthenticated } from "../lib/errors";
import {
  SessionContext,
  type Session,
  type SessionStatus,
  type SessionUser,
  type TokenSignInResult,
} from "./context";
import { SessionErrorPage } from "./SessionErrorPage";
import { useSessionToken } from "./useSessionToken";

/** How long a background logout may take before it is abandoned (the session is gone here anyway). */
export const LOGOUT_TIMEOUT_MS = 5000;

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** Revokes a token on the server without holding anyone up: bounded by a timeout, errors logged. */
function revokeInBackground(client: ApolloClient, token: string): void {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
  client
    .mutate({
      mutation: LogoutDocument,
      context: { ...bearer(token), fetchOptions: { signal: controller.signal } },
    })
    .catch((error: unknown) => console.warn("Could not revoke the session on the server", error))
    .finally(() => window.clearTimeout(timer));
}

/**
 * The session: the token (localStorage), and the signed-in member, which is the `me` query in the
 * Apollo cache, so any later mutation that returns the member updates every screen. It follows
 * sign-in and sign-out in other tabs, signs out when the server refuses the token anywhere, and
 * asks `me` again when the window regains focus (an admin may have verified the member).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { token, notice, tokenRef, adopt, endLocally } = useSessionToken(client);
  const { data, error, refetch } = useQuery(MeDocument, {
    skip: !token,
    refetchOn: { windowFocus: true },
  });

  const me = token ? (data?.me ?? null) : null;
  const status: SessionStatus = !token
    ? "anonymous"
    : me
      ? "authenticated"
      : error && !isUnauthenticated(error)
        ? "error"
        : "loading";

  const signIn = useCallback(
    async (newToken: string, user: SessionUser) => {
      const previous = tokenRef.current;
      if (previous && previous !== newToken) {
        // An account switch (confirmed on the hand-over page): the screens watching the previous
        // member start over with the new one (clearStore would stop them watching the cache), and
        // the previous session ends on the server too.
        adopt(newToken);
        await client.resetStore().catch(() => {});
        client.writeQuery({ query: MeDocument, data: { me: user } });
        revokeInBackground(client, previous);
        return;
      }
      await client.clearStore();
      client.writeQuery({ query: MeDocument, data: { me: user } });
      adopt(newToken);
    },
    [client, tokenRef, adopt],
  );

  const signInWithToken = useCallback(
    async (newToken: string): Promise<TokenSignInResult> => {
      await client.clearStore();
      try {
        // The token is tried before it is stored, so a refused one is not mistaken for an ended session.
        const { data: answer } = await client.query({
          query: MeDocument,
          fetchPolicy: "network-only",
          context: bearer(newToken),
        });
        if (!answer) throw new Error("The server returned no user");
        adopt(newToken);
        return { ok: true, user: answer.me };
      } catch (failure) {
        if (isUnauthenticated(failure)) return { ok: false, reason: "rejected" };
        console.error("Could not load the current user", failure);
        // Keep the token: the session shows its Retry page until the server answers.
        adopt(newToken, true);
        return { ok: false, reason: "unreachable" };
      }
    },
    [client, adopt],
  );

  const signOut = useCallback(() => {
    const current = tokenRef.current;
    void endLocally(null).finally(() => {
      if (current) revokeInBackground(client, current);
    });
  }, [client, tokenRef, endLocally]);

  // A failed retry keeps the error page; the effect below logs it.
  const retry = useCallback(() => void refetch().catch(() => {}), [refetch]);

  useEffect(() => {
    if (status === "error") console.error("Could not load the current user", error);
  }, [status, error]);

  const session = useMemo<Session>(
    () => ({ status, me, notice, signIn, signInWithToken, signOut, retry }),
    [status, me, notice, signIn, signInWithToken, signOut, retry],
  );

  return (
    <SessionContext.Provider value={session}>
      {status === "error" ? <SessionErrorPage onRetry={retry} onSignOut={signOut} /> : children}
    </SessionContext.Provider>
  );
}
