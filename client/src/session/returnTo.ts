/**
 * Where a member was going when the guard sent them to /login: kept in the router's location state
 * (`{ from }`), and in sessionStorage across the Google redirect. Only paths inside this app count,
 * never another origin or the sign-in pages themselves.
 */
const KEY = "returnTo";

export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null;
  if (value.startsWith("//") || value.startsWith("/\\")) return null;
  const path = value.split(/[?#]/)[0];
  if (path === "/" || path === "/login" || path.startsWith("/auth/")) return null;
  return value;
}

/** The `from` of a location state set by the guard. */
export function returnPathFrom(state: unknown): string | null {
  return safeReturnPath((state as { from?: unknown } | null)?.from);
}

export function rememberReturnPath(path: string | null): void {
  try {
    if (path) sessionStorage.setItem(KEY, path);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the member lands on the dashboard instead.
  }
}

export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return safeReturnPath(path);
  } catch {
    return null;
  }
}
