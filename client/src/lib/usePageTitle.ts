import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router-dom";

export const APP_NAME = "ISTC Connect";

/** "Dashboard · ISTC Connect"; the product's name alone for the landing page. */
export const pageTitle = (title?: string | null) => (title ? `${title} · ${APP_NAME}` : APP_NAME);

/**
 * Every screen calls this once: it names the page in the tab (and for screen readers), and after an
 * in-app navigation moves focus to the page's `<main id="main" tabIndex={-1}>`, so keyboard and
 * screen-reader users start at the new content instead of the link they pressed. The first page of
 * a visit keeps the browser's own focus (the router marks its entry `key === "default"`).
 */
export function usePageTitle(title: string | null) {
  const { pathname, key } = useLocation();
  const navigated = key !== "default";

  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  useLayoutEffect(() => {
    if (!navigated) return;
    document.documentElement.scrollTop = 0;
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname, navigated]);
}
