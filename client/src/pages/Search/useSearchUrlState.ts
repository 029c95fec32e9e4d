import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";

export type SearchView = "list" | "map";

/**
 * The search as the URL holds it: the words (`?q=`), the place chosen on the map (`&place=`, only
 * with words) and the view (`&view=map`), so a search can be shared, reloaded and walked with Back.
 */
export function useSearchUrlState() {
  const [params, setParams] = useSearchParams();
  const query = (params.get("q") ?? "").trim();
  const placeId = query ? params.get("place") : null;
  const view: SearchView = params.get("view") === "map" ? "map" : "list";

  /** Sets (or, with null, removes) parameters; `replace` keeps the history entry. */
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
    query,
    placeId,
    view,
    /** New words: the place chosen for the old ones goes. */
    setQuery: (text: string) => update({ q: text, place: null }),
    setPlace: (id: string | null) => update({ place: id }),
    setView: (next: SearchView) => update({ view: next === "map" ? "map" : null }, true),
  };
}
