import { Briefcase, Plus, Search } from "lucide-react";
import { useDeferredValue, useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { OPPORTUNITY_LIMITS } from "#common/limits";
import { Spinner } from "../../components/Spinner";
import { StatusCard } from "../../components/StatusCard/StatusCard";
import { useToast } from "../../components/Toast/useToast";
import { OpportunityListDocument, type OpportunityType } from "../../gql/opportunities/graphql";
import { errorMessage, hasErrorCode } from "../../lib/errors";
import { usePagedQuery } from "../../lib/usePagedQuery";
import { usePageTitle } from "../../lib/usePageTitle";
import { OpportunityCard } from "./OpportunityCard";
import { StatCards } from "./StatCards";
import { TYPES } from "./types";
import { useInfiniteScroll } from "./useInfiniteScroll";
import "../../components/form/form.css";
import "./Opportunities.css";

export default function OpportunityList() {
  usePageTitle("Opportunity Center");
  const toast = useToast();
  const [type, setType] = useState<OpportunityType | null>(null);
  const [search, setSearch] = useState("");
  const { data, loading, error, refetch, loadMore, loadingMore } = usePagedQuery(
    OpportunityListDocument,
    {
      variables: { type, search: search || null, first: OPPORTUNITY_LIMITS.pageSize },
      fetchPolicy: "cache-and-network",
      notifyOnNetworkStatusChange: false,
      pageEnd: (d) => d.opportunities.pageInfo,
      onLoadMoreError: (err) => {
        console.error("Failed to load more opportunities", err);
        toast({ variant: "error", title: "Could not load more", description: "Please try again" });
      },
    },
  );

  useEffect(() => {
    if (!error) return;
    if (hasErrorCode(error, "FORBIDDEN")) {
      toast({
        variant: "error",
        title: "Access Denied",
        description: errorMessage(error, "You can't see opportunities"),
      });
    } else {
      console.error("Failed to load opportunities", error);
    }
  }, [error, toast]);

  // The cards render in a pass of their own that React can interrupt, not in the one that takes the
  // server's answer.
  const page = useDeferredValue(data?.opportunities);
  const hasMore = Boolean(page?.pageInfo.hasNextPage);

  const sentinel = useInfiniteScroll<HTMLDivElement>(() => void loadMore(), hasMore);

  return (
    <div className="opportunities">
      <header className="page-header">
        <h1>Opportunity Center</h1>
        <Link to="/opportunities/new" className="btn btn--primary">
          <Plus aria-hidden="true" size={18} /> Post Opportunity
        </Link>
      </header>

      <StatCards />

      <BoardFilters type={type} onType={setType} onSearch={setSearch} />

      {!page && (loading || data) ? (
        <Spinner label="Loading opportunities" />
      ) : !page && error ? (
        <StatusCard icon={<Briefcase size={32} />} title="Couldn't load opportunities">
          <p className="muted">Check your connection and try again.</p>
          <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
            Try again
          </button>
        </StatusCard>
      ) : page && page.nodes.length === 0 ? (
        <section className="card empty-state" aria-labelledby="empty-title">
          <Briefcase aria-hidden="true" size={40} />
          <h2 id="empty-title">No opportunities found</h2>
          <p className="muted">Be the first to post an opportunity!</p>
        </section>
      ) : page ? (
        <>
          <ul className="opportunity-grid" aria-label="Opportunities" aria-busy={loading}>
            {page.nodes.map((o) => (
              <OpportunityCard key={o.id} opportunity={o} />
            ))}
          </ul>
          {hasMore && (
            <div ref={sentinel} className="load-more">
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => void loadMore()}
                disabled={loadingMore}
              >
                {loadingMore ? "Loading…" : "Load more"}
              </button>
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}

interface BoardFiltersProps {
  type: OpportunityType | null;
  onType(type: OpportunityType | null): void;
  /** The words, sent on Enter or the button (not as typed). */
  onSearch(search: string): void;
}

/** The board's search and its type filter. */
function BoardFilters({ type, onType, onSearch }: BoardFiltersProps) {
  const [draft, setDraft] = useState("");

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    <div className="card board-filters">
      <form role="search" className="board-search" onSubmit={submitSearch}>
        <label htmlFor="board-search" className="sr-only">
          Search opportunities
        </label>
        <input
          id="board-search"
          className="input"
          type="search"
          placeholder="Search by title, description, location or tag"
          value={draft}
          maxLength={OPPORTUNITY_LIMITS.search}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          <Search aria-hidden="true" size={18} /> Search
        </button>
      </form>
      <div className="type-filter" role="group" aria-label="Filter by type">
        {[{ value: null, label: "All" }, ...TYPES].map((t) => (
          <button
            key={t.label}
            type="button"
            className={`btn btn--small ${type === t.value ? "btn--primary" : "btn--secondary"}`}
            aria-pressed={type === t.value}
            onClick={() => onType(t.value)}
          >
            {t.label}
          </button>
        ))}
      </div>
    </div>
  );
}
