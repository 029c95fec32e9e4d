import { normalizePlaceText } from "./gazetteer/gazetteer.js";
import type { ParsedQuery } from "./parsed-query.js";

/**
 * A query whose towns hold nobody it asks for, read again with each town as a name in the
 * profile's text: members who live or work in a place under the town ("Alang, Distt. Bhavnagar",
 * "Chas, Bokaro") or name it at work ("ONGC Rajahmundry Asset", "Kandla Port"), though their own
 * place is another. Any of the towns will do, as any of the places would; the description says
 * nobody was located in them. The query itself when it names no city.
 */
export function withTownsAsWords(q: ParsedQuery): ParsedQuery {
  const towns = q.places.filter((p) => p.kind === "city");
  const names = [...new Set(towns.map((p) => normalizePlaceText(p.name)).filter(Boolean))];
  if (!names.length) return q;
  return {
    ...q,
    places: q.places.filter((p) => !towns.includes(p)),
    anyKeywords: [...(q.anyKeywords ?? []), names],
    widened: towns.map((p) => p.name),
  };
}
