import { lazy, Suspense } from "react";
import { Spinner } from "../../components/Spinner";
import type { SearchPlaceFragment } from "../../gql/graphql";
import { LocationList } from "./LocationList";

// The map (d3-geo and the outlines) is fetched only when Map View opens.
const MemberMap = lazy(() => import("./map/MemberMap"));

/** How a map names what it counts (smart search's ISTCians by default; events, businesses). */
export interface MapWording {
  /** The list's accessible name, e.g. "Event places". */
  listLabel?: string;
  /** The map's accessible name, e.g. "Map of events by city". */
  mapLabel?: string;
  countText?: (count: number) => string;
  /** The last sentence of the map's instructions, e.g. "Choose a bubble to see the events there." */
  chooseHint?: string;
}

interface MapViewProps {
  places: SearchPlaceFragment[];
  selectedId: string | null;
  onSelect(id: string | null): void;
  wording?: MapWording;
}

/**
 * Places as a list and on the map; choosing one filters the results. Smart search, events and the
 * business directory show their places through it.
 */
export function MapView({ places, selectedId, onSelect, wording = {} }: MapViewProps) {
  return (
    <div className="map-view">
      <div className="map-view__list">
        <LocationList
          places={places}
          selectedId={selectedId}
          onSelect={onSelect}
          label={wording.listLabel}
          countText={wording.countText}
        />
      </div>
      <div className="map-view__map">
        <Suspense fallback={<Spinner label="Loading the map" />}>
          <MemberMap
            places={places}
            selectedId={selectedId}
            onSelect={onSelect}
            label={wording.mapLabel}
            countText={wording.countText}
            chooseHint={wording.chooseHint}
          />
        </Suspense>
      </div>
    </div>
  );
}
