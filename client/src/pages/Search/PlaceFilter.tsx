import { MapPin, X } from "lucide-react";

/** The place chosen on the map or in the list, and the way back to every place. */
export function PlaceFilter({ name, onClear }: { name: string; onClear(): void }) {
  return (
    <div className="place-filter">
      <MapPin aria-hidden="true" size={16} />
      <span>
        Only members in <strong>{name}</strong>
      </span>
      <button type="button" className="btn btn--small btn--ghost" onClick={onClear}>
        <X aria-hidden="true" size={14} /> Show all places
      </button>
    </div>
  );
}
