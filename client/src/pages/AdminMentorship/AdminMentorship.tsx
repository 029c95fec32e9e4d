import { ArrowLeft, MessagesSquare } from "lucide-react";
import { Link } from "react-router-dom";
import { LoadMore } from "../../components/LoadMore/LoadMore";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import {
  MentorshipOverviewDocument,
  type MentorshipOverviewQuery,
} from "../../gql/mentorship/graphql";
import { errorMessage } from "../../lib/errors";
import { usePagedQuery } from "../../lib/usePagedQuery";
import { usePageTitle } from "../../lib/usePageTitle";
import "./AdminMentorship.css";

/** Feedback entries on a page. */
export const FEEDBACK_PAGE = 20;

type Feedback = MentorshipOverviewQuery["mentorshipOverview"]["feedback"]["nodes"][number];

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });

/**
 * /admin/mentorship: the programme in four numbers (mentors taking requests, active mentorships,
 * requests waiting, mentorships ended) and the mentees' private feedback, newest first.
 */
export default function AdminMentorship() {
  usePageTitle("Mentorship admin");
  const toast = useToast();
  const { data, loading, error, refetch, loadMore, loadingMore, hasNextPage } = usePagedQuery(
    MentorshipOverviewDocument,
    {
      variables: { first: FEEDBACK_PAGE },
      fetchPolicy: "cache-and-network",
      pageEnd: (d) => d.mentorshipOverview.feedback.pageInfo,
      onLoadMoreError: (e) =>
        toast({
          variant: "error",
          title: "Could not load more",
          description: errorMessage(e, "Please try again"),
        }),
    },
  );
  const overview = data?.mentorshipOverview;

  return (
    <div className="admin-mentorship">
      <Link to="/admin" className="btn btn--link admin-mentorship__back">
        <ArrowLeft aria-hidden="true" size={18} /> Back to Admin Panel
      </Link>
      <div>
        <h1>Mentorship</h1>
        <p className="muted">
          Alumni guiding students: how many mentor, and what mentees said once a mentorship ended.
          Feedback is private: only admins see it.
        </p>
      </div>
      {error && !overview ? (
        <div className="note is-red" role="alert">
          <span>{errorMessage(error, "Could not load the mentorship figures.")}</span>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => refetch().catch(() => undefined)}
          >
            Try again
          </button>
        </div>
      ) : !overview ? (
        loading && <Spinner label="Loading the mentorship figures" />
      ) : (
        <>
          <dl className="admin-mentorship__stats">
            <Stat label="Mentors taking requests" value={overview.mentors} />
            <Stat label="Active mentorships" value={overview.active} />
            <Stat label="Requests waiting" value={overview.waiting} />
            <Stat label="Mentorships ended" value={overview.ended} />
          </dl>
          <section className="admin-mentorship__feedback" aria-labelledby="mentorship-feedback">
            <h2 id="mentorship-feedback">
              <MessagesSquare aria-hidden="true" size={20} /> Feedback (
              {overview.feedback.totalCount})
            </h2>
            {overview.feedback.nodes.length === 0 ? (
              <p className="muted admin-mentorship__empty">No feedback yet.</p>
            ) : (
              <ul className="admin-mentorship__list">
                {overview.feedback.nodes.map((f) => (
                  <FeedbackItem key={f.request.id} feedback={f} />
                ))}
              </ul>
            )}
            <LoadMore
              hasMore={hasNextPage}
              loading={loadingMore}
              onLoadMore={() => void loadMore()}
              label="Show more feedback"
            />
          </section>
        </>
      )}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="card admin-mentorship__stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function FeedbackItem({ feedback: f }: { feedback: Feedback }) {
  const { mentor, mentee } = f.request;
  return (
    <li className="card admin-mentorship__item">
      <p className="admin-mentorship__who">
        <Link to={`/user/${mentee.id}`}>{mentee.fullName}</Link> on{" "}
        <Link to={`/user/${mentor.id}`}>{mentor.fullName}</Link>
      </p>
      <p className="admin-mentorship__rating">
        <span className="sr-only">Rated {f.rating} of 5</span>
        <span aria-hidden="true" className="admin-mentorship__stars">
          {"★".repeat(f.rating)}
          <span className="admin-mentorship__stars-off">{"★".repeat(5 - f.rating)}</span>
        </span>
        <time className="muted" dateTime={f.createdAt}>
          {day(f.createdAt)}
        </time>
      </p>
      {f.note && <blockquote className="admin-mentorship__note">{f.note}</blockquote>}
    </li>
  );
}
