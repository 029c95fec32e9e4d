import {
  EMPLOYER_GROUPS,
  EMPLOYER_SECTORS,
  PSU_NAMES,
  PSU_PHRASES,
  type EmployerGroup,
  type EmployerSector,
} from "./employers.js";
import {
  editDistance,
  gazetteer,
  normalizePlaceText,
  squeeze,
  type Place,
} from "./gazetteer/gazetteer.js";
import {
  CURRENT_STUDENT_PHRASES,
  EMPLOYER_ALIASES,
  EMPLOYER_PRODUCTS,
  GENERIC_WORDS,
  GOVERNMENT_KIND_PHRASES,
  MY_BATCH_PHRASES,
  NEAR_ME_PHRASES,
  OTHER_EMPLOYERS,
  CRAFTS,
  ROLES,
  TECH_EMPLOYERS,
  TECH_KIND_PHRASES,
  variants,
  type CraftDef,
  type RoleDef,
} from "./vocabulary.js";

/** What the phrases of a query mean: the vocabulary's phrases, misspelt roles and places. */

export type Entry =
  | { type: "students" }
  | { type: "tech" }
  | { type: "government" }
  | { type: "psu" }
  | { type: "nearMe" }
  | { type: "myBatch" }
  | ({ type: "role" } & RoleReading)
  | { type: "place"; places: Place[]; short: boolean }
  | { type: "employer"; name: string }
  | { type: "group"; group: EmployerGroup }
  | { type: "sector"; sector: EmployerSector }
  | { type: "generic" };

/** A role read from a phrase: the role, and the craft inside it when the phrase names one. */
export interface RoleReading {
  role: RoleDef;
  craft?: CraftDef;
}

/** Phrase -> meaning; longer phrases are tried first when reading a query. */
export interface Dictionary {
  entries: Map<string, Entry>;
  /** The most words of a phrase. */
  maxWords: number;
  /** Single role words of five letters or more, for reading misspelt roles ("mechnical"). */
  roleWords: Map<string, RoleReading>;
  /** Every word of a phrase (five letters or more), for misspelt words of phrases ("servise advisor"). */
  phraseWords: Set<string>;
}

let built: Dictionary | undefined;

/** The dictionary of the vocabulary, built once. */
export const dictionary = (): Dictionary => (built ??= buildDictionary());

function buildDictionary(): Dictionary {
  const entries = new Map<string, Entry>();
  const roleWords = new Map<string, RoleReading>();
  const put = (phrase: string, entry: Entry) => {
    // "tool & die" is three words; "l&t" and "m&m" are one, as the query's tokens glue them.
    const key = normalizePlaceText(phrase)
      .replace(/\s*&\s*/g, " & ")
      .replace(/(^|\s)([a-z]) & ([a-z])(?=\s|$)/g, "$1$2&$3");
    if (key && !entries.has(key)) entries.set(key, entry);
  };
  for (const p of CURRENT_STUDENT_PHRASES) put(p, { type: "students" });
  for (const p of TECH_KIND_PHRASES) put(p, { type: "tech" });
  for (const p of PSU_PHRASES) put(p, { type: "psu" });
  for (const p of GOVERNMENT_KIND_PHRASES) put(p, { type: "government" });
  for (const p of NEAR_ME_PHRASES) put(p, { type: "nearMe" });
  for (const p of MY_BATCH_PHRASES) put(p, { type: "myBatch" });
  // A craft's phrases first: "electrician" is the craft, even were it also a phrase of its trade.
  const byLabel = new Map(ROLES.map((r) => [r.label, r]));
  const crafts: RoleReading[] = CRAFTS.map((craft) => ({
    role: byLabel.get(craft.broader)!,
    craft,
  }));
  const roles: RoleReading[] = ROLES.map((role) => ({ role }));
  for (const reading of [...crafts, ...roles])
    for (const phrase of (reading.craft ?? reading.role).phrases)
      for (const v of variants(phrase)) put(v, { type: "role", ...reading });
  // The work for the worker ("PCB design", "robot programming"), where nothing else is so called.
  for (const reading of [...crafts, ...roles])
    for (const phrase of (reading.craft ?? reading.role).phrases)
      for (const form of activityForms(phrase)) put(form, { type: "role", ...reading });
  // Single words for misspellings: a later reading of the same word wins, a craft's last.
  for (const reading of [...roles, ...crafts])
    for (const phrase of (reading.craft ?? reading.role).phrases)
      for (const v of variants(phrase))
        if (!v.includes(" ") && v.length >= 5) roleWords.set(v, reading);
  // Groups before single employers: "tata" is the group, "tata motors" one company.
  for (const group of EMPLOYER_GROUPS)
    for (const p of group.phrases) put(p, { type: "group", group });
  // Sectors and industries ("oil and gas", "defence"): employers whose names place them there.
  // After the kinds and roles above: "railways" stays a government word.
  for (const sector of EMPLOYER_SECTORS)
    for (const p of sector.phrases) put(p, { type: "sector", sector });
  for (const name of [...TECH_EMPLOYERS, ...OTHER_EMPLOYERS]) put(name, { type: "employer", name });
  // An employer by any of its other names ("MSIL", "PSEB", "Uttar Pradesh Power Corporation").
  for (const name of EMPLOYER_ALIASES.flat()) put(name, { type: "employer", name });
  // A maker by its product ("Splendor maker", "Creta Verna plant").
  for (const [product, name] of Object.entries(EMPLOYER_PRODUCTS))
    put(product, { type: "employer", name });
  // A group's company named in full ("Tata Cummins", "Mahindra Research Valley"): that company,
  // not the group and a word.
  for (const name of EMPLOYER_GROUPS.flatMap((x) => x.companies))
    if (name.includes(" ")) put(name, { type: "employer", name });
  // A company named after a place ("Konkan Railway", "Dubai Electricity", "Punjab State Power"):
  // the longer name is the employer, not the place and a word.
  const g = gazetteer();
  for (const name of [
    ...EMPLOYER_SECTORS.flatMap((s) => s.names),
    ...PSU_NAMES,
    ...EMPLOYER_GROUPS.flatMap((x) => x.companies),
  ])
    if (name.includes(" ") && g.lookup(name.split(" ")[0]).length)
      put(name, { type: "employer", name });
  for (const w of GENERIC_WORDS) put(w, { type: "generic" });
  let maxWords = 1;
  const phraseWords = new Set<string>();
  for (const key of entries.keys()) {
    const words = key.split(" ");
    maxWords = Math.max(maxWords, words.length);
    for (const w of words) if (/^[a-z]{5,}$/.test(w)) phraseWords.add(w);
  }
  return { entries, maxWords, roleWords, phraseWords };
}

/** Agent nouns and the work they do: "designer" does design, "programmer" programming. */
const ACTIVITIES: [RegExp, string][] = [
  [/designer$/, "design"],
  [/developer$/, "development"],
  [/programmer$/, "programming"],
  [/inspector$/, "inspection"],
  [/surveyor$/, "surveying"],
  [/tester$/, "testing"],
];

/** "pcb designer": "pcb design"; only phrases of two words or more ("designer" alone is not "design"). */
function activityForms(phrase: string): string[] {
  if (!phrase.includes(" ")) return [];
  return ACTIVITIES.filter(([agent]) => agent.test(phrase)).map(([agent, work]) =>
    phrase.replace(agent, work),
  );
}

/** A query names the biggest thing called so: the region or state before a city ("Delhi"), India first. */
export function pickForQuery(places: Place[]): Place {
  const order = { region: 0, state: 1, country: 2, city: 3 } as const;
  return [...places].sort((a, b) => order[a.kind] - order[b.kind])[0];
}

/** How far "near X" reaches from X's coordinates. */
export const NEAR_KM = 30;
/** The farthest "within N km of X" reaches: beyond it, a state or region says it better. */
export const MAX_NEAR_KM = 300;

/**
 * The cities around a city, per city and distance: the gazetteer is code, and a search that found
 * nobody reads its towns' surroundings again on every request (bounded: a few hundred kept).
 */
const AROUND_KEPT = 500;
const aroundKept = new Map<string, string[]>();
function citiesAround(city: Place, km: number, sameState = false): string[] {
  const key = `${city.id}:${km}:${sameState}`;
  let ids = aroundKept.get(key);
  if (!ids) {
    ids = gazetteer()
      .around(city, km)
      .filter((c) => !sameState || !city.state || c.state === city.state)
      .map((c) => c.id);
    Object.freeze(ids);
    if (aroundKept.size >= AROUND_KEPT) aroundKept.delete(aroundKept.keys().next().value!);
    aroundKept.set(key, ids);
  }
  return ids;
}

/**
 * "near Delhi", "around Mohali": the cities within NEAR_KM of the place, as one region named after
 * it (a city of that name before a state or region: "near Delhi" is around the city). A place
 * without coordinates, or only a state or country, is itself.
 */
export function nearPlace(places: Place[], km = NEAR_KM, sameState = false): Place {
  const city = places
    .filter((p) => p.kind === "city" && p.lat != null)
    .sort((a, b) => b.population - a.population)[0];
  if (!city) return pickForQuery(places);
  return {
    ...city,
    id: `near:${city.id}${km === NEAR_KM ? "" : `:${km}`}${sameState ? ":state" : ""}`,
    kind: "region",
    display: `within ${km} km of ${city.name}`,
    members: { cities: citiesAround(city, km, sameState) },
  };
}

/**
 * How a word sounds, roughly, for words typed by ear: "sh", "ti"/"ci"/"si" before a vowel and a
 * soft "ch" are one sound, a hard "c", "ck", "q" and "ch" before a consonant or a, o, u another;
 * "ph" is "f", a soft "g" "j", "z" "s", "w" "v"; a first vowel is any vowel; then an "h" after a
 * letter, the other vowels and doubled letters go ("electrician", "electrishun": "alktrSn").
 */
export function soundKey(word: string): string {
  const w = word
    .replace(/ph/g, "f")
    .replace(/ch(?=[aoulrnt])/g, "k")
    .replace(/(sh|ch|s?[tsc]i(?=[aou]))/g, "S")
    .replace(/ck|q|c(?![eiy])/g, "k")
    .replace(/c/g, "s")
    .replace(/g(?=[eiy])/g, "j")
    .replace(/z/g, "s")
    .replace(/w/g, "v")
    .replace(/y/g, "i");
  return (w[0].replace(/[aeiou]/, "a") + w.slice(1).replace(/[aeiouh]/g, "")).replace(
    /(.)\1+/g,
    "$1",
  );
}

/** A misspelt role word ("mechnical"), read as the role word it is closest to. */
export function fuzzyRole(
  token: string,
  roleWords: Map<string, RoleReading>,
): (RoleReading & { word: string }) | null {
  // A participle ("trained", "settled") is a word of the sentence, no misspelt role ("trainer").
  if (token.length < 4 || !/^[a-z]+$/.test(token) || /ed$/.test(token)) return null;
  let best: (RoleReading & { word: string; d: number }) | null = null;
  for (const [word, reading] of roleWords) {
    // A short word ("civl") is read only as a word it starts like, so few names are read as
    // roles; up to six letters, one that starts with the same sound ("letter" is no setter,
    // "veldar" a welder).
    if (token.length < 6 && token[0] !== word[0]) continue;
    if (token.length < 7 && soundKey(token)[0] !== soundKey(word)[0]) continue;
    // A doubled letter typed single or twice more is no more than one letter away ("welldar").
    let d = Math.min(editDistance(token, word, 2), editDistance(squeeze(token), squeeze(word), 2));
    const limit = token.length >= 8 ? 2 : 1;
    // Spelt as it sounds ("electrishun", "mekanikal"): the same sounds, a long word; at six
    // letters, two letters away at most too ("veldar", a welder in Devanagari's letters).
    const long = token.length >= 7 || (token.length === 6 && d <= 2);
    if (d > limit && long && soundKey(token) === soundKey(word)) d = limit;
    // As near to two words: a letter left out is the likeliest slip ("mechanicl": mechanical,
    // not mechanic with a letter more); then a craft over its trade ("electricans":
    // electricians, not electricals), which says more (the rest of the trade is still named, as
    // related members).
    const omitted = word.length === token.length + d;
    const bestOmitted = !!best && best.word.length === token.length + best.d;
    const better =
      !best ||
      d < best.d ||
      (d === best.d && omitted && !bestOmitted) ||
      (d === best.d && omitted === bestOmitted && !!reading.craft && !best.craft);
    if (d <= limit && better) best = { ...reading, word, d };
  }
  return best;
}

/** A misspelt place over one or two words ("Chandigrah", "Nav Mumbai"). */
export function fuzzyPlace(
  tokens: string[],
  i: number,
): { places: Place[]; span: number; distance: number } | null {
  const g = gazetteer();
  for (const span of [2, 1]) {
    if (i + span > tokens.length) continue;
    const words = tokens.slice(i, i + span);
    if (words.some((w) => GENERIC_WORDS.has(w) || !/^[a-z]+$/.test(w))) continue;
    const hit = g.fuzzy(words.join(" "));
    if (hit) return { places: hit.places, span, distance: hit.distance };
  }
  return null;
}

/**
 * A misspelt word of a phrase ("servise advisor", "automobil engineers"): the tokens with it read
 * as the phrase's word, when that word, with the word before or after it, makes a phrase of the
 * vocabulary. Only words of five letters or more that are no phrase's word nor a place, a letter
 * away (two from eight letters), with one closest word.
 */
export function correctPhraseWords(tokens: string[], dict: Dictionary): string[] {
  const g = gazetteer();
  const out = [...tokens];
  for (let i = 0; i < out.length; i++) {
    const t = out[i];
    if (!/^[a-z]{5,}$/.test(t) || dict.phraseWords.has(t) || dict.entries.has(t) || g.hasKey(t))
      continue;
    const limit = t.length >= 8 ? 2 : 1;
    let best: string[] = [];
    let bestD = limit + 1;
    for (const w of dict.phraseWords) {
      if (Math.abs(w.length - t.length) > limit) continue;
      const d = editDistance(t, w, limit);
      if (d < bestD) [best, bestD] = [[w], d];
      else if (d === bestD && d <= limit) best.push(w);
    }
    const fits = best.filter((w) =>
      [`${out[i - 1] ?? ""} ${w}`, `${w} ${out[i + 1] ?? ""}`].some(
        (p) => dict.entries.has(p.trim()) && p.trim().includes(" "),
      ),
    );
    if (fits.length === 1) out[i] = fits[0];
  }
  return out;
}

let employerWords: [string, Entry][] | undefined;

/**
 * A misspelt employer's one-word name ("Forxconn", "Petronus", "Mahindera"): the employer a
 * letter away, for words of seven letters or more that no other reading took. Null when none is,
 * or two are.
 */
export function fuzzyEmployer(token: string, entries: ReadonlyMap<string, Entry>): Entry | null {
  if (token.length < 7 || !/^[a-z]+$/.test(token)) return null;
  employerWords ??= [...entries].filter(
    ([k, e]) => !k.includes(" ") && k.length >= 6 && (e.type === "employer" || e.type === "group"),
  );
  const near = employerWords.filter(
    ([k]) => Math.abs(k.length - token.length) <= 1 && editDistance(token, k, 1) <= 1,
  );
  return near.length === 1 ? near[0][1] : null;
}
