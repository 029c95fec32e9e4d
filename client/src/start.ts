import { installChunkReload } from "./lib/chunkReload";
import { startMePrefetch } from "./session/mePrefetch";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/controls.css";

/**
 * The entry, kept tiny: the page's static first paint (index.html, client/vite-plugins/) shows without
 * JavaScript, so the app's code is fetched after it has painted and does not compete with it. The
 * session is asked at once, in parallel (AppShell.tsx `prepare` takes the answer).
 */
startMePrefetch();

// A tab left open across a deployment reloads once when a chunk is gone (the app's own included).
installChunkReload();

/**
 * Resolves once the browser has painted the page's static first paint (its first contentful paint,
 * as the Paint Timing API reports it), or at once when there is none to wait for: no first paint
 * in the page, one hidden by the session hint, a background tab, a browser without the API. A paint
 * that has not come after a second does not hold the app up any longer.
 */
function afterFirstPaint(root: HTMLElement | null): Promise<void> {
  const shell = root?.dataset.shell;
  const hint = document.documentElement.dataset.session;
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (
    !shell ||
    (hint && hint !== shell) ||
    document.visibilityState === "hidden" ||
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes?.includes("paint") ||
    painted()
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => painted() && done());
    const timer = window.setTimeout(done, 1000);
    function done() {
      window.clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: "paint", buffered: true });
  });
}

const root = document.getElementById("root");
/**
 * The app's own code could not be loaded (after the chunk-reload handler's one reload): the page
 * says so instead of staying a picture, with the error boundary's words and its Reload button.
 */
function showLoadFailure(container: HTMLElement) {
  for (const name of ["data-shell", "data-preload", "inert", "aria-hidden"]) {
    container.removeAttribute(name);
  }
  const message = navigator.onLine
    ? "A new version of ISTC Connect is available. Reload the page to continue."
    : "You appear to be offline. Check your connection, then reload the page.";
  container.innerHTML = `<main id="main" tabindex="-1" class="center-page"><section class="card card--narrow status-card" aria-labelledby="load-failed"><h1 id="load-failed">Something went wrong</h1><p class="muted">${message}</p><div class="actions"><button type="button" class="btn btn--primary">Reload page</button></div></section></main>`;
  container.querySelector("button")?.addEventListener("click", () => window.location.reload());
}

void afterFirstPaint(root)
  .then(() => {
    // The chunks the requested page's first render needs, named by the server (server/src/http/client.ts).
    for (const href of root?.dataset.preload?.split(" ").filter(Boolean) ?? []) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    return import("./main");
  })
  .catch((error: unknown) => {
    console.error("Could not load ISTC Connect", error);
    if (root) showLoadFailure(root);
  });
