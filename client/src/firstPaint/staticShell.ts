/**
 * The built index.html may carry the requested page's static first paint in #root (client/vite-plugins/:
 * the real components rendered at build time, inserted by the server), marked `data-shell`,
 * `inert` and `aria-hidden`: a picture of the page, nothing in it can be used before the app runs.
 * The app's first commit replaces it (Root.tsx calls this in a layout effect).
 */
export function endStaticShell(): void {
  const root = document.getElementById("root");
  root?.removeAttribute("data-shell");
  root?.removeAttribute("inert");
  root?.removeAttribute("data-preload");
  root?.removeAttribute("aria-hidden");
}
