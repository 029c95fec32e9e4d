import { useMutation, useQuery } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import { CreateEventDocument, EventFormMeDocument } from "../../gql/events/graphql";
import { errorMessage } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { useMe } from "../../session/useMe";
import { forgetEventLists } from "./cache";
import { CannotOrganise } from "./CannotOrganise";
import { EventForm } from "./EventForm";
import { emptyEventForm } from "./eventForm";
import "./Events.css";

/** /events/new: organise an event (verified members with a complete profile). */
export default function NewEvent() {
  usePageTitle("Organise an event");
  const navigate = useNavigate();
  const toast = useToast();
  const { isVerified, isProfileComplete } = useMe();
  const allowed = isVerified && isProfileComplete;
  // The member's batch and trade, offered as the audience.
  const { data, error } = useQuery(EventFormMeDocument, { skip: !allowed });
  const [create] = useMutation(CreateEventDocument, { update: forgetEventLists });

  if (!allowed) return <CannotOrganise profileComplete={isProfileComplete} />;
  if (!data && !error) return <Spinner heading label="Loading" />;

  return (
    <section className="card card--form event-form-card" aria-labelledby="new-event-title">
      <h1 id="new-event-title">Organise an event</h1>
      <p className="muted">
        A reunion, a meet-up, a campus day or an online session. The members it is for are invited
        when you publish it.
      </p>
      <EventForm
        initial={emptyEventForm(data?.me ?? undefined)}
        submitLabel="Publish event"
        busyLabel="Publishing…"
        onCancel={() => navigate("/events")}
        onSubmit={async (input) => {
          try {
            const { data: created } = await create({ variables: { input } });
            toast({ variant: "success", title: "Event published" });
            navigate(`/events/${created!.createEvent.id}`);
          } catch (err) {
            toast({
              variant: "error",
              title: "Failed to publish",
              description: errorMessage(err, "Please try again"),
            });
            throw err;
          }
        }}
      />
    </section>
  );
}
