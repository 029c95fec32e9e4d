import type { EntityManager, DataSource } from "typeorm";
import { distanceKm, gazetteer, normalizePlaceText, type Place } from "./gazetteer/gazetteer.js";

/** The place columns stored beside a member's free-text current_location. */
export interface ResolvedPlace {
  placeId: string | null;
  placeName: string | null;
  placeState: string | null;
  placeCountry: string | null;
  latitude: number | null;
  longitude: number | null;
  placeSource: string | null;
}

const UNRESOLVED = (source: string | null): ResolvedPlace => ({
  placeId: null,
  placeName: null,
  placeState: null,
  placeCountry: null,
  latitude: null,
  longitude: null,
  placeSource: source,
});

/** Two places within this many km of each other are one area ("Chirgaon, Rohru, Shimla"). */
const AREA_KM = 150;

const close = (a: Place, b: Place) =>
  a.lat != null &&
  a.lon != null &&
  b.lat != null &&
  b.lon != null &&
  distanceKm(a.lat, a.lon, b.lat, b.lon) <= AREA_KM;

/**
 * "Vill. Chirgaon, Teh. Rohru, Distt. Shimla": of three towns named, two near each other and one
 * whose every namesake is far from them (a village the gazetteer does not know, named like a town
 * in another state) is that unknown village: it is left out, the others say where. Unchanged when
 * no town is near another.
 */
function withoutFarNamesakes(groups: Place[][]): Place[][] {
  if (groups.length < 3) return groups;
  const kept = groups.filter((group, i) =>
    groups.some((other, j) => j !== i && group.some((p) => other.some((q) => close(p, q)))),
  );
  return kept.length >= 2 ? kept : groups;
}

/**
 * Reads a free-text location ("Mohali, Punjab", "SAS Nagar", "Bangalore", "Toronto, Canada",
 * "Chandigrah") as the most specific known place: a city (one in the state or country the text also
 * names, else the biggest of that name, India first), else a state, else a country. Regions
 * ("Tricity") read as their main city. Unknown text resolves to nothing and stays as typed.
 */
/**
 * The places each part of a location's words names, in order: the longest known name at each
 * word, else a near spelling. After the first part, a short code or a province's name is what holds
 * the town ("Port Hedland, WA", "Sudbury, Ontario": not Wa in Ghana, Ontario in California); a
 * near spelling of a town abroad counts only when the text names its country ("Anpara, Sonbhadra"
 * is no Ankara: most members live in India, where an unknown village is likelier).
 */
function placesNamed(tokens: string[]): Place[][] {
  const g = gazetteer();
  const found: Place[][] = [];
  /** Groups read from a near spelling. */
  const nearSpelt = new Set<Place[]>();
  let i = 0;
  while (i < tokens.length) {
    let matched = 0;
    for (let len = Math.min(g.maxKeyWords, tokens.length - i); len >= 1 && !matched; len--) {
      const key = tokens.slice(i, i + len).join(" ");
      let places = g.lookup(key);
      if (i > 0 && places.some((p) => p.kind !== "city"))
        places = places.filter(
          (p) =>
            p.kind !== "city" ||
            places.some((q) => q !== p && q.kind !== "city" && q.country === p.country),
        );
      else if (i > 0 && key.length <= 3) places = places.filter((p) => p.kind !== "city");
      if (places.length) {
        found.push(places);
        matched = len;
      }
    }
    if (!matched) {
      const two = i + 1 < tokens.length ? g.fuzzy(tokens.slice(i, i + 2).join(" ")) : null;
      const hit = two ?? g.fuzzy(tokens[i]);
      if (hit && /^[a-z ]+$/.test(hit.key)) {
        found.push(hit.places);
        nearSpelt.add(hit.places);
        matched = two ? 2 : 1;
      }
    }
    i += matched || 1;
  }
  const named0 = new Set(
    found
      .flat()
      .filter((p) => p.kind === "country")
      .map((p) => p.country),
  );
  return found.filter(
    (group) =>
      !nearSpelt.has(group) ||
      group.some((p) => p.country === "IN" || (p.country != null && named0.has(p.country))),
  );
}

/** A word that says the part after it is a district or sub-district ("Distt.", "Teh."). */
const DISTRICT_WORD = /\b(?:distt?|district|dt|zila|zilla|tehsil|teh|taluka?|tq|mandal)\b\.?/i;

export function resolveLocation(text: string | null | undefined): ResolvedPlace {
  const source = text ?? null;
  if (!text || !text.trim()) return UNRESOLVED(source);
  const g = gazetteer();
  const tokens = normalizePlaceText(text).split(" ").filter(Boolean);
  const found = placesNamed(tokens);
  const all = found.flat();
  const states = new Set(all.filter((p) => p.kind === "state").map((p) => p.state));
  const countries = new Set(all.filter((p) => p.kind === "country").map((p) => p.country));
  const fits = (p: Place) =>
    (states.size === 0 || states.has(p.state)) &&
    (countries.size === 0 || countries.has(p.country) || (p.state !== null && countries.has("IN")));
  const cityGroups = withoutFarNamesakes(
    found.map((group) => group.filter((p) => p.kind === "city")).filter((g) => g.length),
  );
  const regionCity = all
    .filter((p) => p.kind === "region" && p.members?.cities?.length)
    .map((p) => g.byId.get(p.members!.cities![0])!)
    .find(Boolean);
  // A city that fits no state or country the text also names ("Rudrapur, Uttarakhand" read as
  // Rudarpur in Uttar Pradesh) is a wrong reading: the state or country named says more.
  const named = states.size > 0 || countries.size > 0;
  // "Ramgarh, Panchkula": a locality the gazetteer does not know, named like a town far away,
  // then the Indian city it is in: the city (a known locality near it, "Gharuan, Mohali", stays).
  const lastGroup = found[found.length - 1];
  // "Rourkela, Distt. Sundargarh", "Neemrana, Alwar (district)": the last part is the district
  // the town is in, whose seat may be far from it: the town.
  const district = DISTRICT_WORD.test(text);
  const last = lastGroup?.every((p) => p.kind === "city") ? lastGroup.find(fits) : undefined;
  const nearLast = (p: Place, km = 60) =>
    !!last &&
    p.lat != null &&
    p.lon != null &&
    last.lat != null &&
    last.lon != null &&
    distanceKm(p.lat, p.lon, last.lat, last.lon) <= km;
  const lastCity =
    !named &&
    !district &&
    last?.country === "IN" &&
    cityGroups.length >= 2 &&
    cityGroups.slice(0, -1).every((group) => !group.some((p) => nearLast(p)))
      ? last
      : undefined;
  // "Chakan, Pune", "Toranagallu, Ballari": a town beside the city it is counted in, the city named
  // after it much bigger (five times, a city of 100,000 or more) and near: the city, as people
  // asking for Pune mean it (the town's own name still finds them, see placeCondition).
  const firstCity = cityGroups.length >= 2 ? cityGroups[0].find(fits) : undefined;
  const withinCity =
    firstCity &&
    last &&
    !district &&
    last !== firstCity &&
    last.country === "IN" &&
    last.population >= 100_000 &&
    last.population >= 5 * firstCity.population &&
    // A suburb or satellite, not a town of the district ("Neemrana, Alwar" is 50 km out).
    nearLast(firstCity, 35)
      ? last
      : undefined;
  const city =
    lastCity ??
    withinCity ??
    cityGroups.map((group) => group.find(fits)).find(Boolean) ??
    (named ? undefined : cityGroups[0]?.[0]) ??
    regionCity;
  if (city) return fromPlace(city, source);
  const state = all.find((p) => p.kind === "state");
  if (state) return fromPlace(state, source);
  const country = all.find((p) => p.kind === "country");
  if (country) return fromPlace(country, source);
  return UNRESOLVED(source);
}

function fromPlace(p: Place, source: string | null): ResolvedPlace {
  return {
    placeId: p.id,
    placeName: p.display,
    placeState: p.state,
    placeCountry: p.country,
    // City positions only: states and countries have no bubble of their own.
    latitude: p.kind === "city" ? p.lat : null,
    longitude: p.kind === "city" ? p.lon : null,
    placeSource: source,
  };
}

/**
 * Resolves every member whose location changed since it was last resolved (rows written by raw SQL,
 * e.g. the demo seed, or before the search migration). Returns how many were resolved.
 */
export async function resolvePendingPlaces(db: DataSource | EntityManager): Promise<number> {
  const rows: { id: string; current_location: string | null }[] = await db.query(
    `SELECT id, current_location FROM users WHERE current_location IS DISTINCT FROM place_source`,
  );
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows
      .slice(start, start + 500)
      .map((r) => ({ id: r.id, ...resolveLocation(r.current_location) }));
    await db.query(
      `UPDATE users u SET place_id = v.place_id, place_name = v.place_name, place_state = v.place_state,
         place_country = v.place_country, latitude = v.latitude, longitude = v.longitude,
         place_source = v.place_source
       FROM jsonb_to_recordset($1::jsonb) AS v(id uuid, place_id text, place_name text, place_state text,
         place_country text, latitude double precision, longitude double precision, place_source text)
       WHERE u.id = v.id`,
      [
        JSON.stringify(
          batch.map((b) => ({
            id: b.id,
            place_id: b.placeId,
            place_name: b.placeName,
            place_state: b.placeState,
            place_country: b.placeCountry,
            latitude: b.latitude,
            longitude: b.longitude,
            place_source: b.placeSource,
          })),
        ),
      ],
    );
  }
  return rows.length;
}
