import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { MeDocument } from "../gql/graphql";
import { isUnauthenticated } from "../lib/errors";
import {
  SessionContext,
  type Session,
  type SessionStatus,
  type SessionUser,
  type TokenSignInResult,
} from "./context";
import { SessionErrorPage } from "./SessionErrorPage";
import { readToken, removeToken, storeToken } from "./token";

/**
 * Holds the signed-in user. With a stored token it asks the server who we are (`me`) at
 * start: a refused token is thrown away; an unreachable server keeps the token and shows a
 * page with a Retry button instead of silently signing the user out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [status, setStatus] = useState<SessionStatus>(() => (readToken() ? "loading" : "ready"));

  const loadUser = useCallback(async (): Promise<TokenSignInResult> => {
    setStatus("loading");
    try {
      const { data } = await client.query({ query: MeDocument, fetchPolicy: "network-only" });
      if (!data) throw new Error("The server returned no user");
      setUser(data.me);
      setStatus("ready");
      return { ok: true, user: data.me };
    } catch (error) {
      if (isUnauthenticated(error)) {
        removeToken();
        setUser(null);
        setStatus("ready");
        return { ok: false, reason: "rejected" };
      }
      console.error("Could not load the current user", error);
      setStatus("error");
      return { ok: false, reason: "unreachable" };
    }
  }, [client]);

  const bootstrapped = useRef(false);
  useEffect(() => {
    if (bootstrapped.current) return;
    bootstrapped.current = true;
    if (readToken()) void loadUser();
  }, [loadUser]);

  const login = useCallback((token: string, signedIn: SessionUser) => {
    storeToken(token);
    setUser(signedIn);
    setStatus("ready");
  }, []);

  const logout = useCallback(() => {
    removeToken();
    setUser(null);
    setStatus("ready");
    void client.clearStore();
  }, [client]);

  const updateUser = useCallback((partial: Partial<SessionUser>) => {
    setUser((current) => (current ? { ...current, ...partial } : current));
  }, []);

  const signInWithToken = useCallback(
    (token: string) => {
      storeToken(token);
      return loadUser();
    },
    [loadUser],
  );

  const retry = useCallback(() => void loadUser(), [loadUser]);

  const session = useMemo<Session>(
    () => ({
      status,
      user,
      isAuthenticated: user !== null,
      isProfileComplete: user?.profileCompleted ?? false,
      isVerified: user?.isVerified ?? false,
      isAdmin: user?.isAdmin ?? false,
      login,
      logout,
      updateUser,
      signInWithToken,
      retry,
    }),
    [status, user, login, logout, updateUser, signInWithToken, retry],
  );

  return (
    <SessionContext.Provider value={session}>
      {status === "error" ? <SessionErrorPage onRetry={retry} onSignOut={logout} /> : children}
    </SessionContext.Provider>
  );
}
