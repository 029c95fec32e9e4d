import { Search, UsersRound } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { LoadMore } from "../../components/LoadMore/LoadMore";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import {
  MyConnectionsDocument,
  type ConnectionDirection,
  type ConnectionStatus,
} from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { usePagedQuery } from "../../lib/usePagedQuery";
import { usePageTitle } from "../../lib/usePageTitle";
import { ConnectionItem, type ConnectionKind } from "./ConnectionItem";
import { useConnectionActions, type ConnectionActions } from "./useConnectionActions";
import "../../components/form/form.css";
import "./Connections.css";

export const CONNECTIONS_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

const LISTS: Record<
  ConnectionKind,
  {
    status: ConnectionStatus;
    direction?: ConnectionDirection;
    title: string;
    empty: ReactNode;
    none: string;
  }
> = {
  incoming: {
    status: "PENDING",
    direction: "INCOMING",
    title: "Requests for you",
    empty: "No requests waiting for you.",
    none: "No requests for you match your search.",
  },
  outgoing: {
    status: "PENDING",
    direction: "OUTGOING",
    title: "Requests you sent",
    empty: "No requests waiting for an answer.",
    none: "No requests you sent match your search.",
  },
  connected: {
    status: "ACCEPTED",
    title: "Your connections",
    empty: (
      <>
        No connections yet. Find fellow ISTCians in the <Link to="/directory">Directory</Link> and
        press Connect on their page.
      </>
    ),
    none: "No connections match your search.",
  },
};

/**
 * /connections: requests for the member (Accept, Decline), requests they sent (Withdraw) and their
 * connections (Message, Remove), each a page at a time, with one search by name for all three.
 */
export default function Connections() {
  usePageTitle("Connections");
  const searchId = useId();
  const [search, setSearch] = useState("");
  const words = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const actions = useConnectionActions();

  return (
    <div className="connections-page">
      <header className="connections-head">
        <h1>
          <UsersRound aria-hidden="true" size={26} /> Connections
        </h1>
        <div className="connections-search" role="search">
          <label htmlFor={searchId} className="sr-only">
            Search your connections and requests by name
          </label>
          <Search aria-hidden="true" size={18} className="connections-search__icon" />
          <input
            id={searchId}
            type="search"
            className="input"
            placeholder="Search by name"
            maxLength={100}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </header>
      {(Object.keys(LISTS) as ConnectionKind[]).map((kind) => (
        <ConnectionList key={kind} kind={kind} search={words} actions={actions} />
      ))}
    </div>
  );
}

interface ListProps {
  kind: ConnectionKind;
  search: string;
  actions: ConnectionActions;
}

/** One list of /connections with its heading, its pages, and its loading, empty and error states. */
function ConnectionList({ kind, search, actions }: ListProps) {
  const toast = useToast();
  const list = LISTS[kind];
  const headingId = `connections-${kind}`;
  const { data, loading, error, refetch, loadMore, loadingMore } = usePagedQuery(
    MyConnectionsDocument,
    {
      variables: {
        status: list.status,
        direction: list.direction ?? null,
        search: search || null,
        first: CONNECTIONS_PAGE_SIZE,
      },
      fetchPolicy: "cache-and-network",
      refetchOn: { windowFocus: true },
      pageEnd: (d) => d.myConnections,
      onLoadMoreError: (e) =>
        toast({
          variant: "error",
          title: "Could not load more",
          description: errorMessage(e, "Please try again"),
        }),
    },
  );
  const page = data?.myConnections;
  // An accepted request is a connection now: it leaves the requests at once.
  const items = page?.items.filter((c) => c.status === list.status) ?? [];

  return (
    <section className="connections-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{list.title}</h2>
      {error && !page ? (
        <div className="note is-red" role="alert">
          <span>{errorMessage(error, "Could not load this list.")}</span>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => refetch().catch(() => undefined)}
          >
            Try again
          </button>
        </div>
      ) : loading && !page ? (
        <Spinner label={`Loading ${list.title.toLowerCase()}`} />
      ) : items.length === 0 ? (
        <p className="connections-empty muted">{search ? list.none : list.empty}</p>
      ) : (
        <ul className="connection-list" aria-labelledby={headingId}>
          {items.map((c) => (
            <ConnectionItem key={c.id} connection={c} kind={kind} actions={actions} />
          ))}
        </ul>
      )}
      {page && (
        <LoadMore
          hasMore={page.hasNextPage}
          loading={loadingMore}
          onLoadMore={loadMore}
          label="Show more"
        />
      )}
    </section>
  );
}
