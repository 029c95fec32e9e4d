import { Check, CircleCheck, MessageSquare, MessagesSquare, Undo2, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import type {
  MentorshipRequestFieldsFragment,
  MentorshipStatus,
} from "../../gql/mentorship/graphql";
import { otherOf, type MentorshipActions } from "./useMentorshipActions";

// Only after a mentorship ended, and only when asked: not in the page's first load.
const FeedbackDialog = lazy(() =>
  import("./FeedbackDialog").then((m) => ({ default: m.FeedbackDialog })),
);

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });

const STATUS: Record<MentorshipStatus, { label: string; tone: string }> = {
  PENDING: { label: "Waiting for an answer", tone: "is-amber" },
  ACTIVE: { label: "Active", tone: "is-green" },
  DECLINED: { label: "Declined", tone: "badge--muted" },
  WITHDRAWN: { label: "Withdrawn", tone: "badge--muted" },
  ENDED: { label: "Ended", tone: "badge--muted" },
};

interface Props {
  request: MentorshipRequestFieldsFragment;
  actions: MentorshipActions;
}

/** One request or mentorship: who, the goal, its status, and what the viewer can do with it. */
export function RequestItem({ request: r, actions }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [rating, setRating] = useState(false);
  const person = otherOf(r);
  const asMentor = r.viewerRole === "MENTOR";
  const details = [person.trade, person.currentLocation].filter(Boolean).join(" · ");
  const status = STATUS[r.status];
  const withdraw = !asMentor && r.status === "PENDING";

  return (
    <li className="card mentorship-item">
      <Avatar name={person.fullName} src={person.profileImage} size="md" />
      <div className="mentorship-item__main">
        <p className="mentorship-item__name">
          <Link to={`/user/${person.id}`}>{person.fullName}</Link>{" "}
          <span className={`badge ${status.tone}`}>{status.label}</span>
        </p>
        {details && <p className="muted mentorship-item__details">{details}</p>}
        <blockquote className="mentorship-item__goal">
          <span className="sr-only">Goal: </span>
          {r.goal}
        </blockquote>
        <p className="muted mentorship-item__time">
          {asMentor ? "Asked on" : "Sent on"} <time dateTime={r.createdAt}>{day(r.createdAt)}</time>
          {r.endedAt && (
            <>
              {" · "}
              {r.status === "WITHDRAWN" ? "Withdrawn" : "Ended"} on{" "}
              <time dateTime={r.endedAt}>{day(r.endedAt)}</time>
            </>
          )}
        </p>
      </div>
      <RequestActions
        request={r}
        actions={actions}
        onEnd={() => setConfirming(true)}
        onFeedback={() => setRating(true)}
      />
      <ConfirmDialog
        open={confirming}
        title={withdraw ? "Withdraw your request?" : "End this mentorship?"}
        message={
          withdraw
            ? `${person.fullName} will no longer see your request. You can ask again later.`
            : `The mentorship with ${person.fullName} ends for both of you. You stay connected and can still message each other.`
        }
        confirmLabel={withdraw ? "Withdraw" : "End mentorship"}
        busyLabel={withdraw ? "Withdrawing…" : "Ending…"}
        destructive
        busy={actions.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void actions.end(r).then(() => setConfirming(false))}
      />
      {rating && (
        <Suspense fallback={null}>
          <FeedbackDialog
            mentorName={r.mentor.fullName}
            busy={actions.sendingFeedback}
            onCancel={() => setRating(false)}
            onSend={(stars, note) =>
              void actions.feedback(r, stars, note).then((done) => {
                if (done) setRating(false);
              })
            }
          />
        </Suspense>
      )}
    </li>
  );
}

interface ActionsProps extends Props {
  onEnd(): void;
  onFeedback(): void;
}

/** What the viewer can do now: Accept and Decline, Message, End or Withdraw, Leave feedback. */
function RequestActions({ request: r, actions, onEnd, onFeedback }: ActionsProps) {
  const person = otherOf(r);
  const asMentor = r.viewerRole === "MENTOR";
  const withdraw = !asMentor && r.status === "PENDING";
  return (
    <div className="mentorship-item__actions">
      {asMentor && r.status === "PENDING" && (
        <>
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={actions.busy}
            onClick={() => void actions.accept(r)}
            aria-label={`Accept ${person.fullName}`}
          >
            <Check aria-hidden="true" size={16} /> Accept
          </button>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={actions.busy}
            onClick={() => void actions.decline(r)}
            aria-label={`Decline ${person.fullName}`}
          >
            <X aria-hidden="true" size={16} /> Decline
          </button>
        </>
      )}
      {r.status === "ACTIVE" && (
        <Link
          to={`/messages/to/${person.id}`}
          className="btn btn--primary btn--small"
          aria-label={`Message ${person.fullName}`}
        >
          <MessageSquare aria-hidden="true" size={16} /> Message
        </Link>
      )}
      {(r.status === "ACTIVE" || withdraw) && (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={actions.busy}
          onClick={onEnd}
          aria-label={
            withdraw
              ? `Withdraw the request to ${person.fullName}`
              : `End the mentorship with ${person.fullName}`
          }
        >
          {withdraw ? (
            <>
              <Undo2 aria-hidden="true" size={16} /> Withdraw
            </>
          ) : (
            <>
              <CircleCheck aria-hidden="true" size={16} /> End
            </>
          )}
        </button>
      )}
      {!asMentor && r.status === "ENDED" && !r.feedbackGiven && (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={onFeedback}
          aria-label={`Leave feedback on ${person.fullName}'s mentorship`}
        >
          <MessagesSquare aria-hidden="true" size={16} /> Leave feedback
        </button>
      )}
      {!asMentor && r.feedbackGiven && <span className="muted">Feedback sent</span>}
    </div>
  );
}
