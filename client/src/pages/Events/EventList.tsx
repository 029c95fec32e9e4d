import { CalendarDays, CalendarX, Lock, Plus } from "lucide-react";
import { lazy, Suspense, useDeferredValue } from "react";
import { Link } from "react-router-dom";
import { LoadMore } from "../../components/LoadMore/LoadMore";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import { EventsDocument } from "../../gql/events/graphql";
import { errorMessage } from "../../lib/errors";
import { usePagedQuery } from "../../lib/usePagedQuery";
import { usePageTitle } from "../../lib/usePageTitle";
import { useMe } from "../../session/useMe";
import { ViewToggle } from "../Search/ViewToggle";
import { EventCard } from "./EventCard";
import { EventFilters } from "./EventFilters";
import { useEventsUrlState, type EventsTab } from "./useEventsUrlState";
import "../../components/form/form.css";
import "../Search/Search.css";
import "./Events.css";

// Below the list, or behind the Map toggle: fetched after the list, not in the page's first load.
const CalendarFeedPanel = lazy(() =>
  import("./CalendarFeedPanel").then((m) => ({ default: m.CalendarFeedPanel })),
);
const EventMapView = lazy(() =>
  import("./EventMapView").then((m) => ({ default: m.EventMapView })),
);

/** Events on a page of the list. */
export const EVENTS_PAGE = 20;

const TABS: { value: EventsTab; label: string }[] = [
  { value: "upcoming", label: "Upcoming" },
  { value: "past", label: "Past" },
  { value: "mine", label: "My events" },
];

/**
 * /events: upcoming events (soonest first), past ones (latest first) and the member's own
 * (organising, going, maybe, waitlisted), by kind and place, as a list or on the map; and the
 * member's calendar feed.
 */
export default function EventList() {
  usePageTitle("Events");
  const { isVerified } = useMe();
  return isVerified ? <VerifiedEvents /> : <PendingEvents />;
}

/**
 * A member pending verification: events are for verified ISTCians (the server refuses the lists
 * to anyone else); say so, and what to do.
 */
function PendingEvents() {
  const { isProfileComplete } = useMe();
  return (
    <div className="events-page">
      <header className="page-header">
        <h1>Events &amp; Reunions</h1>
      </header>
      <section className="card empty-state" aria-labelledby="events-pending">
        <Lock aria-hidden="true" size={40} />
        <h2 id="events-pending">Events are for verified ISTCians</h2>
        <p className="muted">
          Once an admin verifies you, you can see and join batch reunions, meet-ups and campus
          events, and organise your own.{" "}
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
    </div>
  );
}

function VerifiedEvents() {
  const toast = useToast();
  const url = useEventsUrlState();
  const { tab, kind, place, view } = url;
  const { data, loading, error, refetch, loadMore, loadingMore, hasNextPage } = usePagedQuery(
    EventsDocument,
    {
      variables: {
        when: tab === "past" ? "PAST" : "UPCOMING",
        mine: tab === "mine" ? true : null,
        kind,
        place,
        first: EVENTS_PAGE,
      },
      fetchPolicy: "cache-and-network",
      notifyOnNetworkStatusChange: false,
      pageEnd: (d) => d.events.pageInfo,
      onLoadMoreError: () =>
        toast({ variant: "error", title: "Could not load more", description: "Please try again" }),
    },
  );
  const page = useDeferredValue(data?.events);

  return (
    <div className="events-page">
      <EventsHeader tabHref={url.tabHref} tab={tab} />

      <EventFilters
        key={place ?? ""}
        kind={kind}
        place={place}
        onKind={url.setKind}
        onPlace={url.setPlace}
      />

      <div className="events-page__toolbar">
        <ViewToggle view={view} onChange={url.setView} />
      </div>

      {!page && error ? (
        <div className="note is-red" role="alert">
          <span>{errorMessage(error, "Could not load events.")}</span>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => refetch().catch(() => undefined)}
          >
            Try again
          </button>
        </div>
      ) : !page ? (
        loading && <Spinner label="Loading events" />
      ) : page.items.length === 0 ? (
        <EmptyEvents tab={tab} filtered={Boolean(kind || place)} onClear={url.clearFilters} />
      ) : view === "map" ? (
        <Suspense fallback={<Spinner label="Loading the map" />}>
          <EventMapView events={page.items} place={place} onPlace={url.setPlace} />
        </Suspense>
      ) : (
        <>
          <ul className="event-list" aria-label="Events" aria-busy={loading}>
            {page.items.map((e) => (
              <EventCard key={e.id} event={e} />
            ))}
          </ul>
          <LoadMore
            hasMore={hasNextPage}
            loading={loadingMore}
            onLoadMore={() => void loadMore()}
            label="Show more events"
          />
        </>
      )}

      <Suspense fallback={null}>
        <CalendarFeedPanel />
      </Suspense>
    </div>
  );
}

/** The title, Organise, what a member not yet verified may do, and the tabs. */
function EventsHeader({ tab, tabHref }: { tab: EventsTab; tabHref(tab: EventsTab): string }) {
  const { isProfileComplete } = useMe();
  return (
    <>
      <header className="page-header">
        <h1>Events &amp; Reunions</h1>
        <Link to="/events/new" className="btn btn--primary">
          <Plus aria-hidden="true" size={18} /> Organise an event
        </Link>
      </header>
      {!isProfileComplete && (
        <p className="note is-blue" role="note">
          You can RSVP to events now; complete your profile to organise one.
        </p>
      )}

      <nav className="event-tabs" aria-label="Which events">
        <ul>
          {TABS.map((t) => (
            <li key={t.value}>
              <Link
                to={tabHref(t.value)}
                className="event-tabs__tab"
                aria-current={tab === t.value ? "page" : undefined}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

function EmptyEvents(props: { tab: EventsTab; filtered: boolean; onClear(): void }) {
  const { tab, filtered, onClear } = props;
  const text = filtered
    ? { title: "No events match these filters", body: "Try another kind or place." }
    : tab === "past"
      ? { title: "No past events", body: "Events that have taken place are kept here." }
      : tab === "mine"
        ? {
            title: "You have no events yet",
            body: "Events you organise, or answer Going or Maybe to, are listed here.",
          }
        : { title: "No upcoming events", body: "Be the first to organise one for your batch!" };
  return (
    <section className="card empty-state" aria-labelledby="events-empty">
      {filtered ? (
        <CalendarX aria-hidden="true" size={40} />
      ) : (
        <CalendarDays aria-hidden="true" size={40} />
      )}
      <h2 id="events-empty">{text.title}</h2>
      <p className="muted">{text.body}</p>
      {filtered ? (
        <button type="button" className="btn btn--secondary" onClick={onClear}>
          Clear filters
        </button>
      ) : (
        tab !== "past" && (
          <Link to="/events/new" className="btn btn--primary">
            Organise an event
          </Link>
        )
      )}
    </section>
  );
}
