import { Search, Users, X } from "lucide-react";
import { useDeferredValue, useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { DirectoryCard } from "../../components/MemberCard/DirectoryCard";
import { LoadMore } from "../../components/LoadMore/LoadMore";
import { Spinner } from "../../components/Spinner";
import { DirectoryDocument } from "../../gql/graphql";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { usePagedQuery } from "../../lib/usePagedQuery";
import { usePageTitle } from "../../lib/usePageTitle";
import "../../components/form/form.css";
import "../../components/MemberCard/MemberCard.css";
import "./Directory.css";

export const DIRECTORY_PAGE_SIZE = 24;
/** Typing pauses this long before the filter goes to the server. */
export const FILTER_DEBOUNCE_MS = 250;

/**
 * Verified members, filtered on the server (name, roll number, trade, location) as you type, with
 * more loading as you scroll. The filter lives in the URL (`?q=`), so it survives a reload and can
 * be shared.
 */
export default function Directory() {
  usePageTitle("Directory");
  const [params, setParams] = useSearchParams();
  const urlFilter = params.get("q") ?? "";
  const [text, setText] = useState(urlFilter);
  const debounced = useDebouncedValue(text.trim(), FILTER_DEBOUNCE_MS);

  // The URL follows the (debounced) box; the query follows the URL.
  useEffect(() => {
    if (debounced === urlFilter) return;
    setParams(debounced ? { q: debounced } : {}, { replace: true });
  }, [debounced, urlFilter, setParams]);

  const filter = urlFilter || null;
  const { data, previousData, loading, error, refetch, loadMore, loadingMore } = usePagedQuery(
    DirectoryDocument,
    {
      variables: { filter, first: DIRECTORY_PAGE_SIZE },
      notifyOnNetworkStatusChange: true,
      pageEnd: (d) => d.directory,
      onLoadMoreError: (e) => console.error("Failed to load more of the directory", e),
    },
  );

  useEffect(() => {
    if (error) console.error("Failed to load the directory", error); // The spec: logged only.
  }, [error]);

  const latest = (data ?? previousData)?.directory;
  // The cards render in a pass of their own that React can interrupt (the page stays responsive),
  // not in the one that takes the server's answer.
  const page = useDeferredValue(latest);

  const refreshing = loading && !loadingMore && Boolean(page);

  return (
    <div className="directory">
      <header className="page-head">
        <h1>
          <Users aria-hidden="true" size={26} /> Directory
        </h1>
        <p className="muted">Verified students and alumni of ISTC.</p>
      </header>

      <DirectoryFilter text={text} onChange={setText} />

      {!page && (loading || latest) && <Spinner label="Loading the directory" />}

      {!page && !latest && error && (
        <div className="alert is-red" role="alert">
          <p>The directory could not be loaded.</p>
          <button type="button" className="btn btn--small btn--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      )}

      {page && (
        <section aria-busy={refreshing} aria-labelledby="directory-count">
          <p id="directory-count" className="directory__count" aria-live="polite">
            Showing {page.totalCount} verified ISTCians
          </p>
          {page.nodes.length === 0 ? (
            <div className="empty-state">
              <Users aria-hidden="true" size={32} />
              <p>No verified ISTCians found yet. Check back soon!</p>
              {filter && (
                <button type="button" className="btn btn--secondary" onClick={() => setText("")}>
                  Clear the search
                </button>
              )}
            </div>
          ) : (
            <ul className={refreshing ? "member-grid is-refreshing" : "member-grid"}>
              {page.nodes.map((member) => (
                <DirectoryCard key={member.id} member={member} />
              ))}
            </ul>
          )}
          <LoadMore
            hasMore={page.hasNextPage && !refreshing}
            loading={loadingMore}
            onLoadMore={loadMore}
            label="Show more ISTCians"
          />
        </section>
      )}
    </div>
  );
}

/** The filter box: a search form that never submits (the list follows what is typed). */
function DirectoryFilter({ text, onChange }: { text: string; onChange(text: string): void }) {
  const inputId = useId();
  return (
    <form className="directory__filter" role="search" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={inputId} className="sr-only">
        Search the directory
      </label>
      <Search aria-hidden="true" size={18} className="directory__filter-icon" />
      <input
        id={inputId}
        type="search"
        className="input"
        placeholder="Search by name, roll number, trade or location"
        value={text}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
      />
      {text && (
        <button
          type="button"
          className="icon-button directory__clear"
          aria-label="Clear search"
          onClick={() => onChange("")}
        >
          <X aria-hidden="true" size={18} />
        </button>
      )}
    </form>
  );
}
