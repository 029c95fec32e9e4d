import type { RoleReading } from "./query-phrases.js";
import { romanize } from "./query-scripts.js";
import { withSpokenForms } from "./query-spoken.js";
import { gazetteer } from "./gazetteer/gazetteer.js";
import { emptyQuery, type ParsedQuery, type Searcher } from "./parsed-query.js";
import { withSearchSyntax } from "./query-syntax.js";
import {
  correctPhraseWords,
  dictionary,
  fuzzyEmployer,
  fuzzyPlace,
  fuzzyRole,
  MAX_NEAR_KM,
  NEAR_KM,
  nearPlace,
  pickForQuery,
} from "./query-phrases.js";
import { applyPostRules, PERSON_NOUN } from "./query-rules.js";
import {
  ANY_MEMBER_WORDS,
  ASKING_FOR,
  closeToAsNear,
  EMPLOYER_PREPOSITIONS,
  NEAR_WORDS,
  NEGATIONS,
  PLACE_PREPOSITIONS,
  PRIVATE_NOUNS,
  PRIVATE_WORD,
  SENTENCE_WORDS,
  STOP_WORDS,
  STUDENT_WORDS,
  tokenise,
  withDistance,
  withoutExperience,
} from "./query-tokens.js";
import { extractYears } from "./query-years.js";
import { withWordForms } from "./query-forms.js";
import {
  companyAfterPlace,
  isKnownWord,
  kindWords,
  qualifies,
  readEmployer,
  shortPlaceName,
  latinSpan,
  originOf,
  forTheAsker,
  addRole,
  leaveOutRole,
  slashAlternatives,
  SKILLED,
  employerWordAt,
  startsRole,
  addPlace,
  placeAt,
  type Reading,
} from "./query-reading.js";

export type { EmployerCriterion, ParsedQuery, Searcher } from "./parsed-query.js";
import { apply } from "./query-apply.js";
import { compoundRole } from "./query-compound.js";
import { withAirportTowns } from "./query-airports.js";
import { nearKnownWord, withCompounds } from "./query-compounds.js";
import { withTitleRanks } from "./query-ranks.js";
import { describedWork } from "./query-work.js";
import { batchEdge } from "./query-superlatives.js";
import { fromOtherLanguages } from "./query-languages.js";
import { readAsked } from "./query-asker.js";
import { endsInWorkplace, kindAtWorkplace } from "./query-ranking-words.js";

export {
  readAsPlaces,
  withoutAskingWords,
  withoutRequiredRoles,
  withoutWords,
  withWordsOptional,
  rankingWords,
  sentenceWordsOptional,
  wordsToTry,
} from "./query-rules.js";
export { extractYears } from "./query-years.js";

/** Words after "not" that keep it going to what it negates ("not working at dealerships"). */
const NEGATION_GOES_ON = /^(?:the|a|an|working|employed|based|living|located|posted|serving)$/;

/** Turns a plain-language query into criteria. Pure: same text, same result. */
export function parseQuery(
  query: string,
  now = new Date(),
  me?: Searcher,
  /** Words of India's scripts as typed (a name so written), not in Latin letters. */
  asTyped = false,
): ParsedQuery {
  // What the asker says of themselves is no criterion (query-asker.ts).
  const asked = readAsked(query, (text) => parseQuery(text, now, me, asTyped));
  if (asked) return asked;
  const text = withAirportTowns(
    withCompounds(
      withSearchSyntax(withSpokenForms(fromOtherLanguages(asTyped ? query : romanize(query)))),
    ),
  );
  const distance = withDistance(closeToAsNear(withoutExperience(text, now)));
  const superlative = batchEdge(distance.rest);
  const years0 = extractYears(superlative.rest, now, me?.batchYear);
  const { years, notYears, needsMine } = years0;
  // Work described ("who fixes split ACs") is read as its workers are named.
  const rest = describedWork(years0.rest).rest;
  const dict = dictionary();
  const typed = withWordForms(tokenise(rest), (p) => dict.entries.has(p));
  const r: Reading = {
    ...typed,
    tokens: correctPhraseWords(typed.tokens, dict),
    q: {
      ...emptyQuery(),
      batchYears: years,
      notBatchYears: notYears,
      ...(superlative.edge && !years.length ? { batchEdge: superlative.edge } : {}),
    },
    me,
    dict,
    negated: false,
    negationEnds: false,
    startupKind: false,
    wholeRoles: new Set(),
    students: false,
    lastRole: [],
    lastRoleEnd: -1,
    lastReading: null,
    lastPlaceEnd: -1,
    afterOr: false,
    employerWord: false,
    district: distance.district,
    km: distance.km == null ? NEAR_KM : Math.min(MAX_NEAR_KM, Math.max(1, Math.round(distance.km))),
  };
  let i = 0;
  /** Indices of the words a phrase took (a role, a place, an employer ...). */
  const understood = new Set<number>();
  while (i < r.tokens.length) {
    const t = r.tokens;
    if (NEGATIONS.has(t[i]) || (t[i] === "other" && t[i + 1] === "than")) {
      // A new negation ("not Gulf, not Canada"): the last one's end does not end this one.
      r.negated = true;
      r.negationEnds = false;
      i += t[i] === "other" ? 2 : 1;
      continue;
    }
    // "other than army or railways", "except PSU and government": a list after a negation is
    // left out whole (not "and" before a word of living or working: "not in the army and living ...").
    if (
      r.negationEnds &&
      (t[i] === "or" ||
        t[i] === "nor" ||
        (t[i] === "and" && !NEGATION_GOES_ON.test(t[i + 1] ?? "")))
    ) {
      r.negated = true;
      r.negationEnds = false;
      i++;
      continue;
    }
    if (r.negationEnds) r.negated = r.negationEnds = false;
    // "not in Punjab", "but not the UAE": a preposition or an article keeps the negation going.
    if (r.negated && !PLACE_PREPOSITIONS.has(t[i]) && !NEGATION_GOES_ON.test(t[i]))
      r.negationEnds = true;
    r.afterOr = i > 0 && t[i - 1] === "or";
    r.afterWith = i > 0 && (t[i - 1] === "with" || t[i - 1] === "having");
    // "the seven sisters states": right after a place, "states" says what it is, not the US.
    const matched = t[i] === "states" && r.lastPlaceEnd === i ? 1 : readPhrase(r, i);
    for (let j = i; j < i + matched; j++) understood.add(j);
    i = matched ? i + matched : readWord(r, i);
  }
  slashAlternatives(r, understood);
  if (needsMine) r.q.missing.push("batch");
  const q = applyPostRules(r.q, {
    startupKind: r.startupKind,
    wholeRoles: r.wholeRoles,
    students: r.students,
    text: query,
  });
  // "most senior alumni": the earliest batch, no senior title.
  return withTitleRanks(q, q.batchEdge ? batchEdge(query).rest : query);
}

/** A city abroad this big is read for a word a letter away from its name, when no profile has the word. */
const BIG_CITY_ABROAD = 1_000_000;

/**
 * A role read at `i` typed together with the role before it: nothing between ("maintenance
 * electricians"), or a trade after "in" or "of" as the field of a role of no trade typed just
 * before ("lecturers in electrical", "HOD of civil").
 */
function typedTogether(r: Reading, i: number, read: RoleReading): boolean {
  const last = r.lastReading;
  if (!last) return false;
  const prev = i > 0 ? r.tokens[i - 1] : "";
  const field =
    !last.role.trade &&
    !!read.role.trade &&
    !read.craft &&
    r.lastRoleEnd === i - 1 &&
    (prev === "in" || prev === "of");
  return field || (r.lastRoleEnd === i && !r.breaks[i] && !["and", "or", "&"].includes(prev));
}

/** The longest phrase at `i` the vocabulary or the gazetteer knows: how many words it took (0: none). */
function readPhrase(r: Reading, i: number): number {
  const { tokens, original, dict } = r;
  const g = gazetteer();
  const prev = i > 0 ? tokens[i - 1] : "";
  r.employerWord = employerWordAt(tokens, i);
  for (let len = latinSpan(r, i, Math.max(dict.maxWords, g.maxKeyWords)); len >= 1; len--) {
    const phrase = tokens.slice(i, i + len).join(" ");
    const entry =
      dict.entries.get(phrase) ?? kindAtWorkplace(dict.entries, tokens.slice(i, i + len));
    const places = g.lookup(phrase);
    const short = phrase.replace(/[^a-z]/g, "").length <= 3;
    // A state's code right after a town of that state, in any case ("simla hp", "mandi hp").
    const lastPlace = r.lastPlaceEnd === i ? r.q.places[r.q.places.length - 1] : undefined;
    const afterItsTown = places.some((p) => p.kind === "state" && p.state === lastPlace?.state);
    const shortPlaceOk = !short || afterItsTown || shortPlaceName(r, i, phrase, places);
    // "automotive engineers": a sector word before a role says which engineers (words), not where.
    if (
      entry?.type === "sector" &&
      !entry.sector.employerKind &&
      !endsInWorkplace(phrase) &&
      dict.entries.get(tokens[i + len])?.type === "role"
    )
      return 0;
    if (
      entry &&
      /^(sector|employer|group|tech|psu|government)$/.test(entry.type) &&
      forTheAsker(r, i)
    )
      return len;
    if (entry && entry.type !== "generic" && entry.type !== "employer") {
      // "auto techs", "lab tech": right after a role, "tech" is its technicians, not tech companies.
      if (entry.type === "tech" && /^techs?$/.test(phrase) && r.lastRoleEnd === i) return len;
      if (entry.type !== "role") {
        apply(r, entry, phrase);
        return len;
      }
      // "all welding except welding inspectors": a role left out.
      if (r.negated) return leaveOutRole(r, entry, len);
      // "CNC operators and programmers": the second role shares the first one's qualifier.
      const shared = ["and", "or", "&"].includes(prev)
        ? [...r.lastRole.slice(0, -1), ...tokens.slice(i, i + len)].join(" ")
        : "";
      const sharedEntry = r.lastRole.length > 1 ? dict.entries.get(shared) : undefined;
      const read = sharedEntry?.type === "role" ? sharedEntry : entry;
      const term = read === entry ? phrase : shared;
      // "maintenance electricians", "mechanical design engineers": two roles typed together, with
      // nothing between, are one kind of person; the more specific says who (see compoundRole).
      const together = typedTogether(r, i, read);
      if (!together || compoundRole(r.q, r.wholeRoles, r.lastReading!, read) !== "first")
        apply(r, read, term);
      else if (!r.q.roleTerms.includes(term)) r.q.roleTerms.push(term);
      r.lastRole = read === entry ? tokens.slice(i, i + len) : shared.split(" ");
      r.lastRoleEnd = i + len;
      r.lastReading = read;
      return len;
    }
    // A state's abbreviation in capitals ("HP", "UP") is the state, even when a company is so
    // called, unless it follows "at"/"for"/"with" ("engineers at HP").
    const stateCode =
      short &&
      (original[i] === original[i].toUpperCase() || afterItsTown) &&
      places.some((p) => p.kind === "state") &&
      !EMPLOYER_PREPOSITIONS.has(prev);
    const employerFirst = entry?.type === "employer" && !PLACE_PREPOSITIONS.has(prev) && !stateCode;
    // "at Qatar Energy": a company named after a place (see companyAfterPlace).
    if (places.length && !entry && companyAfterPlace(r, i, len))
      return readEmployer(r, i, prev === "with") - i;
    // "oil & gas sector": a town named like a word of the vocabulary ("Sector") is that word,
    // unless typed as a name or after "in"/"from".
    const wordNotTown =
      len === 1 &&
      !PLACE_PREPOSITIONS.has(prev) &&
      original[i] === tokens[i] &&
      (STOP_WORDS.has(phrase) ||
        (places.every((p) => p.kind === "city") &&
          (kindWords(r.dict).has(phrase) || SENTENCE_WORDS.has(phrase))));
    if (places.length && shortPlaceOk && !employerFirst && !wordNotTown) {
      const place = NEAR_WORDS.has(prev)
        ? nearPlace(places, r.km, r.district)
        : pickForQuery(places);
      const bare = len === 1 && place.kind === "city" && !r.negated;
      if (bare && !PLACE_PREPOSITIONS.has(prev) && /^[a-z]{3,}$/.test(phrase))
        r.q.bareCities.push({ word: phrase, place });
      placeAt(r, place, i, len);
      return len;
    }
    if (entry) {
      if (STUDENT_WORDS.has(phrase) && !r.negated) r.students = true;
      // "not students", "excluding students": those who have passed out.
      if (STUDENT_WORDS.has(phrase) && r.negated) {
        r.q.graduatesOnly = true;
        r.negated = false;
      }
      // "working in IT": the word typed in capitals is the technology sector, not the pronoun.
      apply(r, phrase === "it" && original[i] === "IT" ? { type: "tech" } : entry);
      return len;
    }
  }
  return 0;
}

/** A word no phrase took: an employer's name, a misspelt role or place, or a keyword. Returns the next index. */
function readWord(r: Reading, i: number): number {
  const { tokens, original, q } = r;
  const prev = i > 0 ? tokens[i - 1] : "";
  const token = tokens[i];
  const origin = originOf(r, i);
  if (origin) {
    apply(r, origin, `${token} companies`);
    // Both: Japanese companies that make cars, not either.
    const applied = q.employers.find((e) => e.label === origin.sector.label);
    if (applied) applied.alone = true;
    return i + 1;
  }
  // A name after "at"/"for" that is nothing else is an employer: "engineers at Acme Steel".
  // After "with" it may be a skill or an employer: keywords (skills and company fields alike).
  // "welders for a shutdown job", "supervisor for a solar plant": after a role or a word for a
  // kind of person, "for" says what for, not whom they work for.
  const asking =
    prev === "for" &&
    i > 1 &&
    (ASKING_FOR.has(tokens[i - 2]) ||
      r.dict.entries.get(tokens[i - 2])?.type === "role" ||
      PERSON_NOUN.test(tokens[i - 2]));
  // "good at STAAD Pro", "expert at Revit": a skill, typed where a company would be.
  if (prev === "at" && i > 1 && SKILLED.test(tokens[i - 2])) return readEmployer(r, i, true);
  if (
    EMPLOYER_PREPOSITIONS.has(prev) &&
    !asking &&
    /[a-z]/.test(token) &&
    !SENTENCE_WORDS.has(token)
  )
    return readEmployer(r, i, prev === "with");
  // "Haryana state", "Ontario province": the word says what the place is.
  if (/^(state|province|pradesh)$/.test(token) && r.lastPlaceEnd === i) return i + 1;
  // "private sector electricians": every employer but the government's and the PSUs.
  if (token === PRIVATE_WORD) {
    for (const kind of ["government", "psu"] as const)
      if (!q.notEmployerKinds.includes(kind)) q.notEmployerKinds.push(kind);
    return PRIVATE_NOUNS.has(tokens[i + 1] ?? "") ? i + 2 : i + 1;
  }
  // "2 welders", "top 10 electricians": how many are wanted, which no profile says.
  if (/^\d{1,2}$/.test(token) && startsRole(r, i + 1)) return i + 1;
  // A word of the language ("searching") is not a misspelt role ("teaching").
  const role = isKnownWord(r, token) ? null : fuzzyRole(token, r.dict.roleWords);
  if (role) {
    addRole(r, role, role.word);
    return i + 1;
  }
  // A misspelt employer ("Forxconn", "Petronus") before a misspelt place.
  const employer = isKnownWord(r, token) ? null : fuzzyEmployer(token, r.dict.entries);
  if (employer) {
    apply(r, employer, token);
    return i + 1;
  }
  // A word of the language ("state", "settle", "bande") is not a misspelt place.
  let fuzzy = /^[a-z]+$/.test(token) && !isKnownWord(r, token) ? fuzzyPlace(tokens, i) : null;
  // As near a word of the trades as the place ("frelance": freelance, not France): the word.
  if (fuzzy?.span === 1 && nearKnownWord(token, fuzzy.distance)) fuzzy = null;
  if (fuzzy) {
    const place = NEAR_WORDS.has(prev)
      ? nearPlace(fuzzy.places, r.km, r.district)
      : pickForQuery(fuzzy.places);
    const typed = original.slice(i, i + fuzzy.span).join(" ");
    // After "in"/"from" a near-miss is a place ("from Ludhaina"); elsewhere maybe a name: a keyword.
    if (PLACE_PREPOSITIONS.has(prev)) {
      addPlace(r, [place]);
      q.corrections.push({ typed, place });
      return i + fuzzy.span;
    }
    // Without "in"/"from": a place in India, a country, state or region ("canda"), a long name
    // abroad a letter away ("gothenberg"); else likelier another word ("depot", not Depok).
    // So is a big city abroad members often live in ("sharja", "dubia").
    const longAbroad =
      (typed.length >= 8 || place.population >= BIG_CITY_ABROAD) && fuzzy.distance <= 1;
    if (place.country === "IN" || place.kind !== "city" || longAbroad)
      q.possiblePlaces.push({ typed, place });
  }
  if (
    !STOP_WORDS.has(token) &&
    !ANY_MEMBER_WORDS.has(token) &&
    (token.length >= 2 || /\d/.test(token)) &&
    token !== "&"
  ) {
    if (!q.keywords.includes(token)) q.keywords.push(token);
    const capitalised = i > 0 && /^\p{Lu}\p{Ll}/u.test(original[i]);
    if (capitalised || PLACE_PREPOSITIONS.has(prev) || NEAR_WORDS.has(prev))
      q.nameWords.push(token);
    if (capitalised && !PLACE_PREPOSITIONS.has(prev)) (q.titleCase ??= []).push(token);
    if (qualifies(r, i)) q.qualifiers.push(token);
    if (/^\p{Lu}{2,}$/u.test(original[i]) && original.some((w) => /\p{Ll}/u.test(w)))
      q.acronyms.push(token);
  }
  return i + 1;
}
