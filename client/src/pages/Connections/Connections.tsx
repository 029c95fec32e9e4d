import { useQuery } from "@apollo/client/react";
import { Search, UsersRound } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { ConnectionsDocument, type ConnectionRowFragment } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { ConnectionItem, type ConnectionKind } from "./ConnectionItem";
import { useConnectionActions } from "./useConnectionActions";
import "../../components/form/form.css";
import "./Connections.css";

const matches = (c: ConnectionRowFragment, words: string) =>
  !words || c.user.fullName.toLowerCase().includes(words.toLowerCase());

/**
 * /connections: requests for the member (Accept, Decline), requests they sent (Withdraw) and their
 * connections (Message, Remove), with a search by name.
 */
export default function Connections() {
  usePageTitle("Connections");
  const searchId = useId();
  const [search, setSearch] = useState("");
  const { data, loading, error, refetch } = useQuery(ConnectionsDocument, {
    fetchPolicy: "cache-and-network",
  });
  const actions = useConnectionActions();
  const all = data?.connections;
  const words = search.trim();
  const pick = (status: string, direction?: string) =>
    (all ?? []).filter(
      (c) => c.status === status && (!direction || c.direction === direction) && matches(c, words),
    );

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
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </header>

      {error && !all ? (
        <div className="note is-red" role="alert">
          <span>{errorMessage(error, "Could not load your connections.")}</span>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => refetch().catch(() => undefined)}
          >
            Try again
          </button>
        </div>
      ) : loading && !all ? (
        <Spinner label="Loading connections" />
      ) : all ? (
        <>
          <Section
            id="incoming"
            title="Requests for you"
            kind="incoming"
            actions={actions}
            items={pick("PENDING", "INCOMING")}
            empty={words ? "No requests match your search." : "No requests waiting for you."}
          />
          <Section
            id="outgoing"
            title="Requests you sent"
            kind="outgoing"
            actions={actions}
            items={pick("PENDING", "OUTGOING")}
            empty={
              words ? "No sent requests match your search." : "No requests waiting for an answer."
            }
          />
          <Section
            id="connected"
            title="Your connections"
            kind="connected"
            actions={actions}
            items={pick("ACCEPTED")}
            empty={
              words ? (
                "No connections match your search."
              ) : (
                <>
                  No connections yet. Find fellow ISTCians in the{" "}
                  <Link to="/directory">Directory</Link> and press Connect on their page.
                </>
              )
            }
          />
        </>
      ) : null}
    </div>
  );
}

interface SectionProps {
  id: string;
  title: string;
  kind: ConnectionKind;
  items: ConnectionRowFragment[];
  empty: ReactNode;
  actions: ReturnType<typeof useConnectionActions>;
  footer?: ReactNode;
}

/** One list of /connections with its heading, count and empty state. */
export function Section({ id, title, kind, items, empty, actions, footer }: SectionProps) {
  const headingId = `connections-${id}`;
  return (
    <section className="connections-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title} <span className="badge badge--muted">{items.length}</span>
      </h2>
      {items.length === 0 ? (
        <p className="connections-empty muted">{empty}</p>
      ) : (
        <ul className="connection-list" aria-labelledby={headingId}>
          {items.map((c) => (
            <ConnectionItem key={c.id} connection={c} kind={kind} actions={actions} />
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}
