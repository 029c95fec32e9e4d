import { installChunkReload } from "./lib/chunkReload";
import { startMePrefetch } from "./session/mePrefetch";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/controls.css";

/**
 * The entry, kept tiny: the page's static first paint (index.html, client/shell/) shows without
 * JavaScript, so the app's code is fetched after it has painted and does not compete with it. The
 * session is asked at once, in parallel (AppShell.tsx `prepare` takes the answer).
 */
startMePrefetch();

// A tab left open across a deployment reloads once when a chunk is gone (the app's own included).
installChunkReload();

/** Resolves after the browser has painted (or soon anyway, e.g. in a background tab). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, 200);
    requestAnimationFrame(() =>
      window.setTimeout(() => {
        window.clearTimeout(timer);
        resolve();
      }),
    );
  });
}

void afterFirstPaint().then(() => {
  // The chunks the requested page's first render needs, named by the server (server/src/http/client.ts).
  const root = document.getElementById("root");
  for (const href of root?.dataset.preload?.split(" ").filter(Boolean) ?? []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  return import("./main");
});
