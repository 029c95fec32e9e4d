import { useQuery } from "@apollo/client/react";
import {
  ArrowLeft,
  CalendarDays,
  CircleAlert,
  Globe,
  MapPin,
  Pencil,
  Users,
  XCircle,
} from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { Spinner } from "../../components/Spinner";
import { StatusCard } from "../../components/StatusCard/StatusCard";
import {
  EventDocument,
  type EventDetailFragment,
  type EventPersonFragment,
} from "../../gql/events/graphql";
import { errorMessage, hasErrorCode } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { useMe } from "../../session/useMe";
import { AddToCalendar } from "./AddToCalendar";
import { RsvpBadge } from "./EventCard";
import { audienceText, goingText, kindClass, kindLabel } from "./kinds";
import { RsvpPanel } from "./RsvpPanel";
import { formatRange, sameClock, viewerZone, zoneCity } from "./time";
import { useCancelEvent } from "./useCancelEvent";
import "./Events.css";

// The organisers' tools: fetched only for an event the viewer organises.
const CoOrganizers = lazy(() =>
  import("./CoOrganizers").then((m) => ({ default: m.CoOrganizers })),
);

/** /events/:eventId: the event, the viewer's answer, who goes, and the organisers' tools. */
export default function EventDetail() {
  const { eventId = "" } = useParams();
  const { isAdmin } = useMe();
  const { data, error, refetch } = useQuery(EventDocument, {
    variables: { id: eventId },
    fetchPolicy: "cache-and-network",
  });
  const e = data?.event ?? undefined;
  const cancellation = useCancelEvent(e, isAdmin);
  // When the page opened: an event that ends while it is open takes answers until a reload.
  const [now] = useState(Date.now);
  usePageTitle(e?.title ?? "Event");

  if (!e && (error || data)) {
    const missing = !error || hasErrorCode(error, "NOT_FOUND");
    return (
      <StatusCard
        icon={<CircleAlert size={32} />}
        title={missing ? "Event not found" : "Couldn't load the event"}
      >
        <p>
          {missing
            ? "This event does not exist, or it is not for you (a batch's reunion is seen only by that batch)."
            : errorMessage(error, "Check your connection and try again.")}
        </p>
        <div className="actions">
          {!missing && (
            <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
              Try again
            </button>
          )}
          <Link to="/events" className="btn btn--secondary">
            All events
          </Link>
        </div>
      </StatusCard>
    );
  }
  if (!e) return <Spinner heading label="Loading event" />;

  const ended = Date.parse(e.endsAt) < now;
  return (
    <article className="event-detail" aria-labelledby="event-title">
      <Link to="/events" className="btn btn--ghost btn--small back-link">
        <ArrowLeft aria-hidden="true" size={16} /> All events
      </Link>
      {e.cancelled && (
        <div className="banner is-red" role="note">
          <XCircle aria-hidden="true" size={22} className="banner__icon" />
          <div className="banner__body">
            <p className="banner__title">This event is cancelled</p>
            {e.cancelReason && <p>Reason: {e.cancelReason}</p>}
          </div>
        </div>
      )}
      <div className="card event-detail__main">
        <div className="event-card__badges">
          <span className={kindClass(e.kind)}>{kindLabel(e.kind)}</span>
          {ended && !e.cancelled && <span className="badge badge--muted">Ended</span>}
          <RsvpBadge event={e} />
        </div>
        <h1 id="event-title" className="event-detail__title">
          {e.title}
        </h1>
        <EventFacts event={e} />
        <div className="actions">
          {!e.cancelled && <AddToCalendar id={e.id} title={e.title} />}
          {e.viewerCanEdit && !e.cancelled && (
            <Link to={`/events/${e.id}/edit`} className="btn btn--secondary">
              <Pencil aria-hidden="true" size={16} /> Edit
            </Link>
          )}
          {e.viewerCanCancel && !e.cancelled && (
            <button type="button" className="btn btn--danger-outline" onClick={cancellation.ask}>
              <XCircle aria-hidden="true" size={16} /> Cancel event
            </button>
          )}
        </div>
        <h2 className="event-detail__heading">About</h2>
        <Description text={e.description} />
      </div>

      <div className="event-detail__side">
        <RsvpPanel event={e} ended={ended} />
        <Attendees event={e} people={data?.event?.attendees ?? []} />
        <Suspense fallback={<Spinner label="Loading the organisers" />}>
          <CoOrganizers event={e} />
        </Suspense>
      </div>

      <ConfirmDialog {...cancellation.dialog} />
    </article>
  );
}

/** When (the viewer's clock and the event's own), where, who it is for. */
function EventFacts({ event: e }: { event: EventDetailFragment }) {
  const here = viewerZone();
  const own = sameClock(e.startsAt, e.timezone, here);
  return (
    <dl className="event-facts">
      <div className="event-facts__row">
        <dt>
          <CalendarDays aria-hidden="true" size={18} /> When
        </dt>
        <dd>
          <span className="event-facts__time">{formatRange(e.startsAt, e.endsAt, here)}</span>
          {own ? (
            <span className="muted"> ({zoneCity(e.timezone)} time)</span>
          ) : (
            <>
              <span className="muted"> your time ({zoneCity(here)})</span>
              <br />
              <span>
                {formatRange(e.startsAt, e.endsAt, e.timezone)}{" "}
                <span className="muted">local time ({zoneCity(e.timezone)})</span>
              </span>
            </>
          )}
        </dd>
      </div>
      {e.place && (
        <div className="event-facts__row">
          <dt>
            <MapPin aria-hidden="true" size={18} /> Where
          </dt>
          <dd>{e.place.name}</dd>
        </div>
      )}
      {e.onlineUrl && (
        <div className="event-facts__row">
          <dt>
            <Globe aria-hidden="true" size={18} /> Online
          </dt>
          <dd>
            <a
              href={e.onlineUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="break-all"
            >
              {e.onlineUrl}
            </a>
          </dd>
        </div>
      )}
      <div className="event-facts__row">
        <dt>
          <Users aria-hidden="true" size={18} /> Who
        </dt>
        <dd>
          {audienceText(e.audience)}
          <br />
          <span className="muted">
            {goingText(e)}
            {e.maybeCount > 0 && ` · ${e.maybeCount} maybe`}
          </span>
        </dd>
      </div>
    </dl>
  );
}

const LINK = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]])/g;

/** Plain text with its line breaks, and its web addresses as links. */
function Description({ text }: { text: string }) {
  return (
    <p className="event-detail__description">
      {text.split(LINK).map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={part}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="break-all"
          >
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/** Members going (not the waitlist), shown to verified members. */
function Attendees({
  event: e,
  people,
}: {
  event: EventDetailFragment;
  people: EventPersonFragment[];
}) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        Going ({e.goingCount})
      </h2>
      {people.length === 0 ? (
        <p className="muted">No one has said they are going yet.</p>
      ) : (
        <ul className="people-list" aria-label="Going">
          {people.map((p) => (
            <li key={p.id} className="people-list__item">
              <Avatar name={p.fullName} src={p.profileImage} size="sm" />
              <Link to={`/user/${p.id}`}>{p.fullName}</Link>
            </li>
          ))}
        </ul>
      )}
      {e.goingCount > people.length && people.length > 0 && (
        <p className="muted">and {e.goingCount - people.length} more</p>
      )}
    </section>
  );
}
