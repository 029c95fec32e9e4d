import { MapPin, Search, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { EVENT_LIMITS } from "#common/limits";
import type { EventKind } from "../../gql/events/graphql";
import { KINDS } from "./kinds";

interface EventFiltersProps {
  kind: EventKind | null;
  place: string | null;
  onKind(kind: EventKind | null): void;
  /** The place typed, sent on Enter or the button (not as typed); null = every place. */
  onPlace(place: string | null): void;
}

/** The kind (All, Reunion, Meet-up, Campus, Online) and a place. */
export function EventFilters({ kind, place, onKind, onPlace }: EventFiltersProps) {
  // The list keys this by the place, so a place chosen elsewhere (the map) starts a new draft.
  const [draft, setDraft] = useState(place ?? "");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onPlace(draft.trim() || null);
  }

  return (
    <div className="card event-filters">
      <div className="type-filter" role="group" aria-label="Filter by kind">
        {[{ value: null, label: "All kinds" }, ...KINDS].map((k) => (
          <button
            key={k.label}
            type="button"
            className={`btn btn--small ${kind === k.value ? "btn--primary" : "btn--secondary"}`}
            aria-pressed={kind === k.value}
            onClick={() => onKind(k.value)}
          >
            {k.label}
          </button>
        ))}
      </div>
      <form role="search" className="board-search" aria-label="Events by place" onSubmit={submit}>
        <label htmlFor="event-place" className="sr-only">
          Place
        </label>
        <input
          id="event-place"
          className="input"
          type="search"
          placeholder="A place, e.g. Pune"
          value={draft}
          maxLength={EVENT_LIMITS.location}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          <Search aria-hidden="true" size={18} /> Filter
        </button>
      </form>
      {place && (
        <div className="place-filter">
          <MapPin aria-hidden="true" size={16} />
          <span>
            Only events in <strong>{place}</strong>
          </span>
          <button type="button" className="btn btn--small btn--ghost" onClick={() => onPlace(null)}>
            <X aria-hidden="true" size={14} /> Show all places
          </button>
        </div>
      )}
    </div>
  );
}
