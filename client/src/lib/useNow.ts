import { useEffect, useState } from "react";

/**
 * The current time (epoch ms), updated every second until `until` has passed: enough to draw a
 * countdown without keeping a timer running when there is nothing to count.
 */
export function useNow(until: number | null): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (until === null) return;
    // Ticks at least once, so a deadline that passed while the tab slept still shows as passed.
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return now;
}

/** "0:42", "9:05": a wait in minutes and seconds. */
export function formatWait(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
