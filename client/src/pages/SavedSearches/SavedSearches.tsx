import { useQuery } from "@apollo/client/react";
import { Bookmark, BookmarkX, Settings } from "lucide-react";
import { Link } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { SavedSearchesDocument } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { SavedSearchItem } from "./SavedSearchItem";
import "../Notifications/Notifications.css";

/** The most saved searches a member keeps (the server refuses more). */
export const SAVED_SEARCH_LIMIT = 20;

/**
 * /saved-searches: the member's saved searches, newest first, each with what is new since they
 * last looked, its alert, Open (to /search, marking it seen) and Delete.
 */
export default function SavedSearches() {
  usePageTitle("Saved searches");
  const { data, loading, error, refetch } = useQuery(SavedSearchesDocument, {
    fetchPolicy: "cache-and-network",
  });
  const searches = data?.savedSearches;

  return (
    <div className="alerts-page">
      <header className="alerts-head">
        <div>
          <h1>
            <Bookmark aria-hidden="true" size={26} /> Saved searches
          </h1>
          <p className="muted">
            Hear when ISTCians newly match a search: by e-mail as each search&rsquo;s alert says,
            and always under the bell.
          </p>
        </div>
        <div className="alerts-head__actions">
          <Link to="/settings/notifications" className="btn btn--ghost">
            <Settings aria-hidden="true" size={18} /> Notification settings
          </Link>
        </div>
      </header>

      {error && !searches ? (
        <div className="note is-red" role="alert">
          <span>{errorMessage(error, "Could not load your saved searches.")}</span>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => refetch().catch(() => undefined)}
          >
            Try again
          </button>
        </div>
      ) : loading && !searches ? (
        <Spinner label="Loading saved searches" />
      ) : searches && searches.length === 0 ? (
        <div className="alerts-empty">
          <BookmarkX aria-hidden="true" size={32} />
          <p className="alerts-empty__title">No saved searches yet</p>
          <p>
            Run a search on Smart Search and choose &ldquo;Save this search&rdquo; to hear when new
            ISTCians match it.
          </p>
          <Link to="/search" className="btn btn--primary">
            Go to Smart Search
          </Link>
        </div>
      ) : searches ? (
        <>
          {searches.length >= SAVED_SEARCH_LIMIT && (
            <p className="note is-amber" role="status">
              You have {searches.length} saved searches, the most you can keep. Delete one to save
              another.
            </p>
          )}
          <ul className="saved-list" aria-label="Your saved searches">
            {searches.map((search) => (
              <SavedSearchItem key={search.id} search={search} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
