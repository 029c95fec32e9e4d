/**
 * Where the places asked for are, as a condition over `member_search u` (the planner's, also the
 * business directory's): facets, abroad, and a small town's name as typed.
 */
import { normalizePlaceText, type Place } from "./gazetteer/gazetteer.js";

/** Below this many people, a town may be counted in the city beside it (see placeCondition). */
const TOWN = 100_000;

/**
 * Where the places are: any of their facets ("p:<city id>", "s:<state>", "c:<country>"), or for a
 * region that is "outside a country" (abroad), any resolved place in another country.
 */
export function placeCondition(
  places: Place[],
  params: unknown[],
  { townText = false }: { townText?: boolean } = {},
): string | null {
  if (!places.length) return null;
  const facets = new Set<string>();
  const parts: string[] = [];
  for (const p of places) {
    if (p.kind === "city") facets.add(`p:${p.id}`);
    if (p.kind === "state") facets.add(`s:${p.state}`);
    if (p.kind === "country") facets.add(`c:${p.country}`);
    if (p.kind === "region") {
      p.members?.cities?.forEach((c) => facets.add(`p:${c}`));
      p.members?.states?.forEach((s) => facets.add(`s:${s}`));
      p.members?.countries?.forEach((c) => facets.add(`c:${c}`));
      if (p.members?.notCountry) {
        params.push(p.members.notCountry);
        parts.push(`(u.place_country IS NOT NULL AND u.place_country <> $${params.length})`);
      }
    }
  }
  if (facets.size) {
    params.push([...facets]);
    parts.unshift(`u.facets && $${params.length}::text[]`);
  }
  // A town counted in the city beside it ("Chakan, Pune" is found in Pune): its name in the
  // location as typed finds it too (directory_text holds it, lower case, its trigram index).
  for (const p of places) {
    const name = normalizePlaceText(p.name).replace(/[^a-z ]/g, "");
    if (
      townText &&
      p.kind === "city" &&
      p.country === "IN" &&
      p.population < TOWN &&
      name.length >= 3
    ) {
      params.push(`\\m${name}\\M`);
      parts.push(`u.directory_text ~ $${params.length}`);
    }
  }
  return parts.length === 1 ? parts[0] : `(${parts.join(" OR ")})`;
}
