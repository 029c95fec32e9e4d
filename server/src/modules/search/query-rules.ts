import type { Place } from "./gazetteer/gazetteer.js";
import type { ParsedQuery } from "./parsed-query.js";
import { DOMAIN_WORDS, wordStem, type RoleDef } from "./vocabulary.js";
import { SENTENCE_WORDS } from "./query-tokens.js";
import { wordsThatRank } from "./query-ranking-words.js";
import {
  courseRequired,
  formerEmployers,
  careerChanges,
  inWork,
  keywordAlternatives,
  PERSON_NOUN,
  SEEKING_INTERNSHIP,
  toolMakersAsSkills,
  withoutPlaceKinds,
} from "./query-criteria.js";

/** Rules over a whole query, applied once its words are read. */

/**
 * What the criteria mean together: a city says more than its state ("Kharar, Punjab"), a specific
 * role more than "engineer" ("machine learning engineers"), and the startup of "founders of
 * startups" is theirs, not a kind of employer they work at (`startupKind`: "startups" was read);
 * a craft narrows its role unless the whole role was asked for as well (`wholeRoles`); "students"
 * are current students ("electrical students", "students in Chandigarh"), except of a batch named
 * ("2020 batch students", "students from 2019": that batch, as the spec's examples read).
 */
export function applyPostRules(
  q: ParsedQuery,
  seen: {
    startupKind: boolean;
    wholeRoles: ReadonlySet<RoleDef>;
    students: boolean;
    text?: string;
  },
): ParsedQuery {
  const { startupKind, wholeRoles } = seen;
  // A sentence (a notice, a letter) capitalises words for their place in it, not as names.
  if ((seen.text ?? "").split(/\s+/).filter(Boolean).length >= SENTENCE_LENGTH) q.sentence = true;
  q.places = dropContainers(q.places);
  q.batchYears.sort((a, b) => a - b);
  if (seen.students && !q.batchYears.length) q.currentStudents = true;
  // (Beside an employer it says nothing more: students name none, and the condition would only
  // cost the employer's index its use.)
  if (inWork(seen.text ?? "") && !q.employers.length) q.graduatesOnly = true;
  // "juniors looking for internships": who seeks an internship is still studying.
  if (SEEKING_INTERNSHIP.test(seen.text ?? "") && !q.graduatesOnly) {
    q.currentStudents = true;
    q.keywords = q.keywords.filter((k) => !/^internships?$/.test(k));
  }
  // Students asked for by name or batch win over "alumni" ("alumni and students of 2020").
  if (q.currentStudents || seen.students) q.graduatesOnly = false;
  if (q.roles.length > 1 && q.roles.some((r) => r.label === "Engineer")) {
    q.roles = q.roles.filter((r) => r.label !== "Engineer");
    q.roleTerms = q.roleTerms.filter((t) => !/^(engineers?|engg|engineering)$/.test(t));
  }
  // "electrical engineers and electricians": the whole trade was asked for too, so no narrowing.
  q.crafts = q.crafts.filter(
    (c) => !q.roles.some((r) => r.label === c.broader && wholeRoles.has(r)),
  );
  if (startupKind && q.roles.some((r) => r.label === "Founder"))
    q.employers = q.employers.filter((e) => !e.tech);
  // "power discoms", "steel plants": a word of the names of a kind of employer asked for says
  // that kind again, not a word to require besides it.
  const kindWords = new Set(
    q.employers
      .filter((e) => e.sector)
      .flatMap((e) => [e.name ?? "", ...(e.also ?? [])])
      .flatMap((n) => n.split(" ")),
  );
  q.keywords = q.keywords.filter((k) => !kindWords.has(k));
  // "toolmakers", "AC technicians", "mechanical engineers": a word for people who do the work is
  // its practitioners, not the students still learning the trade (who "tool and die" finds).
  if (
    !q.currentStudents &&
    !seen.students &&
    !q.batchYears.length &&
    q.roleTerms.some((t) => PRACTITIONER.test(t.split(" ").pop() ?? ""))
  )
    q.practitioners = true;
  withoutPlaceKinds(q, seen.text ?? "");
  formerEmployers(q, seen.text ?? "");
  careerChanges(q, seen.text ?? "");
  // "Refrigeration and Air Conditioning Technician", "Motor vehicle mechanics and repairers": a
  // word for workers beside a trade or craft says the same people again, no word to require.
  // So does one beside where they work ("the Army's technicians", "wind turbine techs").
  if (namesWhatPeople(q) || q.employers.length)
    q.keywords = q.keywords.filter((k) => !WORKERS.test(k));
  const rank = wordsThatRank(q, seen.text ?? "", namesWhatPeople(q), hasOtherCriteria(q));
  if (rank.length) Object.assign(q, withWordsOptional(q, rank));
  const brackets = (seen.text ?? "").match(/\(([^()]*)\)/g);
  if (brackets) q.bracketed = brackets.map((b) => b.slice(1, -1).toLowerCase());
  keywordAlternatives(q, seen.text ?? "");
  courseRequired(q, seen.text ?? "");
  // "Any seniors in Germany? planning masters": the words after a question are the asker's
  // own story, words a query that finds nobody may be read again without (see wordsToTry).
  const tail = /\?[\s?]*([^?]*\p{L}[^?]*)$/u.exec(seen.text ?? "")?.[1].toLowerCase() ?? "";
  const told = new Set(tail.split(/[^\p{L}\p{N}]+/u));
  q.aside = q.keywords.filter((k) => told.has(k));
  // A company named without "at" is also what they work with only beside a trade or craft, or
  // a maker of tools (see toolMakersAsSkills).
  if (!namesWhatPeople(q)) toolMakersAsSkills(q, seen.text ?? "");
  return q;
}

/** A state, country or region holds a city or a "near" area (a region of cities). */
export const placeHolds = (p: Place, city: Place): boolean =>
  // "Texas, USA", "Punjab, India": a region or state typed before its country.
  ((city.kind === "region" || city.kind === "state") &&
    p.kind === "country" &&
    !!city.country &&
    city.country === p.country) ||
  ((city.kind === "city" || city.id.startsWith("near:")) &&
    ((p.kind === "state" && city.state === p.state) ||
      (p.kind === "country" && city.country === p.country) ||
      (p.kind === "region" &&
        !p.id.startsWith("near:") &&
        !!(
          p.members?.cities?.includes(city.id) ||
          (city.state && p.members?.states?.includes(city.state)) ||
          (city.country && p.members?.countries?.includes(city.country))
        ))));

/**
 * Abroad beside a place outside India ("hardware engineers in Asia abroad"): the place says more.
 * A place holding a town typed right after it ("Kharar, Punjab") is left out by the parser.
 */
function dropContainers(places: Place[]): Place[] {
  // "hardware engineers in Asia abroad": a region or country outside India says more than abroad.
  const elsewhere = (q: Place) =>
    q.country
      ? q.country !== "IN"
      : !!q.members?.countries?.length && !q.members.countries.includes("IN");
  return places.filter(
    (p) => !places.some((q) => q !== p && p.id === "r:abroad" && q.id !== p.id && elsewhere(q)),
  );
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

/** Titles that say little alone: "became manager", "engineer" does not say which people. */
const GENERIC_TITLES = new Set(["Engineer", "Manager"]);

/**
 * The query says which people besides its keywords: a place, employer, batch, current students,
 * or a role more specific than a bare title (GENERIC_TITLES).
 */
export function hasOtherCriteria(q: ParsedQuery): boolean {
  return (
    q.roles.some((r) => !GENERIC_TITLES.has(r.label)) ||
    q.crafts.length > 0 ||
    q.places.length > 0 ||
    q.notPlaces.length > 0 ||
    q.employers.length > 0 ||
    q.batchYears.length > 0 ||
    q.currentStudents ||
    (q.titleRanks?.length ?? 0) > 0
  );
}

/** The query names a trade, craft or profession (not a bare "engineer" or "manager"). */
export function namesWhatPeople(q: ParsedQuery): boolean {
  return q.crafts.length > 0 || q.roles.some((r) => !GENERIC_TITLES.has(r.label));
}

/** Verb forms of a sentence: "settled", "posted", "working", "willing". */
const SENTENCE_FORM = /^[a-z]{3,}(ed|ing)$/;

/**
 * "anyone settled in Canada", "koi electrician chahiye Mohali mein": a word of the sentence (a
 * verb form, or an asking word or particle of SENTENCE_WORDS) that no verified profile holds and
 * that is near no member's name (`unknown`, found by the search service) is not a criterion when
 * the query says which people otherwise: it is left out (`ignored`, which the description says)
 * rather than required, which would find nobody. Other unknown words stay criteria ("dentists in
 * Mohali" finds nobody, which is the answer), as does a word that may be a misspelt place.
 */
export function withoutUnknownWords(q: ParsedQuery, unknown: ReadonlySet<string>): ParsedQuery {
  const mayGo = mayBeLeftOut(q);
  // A particle of the asking ("bhai", "ji", "wich") says nothing of who beside other criteria, even
  // when some profile holds it (a name, a bio): no criterion either (said as left out when no
  // profile holds it).
  const particle = (k: string) =>
    SENTENCE_WORDS.has(k) &&
    !SENTENCE_FORM.test(k) &&
    hasOtherCriteria(q) &&
    !q.nameWords.includes(k);
  const left = (k: string) => unknown.has(k) && mayGo(k);
  const ignored = q.keywords.filter(left);
  if (!ignored.length && !q.keywords.some(particle)) return q;
  return {
    ...q,
    keywords: q.keywords.filter((k) => !left(k) && !particle(k)),
    ignored: [...q.ignored, ...ignored],
  };
}

/**
 * Which keywords `withoutUnknownWords` leaves out when no profile holds them and no name is near:
 * only these need the search service's look-up of names near them. None when the query says
 * nothing else about which people.
 */
export function mayBeLeftOut(q: ParsedQuery): (k: string) => boolean {
  if (!hasOtherCriteria(q)) return () => false;
  const places = new Set(q.possiblePlaces.flatMap((p) => p.typed.toLowerCase().split(/\s+/)));
  // A query that names a trade or craft says what people it asks for: its other words no profile
  // holds ("urgent", "opening", "vacancy") are how it is asked, not who.
  const saysWho = namesWhatPeople(q);
  return (k) =>
    ((saysWho && !q.nameWords.includes(k)) || SENTENCE_FORM.test(k) || SENTENCE_WORDS.has(k)) &&
    !places.has(k);
}

/** A word for who does a kind of work ("toolmakers", "technician", "mechanics"), not a trade's name. */
const PRACTITIONER = /^[a-z]{3,}(er|or|ist|ian|man|men|mechanic)s?$/;

/** From this many words a query is a sentence (see ParsedQuery.sentence). */
const SENTENCE_LENGTH = 8;

export { PERSON_NOUN } from "./query-criteria.js";

/**
 * A query that found nobody with every word required, read again with its words as how it is
 * asked rather than who ("HVAC technicians for Dubai projects", "how many of us are in Neemrana"):
 * when it says which people otherwise (`hasOtherCriteria`), its keywords not typed as names and
 * not a misspelt place are left out (and said so): every such word when it names a trade or
 * craft, else the words no profile holds (`found` has those some profile holds) that are not
 * shaped like a kind of person ("dentists in Panchkula" stays nobody). The query itself when no
 * word is left out.
 */
export function withoutAskingWords(q: ParsedQuery, found: ReadonlySet<string>): ParsedQuery {
  if (!q.keywords.length || !hasOtherCriteria(q)) return q;
  const places = new Set(q.possiblePlaces.flatMap((p) => p.typed.toLowerCase().split(/\s+/)));
  const saysWho = namesWhatPeople(q);
  // "gaadi wale engineers": beside a bare title a word no profile holds may say which ones.
  const bareTitle = !saysWho && q.roles.some((r) => GENERIC_TITLES.has(r.label));
  if (bareTitle) return q;
  const asking = (k: string) =>
    !q.nameWords.includes(k) &&
    !q.qualifiers.includes(k) &&
    !places.has(k) &&
    !found.has(k) &&
    !PERSON_NOUN.test(k);
  const left = q.keywords.filter(asking);
  if (!left.length) return q;
  return {
    ...q,
    keywords: q.keywords.filter((k) => !asking(k)),
    ignored: [...q.ignored, ...left],
  };
}

/**
 * The keywords a query that still finds nobody may be read again without, one at a time ("need an
 * industrial electrician for our plant in Ludhiana", "welders for Canada pipeline project"): when
 * it names a trade or craft and says which people otherwise, its words not typed as names and not
 * a misspelt place. The search service keeps each such word that finds someone together with the
 * rest of the query and leaves out the others (`withoutWords`), so "electricians with PLC in
 * Brampton" keeps "PLC" while "plant" and "project", which profiles hold but none of these people,
 * say how the query is asked. Words typed in capitals ("GET mechanical") are terms: kept.
 */
export function wordsToTry(q: ParsedQuery): string[] {
  if (!q.keywords.length) return [];
  const saysWho = namesWhatPeople(q);
  // Without a trade or craft, only among two keywords or more, and never a word for a kind of
  // person or one right before what it qualifies ("dentists in Panchkula" stays nobody, as does
  // "plant in Ludhiana"): "who can help with VRF systems in Goa" keeps "VRF", leaves "systems".
  if (!saysWho && !hasOtherCriteria(q) && q.keywords.length < 2) return [];
  if (!saysWho && !hasOtherCriteria(q) && !q.keywords.some((k) => !PERSON_NOUN.test(k))) return [];
  const places = new Set(q.possiblePlaces.flatMap((p) => p.typed.toLowerCase().split(/\s+/)));
  return q.keywords.filter(
    (k) =>
      (!q.nameWords.includes(k) || (q.sentence && q.titleCase?.includes(k))) &&
      !q.acronyms.includes(k) &&
      !places.has(k) &&
      (saysWho ||
        q.aside?.includes(k) ||
        // In a sentence that says who otherwise, a kind of person is often the asker ("Placement
        // officer seeks alumni at Bosch").
        (q.sentence && hasOtherCriteria(q)) ||
        (!PERSON_NOUN.test(k) && !q.qualifiers.includes(k))),
  );
}

/** The query without these keywords, which it says it left out (`unmatched`). */
export function withoutWords(q: ParsedQuery, words: readonly string[]): ParsedQuery {
  if (!words.length) return q;
  const out = new Set(words);
  return {
    ...q,
    keywords: q.keywords.filter((k) => !out.has(k)),
    qualifiers: q.qualifiers.filter((k) => !out.has(k)),
    unmatched: [...q.unmatched, ...words],
  };
}

/**
 * The query with these keywords ranking rather than required (`optional`): what is left of it
 * says which people, the words which of them come first.
 */
export function withWordsOptional(q: ParsedQuery, words: readonly string[]): ParsedQuery {
  if (!words.length) return q;
  const out = new Set(words);
  return {
    ...q,
    keywords: q.keywords.filter((k) => !out.has(k)),
    qualifiers: q.qualifiers.filter((k) => !out.has(k)),
    optional: [...(q.optional ?? []), ...words],
  };
}

/**
 * The keywords of a query that found nobody that may rank rather than narrow: not a kind of
 * person ("plumbers"), a term typed in capitals, a name typed with its capital outside a sentence,
 * or the words of a place.
 */
export function rankingWords(q: ParsedQuery): string[] {
  const places = new Set(q.possiblePlaces.flatMap((p) => p.typed.toLowerCase().split(/\s+/)));
  return q.keywords.filter(
    (k) =>
      bracketed(q, k) ||
      (!PERSON_NOUN.test(k) &&
        !q.acronyms.includes(k) &&
        !places.has(k) &&
        !(q.titleCase?.includes(k) && !q.sentence)),
  );
}

/** Words for workers in general. */
const WORKERS =
  /^(technicians?|workers?|repairers?|installers?|operatives?|staff|professionals?|hands|guys|people|persons?)$/;

/** A word typed in brackets ("Welder (Gas & Electric)"): a qualifier of what is before it. */
const bracketed = (q: ParsedQuery, k: string) =>
  (q.bracketed ?? []).some((b) => b.split(/[^\p{L}\p{N}]+/u).includes(k));

/**
 * A whole sentence ("Gulf chapter meet in Muscat, Oman alumni please respond") that says which
 * people otherwise: its other words (`wordsToTry`) of everyday English (outside DOMAIN_WORDS) say how
 * it is asked more often than who, so they rank rather than narrow; "AutoCAD", "solar" and
 * "robots" still narrow.
 */
export function sentenceWordsOptional(q: ParsedQuery, text: string): ParsedQuery {
  if (!q.sentence || !hasOtherCriteria(q)) return q;
  // Typed as a term: capitals ("VRF"), a capital inside ("AutoCAD"), digits ("S7").
  const terms = new Set(
    text
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => /^\p{Lu}{2,}$|\p{Ll}\p{Lu}|\d/u.test(w) && /\p{Ll}/u.test(text))
      .map((w) => w.toLowerCase()),
  );
  return withWordsOptional(
    q,
    wordsToTry(q).filter((k) => !DOMAIN_WORDS.has(wordStem(k)) && !terms.has(k)),
  );
}

/**
 * "HVAC design engineers" finds nobody who is both: the trade and the role read as either, as two
 * roles typed apart are. The query itself when no trade was required.
 */
export function withoutRequiredRoles(q: ParsedQuery): ParsedQuery {
  if (!q.requiredRoles.length) return q;
  const roles = [...q.requiredRoles.filter((r) => !q.roles.includes(r)), ...q.roles];
  return { ...q, roles, requiredRoles: [] };
}
