import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import type { EventKind } from "../../gql/events/graphql";
import { KINDS } from "./kinds";

export type EventsTab = "upcoming" | "past" | "mine";
export type EventsView = "list" | "map";

/**
 * /events as the URL holds it: the tab (`?tab=past|mine`), the kind (`&kind=REUNION`), the place
 * (`&place=Pune`) and the view (`&view=map`), so a list can be shared, reloaded and walked with Back.
 */
export function useEventsUrlState() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: EventsTab = tabParam === "past" || tabParam === "mine" ? tabParam : "upcoming";
  const kindParam = params.get("kind");
  const kind = KINDS.some((k) => k.value === kindParam) ? (kindParam as EventKind) : null;
  const place = params.get("place")?.trim() || null;
  const view: EventsView = params.get("view") === "map" ? "map" : "list";

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      setParams(next, { replace });
    },
    [params, setParams],
  );

  return {
    tab,
    kind,
    place,
    view,
    /** The link of a tab, keeping the filters. */
    tabHref(next: EventsTab) {
      const q = new URLSearchParams(params);
      if (next === "upcoming") q.delete("tab");
      else q.set("tab", next);
      const s = q.toString();
      return s ? `/events?${s}` : "/events";
    },
    setKind: (next: EventKind | null) => update({ kind: next }),
    setPlace: (next: string | null) => update({ place: next }),
    setView: (next: EventsView) => update({ view: next === "map" ? "map" : null }, true),
    clearFilters: () => update({ kind: null, place: null }),
  };
}
