import { lazy, Suspense } from "react";
import { Spinner } from "../../components/Spinner";
import type { SearchPlaceFragment } from "../../gql/graphql";
import { LocationList } from "./LocationList";

// The map (d3-geo and the outlines) is fetched only when Map View opens.
const MemberMap = lazy(() => import("./map/MemberMap"));

interface MapViewProps {
  places: SearchPlaceFragment[];
  selectedId: string | null;
  onSelect(id: string | null): void;
}

/** The places of a search as a list and on the map; choosing one filters the results. */
export function MapView({ places, selectedId, onSelect }: MapViewProps) {
  return (
    <div className="map-view">
      <div className="map-view__list">
        <LocationList places={places} selectedId={selectedId} onSelect={onSelect} />
      </div>
      <div className="map-view__map">
        <Suspense fallback={<Spinner label="Loading the map" />}>
          <MemberMap places={places} selectedId={selectedId} onSelect={onSelect} />
        </Suspense>
      </div>
    </div>
  );
}
