import { gazetteer, editDistance, normalizePlaceText, type Place } from "./gazetteer/gazetteer.js";
import { FIRST_BATCH_YEAR, lastBatchYear } from "../users/roll-number.js";
import {
  CURRENT_STUDENT_PHRASES,
  EMPLOYER_ALIASES,
  GENERIC_WORDS,
  GOVERNMENT_KIND_PHRASES,
  MY_BATCH_PHRASES,
  NEAR_ME_PHRASES,
  OTHER_EMPLOYERS,
  ROLES,
  TECH_EMPLOYERS,
  TECH_KIND_PHRASES,
  variants,
  type RoleDef,
} from "./vocabulary.js";

/** An employer criterion: a named company, or a kind of employer (technology, government). */
export interface EmployerCriterion {
  label: string;
  /** Lower-case company name words to find in the company fields; empty for a kind. */
  name: string | null;
  tech: boolean;
  /** Other names of the same employer ("L&T": "Larsen & Toubro"), matched as well. */
  also?: string[];
  /** The government kind: public bodies and government words in the company fields. */
  government?: boolean;
}

/** What a query means; pure data, built without the database. */
export interface ParsedQuery {
  places: Place[];
  /** Places asked to be left out ("not in Punjab", "outside India"): members located elsewhere. */
  notPlaces: Place[];
  /** Places read from a misspelling: what was typed and what it was read as. */
  corrections: { typed: string; place: Place }[];
  batchYears: number[];
  roles: RoleDef[];
  /** The role phrases as typed ("software engineers"): members whose role says exactly that rank first. */
  roleTerms: string[];
  /** Words that look like a misspelt place but were kept as keywords (no "in"/"from" before them). */
  possiblePlaces: { typed: string; place: Place }[];
  employers: EmployerCriterion[];
  currentStudents: boolean;
  keywords: string[];
  /**
   * Towns named by a bare word ("Khanna", "Anand"), which may be surnames: the search also finds
   * members so named when some are (`alsoNamed`, filled in by the search service).
   */
  bareCities: { word: string; place: Place }[];
  /** The words of `bareCities` that verified members' names hold: place or name, either matches. */
  alsoNamed: string[];
  /** "near me" or "my batch" asked for what the searching member's profile does not say. */
  missing: ("location" | "batch")[];
}

/** The searching member, for "near me" and "my batch". */
export interface Searcher {
  place: Place | null;
  batchYear: number | null;
}

type Entry =
  | { type: "students" }
  | { type: "tech" }
  | { type: "government" }
  | { type: "nearMe" }
  | { type: "myBatch" }
  | { type: "role"; role: RoleDef }
  | { type: "place"; places: Place[]; short: boolean }
  | { type: "employer"; name: string }
  | { type: "generic" };

/** Phrase -> meaning, built once; longer phrases are tried first when reading a query. */
let dictionary:
  { entries: Map<string, Entry>; maxWords: number; roleWords: Map<string, RoleDef> } | undefined;

function buildDictionary() {
  const entries = new Map<string, Entry>();
  const roleWords = new Map<string, RoleDef>();
  const put = (phrase: string, entry: Entry) => {
    // "tool & die" is three words; "l&t" and "m&m" are one, as the query's tokens glue them.
    const key = normalizePlaceText(phrase)
      .replace(/\s*&\s*/g, " & ")
      .replace(/(^|\s)([a-z]) & ([a-z])(?=\s|$)/g, "$1$2&$3");
    if (key && !entries.has(key)) entries.set(key, entry);
  };
  for (const p of CURRENT_STUDENT_PHRASES) put(p, { type: "students" });
  for (const p of TECH_KIND_PHRASES) put(p, { type: "tech" });
  for (const p of GOVERNMENT_KIND_PHRASES) put(p, { type: "government" });
  for (const p of NEAR_ME_PHRASES) put(p, { type: "nearMe" });
  for (const p of MY_BATCH_PHRASES) put(p, { type: "myBatch" });
  for (const role of ROLES)
    for (const phrase of role.phrases)
      for (const v of variants(phrase)) {
        put(v, { type: "role", role });
        if (!v.includes(" ") && v.length >= 5) roleWords.set(v, role);
      }
  for (const name of [...TECH_EMPLOYERS, ...OTHER_EMPLOYERS]) put(name, { type: "employer", name });
  for (const w of GENERIC_WORDS) put(w, { type: "generic" });
  let maxWords = 1;
  for (const key of entries.keys()) maxWords = Math.max(maxWords, key.split(" ").length);
  return { entries, maxWords, roleWords };
}

const PLACE_PREPOSITIONS = new Set([
  "in",
  "from",
  "at",
  "near",
  "of",
  "around",
  "across",
  "within",
  // After a negation: "outside Ludhaina" is a place too.
  "outside",
  "except",
  "excluding",
  "besides",
  "than",
]);
const NEGATIONS = new Set(["not", "outside", "except", "excluding", "besides"]);
const EMPLOYER_PREPOSITIONS = new Set(["at", "with", "for", "joined"]);
/** "looking for PLC experts" asks for something; "works for Infosys" names an employer. */
const ASKING_FOR = new Set([
  "looking",
  "look",
  "searching",
  "search",
  "find",
  "need",
  "want",
  "hunting",
]);
const STOP_WORDS = new Set([
  "who",
  "are",
  "is",
  "the",
  "a",
  "an",
  "and",
  "or",
  "of",
  "to",
  "me",
  "i",
  "we",
  "you",
  "they",
  "he",
  "she",
]);

/** Turns a plain-language query into criteria. Pure: same text, same result. */
export function parseQuery(query: string, now = new Date(), me?: Searcher): ParsedQuery {
  dictionary ??= buildDictionary();
  const { entries, maxWords, roleWords } = dictionary;
  const g = gazetteer();
  const result: ParsedQuery = {
    places: [],
    notPlaces: [],
    corrections: [],
    batchYears: [],
    roles: [],
    roleTerms: [],
    possiblePlaces: [],
    employers: [],
    currentStudents: false,
    keywords: [],
    bareCities: [],
    alsoNamed: [],
    missing: [],
  };

  // "5 years experience", "10+ yrs of exp": no profile states it, so it is no criterion.
  const withoutExperience = query.replace(
    /\b\d{1,2}\s*\+?\s*(?:years?|yrs?)\b(?:\s+(?:of\s+)?(?:experience|exp)\b)?/gi,
    " ",
  );
  const { rest, years } = extractYears(withoutExperience, now);
  let startupKind = false;
  result.batchYears = years;

  // Tokens keep their original spelling (for "HP" vs "hp") beside the normalised form.
  const original = rest
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’']/g, "")
    // Words of any script: "चंडीगढ़" is not understood, but it is still looked for.
    .split(/[^\p{L}\p{M}\p{N}&]+/u)
    .flatMap((t) => (t === "&" ? ["&"] : t.split(/(&)/).filter(Boolean)))
    .filter(Boolean);
  const tokens = original.map((t) => t.toLowerCase());
  // "j&k" is one token in the gazetteer: glue single letters around "&".
  for (let i = 1; i < tokens.length - 1; i++) {
    if (tokens[i] === "&" && tokens[i - 1].length === 1 && tokens[i + 1].length === 1) {
      tokens.splice(i - 1, 3, `${tokens[i - 1]}&${tokens[i + 1]}`);
      original.splice(i - 1, 3, `${original[i - 1]}&${original[i + 1]}`);
    }
  }

  const maxSpan = Math.max(maxWords, g.maxKeyWords);
  // "not in Punjab", "outside India", "except Delhi": the next place is left out.
  let negated = false;
  let negationEnds = false;
  const addPlace = (places: Place[]) => {
    const into = negated ? result.notPlaces : result.places;
    for (const p of places) if (!into.some((q) => q.id === p.id)) into.push(p);
    negated = false;
  };
  let i = 0;
  while (i < tokens.length) {
    const prev = i > 0 ? tokens[i - 1] : "";
    if (NEGATIONS.has(tokens[i]) || (tokens[i] === "other" && tokens[i + 1] === "than")) {
      negated = true;
      i += tokens[i] === "other" ? 2 : 1;
      continue;
    }
    // A negation reaches only what comes right after it and its preposition ("not in Punjab").
    if (negationEnds) negated = negationEnds = false;
    if (negated && !PLACE_PREPOSITIONS.has(tokens[i])) negationEnds = true;
    let matched = 0;
    // Phrases are read over Latin words only: "ਕੌਰ Mohali" is a name and a place, not "Mohali".
    let latin = 0;
    while (latin < maxSpan && i + latin < tokens.length && /^[a-z0-9&]+$/.test(tokens[i + latin]))
      latin++;
    for (let len = latin; len >= 1 && !matched; len--) {
      const phrase = tokens.slice(i, i + len).join(" ");
      const entry = entries.get(phrase);
      const places = g.lookup(phrase);
      const short = phrase.replace(/[^a-z]/g, "").length <= 3;
      // Two- and three-letter place names ("HP", "UP", "UK") count when typed in capitals or after
      // "in"/"from", so "hp" the laptop maker or "up" the word stay what they are.
      const shortPlaceOk =
        !short || original[i] === original[i].toUpperCase() || PLACE_PREPOSITIONS.has(prev);
      if (entry && entry.type !== "generic" && entry.type !== "employer") {
        apply(entry, phrase);
        matched = len;
      } else if (
        places.length &&
        shortPlaceOk &&
        !(entry?.type === "employer" && !PLACE_PREPOSITIONS.has(prev))
      ) {
        const place = pickForQuery(places);
        if (
          len === 1 &&
          place.kind === "city" &&
          !negated &&
          !PLACE_PREPOSITIONS.has(prev) &&
          /^[a-z]{3,}$/.test(phrase)
        )
          result.bareCities.push({ word: phrase, place });
        addPlace([place]);
        matched = len;
      } else if (entry) {
        // "working in IT": the word typed in capitals is the technology sector, not the pronoun.
        apply(phrase === "it" && original[i] === "IT" ? { type: "tech" } : entry);
        matched = len;
      }
    }
    if (matched) {
      i += matched;
      continue;
    }
    const token = tokens[i];
    // A name after "at"/"for" that is nothing else is an employer: "engineers at Acme Steel".
    // After "with" it may be a skill or an employer ("with SolidWorks", "with Acme Steel"), so
    // its words are keywords, which are found in the skills and the company fields alike.
    const asking = prev === "for" && i > 1 && ASKING_FOR.has(tokens[i - 2]);
    if (EMPLOYER_PREPOSITIONS.has(prev) && !asking && /[a-z]/.test(token)) {
      const words = [token];
      let j = i + 1;
      while (
        j < tokens.length &&
        !entries.has(tokens[j]) &&
        !g.lookup(tokens[j]).length &&
        !/^\d+$/.test(tokens[j])
      )
        words.push(tokens[j++]);
      if (prev === "with") {
        for (const w of words)
          if (!STOP_WORDS.has(w) && !result.keywords.includes(w)) result.keywords.push(w);
        i = j;
        continue;
      }
      result.employers.push(namedEmployer(words.join(" ")));
      i = j;
      continue;
    }
    const role = fuzzyRole(token, roleWords);
    if (role) {
      if (!result.roles.includes(role.role)) result.roles.push(role.role);
      if (!result.roleTerms.includes(role.word)) result.roleTerms.push(role.word);
      i++;
      continue;
    }
    const fuzzy = /^[a-z]+$/.test(token) ? fuzzyPlace(tokens, i) : null;
    if (fuzzy) {
      const place = pickForQuery(fuzzy.places);
      const typed = original.slice(i, i + fuzzy.span).join(" ");
      // After "in"/"from" a near-miss is a place ("from Ludhaina"); elsewhere it may be a name
      // ("Malhtora"), so it stays a keyword and the place is only suggested.
      if (PLACE_PREPOSITIONS.has(prev)) {
        addPlace([place]);
        result.corrections.push({ typed, place });
        i += fuzzy.span;
        continue;
      }
      result.possiblePlaces.push({ typed, place });
    }
    if (!STOP_WORDS.has(token) && (token.length >= 2 || /\d/.test(token)) && token !== "&")
      if (!result.keywords.includes(token)) result.keywords.push(token);
    i++;
  }
  result.places = dropContainers(result.places);
  result.batchYears.sort((a, b) => a - b);
  // "machine learning engineers", "toolroom engineers": a specific role says more than "engineer".
  if (result.roles.length > 1 && result.roles.some((r) => r.label === "Engineer")) {
    result.roles = result.roles.filter((r) => r.label !== "Engineer");
    result.roleTerms = result.roleTerms.filter((t) => !/^(engineers?|engg|engineering)$/.test(t));
  }
  // "founders of startups": the startup is theirs, not a kind of employer they work at.
  if (startupKind && result.roles.some((r) => r.label === "Founder"))
    result.employers = result.employers.filter((e) => !e.tech);
  return result;

  function apply(entry: Entry, phrase = "") {
    switch (entry.type) {
      case "students":
        result.currentStudents = true;
        break;
      case "tech":
        if (/^startups?$/.test(phrase)) startupKind = true;
        if (!result.employers.some((e) => e.tech))
          result.employers.push({ label: "Tech companies", name: null, tech: true });
        break;
      case "nearMe":
        if (me?.place) addPlace([me.place]);
        else if (!result.missing.includes("location")) result.missing.push("location");
        break;
      case "myBatch":
        if (me?.batchYear) {
          if (!result.batchYears.includes(me.batchYear)) result.batchYears.push(me.batchYear);
        } else if (!result.missing.includes("batch")) result.missing.push("batch");
        break;
      case "government":
        if (!result.employers.some((e) => e.government))
          result.employers.push({
            label: "Government and PSUs",
            name: null,
            tech: false,
            government: true,
          });
        break;
      case "role":
        if (!result.roles.includes(entry.role)) result.roles.push(entry.role);
        if (phrase && !result.roleTerms.includes(phrase)) result.roleTerms.push(phrase);
        break;
      case "employer":
        if (!result.employers.some((e) => e.name === entry.name))
          result.employers.push(namedEmployer(entry.name));
        break;
      default:
        break;
    }
  }
}

let aliasesByName: Map<string, string[]> | undefined;

/** The other names of an employer (EMPLOYER_ALIASES), or none. */
function employerAliases(name: string): string[] | undefined {
  aliasesByName ??= new Map(
    EMPLOYER_ALIASES.flatMap((names) => names.map((n) => [n, names.filter((m) => m !== n)])),
  );
  return aliasesByName.get(name);
}

/**
 * The query with its possible places read as places, and their words no longer keywords: what
 * "Chandigrah 2019" means when no member's name is near "Chandigrah".
 */
export function readAsPlaces(q: ParsedQuery): ParsedQuery {
  const typed = new Set(q.possiblePlaces.flatMap((p) => p.typed.toLowerCase().split(/\s+/)));
  const places = [...q.places];
  for (const p of q.possiblePlaces)
    if (!places.some((x) => x.id === p.place.id)) places.push(p.place);
  return {
    ...q,
    places,
    keywords: q.keywords.filter((k) => !typed.has(k)),
    corrections: [...q.corrections, ...q.possiblePlaces],
    possiblePlaces: [],
  };
}

/** An employer named in a query, with its other names (EMPLOYER_ALIASES). */
function namedEmployer(name: string): EmployerCriterion {
  return { label: employerLabel(name), name, tech: false, also: employerAliases(name) };
}

/** A query names the biggest thing called so: the region or state before a city ("Delhi"), India first. */
function pickForQuery(places: Place[]): Place {
  const order = { region: 0, state: 1, country: 2, city: 3 } as const;
  return [...places].sort((a, b) => order[a.kind] - order[b.kind])[0];
}

/** "Kharar, Punjab": the city says more than the state it is in; keep the city. */
function dropContainers(places: Place[]): Place[] {
  return places.filter(
    (p) =>
      !places.some(
        (q) =>
          q !== p &&
          q.kind === "city" &&
          ((p.kind === "state" && q.state === p.state) ||
            (p.kind === "country" && q.country === p.country)),
      ),
  );
}

function fuzzyRole(
  token: string,
  roleWords: Map<string, RoleDef>,
): { role: RoleDef; word: string } | null {
  if (token.length < 4 || !/^[a-z]+$/.test(token)) return null;
  let best: { role: RoleDef; word: string; d: number } | null = null;
  for (const [word, role] of roleWords) {
    // A short word ("civl") is read only as a word it starts like, so few names are read as roles.
    if (token.length < 6 && token[0] !== word[0]) continue;
    const d = editDistance(token, word, 2);
    const limit = token.length >= 8 ? 2 : 1;
    if (d <= limit && (!best || d < best.d)) best = { role, word, d };
  }
  return best;
}

/** A misspelt place over one or two words ("Chandigrah", "Nav Mumbai"). */
function fuzzyPlace(tokens: string[], i: number): { places: Place[]; span: number } | null {
  const g = gazetteer();
  for (const span of [2, 1]) {
    if (i + span > tokens.length) continue;
    const words = tokens.slice(i, i + span);
    if (words.some((w) => GENERIC_WORDS.has(w) || !/^[a-z]+$/.test(w))) continue;
    const hit = g.fuzzy(words.join(" "));
    if (hit) return { places: hit.places, span };
  }
  return null;
}

const YEAR = String.raw`((?:19|20)\d{2})`;

/**
 * Batch years in any of the forms people write: "2020 batch", "batch of 2019", "class of 2018",
 * "from 2019", "'19", "2018-2020" / "2018 to 2020" / "2018-20". Returns the years and the text
 * without them.
 */
export function extractYears(query: string, now = new Date()): { rest: string; years: number[] } {
  const years = new Set<number>();
  const last = Math.max(lastBatchYear(), now.getFullYear() + 1);
  const ok = (y: number) => y >= FIRST_BATCH_YEAR && y <= last;
  // "2k19" is how many write 2019.
  let rest = query.replace(/[’‘`]/g, "'").replace(/\b2k(\d{2})\b/gi, "20$1");
  // Open ranges and relative years: "before 2010", "after 2015", "since 2020", "2018 onwards",
  // "this year's batch", "recent graduates".
  const span = (from: number, to: number) => {
    for (let y = Math.max(from, FIRST_BATCH_YEAR); y <= Math.min(to, last); y++) years.add(y);
    return " ";
  };
  const open = (words: string, range: (y: number) => [number, number], after = false) =>
    (rest = rest.replace(
      new RegExp(
        after
          ? String.raw`\b${YEAR}\s*(?:${words})(?=\W|$)`
          : String.raw`\b(?:${words})\s*-?\s*${YEAR}\b`,
        "gi",
      ),
      (all, a: string) => (ok(Number(a)) ? span(...range(Number(a))) : all),
    ));
  open(String.raw`before|pre|prior\s+to|older\s+than|earlier\s+than`, (y) => [0, y - 1]);
  open(String.raw`till|until|upto|up\s+to`, (y) => [0, y]);
  open(String.raw`after|post|later\s+than|newer\s+than`, (y) => [y + 1, last]);
  open(String.raw`since`, (y) => [y, last]);
  open(
    String.raw`onwards|onward|and\s+later|or\s+later|and\s+after|and\s+above|\+`,
    (y) => [y, last],
    true,
  );
  open(String.raw`and\s+before|or\s+earlier|and\s+earlier|and\s+below`, (y) => [0, y], true);
  const year = now.getFullYear();
  rest = rest
    .replace(/\b(?:this|current)\s+year(?:'?s)?\b/gi, () => span(year, year))
    .replace(/\blast\s+year(?:'?s)?\b/gi, () => span(year - 1, year - 1))
    .replace(
      /\b(?:recent|recently|latest|new)\b(?=\s+(?:graduates?|pass\s*-?\s*outs?|passouts?|batch(?:es)?|alumni|grads?)\b)/gi,
      () => span(year - 1, year),
    );
  rest = rest.replace(
    new RegExp(
      String.raw`\b${YEAR}\s*(?:-|–|—|to|till|until|through|and)\s*((?:19|20)?\d{2})\b`,
      "gi",
    ),
    (all, a: string, b: string) => {
      const from = Number(a);
      let to = Number(b);
      if (b.length === 2) to = Math.floor(from / 100) * 100 + to;
      if (!ok(from) || !ok(to) || to < from || to - from > 30) return all;
      for (let y = from; y <= to; y++) years.add(y);
      return " ";
    },
  );
  rest = rest.replace(new RegExp(String.raw`\b${YEAR}\b`, "g"), (all, a: string) => {
    const y = Number(a);
    if (!ok(y)) return all;
    years.add(y);
    return " ";
  });
  rest = rest.replace(/(^|[\s(])'(\d{2})\b/g, (all, lead: string, a: string) => {
    const n = Number(a);
    const century = n <= (now.getFullYear() % 100) + 1 ? 2000 : 1900;
    if (!ok(century + n)) return all;
    years.add(century + n);
    return lead + " ";
  });
  // "batch 19" / "19 batch": two digits beside the word batch.
  rest = rest.replace(
    /\b(?:batch(?:\s+of)?\s+(\d{2})|(\d{2})\s+batch)\b/gi,
    (all, a?: string, b?: string) => {
      const n = Number(a ?? b);
      const century = n <= (now.getFullYear() % 100) + 1 ? 2000 : 1900;
      if (!ok(century + n)) return all;
      years.add(century + n);
      return " batch ";
    },
  );
  return { rest, years: [...years].sort((x, y) => x - y) };
}

const UPPER = new Set([
  "tcs",
  "ibm",
  "hcl",
  "sap",
  "aws",
  "bel",
  "hal",
  "jcb",
  "abb",
  "dlf",
  "pwd",
  "isro",
  "drdo",
  "bhel",
  "ntpc",
  "ongc",
  "iocl",
  "sail",
  "jsw",
  "tvs",
  "csio",
  "scl",
  "pspcl",
  "hp",
  "l&t",
  "ntt",
  "epam",
]);
function employerLabel(name: string): string {
  return name
    .split(" ")
    .map((w) =>
      UPPER.has(w) || /^[a-z]&[a-z]$/.test(w)
        ? w.toUpperCase()
        : w === "&" || w === "and" || w === "of"
          ? w
          : w[0].toUpperCase() + w.slice(1),
    )
    .join(" ");
}
