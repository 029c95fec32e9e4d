import { createContext } from "react";
import type { SessionUserFragment } from "../gql/graphql";

export type SessionUser = SessionUserFragment;

/** loading: the stored token is being checked; error: the server could not be reached. */
export type SessionStatus = "loading" | "ready" | "error";

export type TokenSignInResult =
  { ok: true; user: SessionUser } | { ok: false; reason: "rejected" | "unreachable" };

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  isAuthenticated: boolean;
  isProfileComplete: boolean;
  isVerified: boolean;
  isAdmin: boolean;
  /** Stores the token and the user returned by a successful sign-in. */
  login(token: string, user: SessionUser): void;
  /** Forgets the session on this device: token, cached data and user. */
  logout(): void;
  /** Merges fields into the current user (e.g. after completing the profile). */
  updateUser(partial: Partial<SessionUser>): void;
  /** Stores a token obtained elsewhere (Google redirect) and loads its user. */
  signInWithToken(token: string): Promise<TokenSignInResult>;
  /** Tries again to load the user after the server could not be reached. */
  retry(): void;
}

export const SessionContext = createContext<Session | null>(null);
