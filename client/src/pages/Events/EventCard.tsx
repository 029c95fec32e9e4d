import { CalendarDays, Globe, MapPin, Users } from "lucide-react";
import { Link } from "react-router-dom";
import type { EventCardFragment } from "../../gql/events/graphql";
import { audienceText, goingText, kindClass, kindLabel } from "./kinds";
import { formatRange, sameClock, viewerZone, zoneCity } from "./time";

/** The viewer's own answer, as a badge. */
export function RsvpBadge({ event: e }: { event: EventCardFragment }) {
  if (e.viewerWaitlisted) return <span className="badge rsvp-badge is-amber">On the waitlist</span>;
  if (e.viewerRsvp === "GOING") return <span className="badge rsvp-badge is-green">Going</span>;
  if (e.viewerRsvp === "MAYBE") return <span className="badge rsvp-badge is-blue">Maybe</span>;
  return null;
}

/** An event in a list: kind, title, when (the viewer's clock), where, who, how many go. */
export function EventCard({ event: e }: { event: EventCardFragment }) {
  const here = viewerZone();
  return (
    <li className="card event-card">
      <div className="event-card__badges">
        <span className={kindClass(e.kind)}>{kindLabel(e.kind)}</span>
        {e.cancelled && <span className="badge is-red">Cancelled</span>}
        <RsvpBadge event={e} />
      </div>
      <h2 className="event-card__title">
        <Link to={`/events/${e.id}`}>{e.title}</Link>
      </h2>
      <p className="event-card__line">
        <CalendarDays aria-hidden="true" size={16} />
        <span>
          {formatRange(e.startsAt, e.endsAt, here)}
          {!sameClock(e.startsAt, e.timezone, here) && (
            <span className="muted">
              {" "}
              ({formatRange(e.startsAt, e.endsAt, e.timezone)}, {zoneCity(e.timezone)} time)
            </span>
          )}
        </span>
      </p>
      {e.place && (
        <p className="event-card__line">
          <MapPin aria-hidden="true" size={16} /> <span>{e.place.name}</span>
        </p>
      )}
      {e.onlineUrl && (
        <p className="event-card__line">
          <Globe aria-hidden="true" size={16} /> <span>Online</span>
        </p>
      )}
      <p className="event-card__line muted">
        <Users aria-hidden="true" size={16} />
        <span>
          {audienceText(e.audience)} · {goingText(e)}
        </span>
      </p>
    </li>
  );
}
