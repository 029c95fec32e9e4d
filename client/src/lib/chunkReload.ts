/**
 * After a deployment, an open tab may ask for a code-split chunk that no longer exists. Vite then
 * fires `vite:preloadError`; we reload the page once (the new index.html names the new chunks).
 * If that was already tried in the last minute, or the browser is offline (a reload would only
 * show the browser's own error page), the error goes on to the error boundary, which says so and
 * offers a reload instead of looping.
 */
const KEY = "chunkReloadAt";
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

function reloadedRecently(now: number): boolean {
  try {
    const at = Number(sessionStorage.getItem(KEY));
    if (at && now - at < CHUNK_RELOAD_WINDOW_MS) return true;
    sessionStorage.setItem(KEY, String(now));
    return false;
  } catch {
    // Without storage we cannot tell a loop from a first try: do not reload.
    return true;
  }
}

/** Installs the handler; returns its removal (for tests). */
export function installChunkReload(
  reload: () => void = () => window.location.reload(),
): () => void {
  const handle = (event: Event) => {
    if (!navigator.onLine || reloadedRecently(Date.now())) return;
    event.preventDefault();
    reload();
  };
  window.addEventListener("vite:preloadError", handle);
  return () => window.removeEventListener("vite:preloadError", handle);
}

/** Errors of a lazy chunk or its CSS that could not be loaded (browsers word them differently). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Expected the result of a dynamic import/i.test(
    message,
  );
}
