import { List, Map as MapIcon, SearchX, Sparkles } from "lucide-react";
import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { LoadMore } from "../../components/LoadMore/LoadMore";
import { ResultCard } from "../../components/MemberCard/ResultCard";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import { SmartSearchDocument, type SmartSearchQuery } from "../../gql/graphql";
import { errorMessage, hasErrorCode } from "../../lib/errors";
import { usePagedQuery } from "../../lib/usePagedQuery";
import { usePageTitle } from "../../lib/usePageTitle";
import { CriteriaChips } from "./CriteriaChips";
import { ExampleChips } from "./ExampleChips";
import { LocationList } from "./LocationList";
import { PlaceFilter } from "./PlaceFilter";
import { SearchBox } from "./SearchBox";
import { Suggestions } from "./Suggestions";
import "../../components/MemberCard/MemberCard.css";
import "./Search.css";

// The map (d3-geo and the outlines) is fetched only when Map View opens.
const MemberMap = lazy(() => import("./map/MemberMap"));

export const SEARCH_PAGE_SIZE = 20;

type View = "list" | "map";
type SearchResult = SmartSearchQuery["smartSearch"];

/**
 * Smart search. The URL holds the search (`?q=`), the place chosen on the map (`&place=`) and the
 * view (`&view=map`), so a search can be shared, reloaded and walked with Back.
 */
export default function Search() {
  usePageTitle("Smart Search");
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const query = (params.get("q") ?? "").trim();
  const placeId = query ? params.get("place") : null;
  const view: View = params.get("view") === "map" ? "map" : "list";

  const { data, loading, error, refetch, loadMore, loadingMore } = usePagedQuery(
    SmartSearchDocument,
    {
      variables: { query, first: SEARCH_PAGE_SIZE, placeId },
      skip: !query,
      notifyOnNetworkStatusChange: true,
      pageEnd: (d) => d.smartSearch,
      onLoadMoreError: (e) =>
        toast({
          title: "Search failed",
          description: errorMessage(e, "Please try again"),
          variant: "error",
        }),
    },
  );

  // One toast per search: 'Search failed' or 'No results found'.
  const toasted = useRef<string | null>(null);
  const searchKey = `${query}\n${placeId ?? ""}`;
  useEffect(() => {
    if (!query || loading || toasted.current === searchKey) return;
    if (error) {
      toasted.current = searchKey;
      toast({
        title: "Search failed",
        description: errorMessage(error, "Please try again"),
        variant: "error",
      });
    } else if (data) {
      toasted.current = searchKey;
      if (data.smartSearch.count === 0) {
        toast({ title: "No results found", description: "Try different search terms" });
      }
    }
  }, [query, loading, error, data, searchKey, toast]);

  function update(changes: Record<string, string | null>, replace = false) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace });
  }

  function run(text: string) {
    const trimmed = text.trim();
    if (!trimmed) {
      toast({
        title: "Enter search query",
        description: "Please type what you're looking for",
        variant: "error",
      });
      return;
    }
    toasted.current = null;
    if (trimmed === query && !placeId) void refetch().catch(() => undefined);
    else update({ q: trimmed, place: null });
  }

  function selectPlace(id: string | null) {
    toasted.current = null;
    update({ place: id === placeId ? null : id });
  }

  // While another place of the same search loads, the page (and the map's zoom) stays as it was.
  const [kept, setKept] = useState<{ query: string; result: SearchResult } | null>(null);
  if (data && data.smartSearch !== kept?.result) setKept({ query, result: data.smartSearch });
  const latest = data?.smartSearch ?? (kept?.query === query ? kept.result : undefined);
  // The results render in a pass of their own that React can interrupt, not in the one that takes
  // the server's answer.
  const result = useDeferredValue(latest);
  const place = result?.locations.find((l) => l.id === placeId) ?? null;
  // Nothing to show but an error: a refused query (its reason), or another failure (try again).
  const failed = query && !result && !latest && !loading ? error : undefined;
  const refused = failed ? hasErrorCode(failed, "BAD_USER_INPUT") : false;

  return (
    <div className="search-page">
      <header className="page-head">
        <h1>
          <Sparkles aria-hidden="true" size={26} /> Smart Search
        </h1>
        <p className="muted">
          Find ISTCians in plain words: a place, a trade or role, a batch or a company.
        </p>
      </header>

      <SearchBox query={query} onSearch={run} />

      {!query && <ExampleChips onPick={run} />}

      {query && !result && (loading || latest) && <Spinner label="Searching" />}

      {failed && refused && (
        // The same words would fail again: say why, and let the box above take new ones.
        <div className="alert is-red" role="alert">
          <p>{errorMessage(failed, "The search could not be completed.")}</p>
        </div>
      )}

      {failed && !refused && (
        <div className="alert is-red" role="alert">
          <p>The search could not be completed.</p>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => void refetch().catch(() => undefined)}
          >
            Try again
          </button>
        </div>
      )}

      {result && (
        <section className="search-results" aria-busy={loading && !loadingMore}>
          <CriteriaChips criteria={result.criteria} interpretation={result.interpretation} />
          <Suggestions suggestions={result.suggestions} />

          <div className="search-results__bar">
            <p className="search-results__count" aria-live="polite">
              Found {result.count} ISTCians
            </p>
            <div className="view-toggle" role="group" aria-label="View">
              <button
                type="button"
                aria-pressed={view === "list"}
                onClick={() => update({ view: null }, true)}
              >
                <List aria-hidden="true" size={16} /> List View
              </button>
              <button
                type="button"
                aria-pressed={view === "map"}
                onClick={() => update({ view: "map" }, true)}
              >
                <MapIcon aria-hidden="true" size={16} /> Map View
              </button>
            </div>
          </div>

          {placeId && (
            <PlaceFilter name={place?.name ?? placeId} onClear={() => selectPlace(null)} />
          )}

          {view === "map" && (
            <div className="map-view">
              <div className="map-view__list">
                <LocationList
                  places={result.locations}
                  selectedId={placeId}
                  onSelect={selectPlace}
                />
              </div>
              <div className="map-view__map">
                <Suspense fallback={<Spinner label="Loading the map" />}>
                  <MemberMap
                    places={result.locations}
                    selectedId={placeId}
                    onSelect={selectPlace}
                  />
                </Suspense>
              </div>
            </div>
          )}

          {result.results.length === 0 ? (
            <div className="empty-state">
              <SearchX aria-hidden="true" size={32} />
              <p>No ISTCians found matching your search</p>
            </div>
          ) : (
            <ul className="member-grid" aria-label="Results">
              {result.results.map((member) => (
                <ResultCard key={member.id} member={member} />
              ))}
            </ul>
          )}
          <LoadMore
            hasMore={result.hasNextPage}
            loading={loadingMore}
            onLoadMore={loadMore}
            label="Show more results"
          />
        </section>
      )}
    </div>
  );
}
