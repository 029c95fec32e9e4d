import { useEffect, useRef } from "react";

/**
 * Calls `onReach` when the returned element scrolls into view (near the bottom of the list).
 * Without IntersectionObserver nothing happens: the visible "Load more" button still works.
 */
export function useInfiniteScroll<E extends Element>(onReach: () => void, enabled: boolean) {
  const ref = useRef<E>(null);
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  });
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
