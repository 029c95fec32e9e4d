import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import type { BusinessCategory } from "../../gql/businesses/graphql";
import { isCategory } from "./categories";

export type BusinessesView = "list" | "map";

/**
 * /businesses as the URL holds it: the words (`?q=`), the category (`&category=AUTOMATION`), the
 * place chosen on the map (`&place=`) and the view (`&view=map`), so a search can be shared,
 * reloaded and walked with Back.
 */
export function useBusinessesUrlState() {
  const [params, setParams] = useSearchParams();
  const query = (params.get("q") ?? "").trim();
  const categoryParam = params.get("category");
  const category: BusinessCategory | null = isCategory(categoryParam) ? categoryParam : null;
  const placeId = params.get("place") || null;
  const view: BusinessesView = params.get("view") === "map" ? "map" : "list";

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
    category,
    placeId,
    view,
    /** New words or a new category: the place chosen for the old ones goes. */
    setQuery: (text: string) => update({ q: text.trim() || null, place: null }),
    setCategory: (next: BusinessCategory | null) => update({ category: next, place: null }),
    setPlace: (id: string | null) => update({ place: id }),
    setView: (next: BusinessesView) => update({ view: next === "map" ? "map" : null }, true),
    clearFilters: () => update({ q: null, category: null, place: null }),
  };
}
