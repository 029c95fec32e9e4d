import { useQuery } from "@apollo/client/react";
import { MENTORSHIP_LIMITS } from "#common/limits";
import { GraduationCap, Lock, SearchX } from "lucide-react";
import { useDeferredValue } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { LoadMore } from "../../components/LoadMore/LoadMore";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import { MentorsDocument, MentorTopicSuggestionsDocument } from "../../gql/mentorship/graphql";
import { errorMessage } from "../../lib/errors";
import { usePagedQuery } from "../../lib/usePagedQuery";
import { usePageTitle } from "../../lib/usePageTitle";
import { useMe } from "../../session/useMe";
import { MentorCard } from "./MentorCard";
import { MentorSearch } from "./MentorSearch";
import "../../components/form/form.css";
import "./Mentors.css";

/** Mentors on a page of the list. */
export const MENTORS_PAGE = MENTORSHIP_LIMITS.pageSize;

/**
 * /mentors: verified ISTCians who mentor and take requests, found in plain language ("CNC mentors
 * in Canada") and by topic; the search lives in the URL (`?q=&topic=`).
 */
export default function Mentors() {
  usePageTitle("Mentors");
  const { isVerified } = useMe();
  return (
    <div className="mentors-page">
      <header className="page-header mentors-head">
        <h1>
          <GraduationCap aria-hidden="true" size={26} /> Mentors
        </h1>
        <Link to="/mentorship" className="btn btn--secondary">
          My mentorships
        </Link>
      </header>
      {isVerified ? <VerifiedMentors /> : <PendingMentors />}
    </div>
  );
}

/** A member pending verification: mentors are for verified ISTCians; say so, and what to do. */
function PendingMentors() {
  const { isProfileComplete } = useMe();
  return (
    <section className="card empty-state" aria-labelledby="mentors-pending">
      <Lock aria-hidden="true" size={40} />
      <h2 id="mentors-pending">Mentors are for verified ISTCians</h2>
      <p className="muted">
        Once an admin verifies you, you can find alumni who guide students through training and
        careers, and ask one to mentor you.{" "}
        {isProfileComplete
          ? "Your profile is under review by admins."
          : "Complete your profile so admins can verify you."}
      </p>
      {!isProfileComplete && (
        <Link to="/profile/complete" className="btn btn--primary">
          Complete Profile
        </Link>
      )}
    </section>
  );
}

function VerifiedMentors() {
  const toast = useToast();
  const { me } = useMe();
  const [params, setParams] = useSearchParams();
  const query = params.get("q")?.trim() || null;
  const topic = params.get("topic")?.trim() || null;
  const topics = useQuery(MentorTopicSuggestionsDocument);
  const { data, loading, error, refetch, loadMore, loadingMore, hasNextPage } = usePagedQuery(
    MentorsDocument,
    {
      variables: { query, topic, first: MENTORS_PAGE },
      fetchPolicy: "cache-and-network",
      notifyOnNetworkStatusChange: false,
      pageEnd: (d) => d.mentors.pageInfo,
      onLoadMoreError: (e) =>
        toast({
          variant: "error",
          title: "Could not load more",
          description: errorMessage(e, "Please try again"),
        }),
    },
  );
  const page = useDeferredValue(data?.mentors);

  function search(next: { q?: string | null; topic?: string | null }) {
    const url = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) continue;
      if (value?.trim()) url.set(key, value.trim());
      else url.delete(key);
    }
    setParams(url);
  }

  return (
    <>
      <MentorSearch
        query={query ?? ""}
        topic={topic}
        topics={topics.data?.mentorTopicSuggestions ?? []}
        onSearch={search}
      />
      {!page && error ? (
        <div className="note is-red" role="alert">
          <span>{errorMessage(error, "Could not load mentors.")}</span>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => refetch().catch(() => undefined)}
          >
            Try again
          </button>
        </div>
      ) : !page ? (
        loading && <Spinner label="Loading mentors" />
      ) : (
        <section className="mentor-results" aria-busy={loading} aria-label="Mentors found">
          <p className="mentor-results__count" aria-live="polite">
            {page.totalCount === 1 ? "1 mentor" : `${page.totalCount} mentors`}
            {page.interpretation && (
              <span className="mentor-results__reading"> · {page.interpretation}</span>
            )}
          </p>
          {page.nodes.length === 0 ? (
            <NoMentors
              filtered={Boolean(query || topic)}
              onClear={() => search({ q: null, topic: null })}
            />
          ) : (
            <>
              <ul className="mentor-grid" aria-label="Mentors">
                {page.nodes.map((m) => (
                  <MentorCard key={m.user.id} mentor={m} isSelf={m.user.id === me?.id} />
                ))}
              </ul>
              <LoadMore
                hasMore={hasNextPage}
                loading={loadingMore}
                onLoadMore={() => void loadMore()}
                label="Show more mentors"
              />
            </>
          )}
        </section>
      )}
    </>
  );
}

function NoMentors({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  return (
    <div className="card empty-state">
      <SearchX aria-hidden="true" size={40} />
      <h2>{filtered ? "No mentors match this search" : "No mentors yet"}</h2>
      <p className="muted">
        {filtered
          ? "Try other words or another topic."
          : "Be the first: offer to guide fellow ISTCians on your mentorship page."}
      </p>
      {filtered ? (
        <button type="button" className="btn btn--secondary" onClick={onClear}>
          Show all mentors
        </button>
      ) : (
        <Link to="/mentorship" className="btn btn--primary">
          Offer to mentor
        </Link>
      )}
    </div>
  );
}
