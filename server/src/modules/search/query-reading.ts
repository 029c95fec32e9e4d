import { gazetteer, isHomeState, normalizePlaceText, type Place } from "./gazetteer/gazetteer.js";
import type { ParsedQuery, Searcher } from "./parsed-query.js";
import { namedEmployer } from "./query-employers.js";
import { TOOL_MAKERS } from "./query-criteria.js";
import type { Dictionary, Entry, RoleReading } from "./query-phrases.js";
import {
  ANY_MEMBER_WORDS,
  ASKING_FOR,
  PLACE_PREPOSITIONS,
  SENTENCE_WORDS,
  STOP_WORDS,
  type Tokens,
} from "./query-tokens.js";
import { placeHolds } from "./query-rules.js";
import type { RoleDef } from "./vocabulary.js";

/**
 * Reading a query left to right: what is read so far, and the state the next word is read in.
 * Words: tokenise (query-tokens), phrases of the vocabulary and the gazetteer (query-phrases),
 * employers (query-employers), then rules over the whole query (query-rules).
 */
export interface Reading extends Tokens {
  q: ParsedQuery;
  me?: Searcher;
  dict: Dictionary;
  /** "not in Punjab", "outside India", "except Delhi": the next place is left out. */
  negated: boolean;
  /** A negation reaches only what comes right after it and its preposition. */
  negationEnds: boolean;
  /** "<town> district": the towns around it in its own state only (a district never crosses one). */
  district?: boolean;
  /** "startups" was read as the tech kind (see applyPostRules). */
  startupKind: boolean;
  /** Roles asked for as a whole ("electrical"), which their crafts do not narrow. */
  wholeRoles: Set<RoleDef>;
  /** "students" was typed (not after a negation): see applyPostRules. */
  students: boolean;
  /** The words of the last role phrase read ("cnc operators"), for "... and programmers". */
  lastRole: string[];
  /** Where the last role phrase read ends (the index after it). */
  lastRoleEnd: number;
  /** What the last role phrase read meant. */
  lastReading: RoleReading | null;
  /** The word before the phrase being read is "or" ("PSU or MNC"). */
  afterOr: boolean;
  /** The word before the phrase being read is "with" or "having" ("welders with supervisory experience"). */
  afterWith?: boolean;
  /** Where the last place read ends (the index after it). */
  lastPlaceEnd: number;
  /** Where the last place left out ends: a place right after it ("outside Punjab, Haryana or Himachal") is left out too. */
  notPlaceEnd?: number;
  /** How far "near X" reaches: NEAR_KM unless typed ("within 50 km of X"), at most MAX_NEAR_KM. */
  km: number;
  /**
   * The phrase being read follows "at", "for", "in" or a verb of working ("works at Siemens"): a
   * company named there is the employer. Elsewhere ("PLC programmer Siemens", "with Fanuc
   * experience") it may be what they work with: see EmployerCriterion.orSkills.
   */
  employerWord: boolean;
}

/** Words after which a company named is where the member works. */
export const WORKS_AT = new Set([
  "at",
  "for",
  "in",
  "joined",
  "works",
  "working",
  "work",
  "employed",
  "employee",
  "employees",
  "from",
  "of",
]);

/**
 * "at Qatar Energy", "with Dubai Electricity": after "at" or "with", a place's name (the `len`
 * words at `i`) typed as a name and followed by another word so typed, nothing known, is a
 * company's name ("at Gurgaon OEMs", "for Canada pipeline project" stay a place and words).
 */
export function companyAfterPlace(r: Reading, i: number, len: number): boolean {
  const { tokens, original, dict } = r;
  const prev = i > 0 ? tokens[i - 1] : "";
  const after = tokens[i + len];
  const titled = (k: number) => /^\p{Lu}\p{Ll}/u.test(original[k] ?? "");
  return (
    (prev === "at" || prev === "with") &&
    i + len < tokens.length &&
    !r.breaks[i + len] &&
    titled(i) &&
    titled(i + len) &&
    /^[a-z]{3,}$/.test(after) &&
    !STOP_WORDS.has(after) &&
    !gazetteer().lookup(after).length &&
    !dict.entries.has(after)
  );
}

let kindWordsOf: { dict: Dictionary; words: Set<string> } | undefined;

/** The words of the vocabulary's phrases for roles and kinds of employer ("sector", "plant"). */
export function kindWords(dict: Dictionary): Set<string> {
  if (kindWordsOf?.dict === dict) return kindWordsOf.words;
  const words = new Set<string>();
  const kinds = new Set(["role", "sector", "tech", "government", "psu", "students", "generic"]);
  for (const [key, entry] of dict.entries)
    if (kinds.has(entry.type)) for (const w of key.split(" ")) words.add(w);
  kindWordsOf = { dict, words };
  return words;
}

/** A word of the language the search knows: a function or asking word, or a vocabulary word. */
export function isKnownWord(r: Reading, token: string): boolean {
  return (
    STOP_WORDS.has(token) ||
    SENTENCE_WORDS.has(token) ||
    ANY_MEMBER_WORDS.has(token) ||
    r.dict.phraseWords.has(token) ||
    kindWords(r.dict).has(token)
  );
}

/** Criteria a word right before them may qualify: roles and kinds of employer. */
const QUALIFIED = new Set<Entry["type"]>(["role", "sector", "group", "tech", "psu", "government"]);

/** The word at `i` comes right before a role or a kind of employer (particles aside): it says which. */
export function qualifies(r: Reading, i: number): boolean {
  const { tokens, dict } = r;
  if (SENTENCE_WORDS.has(tokens[i])) return false;
  let j = i + 1;
  while (j < tokens.length && SENTENCE_WORDS.has(tokens[j])) j++;
  const next = [tokens[j], tokens.slice(j, j + 2).join(" "), tokens.slice(j, j + 3).join(" ")];
  return next.some((p) => {
    const type = p ? dict.entries.get(p)?.type : undefined;
    return !!type && QUALIFIED.has(type);
  });
}

/** A role's phrase (of up to three words) starts at `i`. */
export function startsRole(r: Reading, i: number): boolean {
  return [1, 2, 3].some(
    (n) => r.dict.entries.get(r.tokens.slice(i, i + n).join(" "))?.type === "role",
  );
}

/** The words after "at"/"for"/"with" up to the next known word: an employer, or keywords after "with". */
export function readEmployer(r: Reading, i: number, asKeywords: boolean): number {
  const { tokens, q, dict } = r;
  const g = gazetteer();
  const words = [tokens[i]];
  let j = i + 1;
  // Up to the next known word, function or asking word ("at Voltas help me"), or punctuation.
  while (
    j < tokens.length &&
    !r.breaks[j] &&
    !dict.entries.has(tokens[j]) &&
    !g.lookup(tokens[j]).length &&
    !STOP_WORDS.has(tokens[j]) &&
    !SENTENCE_WORDS.has(tokens[j]) &&
    !/^\d+$/.test(tokens[j])
  )
    words.push(tokens[j++]);
  if (asKeywords) {
    for (const w of words) if (!STOP_WORDS.has(w) && !q.keywords.includes(w)) q.keywords.push(w);
  } else
    q.employers.push({
      ...namedEmployer(words.join(" ")),
      ...(tokens[i - 1] === "for" ? { tentative: true } : {}),
    });
  return j;
}

const PRONOUNS = new Set(["us", "we", "me", "it"]);

/**
 * A place name of two or three letters at `i` (`places`: what the gazetteer has for it) counts when
 * typed in capitals ("HP", "UP", "UK") or after "in"/"from", so "hp" the laptop maker or "up" the
 * word stay what they are; "us" in lower case is the pronoun ("how many of us"), the country only
 * as "US". Three letters in lower case: a state, country or region ("goa", "uae"), a town's short
 * form ("ldh", "blr") or a town of the centre's own states ("una", "leh"); not a far town named
 * like a word ("pen", "van").
 */
export function shortPlaceName(r: Reading, i: number, phrase: string, places: Place[]): boolean {
  const prev = i > 0 ? r.tokens[i - 1] : "";
  // Two letters are a code (a state's, a country's, a city's: "LA") or an Indian town, not a town
  // abroad so named ("WA FIFO" is no town of Ghana).
  const townSoNamed = (p: Place) =>
    p.kind === "city" && p.country !== "IN" && normalizePlaceText(p.name) === phrase;
  if (phrase.length <= 2 && places.every(townSoNamed)) return false;
  return (
    r.original[i] === r.original[i].toUpperCase() ||
    (PLACE_PREPOSITIONS.has(prev) && !PRONOUNS.has(phrase)) ||
    (/^[a-z&]{3}$/.test(phrase) &&
      !isKnownWord(r, phrase) &&
      places.some(
        (p) =>
          p.kind !== "city" ||
          !normalizePlaceText(p.display).startsWith(phrase) ||
          isHomeState(p.state),
      ))
  );
}

/**
 * "SCADA/PLC engineer", "Zirakpur/Chandigarh": words joined by a slash are alternatives. When one
 * of them was understood (a role, a place ...) the other is no required word besides it: it ranks
 * (members whose title says it first), as a role typed does.
 */
export function slashAlternatives(r: Reading, understood: ReadonlySet<number>): void {
  const q = r.q;
  for (let j = 1; j < r.tokens.length; j++) {
    if (!r.slashes[j]) continue;
    for (const [word, other] of [
      [j, j - 1],
      [j - 1, j],
    ]) {
      const w = r.tokens[word];
      if (understood.has(word) || !understood.has(other) || !q.keywords.includes(w)) continue;
      q.keywords = q.keywords.filter((k) => k !== w);
      if (!q.roleTerms.includes(w)) q.roleTerms.push(w);
    }
  }
}

/** Words that make what follows the asker's ("our plant", "my company"). */
const ASKER = new Set(["our", "my", "us", "hamari", "hamara", "hamare"]);

/**
 * "electrician for our pharma plant", "engineers for my startup": a kind of employer after
 * "our"/"my" is the asker's, not where the members work: no criterion ("for a PSU" stays one);
 * so is one after what the asker wants help with ("help with KSEB connection").
 */
export const forTheAsker = (r: Reading, i: number): boolean =>
  ASKER.has(r.tokens[i - 1]) ||
  (/^(for|with|about|regarding)$/.test(r.tokens[i - 1] ?? "") &&
    ASKING_FOR.has(r.tokens[i - 2] ?? ""));

/** Words for companies in general, after which an origin ("japanese car companies") says whose. */
const COMPANY_NOUNS = new Set(
  (
    "companies company firms firm mnc mncs multinationals makers maker manufacturers manufacturer " +
    "brands brand oems oem giants giant employers employer"
  ).split(" "),
);

/**
 * "japanese car companies", "german auto firms": an origin a few words before a word for
 * companies is the companies of that origin (the sector "<origin> companies"), or undefined.
 */
export function originOf(r: Reading, i: number): Extract<Entry, { type: "sector" }> | undefined {
  const origin = r.dict.entries.get(`${r.tokens[i]} companies`);
  if (origin?.type !== "sector") return undefined;
  const next = r.tokens.slice(i + 1, i + 4);
  // "Korean shipyard", "German auto plants": a kind of employer right after an origin (a sector
  // of "<origin> multinationals") says whose too.
  const kind =
    origin.sector.phrases.includes(`${r.tokens[i]} multinationals`) &&
    [3, 2, 1].some((n) => r.dict.entries.get(next.slice(0, n).join(" "))?.type === "sector");
  return kind || next.some((t) => COMPANY_NOUNS.has(t)) ? origin : undefined;
}

/** How many words from `i` (at most `max`) are Latin: phrases are read over those only ("ਕੌਰ Mohali" is a name and a place, not "Mohali"). */
export function latinSpan(r: Reading, i: number, max: number): number {
  let n = 0;
  while (n < max && i + n < r.tokens.length && /^[a-z0-9&]+$/.test(r.tokens[i + n])) n++;
  return n;
}

/** A role (or a craft inside it) and the words it was typed as. */
export function addRole(r: Reading, reading: RoleReading, term: string): void {
  const q = r.q;
  // "welders with supervisory experience": a role after "with" says which of those asked for.
  const which = reading.craft ?? reading.role;
  if (r.afterWith && q.roles.length && !q.roles.includes(reading.role)) {
    if (!q.requiredRoles.includes(which)) q.requiredRoles.push(which);
    return;
  }
  if (!q.roles.includes(reading.role)) q.roles.push(reading.role);
  if (reading.craft) {
    if (!q.crafts.includes(reading.craft)) q.crafts.push(reading.craft);
    if (term) q.craftTerms.push({ label: reading.craft.label, term });
  } else r.wholeRoles.add(reading.role);
  if (term && !q.roleTerms.includes(term)) q.roleTerms.push(term);
}

/**
 * A role typed after a negation ("all welding except welding inspectors", "civil but not
 * surveyors"): members of it are left out. Returns how many words it took.
 */
export function leaveOutRole(r: Reading, reading: RoleReading, len: number): number {
  const label = reading.craft?.label ?? reading.role.label;
  if (!r.q.notRoles.includes(label)) r.q.notRoles.push(label);
  r.negated = false;
  return len;
}

/**
 * A public kind of employer: public-sector undertakings, or government ("state govt": the
 * state's own bodies, not the central undertakings such as NTPC and BHEL; "central govt": not the
 * states' utilities). After a negation ("except government", "no PSU", "non-govt"), left out.
 */
export function applyPublicKind(r: Reading, kind: "government" | "psu", phrase: string): void {
  const q = r.q;
  if (r.negated) {
    if (!q.notEmployerKinds.includes(kind)) q.notEmployerKinds.push(kind);
    r.negated = false;
    return;
  }
  if (kind === "psu") {
    if (!q.employers.some((e) => e.psu))
      q.employers.push({ label: "Public-sector undertakings", name: null, tech: false, psu: true });
    return;
  }
  const level = /^(state|central)\b/.exec(phrase)?.[1];
  const notKind = level === "state" ? "psu" : level === "central" ? "state" : undefined;
  if (notKind && !q.notEmployerKinds.includes(notKind)) q.notEmployerKinds.push(notKind);
  if (!q.employers.some((e) => e.government))
    q.employers.push({
      label: level
        ? `${level === "state" ? "State" : "Central"} government`
        : "Government and PSUs",
      name: null,
      tech: false,
      government: true,
    });
}

export function addPlace(r: Reading, places: Place[]): void {
  const into = r.negated ? r.q.notPlaces : r.q.places;
  for (const p of places) if (!into.some((q) => q.id === p.id)) into.push(p);
  r.negated = false;
}

/**
 * A place read at `i` (`len` words). "Kharar, Punjab", "Melbourne Australia": right after a town,
 * what holds it only says where the town is, as it does right before it ("Sidcul Haridwar", not
 * "Vidarbha, Nagpur"); typed
 * apart ("Aussie ISTCians ... in Melbourne") it is asked for too.
 */
export function placeAt(r: Reading, place: Place, i: number, len: number): void {
  // A list after a negation is left out whole ("not in Punjab or Haryana").
  if (
    r.notPlaceEnd !== undefined &&
    r.tokens.slice(r.notPlaceEnd, i).every((w) => LIST_JOINS.has(w))
  )
    r.negated = true;
  const left = r.negated;
  // ("Doha / Qatar": a slash makes them alternatives, the country asked for too.)
  // ("the glass city of UP", "Kharar in Punjab": "of" or "in" between says the same.)
  const after =
    r.lastPlaceEnd === i ||
    (r.lastPlaceEnd === i - 1 && (r.tokens[i - 1] === "of" || r.tokens[i - 1] === "in"));
  const last = after && !r.slashes[i] ? r.q.places[r.q.places.length - 1] : undefined;
  // "Sidcul Haridwar", "Punjab Ludhiana": what holds the town typed before it says no more.
  if (last && !r.negated && !r.breaks[i] && placeHolds(last, place))
    r.q.places = r.q.places.filter((p) => p !== last);
  if (!last || r.negated || !placeHolds(place, last)) addPlace(r, [place]);
  r.lastPlaceEnd = i + len;
  r.notPlaceEnd = left ? i + len : undefined;
}

/** Words that join the members of a list. */
const LIST_JOINS = new Set(["and", "or", "nor", "&", "aur", "ya"]);

/** Words before "at" that say a skill follows ("good at", "expert at"), not an employer. */
export const SKILLED =
  /^(good|great|best|expert|experts|skilled|proficient|strong|handy|excellent|perfect|master|masters)$/;

/**
 * Whether a company read at `i` is where its people work: after "at", "for", "works" ...; or first
 * in the query, unless the company makes tools people list as skills and more words follow ("SAP
 * PM maintenance planner").
 */
export function employerWordAt(tokens: string[], i: number): boolean {
  if (WORKS_AT.has(i > 0 ? tokens[i - 1] : "")) return true;
  if (i !== 0) return false;
  return (
    tokens.length === 1 ||
    (!TOOL_MAKERS.has(tokens[0]) && !TOOL_MAKERS.has(tokens.slice(0, 2).join(" ")))
  );
}
