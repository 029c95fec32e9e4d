import { createHash } from "node:crypto";
import { COUNTRY_ROWS, PLACE_ROWS } from "./places.data.js";
import { CITY_ALIASES, COUNTRY_ALIASES } from "./aliases.js";
import { MORE_CITY_NAMES } from "./city-names.js";
import { REGIONS } from "./regions.js";
import { SMALL_PLACE_ROWS } from "./small-places.js";
import { INDIAN_STATES } from "./states.js";

export type PlaceKind = "city" | "state" | "country" | "region";

/** A place the gazetteer knows. Ids: `c<geonames id>` city, `s:PB` state, `n:CA` country, `r:ncr` region. */
export interface Place {
  id: string;
  kind: PlaceKind;
  /** Short name ("Ludhiana", "Punjab", "Canada", "Tricity"). */
  name: string;
  /** Name with its state or country ("Ludhiana, Punjab", "Toronto, Canada"). */
  display: string;
  /** ISO country code; regions: null. */
  country: string | null;
  /** Indian state code (`PB`) for Indian cities and states. */
  state: string | null;
  /** Abroad, a city's first-level division (GeoNames admin1: `01` Alberta, `TX`), where known. */
  division?: string;
  lat: number | null;
  lon: number | null;
  population: number;
  /** Regions: the cities, states or countries inside (ids), or `notCountry` for "abroad". */
  members?: { cities?: string[]; states?: string[]; countries?: string[]; notCountry?: string };
}

/** Letters Unicode does not decompose ("Wrocław", "Tromsø", "Đà Nẵng"). */
const UNDECOMPOSED: Record<string, string> = {
  ł: "l",
  ø: "o",
  đ: "d",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ı: "i",
};

/** Lower case, no accents, only letters, digits, `&` and single spaces. */
export function normalizePlaceText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[łøđßæœı]/g, (c) => UNDECOMPOSED[c])
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9&]+/g, " ")
    .trim();
}

const STATE_BY_CODE = new Map<string, { code: string; name: string; aliases: string[] }>();
for (const s of Object.values(INDIAN_STATES))
  if (!STATE_BY_CODE.has(s.code)) STATE_BY_CODE.set(s.code, s);

export class Gazetteer {
  readonly byId = new Map<string, Place>();
  /** Normalised name or alias -> places, best first. */
  private readonly byKey = new Map<string, Place[]>();
  /** Keys worth a typo match (bigger places, states, countries, aliases), grouped by word count. */
  private readonly fuzzyKeys: string[] = [];
  /** The fuzzy keys with doubled letters single (see `squeeze`), index for index. */
  private squeezedKeys: string[] | undefined;
  readonly maxKeyWords: number;

  constructor() {
    const regionNames = new Map<string, string>();
    for (const line of COUNTRY_ROWS.split("\n")) {
      const [code, name, lat, lon] = line.split("|");
      regionNames.set(code, name);
      this.add(
        {
          id: `n:${code}`,
          kind: "country",
          name,
          display: name,
          country: code,
          state: null,
          lat: Number(lat),
          lon: Number(lon),
          population: 1e9,
        },
        [name],
      );
    }
    for (const s of STATE_BY_CODE.values()) {
      this.add(
        {
          id: `s:${s.code}`,
          kind: "state",
          name: s.name,
          display: s.name,
          country: "IN",
          state: s.code,
          lat: null,
          lon: null,
          population: 5e8,
        },
        [s.name, ...s.aliases],
      );
    }
    for (const line of PLACE_ROWS.split("\n")) {
      const [id, name, country, admin, lat, lon, pop] = line.split("|");
      const state = country === "IN" ? (INDIAN_STATES[admin]?.code ?? null) : null;
      const where = state ? STATE_BY_CODE.get(state)!.name : (regionNames.get(country) ?? country);
      this.add(
        {
          id: `c${id}`,
          kind: "city",
          name,
          display: name === where ? name : `${name}, ${where}`,
          country,
          state,
          ...(country !== "IN" && admin ? { division: admin } : {}),
          lat: Number(lat),
          lon: Number(lon),
          population: Number(pop),
        },
        [name, ...shortForms(name, country)],
      );
    }
    // Villages and towns below GeoNames' 1,000 people, after its towns (a bigger namesake first).
    this.addSmallPlaces();
    for (const [alias, target] of Object.entries({ ...CITY_ALIASES, ...MORE_CITY_NAMES })) {
      const place = this.lookup(target, "city")[0];
      if (place) this.addKey(alias, place);
    }
    for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) {
      const place = this.byId.get(`n:${code}`);
      if (place) this.addKey(alias, place);
    }
    this.addRegions();
    for (const list of this.byKey.values()) list.sort(rankPlaces);
    let max = 1;
    for (const [key, list] of this.byKey) {
      max = Math.max(max, key.split(" ").length);
      const best = list[0];
      const notable =
        best.kind !== "city" || best.population >= (best.country === "IN" ? 20_000 : 100_000);
      if (notable && key.replace(/ /g, "").length >= 5) this.fuzzyKeys.push(key);
    }
    this.maxKeyWords = max;
  }

  /** The regions of regions.ts: groups of cities (named, or of divisions abroad), states or countries. */
  private addRegions() {
    const cityPlaces = [...this.byId.values()].filter((p) => p.kind === "city");
    for (const r of REGIONS) {
      const named = r.cities
        // A town of the region's country ("Lincoln" of the East Midlands, not of Nebraska).
        ?.map((c) => {
          const towns = this.lookup(c, "city");
          return (towns.find((p) => !r.country || p.country === r.country) ?? towns[0])?.id;
        })
        .filter((id): id is string => !!id);
      // A province or state abroad: every town of the country in its divisions.
      const inDivisions = r.divisions
        ? cityPlaces
            .filter((p) => p.country === r.country && r.divisions!.includes(p.division ?? ""))
            .map((p) => p.id)
        : undefined;
      const cities = named || inDivisions ? [...(named ?? []), ...(inDivisions ?? [])] : undefined;
      this.add(
        {
          id: `r:${r.id}`,
          kind: "region",
          name: r.name,
          display: r.name,
          country: r.country ?? null,
          state: null,
          lat: null,
          lon: null,
          population: 2e9,
          members: { cities, states: r.states, countries: r.countries, notCountry: r.notCountry },
        },
        [r.name, ...r.aliases],
      );
    }
  }

  /** The villages and towns of small-places.ts (below GeoNames' 1,000 people). */
  private addSmallPlaces() {
    for (const line of SMALL_PLACE_ROWS.split("\n")) {
      const [name, state, lat, lon, population] = line.split("|");
      const where = STATE_BY_CODE.get(state)!.name;
      this.add(
        {
          id: `cx:${normalizePlaceText(name).replace(/ /g, "-")}`,
          kind: "city",
          name,
          display: `${name}, ${where}`,
          country: "IN",
          state,
          lat: Number(lat),
          lon: Number(lon),
          population: Number(population ?? 0),
        },
        [name],
      );
    }
  }

  private add(place: Place, names: string[]) {
    this.byId.set(place.id, place);
    for (const n of names) this.addKey(n, place);
  }

  private addKey(name: string, place: Place) {
    const key = normalizePlaceText(name);
    if (!key) return;
    const list = this.byKey.get(key) ?? [];
    if (!list.includes(place)) list.push(place);
    this.byKey.set(key, list);
  }

  /** Places called exactly this (normalised), best first; optionally of one kind. */
  lookup(text: string, kind?: PlaceKind): Place[] {
    const key = normalizePlaceText(text);
    // "the north eastern states": an article before a name is not part of it.
    const list =
      this.byKey.get(key) ?? (/^the /.test(key) ? this.byKey.get(key.slice(4)) : []) ?? [];
    return kind ? list.filter((p) => p.kind === kind) : list;
  }

  hasKey(key: string): boolean {
    return this.byKey.has(key);
  }

  /**
   * The closest notable place name within a small edit distance (1 for 5-7 letters, 2 above), for
   * typos such as "Chandigrah" or "Ludhaina". Null when nothing is close or the best is a tie.
   */
  fuzzy(key: string): { key: string; places: Place[]; distance: number } | null {
    const compact = key.replace(/ /g, "");
    if (compact.length < 4) return null;
    // "Badi" for Baddi, "Ludhianna": a doubled letter typed single or twice more is the same
    // name, at any length; other near-misses from five letters.
    const squeezed = squeeze(key);
    const limit = compact.length < 5 ? 0 : compact.length >= 8 ? 2 : 1;
    let best: { key: string; distance: number; population: number } | null = null;
    this.squeezedKeys ??= this.fuzzyKeys.map(squeeze);
    for (let i = 0; i < this.fuzzyKeys.length; i++) {
      const candidate = this.fuzzyKeys[i];
      if (Math.abs(candidate.length - key.length) > Math.max(limit, 1)) continue;
      if (candidate[0] !== key[0] && (candidate[1] !== key[1] || !soundAlike(candidate[0], key[0])))
        continue;
      const d =
        this.squeezedKeys[i] === squeezed
          ? 0.5
          : limit
            ? editDistance(key, candidate, limit)
            : Infinity;
      if (d > limit && d !== 0.5) continue;
      const population = this.byKey.get(candidate)![0].population;
      if (!best || d < best.distance || (d === best.distance && population > best.population))
        best = { key: candidate, distance: d, population };
    }
    return best
      ? { key: best.key, places: this.byKey.get(best.key)!, distance: best.distance }
      : null;
  }

  /** The names a near-spelling may stand for (notable places), as keys. */
  notableKeys = (): readonly string[] => this.fuzzyKeys;

  /** Cities within `km` of a place's coordinates (itself included), nearest first. */
  around(place: Place, km: number): Place[] {
    if (place.lat == null || place.lon == null) return [place];
    const found: { p: Place; d: number }[] = [];
    for (const p of this.byId.values()) {
      if (p.kind !== "city" || p.lat == null || p.lon == null) continue;
      // A cheap box first: a degree of latitude is 111 km.
      if (Math.abs(p.lat - place.lat) > km / 111) continue;
      const d = distanceKm(place.lat, place.lon, p.lat, p.lon);
      if (d <= km) found.push({ p, d });
    }
    if (!found.some((f) => f.p.id === place.id)) found.push({ p: place, d: 0 });
    return found.sort((a, b) => a.d - b.d).map((f) => f.p);
  }

  stateName(code: string | null): string | null {
    return code ? (STATE_BY_CODE.get(code)?.name ?? null) : null;
  }
}

/** A name with each run of one letter written once ("baddi": "badi", "ludhianna": "ludhiana"). */
/** A word with doubled letters single ("ludhianna", "welldar"), to compare misspellings. */
export const squeeze = (key: string) => key.replace(/(.)\1+/g, "$1");

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/**
 * The centre's own region (it is in Chandigarh; most members come from and work around it): an
 * Indian town named like a bigger one elsewhere is read as the one here unless the other is over
 * HOME_WEIGHT times bigger ("Una", "Hamirpur", "Manali": Himachal's, not Gujarat's, Uttar
 * Pradesh's or Chennai's suburb). A state or country named beside it still decides.
 */
const HOME_STATES = new Set(["PB", "HR", "HP", "CH", "UK", "JK", "LA", "DL"]);

/**
 * A town abroad by the name people use for it: "Frankfurt" for Frankfurt am Main, "Halle" for
 * Halle (Saale), "Freiburg" for Freiburg im Breisgau (a river or region after the name).
 */
function shortForms(name: string, country: string): string[] {
  if (country === "IN") return [];
  const short = name.replace(/\s*\(.*\)$/, "").replace(/\s+(am|an der|im|in der)\s+.+$/i, "");
  return short !== name && short.length >= 4 ? [short] : [];
}

/** A state of the centre's own region (Punjab and its neighbours), where most members live. */
export const isHomeState = (state: string | null | undefined) => !!state && HOME_STATES.has(state);
const HOME_WEIGHT = 4;

/** States and countries before cities of the same name only when asked; here: India first, then size. */
function rankPlaces(a: Place, b: Place): number {
  const india = (p: Place) => (p.country === "IN" ? 1 : 0);
  const weight = (p: Place) =>
    p.population * (p.country === "IN" && p.state && HOME_STATES.has(p.state) ? HOME_WEIGHT : 1);
  return india(b) - india(a) || weight(b) - weight(a);
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), capped at `max + 1`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i][0] = i;
  }
  for (let j = 0; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, rows[i - 2][j - 2] + 1);
      rows[i][j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length][b.length];
}

let shared: Gazetteer | undefined;
/** The one gazetteer of the process, built on first use (about 11,000 places). */
export const gazetteer = (): Gazetteer => (shared ??= new Gazetteer());

/**
 * How locations are read (resolveLocation's rules in place-resolver.ts): bump it when they change,
 * so stored members are read again (see `placesVersion`).
 */
export const RESOLUTION_RULES = 4;

/**
 * A fingerprint of everything a member's location is read with: the gazetteer's data and the
 * resolution rules. When it differs from the one stored, every member's location is read again
 * (modules/search/place-versions.ts).
 */
export function placesVersion(): string {
  return createHash("sha256")
    .update(
      JSON.stringify([
        RESOLUTION_RULES,
        PLACE_ROWS,
        COUNTRY_ROWS,
        SMALL_PLACE_ROWS,
        CITY_ALIASES,
        MORE_CITY_NAMES,
        COUNTRY_ALIASES,
        REGIONS,
        INDIAN_STATES,
        [...HOME_STATES, HOME_WEIGHT],
      ]),
    )
    .digest("hex")
    .slice(0, 16);
}

/**
 * First letters that are the same sound ("Kalgary", "Edmontan"): a name misspelt at its first
 * letter is otherwise another name ("Sri City" is not Tri City).
 */
const SOUND_ALIKE = ["ck", "cs", "kq", "gj", "vw", "zj", "fp", "aeiouy"];
function soundAlike(a: string, b: string): boolean {
  return SOUND_ALIKE.some((set) => set.includes(a) && set.includes(b));
}
