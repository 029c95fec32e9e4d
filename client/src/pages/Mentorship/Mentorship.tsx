import { useQuery } from "@apollo/client/react";
import { GraduationCap, Lock } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import {
  MentorshipRequestsDocument,
  MentorTopicSuggestionsDocument,
  MyMentorProfileDocument,
  type MentorProfileFieldsFragment,
  type MentorshipRequestsQuery,
  type MentorshipRole,
} from "../../gql/mentorship/graphql";
import { errorMessage } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { useMe } from "../../session/useMe";
import { mentoredText, placesText } from "../Mentors/text";
import { RequestItem } from "./RequestItem";
import { useMentorshipActions, type MentorshipActions } from "./useMentorshipActions";
import "../../components/form/form.css";
import "./Mentorship.css";

// The form follows the lists in the page's load: a member reading their requests needs none of it.
const MentorProfileForm = lazy(() =>
  import("./MentorProfileForm").then((m) => ({ default: m.MentorProfileForm })),
);

/**
 * /mentorship: offering to mentor (the mentor profile), the requests to the member as a mentor
 * (Accept, Decline, End) and their own mentors (Withdraw, End, Leave feedback).
 */
export default function Mentorship() {
  usePageTitle("Mentorship");
  const actions = useMentorshipActions();
  const { data, loading, error, refetch } = useQuery(MentorshipRequestsDocument, {
    fetchPolicy: "cache-and-network",
    refetchOn: { windowFocus: true },
  });
  const requests = { data, loading, error, refetch };

  return (
    <div className="mentorship-page">
      <header className="mentorship-head">
        <h1>
          <GraduationCap aria-hidden="true" size={26} /> Mentorship
        </h1>
        <Link to="/mentors" className="btn btn--primary">
          Find a mentor
        </Link>
      </header>
      <MentorOffer />
      <RequestList side="MENTOR" query={requests} actions={actions} />
      <RequestList side="MENTEE" query={requests} actions={actions} />
    </div>
  );
}

/** "Mentor others": the member's profile as a mentor, and the form to offer or change it. */
function MentorOffer() {
  const { isVerified, isProfileComplete } = useMe();
  const { data, loading, error, refetch } = useQuery(MyMentorProfileDocument, {
    fetchPolicy: "cache-and-network",
  });
  const topics = useQuery(MentorTopicSuggestionsDocument, { skip: !isVerified });
  const saved = data?.myMentorProfile ?? null;

  let body: ReactNode;
  if (error && !data) {
    body = (
      <div className="note is-red" role="alert">
        <span>{errorMessage(error, "Could not load your mentor profile.")}</span>
        <button
          type="button"
          className="btn btn--small btn--secondary"
          onClick={() => refetch().catch(() => undefined)}
        >
          Try again
        </button>
      </div>
    );
  } else if (loading && !data) {
    body = <Spinner label="Loading your mentor profile" />;
  } else if (!isVerified) {
    body = (
      <p className="note is-blue mentorship-pending">
        <Lock aria-hidden="true" size={18} />
        <span>
          Verified ISTCians can offer to mentor.{" "}
          {isProfileComplete ? (
            "Your profile is under review by admins."
          ) : (
            <>
              <Link to="/profile/complete">Complete your profile</Link> so admins can verify you.
            </>
          )}
        </span>
      </p>
    );
  } else {
    body = (
      <>
        {saved ? (
          <MentorSummary profile={saved} />
        ) : (
          <p className="muted">
            Guide current students and fellow ISTCians through training and careers: tell them what
            you can help with and how many you can take on at once.
          </p>
        )}
        <Suspense fallback={<Spinner label="Loading the form" />}>
          <MentorProfileForm
            key={saved ? "saved" : "new"}
            saved={saved}
            suggestions={topics.data?.mentorTopicSuggestions ?? []}
          />
        </Suspense>
      </>
    );
  }

  return (
    <section className="card mentorship-section" aria-labelledby="mentor-others">
      <h2 id="mentor-others">Mentor others</h2>
      {body}
    </section>
  );
}

function MentorSummary({ profile }: { profile: MentorProfileFieldsFragment }) {
  const state = !profile.isMentor
    ? { label: "Not mentoring", tone: "badge--muted" }
    : profile.paused
      ? { label: "Paused", tone: "is-amber" }
      : { label: "Mentoring", tone: "is-green" };
  return (
    <p className="mentor-summary" aria-live="polite">
      <span className={`badge ${state.tone}`}>{state.label}</span>
      {profile.isMentor && (
        <span>
          {placesText(profile.openSlots)} of {profile.capacity}
        </span>
      )}
      <span className="muted">{mentoredText(profile.mentoredCount)}</span>
    </p>
  );
}

const LISTS: Record<MentorshipRole, { id: string; title: string; empty: ReactNode }> = {
  MENTOR: {
    id: "requests-to-you",
    title: "Requests to you",
    empty: "No one has asked you for mentorship yet.",
  },
  MENTEE: {
    id: "your-mentors",
    title: "Your mentors",
    empty: (
      <>
        You have not asked anyone yet. <Link to="/mentors">Find a mentor</Link> who knows your trade
        or the path you want to take.
      </>
    ),
  },
};

interface ListProps {
  side: MentorshipRole;
  query: {
    data?: MentorshipRequestsQuery;
    loading: boolean;
    error?: unknown;
    refetch(): Promise<unknown>;
  };
  actions: MentorshipActions;
}

/** One side of the member's mentorships, newest first, with its loading, empty and error states. */
function RequestList({ side, query, actions }: ListProps) {
  const list = LISTS[side];
  const { data, loading, error, refetch } = query;
  const items = data?.mentorshipRequests.filter((r) => r.viewerRole === side) ?? [];
  return (
    <section className="mentorship-section" aria-labelledby={list.id}>
      <h2 id={list.id}>{list.title}</h2>
      {error && !data ? (
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
      ) : loading && !data ? (
        <Spinner label={`Loading ${list.title.toLowerCase()}`} />
      ) : items.length === 0 ? (
        <p className="mentorship-empty muted">{list.empty}</p>
      ) : (
        <ul className="mentorship-list" aria-labelledby={list.id}>
          {items.map((r) => (
            <RequestItem key={r.id} request={r} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}
