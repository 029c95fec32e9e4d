import { useQuery } from "@apollo/client/react";
import { MapPin } from "lucide-react";
import { lazy, Suspense, useMemo } from "react";
import { Spinner } from "../../components/Spinner";
import { BusinessLocationsDocument, type BusinessCategory } from "../../gql/businesses/graphql";
import type { SearchPlaceFragment } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { businessesText } from "./categories";

// The same map as smart search and events (d3-geo and the outlines), fetched only when it opens.
const MemberMap = lazy(() => import("../Search/map/MemberMap"));

interface BusinessMapViewProps {
  query: string;
  category: BusinessCategory | null;
  /** The place chosen (a place id of the map), or null. */
  placeId: string | null;
  onPlace(id: string | null): void;
}

/**
 * Where the businesses of this search are: a list of places with their counts and the map;
 * choosing one shows the businesses there (choosing it again shows every place).
 */
export function BusinessMapView({ query, category, placeId, onPlace }: BusinessMapViewProps) {
  const { data, error, refetch } = useQuery(BusinessLocationsDocument, {
    variables: { query: query || null, category },
    fetchPolicy: "cache-and-network",
  });
  const places: SearchPlaceFragment[] = useMemo(
    () =>
      (data?.businessLocations ?? []).map((l) => ({
        id: l.placeId,
        name: l.name,
        count: l.count,
        latitude: l.latitude,
        longitude: l.longitude,
      })),
    [data],
  );
  const choose = (id: string | null) => onPlace(id === placeId ? null : id);

  if (!data && error) {
    return (
      <div className="note is-red" role="alert">
        <span>{errorMessage(error, "Could not load the map.")}</span>
        <button
          type="button"
          className="btn btn--small btn--secondary"
          onClick={() => void refetch().catch(() => undefined)}
        >
          Try again
        </button>
      </div>
    );
  }
  if (!data) return <Spinner label="Loading the map" />;
  if (places.length === 0) {
    return <p className="muted">None of these businesses has a place we could find on the map.</p>;
  }
  return (
    <div className="map-view">
      <div className="map-view__list">
        <ul className="location-list" aria-label="Business places">
          {places.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className={
                  p.id === placeId ? "location-list__item is-selected" : "location-list__item"
                }
                aria-pressed={p.id === placeId}
                onClick={() => choose(p.id)}
              >
                <MapPin aria-hidden="true" size={16} />
                <span className="location-list__name">{p.name}</span>
                <span className="location-list__count">{businessesText(p.count)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="map-view__map">
        <Suspense fallback={<Spinner label="Loading the map" />}>
          <MemberMap
            places={places}
            selectedId={placeId}
            onSelect={choose}
            label="Map of businesses by city"
            countText={businessesText}
            chooseHint="Choose a bubble to see the businesses there."
          />
        </Suspense>
      </div>
    </div>
  );
}
