import type { Place } from "./gazetteer/gazetteer.js";
import type { CraftDef, RoleDef } from "./vocabulary.js";

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
  /** Public-sector undertakings (ONGC, BHEL, a state utility): not every government body. */
  psu?: boolean;
  /**
   * A sector or industry ("oil and gas", "defence"): its names, matched like a company's. It
   * narrows the other employer criteria ("PSUs in oil and gas") rather than adding to them.
   */
  sector?: boolean;
  /**
   * Named beside a trade or craft without "at" ("PLC programmers Siemens", "with Fanuc
   * experience"): the name in the skills as well as the company fields, since a vendor's name is
   * as often what they work with as where. Only in a query naming a trade or craft.
   */
  orSkills?: boolean;
  /** A sector required on its own beside the others ("japanese car companies": both). */
  alone?: boolean;
  /** Members of this role (its label) are in the sector too ("Self-employed": founders). */
  orRole?: string;
  /**
   * Where they worked before ("ex-Maruti", "previously at L&T"): the name in the bio and skills
   * (a profile's past), not the company fields (where they work now).
   */
  formerly?: boolean;
  /**
   * Words no vocabulary knows, after "for" ("Request for nomination", "for silver jubilee"):
   * an employer only when some member's company holds them (the probe), else the query's words.
   */
  tentative?: boolean;
}

/** What a query means; pure data, built without the database. */
export interface ParsedQuery {
  places: Place[];
  /** Places asked to be left out ("not in Punjab", "outside India"): members located elsewhere. */
  notPlaces: Place[];
  /** Places read from a misspelling: what was typed and what it was read as. */
  corrections: { typed: string; place: Place }[];
  batchYears: number[];
  /** Batches left out ("excluding the 2026 batch"): members of them are not found. */
  notBatchYears: number[];
  roles: RoleDef[];
  /** Roles or crafts left out ("welding except welding inspectors"), by label. */
  notRoles: string[];
  /**
   * Crafts asked for inside those roles ("electricians": Electrician in Electrical): members whose
   * role fields say the craft, not the whole trade. A role also asked for as a whole is not narrowed.
   */
  crafts: CraftDef[];
  /** The role phrases as typed ("software engineers"): members whose role says exactly that rank first. */
  roleTerms: string[];
  /** Each craft of `crafts` and the words it was typed as ("Electrician": "electricians"). */
  craftTerms: { label: string; term: string }[];
  /** Words that look like a misspelt place but were kept as keywords (no "in"/"from" before them). */
  possiblePlaces: { typed: string; place: Place }[];
  employers: EmployerCriterion[];
  /**
   * Kinds of employer left out ("except government", "no PSU", "private sector"): members whose
   * company fields place them there are not found.
   */
  notEmployerKinds: ("government" | "psu" | "state")[];
  /** Employers, groups and sectors left out ("except oil and gas", "not in IT companies"). */
  notEmployers?: EmployerCriterion[];
  currentStudents: boolean;
  /** "not students", "excluding current students": members who are not current students. */
  graduatesOnly: boolean;
  /**
   * The role was typed as its practitioners ("toolmakers", "AC technicians"): current students of
   * the trade are not among them (not said in the description: the word says it).
   */
  practitioners?: boolean;
  keywords: string[];
  /** Words of which any will do ("python or java", "Sinumerik 840D / 828D"): each group required. */
  anyKeywords?: string[][];
  /**
   * Words of the work in the job title, trade, skills or bio (not the company fields: "Next plc"
   * is no PLC): any of each group, each of its items all its words. The roles typed, read as
   * words (withRolesAsWords).
   */
  workWords?: string[][];
  /** Words of the sentence left out: in no profile, near no name, in a query with other criteria (see withoutUnknownWords). */
  ignored: string[];
  /**
   * Words left out of a query that found nobody with them: profiles hold them, but none of the
   * people the rest of it asks for ("for our plant"); see withoutFruitlessWords in the service.
   */
  unmatched: string[];
  /**
   * Words of a query that found nobody with all of them together, though each finds someone with
   * the rest of it ("proprietors of small workshops"): they rank, first, the members the rest of it
   * asks for, not required (see withoutFruitlessWords in the service).
   */
  optional?: string[];
  /** Seniority typed beside a craft ("Sr. Draughtsman"): these title words rank first, not required. */
  seniorFirst?: string[];
  /** Ranks typed ("chief", "HOD", "GM", "in-charge", "retired"): title words a member's job title holds (query-ranks.ts). */
  titleRanks?: { label: string; title: string[]; anywhere?: boolean }[];
  /**
   * Trades typed right before a role of no trade ("mechanical design engineers": Designer, and
   * Mechanical as well): members must be of these too. See compoundRole in the parser.
   */
  requiredRoles: RoleDef[];
  /** Keywords typed in capitals in a query that is not all capitals ("GET", "AE"): terms, kept. */
  acronyms: string[];
  /**
   * Keywords typed as names are typed: capitalised after the first word, or right after "in",
   * "at", "near" ("Kalgary", "at Acme"): a place or a company, never left out as a word of the
   * asking.
   */
  nameWords: string[];
  /**
   * The words of `nameWords` that are so only by a capital (not after "in", "at", "near"): in a
   * `sentence` (a notice: "Placement Cell notice: alumni ..."), a word's capital says where it is
   * in the sentence, so they may be left out as others are when they find nobody.
   */
  titleCase?: string[];
  /** The query is a whole sentence (eight words or more). */
  sentence?: boolean;
  /**
   * Keywords right before what they qualify, a role or a kind of employer ("japanese car
   * companies", "gaadi wale engineers"): kept when a query that found nobody is read again
   * without the words of its asking (see withoutAskingWords).
   */
  qualifiers: string[];
  /**
   * Towns named by a bare word ("Khanna", "Anand"), which may be surnames: the search also finds
   * members so named when some are (`alsoNamed`, filled in by the search service).
   */
  bareCities: { word: string; place: Place }[];
  /** The words of `bareCities` that verified members' names hold: place or name, either matches. */
  alsoNamed: string[];
  /**
   * Towns that held nobody the query asks for, read as names in the profiles' text
   * (query-after-nobody.ts): said, so the reader knows the members found are located elsewhere.
   */
  widened?: string[];
  /** Keywords typed after a question ("... in Germany? planning masters"): the asker's story. */
  aside?: string[];
  /** Words past the most a query is read for (search-probe.ts), left out. */
  cut?: number;
  /** What the query typed in brackets ("Welder (Gas & Electric)"), lower case. */
  bracketed?: string[];
  /**
   * "oldest", "senior-most", "youngest" (query-superlatives.ts): only the earliest or latest batch
   * among the members the rest finds.
   */
  batchEdge?: "earliest" | "latest";
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
    notBatchYears: [],
    roles: [],
    notRoles: [],
    crafts: [],
    roleTerms: [],
    craftTerms: [],
    possiblePlaces: [],
    employers: [],
    notEmployerKinds: [],
    currentStudents: false,
    graduatesOnly: false,
    keywords: [],
    ignored: [],
    unmatched: [],
    requiredRoles: [],
    acronyms: [],
    nameWords: [],
    qualifiers: [],
    bareCities: [],
    alsoNamed: [],
    missing: [],
  };
}

/** The roles as read: each role, or the crafts asked for inside it ("Electrician", "Civil"). */
export function roleLabels(q: Pick<ParsedQuery, "roles" | "crafts">): string[] {
  return q.roles.flatMap((r) => {
    const crafts = q.crafts.filter((c) => c.broader === r.label);
    return crafts.length ? crafts.map((c) => c.label) : [r.label];
  });
}
