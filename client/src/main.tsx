import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AppShell, needsAppShell, Root } from "./Root";

// The app, loaded by the entry (start.ts) once the page's static first paint is on screen.

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const root = createRoot(container);

/**
 * The first render waits for what the requested screen needs (its chunks, the member), so it shows
 * the screen in one go while the static first paint stays on screen; it runs as a transition, so
 * React yields to the browser while it renders.
 */
function render() {
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <Root />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}

const { pathname } = window.location;
if (needsAppShell(pathname)) {
  AppShell.preload()
    .then((shell) => shell.prepare(pathname))
    .catch(() => {}) // Rendering loads it again, and the error boundary explains a failure.
    .finally(render);
} else {
  render();
}
