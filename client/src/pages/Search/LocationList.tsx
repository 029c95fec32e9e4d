import { MapPin } from "lucide-react";
import type { SearchPlaceFragment } from "../../gql/graphql";
import { istcians } from "./map/istcians";

interface LocationListProps {
  places: SearchPlaceFragment[];
  selectedId: string | null;
  onSelect(placeId: string): void;
  /** The list's accessible name (default "Locations"). */
  label?: string;
  /** A place's count in words (default "N ISTCians"). */
  countText?: (count: number) => string;
}

/** The spec's Map View list: every place of the results with its count; choosing one filters. */
export function LocationList({
  places,
  selectedId,
  onSelect,
  label = "Locations",
  countText = istcians,
}: LocationListProps) {
  if (places.length === 0) {
    return <p className="muted">No locations to show.</p>;
  }
  return (
    <ul className="location-list" aria-label={label}>
      {places.map((place) => {
        const selected = place.id === selectedId;
        return (
          <li key={place.id}>
            <button
              type="button"
              className={selected ? "location-list__item is-selected" : "location-list__item"}
              aria-pressed={selected}
              onClick={() => onSelect(place.id)}
            >
              <MapPin aria-hidden="true" size={16} />
              <span className="location-list__name">{place.name}</span>
              <span className="location-list__count">{countText(place.count)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
