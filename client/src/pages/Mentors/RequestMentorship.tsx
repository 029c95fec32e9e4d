import { useMutation } from "@apollo/client/react";
import { Clock, GraduationCap, Send } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { MENTORSHIP_LIMITS } from "#common/limits";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { useToast } from "../../components/Toast/useToast";
import {
  RequestMentorshipDocument,
  type MentorCardFieldsFragment,
} from "../../gql/mentorship/graphql";
import { errorMessage } from "../../lib/errors";

interface Props {
  mentor: MentorCardFieldsFragment;
  /** The viewer is this mentor: nothing to ask. */
  isSelf: boolean;
}

/**
 * "Request mentorship" with the goal's dialog; "Request sent" while it waits for an answer,
 * "Your mentor" once accepted, and a disabled "Full" when the mentor has no open place. The
 * mutation answers the mentor's profile again, so the card (here and on their page) updates from
 * the cache.
 */
export function RequestMentorship({ mentor, isSelf }: Props) {
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [request, { loading }] = useMutation(RequestMentorshipDocument);
  const name = mentor.user.fullName;

  if (isSelf) {
    return (
      <Link to="/mentorship" className="btn btn--secondary btn--small">
        Your mentor profile
      </Link>
    );
  }
  const open = mentor.viewerRequest;
  if (open?.status === "PENDING") {
    return (
      <button type="button" className="btn btn--secondary btn--small" disabled>
        <Clock aria-hidden="true" size={16} /> Request sent
      </button>
    );
  }
  if (open?.status === "ACTIVE") {
    return (
      <Link to="/mentorship" className="btn btn--secondary btn--small">
        <GraduationCap aria-hidden="true" size={16} /> Your mentor
      </Link>
    );
  }
  if (mentor.openSlots <= 0) {
    return (
      <button type="button" className="btn btn--secondary btn--small" disabled>
        Full
      </button>
    );
  }

  return (
    <>
      <button
        type="button"
        className="btn btn--primary btn--small"
        disabled={loading}
        onClick={() => setAsking(true)}
        aria-label={`Request mentorship from ${name}`}
      >
        <Send aria-hidden="true" size={16} /> Request mentorship
      </button>
      <ConfirmDialog
        open={asking}
        role="dialog"
        title={`Ask ${name} to mentor you`}
        message="Say what you would like help with: your training, a job abroad, starting out in your trade…"
        reason={{
          label: "Your goal",
          maxLength: MENTORSHIP_LIMITS.goal,
          requiredMessage: "Write what you would like help with",
          hint: `${name} reads this before answering.`,
        }}
        confirmLabel="Send request"
        busyLabel="Sending…"
        busy={loading}
        onCancel={() => setAsking(false)}
        onConfirm={(goal) =>
          void request({
            variables: { input: { mentorId: mentor.user.id, goal: goal ?? "" } },
          }).then(
            (r) => {
              setAsking(false);
              if (r.data) toast({ variant: "success", title: `Request sent to ${name}` });
            },
            (error: unknown) => {
              setAsking(false);
              toast({
                variant: "error",
                title: "Could not send the request",
                description: errorMessage(error, "Please try again"),
              });
            },
          )
        }
      />
    </>
  );
}
