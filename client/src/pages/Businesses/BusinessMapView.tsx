import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { Spinner } from "../../components/Spinner";
import { BusinessLocationsDocument, type BusinessCategory } from "../../gql/businesses/graphql";
import type { SearchPlaceFragment } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { MapView } from "../Search/MapView";
import { businessesText } from "./categories";

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
    <MapView
      places={places}
      selectedId={placeId}
      onSelect={choose}
      wording={{
        listLabel: "Business places",
        mapLabel: "Map of businesses by city",
        countText: businessesText,
        chooseHint: "Choose a bubble to see the businesses there.",
      }}
    />
  );
}
