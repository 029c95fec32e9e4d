import { SearchX, Sparkles } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { LoadMore } from "../../components/LoadMore/LoadMore";
import { ResultCard } from "../../components/MemberCard/ResultCard";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import { SmartSearchDocument, type SmartSearchQuery } from "../../gql/graphql";
import { errorMessage, hasErrorCode } from "../../lib/errors";
import { usePagedQuery } from "../../lib/usePagedQuery";
import { usePageTitle } from "../../lib/usePageTitle";
import { SaveSearchForm } from "../SavedSearches/SaveSearchForm";
import { CriteriaChips } from "./CriteriaChips";
import { ExampleChips } from "./ExampleChips";
import { MapView } from "./MapView";
import { PlaceFilter } from "./PlaceFilter";
import { RelatedResults } from "./RelatedResults";
import { SearchBox } from "./SearchBox";
import { SearchFailed } from "./SearchFailed";
import { Suggestions } from "./Suggestions";
import { useSearchToasts } from "./useSearchToasts";
import { useSearchUrlState, type SearchView } from "./useSearchUrlState";
import { ViewToggle } from "./ViewToggle";
import "../../components/MemberCard/MemberCard.css";
import "./Search.css";

export const SEARCH_PAGE_SIZE = 20;

type SearchResult = SmartSearchQuery["smartSearch"];

/**
 * Smart search. The URL holds the search, the place chosen on the map and the view
 * (useSearchUrlState), so a search can be shared, reloaded and walked with Back.
 */
export default function Search() {
  usePageTitle("Smart Search");
  const toast = useToast();
  const url = useSearchUrlState();
  const { query, placeId, view } = url;

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
  const toastAgain = useSearchToasts({
    query,
    placeId,
    loading,
    error,
    count: data?.smartSearch.count,
  });
  const retry = () => void refetch().catch(() => undefined);

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
    toastAgain();
    if (trimmed === query && !placeId) retry();
    else url.setQuery(trimmed);
  }

  function selectPlace(id: string | null) {
    toastAgain();
    url.setPlace(id === placeId ? null : id);
  }

  // While another place of the same search loads, the page (and the map's zoom) stays as it was.
  const [kept, setKept] = useState<{ query: string; result: SearchResult } | null>(null);
  if (data && data.smartSearch !== kept?.result) setKept({ query, result: data.smartSearch });
  const latest = data?.smartSearch ?? (kept?.query === query ? kept.result : undefined);
  // The results render in a pass of their own that React can interrupt (not the answer's pass).
  const result = useDeferredValue(latest);
  // Nothing to show but an error: a refused query (its reason), or another failure (try again).
  const failed = query && !result && !latest && !loading ? error : undefined;

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

      {failed && (
        <SearchFailed
          error={failed}
          refused={hasErrorCode(failed, "BAD_USER_INPUT")}
          onRetry={retry}
        />
      )}

      {result && (
        <Results
          result={result}
          busy={loading && !loadingMore}
          loadingMore={loadingMore}
          view={view}
          placeId={placeId}
          onView={url.setView}
          onSelectPlace={selectPlace}
          onLoadMore={loadMore}
          onSearch={run}
        />
      )}
    </div>
  );
}

function ResultList({ results }: { results: SearchResult["results"] }) {
  if (results.length === 0) {
    return (
      <div className="empty-state">
        <SearchX aria-hidden="true" size={32} />
        <p>No ISTCians found matching your search</p>
      </div>
    );
  }
  return (
    <ul className="member-grid" aria-label="Results">
      {results.map((member) => (
        <ResultCard key={member.id} member={member} />
      ))}
    </ul>
  );
}

interface ResultsProps {
  result: SearchResult;
  /** Another page or place is on its way (not a further page). */
  busy: boolean;
  loadingMore: boolean;
  view: SearchView;
  placeId: string | null;
  onView(view: SearchView): void;
  onSelectPlace(id: string | null): void;
  onLoadMore(): void;
  /** Runs another query (the broader reading). */
  onSearch(query: string): void;
}

/** What a search found: criteria, suggestions, count, the map or list, and more on demand. */
function Results({
  result,
  busy,
  loadingMore,
  view,
  placeId,
  onView,
  onSelectPlace,
  onLoadMore,
  onSearch,
}: ResultsProps) {
  const place = result.locations.find((l) => l.id === placeId) ?? null;
  // The words searched: what "Save this search" saves.
  const { query } = useSearchUrlState();
  return (
    <section className="search-results" aria-busy={busy}>
      <CriteriaChips
        criteria={result.criteria}
        interpretation={result.interpretation}
        broader={result.broader}
        onBroaden={onSearch}
      />
      <Suggestions suggestions={result.suggestions} />

      <div className="search-results__bar">
        <p className="search-results__count" aria-live="polite">
          Found {result.count} ISTCians
        </p>
        <ViewToggle view={view} onChange={onView} />
      </div>
      <SaveSearchForm query={query} />

      {placeId && <PlaceFilter name={place?.name ?? placeId} onClear={() => onSelectPlace(null)} />}

      {view === "map" && (
        <MapView places={result.locations} selectedId={placeId} onSelect={onSelectPlace} />
      )}

      <ResultList results={result.results} />
      <LoadMore
        hasMore={result.hasNextPage}
        loading={loadingMore}
        onLoadMore={onLoadMore}
        label="Show more results"
      />
      <RelatedResults result={result} onBroaden={onSearch} />
    </section>
  );
}
