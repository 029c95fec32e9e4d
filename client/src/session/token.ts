import { SESSION_TOKEN_KEY } from "#common/session-hint";

/** The session token lives in localStorage under this key (spec §9). */
export const TOKEN_KEY = SESSION_TOKEN_KEY;

/**
 * localStorage can throw (storage disabled, private mode, quota): then the token lives in memory for
 * this tab only, so signing in still works until the tab is closed.
 */
let memoryToken: string | null = null;

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) ?? memoryToken;
  } catch {
    return memoryToken;
  }
}

export function storeToken(token: string): void {
  memoryToken = null;
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    memoryToken = token;
  }
}

export function removeToken(): void {
  memoryToken = null;
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage unavailable: nothing was stored there either.
  }
}

/**
 * Follows sign-in and sign-out in other tabs: `storage` events fire only in the tabs that did not
 * make the change. Returns the unsubscribe function.
 */
export function onTokenChangedElsewhere(listener: (token: string | null) => void): () => void {
  const handle = (event: StorageEvent) => {
    // key null: the whole storage was cleared.
    if (event.key === TOKEN_KEY || event.key === null) listener(readToken());
  };
  window.addEventListener("storage", handle);
  return () => window.removeEventListener("storage", handle);
}

type RefusedListener = (token: string) => void;
const refusedListeners = new Set<RefusedListener>();

/** Called by the Apollo error link when the server refuses the token a request carried. */
export function reportTokenRefused(token: string): void {
  for (const listener of refusedListeners) listener(token);
}

export function onTokenRefused(listener: RefusedListener): () => void {
  refusedListeners.add(listener);
  return () => refusedListeners.delete(listener);
}
