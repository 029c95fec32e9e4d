import { useMutation } from "@apollo/client/react";
import { useId } from "react";
import { useToast } from "../../components/Toast/useToast";
import {
  RsvpEventDocument,
  type EventDetailFragment,
  type RsvpStatus,
} from "../../gql/events/graphql";
import { errorMessage } from "../../lib/errors";
import { forgetEventLists } from "./cache";
import { RSVP_CHOICES } from "./kinds";

/** What the viewer's answer means now, in a sentence. */
function answerText(e: EventDetailFragment): string {
  if (e.viewerWaitlisted)
    return `The event is full: you are on the waitlist (${e.waitlistCount} waiting). You will be told when a place frees up and you are going.`;
  if (e.viewerRsvp === "GOING") return "You are going.";
  if (e.viewerRsvp === "MAYBE") return "You might go.";
  if (e.viewerRsvp === "NOT_GOING") return "You are not going.";
  return "Will you go?";
}

/**
 * Going / Maybe / Not going. Beyond the capacity, Going joins the waitlist (the server decides);
 * the answer and the counts come back with the event.
 */
export function RsvpPanel({ event: e, ended }: { event: EventDetailFragment; ended: boolean }) {
  const headingId = useId();
  const toast = useToast();
  const [rsvp, { loading }] = useMutation(RsvpEventDocument, { update: forgetEventLists });

  async function answer(status: RsvpStatus) {
    try {
      const { data } = await rsvp({ variables: { id: e.id, status } });
      const result = data?.rsvpEvent;
      if (result?.waitlisted) {
        toast({
          variant: "info",
          title: "You are on the waitlist",
          description: "The event is full. You will be told when a place frees up.",
        });
      }
    } catch (err) {
      toast({
        variant: "error",
        title: "Your answer was not saved",
        description: errorMessage(err, "Please try again"),
      });
    }
  }

  const closed = e.cancelled || ended;
  return (
    <section className="card rsvp-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        Your answer
      </h2>
      {closed ? (
        <p className="muted">
          {e.cancelled ? "This event is cancelled." : "This event has ended."}
        </p>
      ) : (
        <>
          <div className="rsvp-panel__choices" role="group" aria-label="RSVP">
            {RSVP_CHOICES.map((c) => {
              const chosen = e.viewerRsvp === c.value;
              return (
                <button
                  key={c.value}
                  type="button"
                  className={`btn ${chosen ? "btn--primary" : "btn--secondary"}`}
                  aria-pressed={chosen}
                  disabled={loading}
                  onClick={() => void answer(c.value)}
                >
                  {c.label}
                </button>
              );
            })}
          </div>
          <p
            className={e.viewerWaitlisted ? "note is-amber rsvp-panel__state" : "rsvp-panel__state"}
            role="status"
          >
            {answerText(e)}
          </p>
        </>
      )}
    </section>
  );
}
