import { useLayoutEffect, type RefObject } from "react";

/**
 * Moves focus to an element when it appears, e.g. the first field of a form step that replaced
 * the one the member was in (whose button they pressed is gone). Not for a page's first render:
 * there the browser's (or the route's) focus is kept.
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled = true) {
  useLayoutEffect(() => {
    if (enabled) ref.current?.focus();
  }, [ref, enabled]);
}
