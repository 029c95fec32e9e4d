import { AIRPORT_ROWS } from "./gazetteer/airports.js";
import { gazetteer } from "./gazetteer/gazetteer.js";

let airports: ReadonlyMap<string, string> | undefined;
/** Airport codes (upper case) and the towns they serve. */
function airportTowns(): ReadonlyMap<string, string> {
  airports ??= new Map(
    AIRPORT_ROWS.split("\n").map((line) => {
      const [code, town] = line.split("|");
      return [code, town] as const;
    }),
  );
  return airports;
}

/**
 * Codes also typed in lower case ("blr", "ixr", "yyz"): those no English word or name is spelt
 * like (an x, y, z or q in them, or a few others).
 */
const LOWER_CASE_OK =
  /[xyzq]|^(?:maa|amd|gau|bbi|ruh|jed|dmm|mct|shj|lhr|jfk|sfo|syd|akl|muc|cjb|trv|cok|ccj|atq|luh|sxr)$/;

/**
 * "YYZ area mechanical", "IXR electronics", "welders dxb": an airport's code is the town it
 * serves. Typed in capitals, any code of the list; in lower case only those no word is spelt like.
 * A code the gazetteer knows as a place's own name stays that place.
 */
export function withAirportTowns(text: string): string {
  return withoutTownsAirport(text).replace(/\b[A-Za-z]{3}\b/g, (word) => {
    const code = word.toUpperCase();
    const town = airportTowns().get(code);
    if (!town) return word;
    const typedAsCode = word === code || LOWER_CASE_OK.test(word);
    if (!typedAsCode || gazetteer().lookup(word.toLowerCase()).length) return word;
    return town;
  });
}

/**
 * "near Chandigarh airport", "Delhi International Airport": a town's airport says where, not
 * that they work in aviation; "airport jobs" still does.
 */
function withoutTownsAirport(text: string): string {
  return text.replace(/\b(\p{L}+)(\s+international)?\s+airport\b/giu, (whole, town: string) =>
    gazetteer().lookup(town.toLowerCase(), "city").length ? town : whole,
  );
}
