import { Suspense, useEffect, useLayoutEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { ErrorBoundary } from "./components/ErrorBoundary/ErrorBoundary";
import { Spinner } from "./components/Spinner";
import { preloadable } from "./lib/preloadable";
import Landing from "./pages/Landing/Landing";
import { endStaticShell } from "./firstPaint/staticShell";
import { onTokenChangedElsewhere, readToken } from "./session/token";

export const AppShell = preloadable(() => import("./AppShell"));

/** Whether the first render needs the app shell: any page but the landing page, or a session. */
export const needsAppShell = (pathname: string) => pathname !== "/" || readToken() !== null;

/**
 * What the browser runs first. A visitor without a session on the landing page gets the landing page
 * alone, without Apollo (the smallest download; its footer asks appInfo with a plain fetch). Any other
 * path, a stored session (the landing page then sends the member to the dashboard) or a sign-in in
 * another tab switches to the Apollo-backed app shell, loaded on demand and kept once loaded; the
 * browser fetches it when idle, so "Sign In" does not wait for it.
 */
export function Root() {
  const { pathname } = useLocation();
  const [shell, setShell] = useState(() => needsAppShell(pathname));
  if (!shell && pathname !== "/") setShell(true);

  // The page's static first paint (index.html, see client/vite-plugins/) is replaced by this render.
  useLayoutEffect(() => endStaticShell(), []);

  useEffect(() => {
    if (shell) return;
    const stop = onTokenChangedElsewhere((token) => token && setShell(true));
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1500));
    idle(() => void AppShell.preload().catch(() => {}));
    return stop;
  }, [shell]);

  if (!shell) return <Landing />;
  return (
    <ErrorBoundary resetKey={pathname} standalone>
      <Suspense fallback={<Spinner fullPage label="Loading page" />}>
        <AppShell />
      </Suspense>
    </ErrorBoundary>
  );
}
