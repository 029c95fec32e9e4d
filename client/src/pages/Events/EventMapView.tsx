import { useMemo } from "react";
import type { SearchPlaceFragment } from "../../gql/graphql";
import type { EventCardFragment } from "../../gql/events/graphql";
import { MapView } from "../Search/MapView";

const eventsText = (count: number) => `${count} ${count === 1 ? "event" : "events"}`;

/** The places of the events shown, with how many events each has (the map's bubbles). */
export function eventPlaces(events: EventCardFragment[]): SearchPlaceFragment[] {
  const byName = new Map<string, SearchPlaceFragment>();
  for (const e of events) {
    if (!e.place) continue;
    const key = e.place.name.toLowerCase();
    const place = byName.get(key);
    if (place) place.count += 1;
    else
      byName.set(key, {
        id: key,
        name: e.place.name,
        count: 1,
        latitude: e.place.latitude ?? null,
        longitude: e.place.longitude ?? null,
      });
  }
  return [...byName.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

interface EventMapViewProps {
  events: EventCardFragment[];
  /** The place filter (a place's name), or null. */
  place: string | null;
  onPlace(name: string): void;
}

/** The events with a place, as a list of places and on the map; choosing one filters by it. */
export function EventMapView({ events, place, onPlace }: EventMapViewProps) {
  const places = useMemo(() => eventPlaces(events), [events]);
  const selectedId = place?.toLowerCase() ?? null;
  const choose = (id: string | null) => {
    const chosen = places.find((p) => p.id === id);
    if (chosen) onPlace(chosen.name);
  };
  if (places.length === 0) {
    return <p className="muted">None of these events has a place on the map (online only).</p>;
  }
  return (
    <MapView
      places={places}
      selectedId={selectedId}
      onSelect={choose}
      wording={{
        listLabel: "Event places",
        mapLabel: "Map of events by city",
        countText: eventsText,
        chooseHint: "Choose a bubble to see the events there.",
      }}
    />
  );
}
