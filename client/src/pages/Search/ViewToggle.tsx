import { List, Map as MapIcon } from "lucide-react";
import type { SearchView } from "./useSearchUrlState";

/** List View / Map View, as two pressed-or-not buttons. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: SearchView;
  onChange(v: SearchView): void;
}) {
  return (
    <div className="view-toggle" role="group" aria-label="View">
      <button type="button" aria-pressed={view === "list"} onClick={() => onChange("list")}>
        <List aria-hidden="true" size={16} /> List View
      </button>
      <button type="button" aria-pressed={view === "map"} onClick={() => onChange("map")}>
        <MapIcon aria-hidden="true" size={16} /> Map View
      </button>
    </div>
  );
}
