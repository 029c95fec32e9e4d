import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_WINDOW_MS, installChunkReload } from "./chunkReload";

/** What Vite dispatches when a lazy chunk (or its CSS) cannot be loaded. */
function preloadError(): Event {
  const event = new Event("vite:preloadError", { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

let uninstall = () => {};
afterEach(() => {
  uninstall();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe("chunk-load recovery", () => {
  it("reloads once when a chunk is gone, then lets the error through instead of looping", () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    uninstall = installChunkReload(reload);

    const first = preloadError();
    expect(first.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page fails again at once: no second reload; the error boundary takes over.
    const second = preloadError();
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    // Much later (another deployment), it may reload again.
    vi.advanceTimersByTime(CHUNK_RELOAD_WINDOW_MS + 1);
    expect(preloadError().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload while the browser is offline (the reload could not load either)", () => {
    const reload = vi.fn();
    uninstall = installChunkReload(reload);
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);

    expect(preloadError().defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    onLine.mockRestore();
  });

  it("does not reload when it cannot remember having tried (storage unavailable)", () => {
    const reload = vi.fn();
    uninstall = installChunkReload(reload);
    const getItem = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });

    expect(preloadError().defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    getItem.mockRestore();
  });
});
