/**
 * What words mean in a search, typed: the loader of `vocabulary.data.ts` (the reviewed phrase
 * lists). It checks the data once when first imported (lower case, no blanks, every role with
 * phrases and profile matches), so a bad edit fails every test at once instead of one query.
 */
import * as data from "./vocabulary.data.js";
import * as languages from "./languages.data.js";

export interface RoleDef {
  /** Shown in the criteria chips and the interpretation. */
  label: string;
  /** What people type for it. */
  phrases: string[];
  /**
   * Profile phrases (trade, job title, occupation) that make a member this role; each is matched as
   * a full-text phrase, so "software engineer" does not match "civil engineer at a software firm".
   */
  matches: string[];
  /**
   * Phrases that keep a match from counting: "programmer" is not software in "CAM programmer"
   * (a member still matches through another phrase, e.g. a Computer Science trade).
   */
  except?: Record<string, string[]>;
  /**
   * Crafts and professions inside this trade or role ("Electrician" in "Electrical"): their
   * phrases narrow a query to members whose role fields say the craft, while the trade's own
   * phrases ("electrical") keep finding the whole trade.
   */
  crafts?: RoleDef[];
  /**
   * One of the centre's trades (its courses): the general term. Typed right before a craft or
   * profession ("mechanical design engineers"), it says which ones; the craft is what is asked for.
   */
  trade?: boolean;
  /**
   * Titles of a worker that name no craft ("Technician", "Foreman", "Apprentice"): typed by a
   * member of this craft's trade, they make the trade's craftsman ("Chief Technician" in
   * Electronics is an electronics technician, "Technical Intern (Welding)" a welder).
   */
  tradeTitles?: string[];
}

/** A craft or profession inside a broader role (`broader` is that role's label). */
export interface CraftDef extends RoleDef {
  broader: string;
}

/** A phrase list of the data file, checked: lower case, trimmed, not blank. */
function phrases(name: string, list: readonly string[]): readonly string[] {
  for (const p of list)
    if (!p || p !== p.trim() || p !== p.toLowerCase())
      throw new Error(`vocabulary.data.ts ${name}: "${p}" must be lower case, trimmed, not blank`);
  return list;
}

function roles(list: readonly RoleDef[], labels = new Set<string>()): readonly RoleDef[] {
  for (const r of list) {
    if (!r.label || labels.has(r.label))
      throw new Error(`vocabulary.data.ts ROLES: label "${r.label}" is blank or repeated`);
    labels.add(r.label);
    if (!r.phrases.length || !r.matches.length)
      throw new Error(`vocabulary.data.ts ROLES: "${r.label}" needs phrases and matches`);
    phrases(`${r.label} phrases`, r.phrases);
    phrases(`${r.label} matches`, r.matches);
    phrases(`${r.label} tradeTitles`, r.tradeTitles ?? []);
    for (const [match, except] of Object.entries(r.except ?? {})) {
      if (!r.matches.includes(match))
        throw new Error(`vocabulary.data.ts ROLES: "${r.label}" excepts "${match}", not a match`);
      phrases(`${r.label} except`, except);
    }
    roles(r.crafts ?? [], labels);
  }
  return list;
}

/** Folded as profiles are searched: no accents, lower case, "ß" as "ss". */
export const fold = (w: string) =>
  w.normalize("NFD").replace(/\p{M}/gu, "").replace(/ß/g, "ss").toLowerCase();

/**
 * A profile phrase in the other languages of languages.data.ts ("welder": "soudeur", "Schweißer";
 * "lineman": "monteur de lignes"), so a profile typed in French or Spanish is of its role too.
 */
const foreignForms = (match: string): string[] =>
  [
    ...(languages.PEOPLE_WORDS[match] ?? []),
    ...Object.entries(languages.PHRASES)
      .filter(([, english]) => english === match)
      .map(([phrase]) => phrase),
  ].map(fold);

const withForeignMatches = (list: readonly RoleDef[]): RoleDef[] =>
  list.map((r) => ({
    ...r,
    matches: [...new Set([...r.matches, ...r.matches.flatMap(foreignForms)])],
    ...(r.crafts ? { crafts: withForeignMatches(r.crafts) } : {}),
  }));

/** Trades and roles, with what people type for them and the profile phrases that find them. */
export const ROLES: readonly RoleDef[] = withForeignMatches(roles(data.ROLES));
/** The crafts and professions of every role, each with the label of its broader role. */
export const CRAFTS: readonly CraftDef[] = ROLES.flatMap((r) =>
  (r.crafts ?? []).map((c) => ({ ...c, broader: r.label })),
);
/** Every role and craft: each is a facet of the members it finds (role-facets.ts). */
export const ALL_ROLES: readonly RoleDef[] = [...ROLES, ...CRAFTS];
/** Companies people name (lower case); the profile's company fields are searched for them. */
export const TECH_EMPLOYERS = phrases("TECH_EMPLOYERS", data.TECH_EMPLOYERS);
/** Words that make a company name a technology employer. */
export const TECH_WORDS = phrases("TECH_WORDS", data.TECH_WORDS);
/** Other well-known employers people search for by name. */
export const OTHER_EMPLOYERS = phrases("OTHER_EMPLOYERS", data.OTHER_EMPLOYERS);
/** Short and long names of one employer ("L&T" finds "Larsen & Toubro"). */
export const EMPLOYER_ALIASES: readonly (readonly string[])[] = data.EMPLOYER_ALIASES.map((names) =>
  phrases("EMPLOYER_ALIASES", names),
);
/** Makers by their products' names ("Splendor": Hero MotoCorp). */
export const EMPLOYER_PRODUCTS: Readonly<Record<string, string>> = data.EMPLOYER_PRODUCTS;
phrases("EMPLOYER_PRODUCTS", [
  ...Object.keys(data.EMPLOYER_PRODUCTS),
  ...Object.values(data.EMPLOYER_PRODUCTS),
]);

/** Units of an employer with names of their own: each finds only itself (EMPLOYER_UNITS). */
export const EMPLOYER_UNITS: readonly (readonly string[])[] = data.EMPLOYER_UNITS.map((names) =>
  phrases("EMPLOYER_UNITS", names),
);
/** Phrases meaning "technology employers" (tech companies, IT firms ...). */
export const TECH_KIND_PHRASES = phrases("TECH_KIND_PHRASES", data.TECH_KIND_PHRASES);
/** Phrases meaning "government employers" (govt jobs, PSUs ...). */
export const GOVERNMENT_KIND_PHRASES = phrases(
  "GOVERNMENT_KIND_PHRASES",
  data.GOVERNMENT_KIND_PHRASES,
);
/** What a government employer is called in a profile's company fields. */
export const GOVERNMENT_EMPLOYERS = phrases("GOVERNMENT_EMPLOYERS", data.GOVERNMENT_EMPLOYERS);
/** Words that are never criteria on their own. */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  phrases("GENERIC_WORDS", data.GENERIC_WORDS),
);
/** Phrases meaning "where I live": the searching member's own place. */
export const NEAR_ME_PHRASES = phrases("NEAR_ME_PHRASES", data.NEAR_ME_PHRASES);
/** Phrases meaning "my batch": the searching member's own batch year. */
export const MY_BATCH_PHRASES = phrases("MY_BATCH_PHRASES", data.MY_BATCH_PHRASES);
/** Phrases meaning "current students". */
export const CURRENT_STUDENT_PHRASES = phrases(
  "CURRENT_STUDENT_PHRASES",
  data.CURRENT_STUDENT_PHRASES,
);

/** A word without a plural or possessive ending: "robots", "systems" -> "robot", "system". */
export const wordStem = (w: string): string =>
  w.length > 4 && /[^s]s$/.test(w) ? w.slice(0, w.endsWith("ies") ? -3 : -1) : w;

/**
 * The words of the trades' own language (lower case, stemmed): every word of a role's phrases,
 * profile phrases and exceptions, and of the words that make an employer technical. A word of a
 * query outside it ("meet", "respond", "referral") is everyday English; one inside it ("AutoCAD",
 * "substation", "robots") says what the people do.
 */
export const DOMAIN_WORDS: ReadonlySet<string> = new Set(
  [
    ...ALL_ROLES.flatMap((r) => [
      ...r.phrases,
      ...r.matches,
      ...Object.values(r.except ?? {}).flat(),
    ]),
    ...TECH_WORDS,
  ]
    .flatMap((p) => p.split(/[^a-z0-9]+/))
    .filter((w) => w.length > 1)
    .map(wordStem),
);

/** Singular and plural forms of a phrase, and its forms for women and anyone (the last word varies). */
export function variants(phrase: string): string[] {
  const words = phrase.split(" ");
  const last = words[words.length - 1];
  const head = words.slice(0, -1).join(" ");
  const forms = new Set([last]);
  if (/[^aeiou]y$/.test(last)) forms.add(last.slice(0, -1) + "ies");
  else if (/(s|x|ch|sh)$/.test(last)) forms.add(last + "es");
  else forms.add(last + "s");
  // "draughtsman": draughtsmen, and the forms for women and anyone (draughtswoman, draughtsperson).
  if (last.endsWith("man") && !last.endsWith("woman")) {
    const stem = last.slice(0, -3);
    for (const f of ["men", "woman", "women", "person", "persons", "people"]) forms.add(stem + f);
  }
  return [...forms].map((f) => (head ? `${head} ${f}` : f));
}

/**
 * The pattern that marks a member's employer as a technology employer (named tech companies and
 * technology words), matched by the database trigger on lower-case company fields without accents.
 * Migration 1764300000000 holds a copy; a test keeps them equal (a change needs a new migration).
 */
export function techEmployerPattern(): string {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const names = [...new Set([...TECH_EMPLOYERS, ...TECH_WORDS])].sort();
  return `\\m(${names.map(escape).join("|")})\\M`;
}
