import { useMutation, useQuery } from "@apollo/client/react";
import { CircleAlert } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { StatusCard } from "../../components/StatusCard/StatusCard";
import { useToast } from "../../components/Toast/useToast";
import { EventDocument, UpdateEventDocument } from "../../gql/events/graphql";
import { errorMessage } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { forgetEventLists } from "./cache";
import { EventForm } from "./EventForm";
import { eventFormValues } from "./eventForm";
import "./Events.css";

/** /events/:eventId/edit: the organisers change an event (its members are told what changed). */
export default function EditEvent() {
  usePageTitle("Edit event");
  const { eventId = "" } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { data, error } = useQuery(EventDocument, {
    variables: { id: eventId },
    fetchPolicy: "network-only",
  });
  const [update] = useMutation(UpdateEventDocument, { update: forgetEventLists });

  const e = data?.event;
  if (error || (data && !e)) {
    return (
      <StatusCard icon={<CircleAlert size={32} />} title="Event not found">
        <p>{errorMessage(error, "This event does not exist, or it is not for you.")}</p>
        <Link to="/events" className="btn btn--secondary">
          All events
        </Link>
      </StatusCard>
    );
  }
  if (!e) return <Spinner heading label="Loading event" />;
  if (!e.viewerCanEdit || e.cancelled) {
    return (
      <StatusCard icon={<CircleAlert size={32} />} title="You can't edit this event">
        <p>
          {e.cancelled
            ? "This event is cancelled."
            : "Only the event's organiser and co-organisers can edit it."}
        </p>
        <Link to={`/events/${e.id}`} className="btn btn--secondary">
          Back to the event
        </Link>
      </StatusCard>
    );
  }

  return (
    <section className="card card--form event-form-card" aria-labelledby="edit-event-title">
      <h1 id="edit-event-title">Edit event</h1>
      <p className="muted">Members going are told when the time or the place changes.</p>
      <EventForm
        initial={eventFormValues(e)}
        submitLabel="Save changes"
        busyLabel="Saving…"
        onCancel={() => navigate(`/events/${e.id}`)}
        onSubmit={async (input) => {
          try {
            await update({ variables: { id: e.id, input } });
            toast({ variant: "success", title: "Event updated" });
            navigate(`/events/${e.id}`);
          } catch (err) {
            toast({
              variant: "error",
              title: "Failed to save",
              description: errorMessage(err, "Please try again"),
            });
            throw err;
          }
        }}
      />
    </section>
  );
}
