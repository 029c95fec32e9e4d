import { createContext } from "react";
import type { SessionUserFragment } from "../gql/graphql";

export type SessionUser = SessionUserFragment;

/**
 * anonymous: no token; loading: the stored token is being checked; authenticated: `me` is in the
 * cache; error: the server could not be reached to check the token.
 */
export type SessionStatus = "anonymous" | "loading" | "authenticated" | "error";

export type TokenSignInResult =
  { ok: true; user: SessionUser } | { ok: false; reason: "rejected" | "unreachable" };

export interface Session {
  status: SessionStatus;
  /** The signed-in member: the `me` query as the Apollo cache holds it (read it with `useMe`). */
  me: SessionUser | null;
  /** Why the last session ended without the member asking (shown on /login), if it did. */
  notice: string | null;
  /** Starts a session from a sign-in answer: clears the cache, stores the token and the member. */
  signIn(token: string, user: SessionUser): Promise<void>;
  /** Starts a session from a token obtained elsewhere (the Google redirect) by asking `me`. */
  signInWithToken(token: string): Promise<TokenSignInResult>;
  /** Forgets the session here at once, then revokes it on the server in the background. */
  signOut(): void;
  /** Asks `me` again after the server could not be reached. */
  retry(): void;
}

export const SessionContext = createContext<Session | null>(null);
