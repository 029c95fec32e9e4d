import type { ApolloClient } from "@apollo/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { closeRealtime } from "../lib/realtime";
import { SESSION_NOTICES } from "./notices";
import {
  onTokenChangedElsewhere,
  onTokenRefused,
  readToken,
  removeToken,
  storeToken,
} from "./token";

/**
 * The session's token on this device (localStorage) and the notice /login shows when it ended.
 * Follows sign-in and sign-out in other tabs, and ends the session when the server refuses the
 * token anywhere. `tokenRef` is the current token for callbacks that outlive a render.
 */
export function useSessionToken(client: ApolloClient) {
  const [token, setToken] = useState<string | null>(readToken);
  const [notice, setNotice] = useState<string | null>(null);
  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);

  /** Makes `next` the token: stored, current, and (unless `keepNotice`) no notice. */
  const adopt = useCallback((next: string, keepNotice = false) => {
    storeToken(next);
    tokenRef.current = next;
    if (!keepNotice) setNotice(null);
    setToken(next);
  }, []);

  /** Forgets the session on this device: token, member and every cached answer. */
  const endLocally = useCallback(
    (why: string | null) => {
      tokenRef.current = null;
      removeToken();
      // No live connection outlives its session.
      closeRealtime();
      setToken(null);
      setNotice(why);
      return client.clearStore();
    },
    [client],
  );

  // The server refused the current token (expired, revoked): sign out here and explain on /login.
  useEffect(
    () =>
      onTokenRefused((refused) => {
        if (refused === tokenRef.current) void endLocally(SESSION_NOTICES.expired);
      }),
    [endLocally],
  );

  // Another tab signed out or in.
  useEffect(
    () =>
      onTokenChangedElsewhere((next) => {
        const current = tokenRef.current;
        if (next === current) return;
        if (next === null) {
          void endLocally(SESSION_NOTICES.elsewhere);
          return;
        }
        tokenRef.current = next;
        closeRealtime();
        setNotice(null);
        setToken(next);
        // Another member in the same browser: nothing of the previous one may stay on screen.
        if (current !== null) void client.resetStore().catch(() => {});
      }),
    [client, endLocally],
  );

  return { token, notice, tokenRef, adopt, endLocally };
}
