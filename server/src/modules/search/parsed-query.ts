import type { Place } from "./gazetteer/gazetteer.js";
import type { RoleDef } from "./vocabulary.js";

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

/** A query that says nothing yet: what the parser fills in. */
export function emptyQuery(): ParsedQuery {
  return {
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
}
