import type { ParsedQuery } from "./parsed-query.js";

/**
 * Criteria read off a whole query's words, for the rules of query-rules.ts (applyPostRules): people
 * in work, the trade typed as a course, keywords joined as alternatives, makers of tools, what kind
 * of place a place is, seeking an internship.
 */

/**
 * Words shaped like a kind of person ("plumbers", "dentists", "technicians", "residents"): who is
 * asked for. Not nouns of "-ment" ("placement", "equipment").
 */
export const PERSON_NOUN = /^[a-z]{3,}(ers?|ors?|ists?|ians?|man|men|ants?|(?<!m)ents?|ics?)$/;

/**
 * Companies whose names are also their tools' (software, controllers, robots, welding sets) as
 * profiles list them among skills: "SAP MM", "Siemens S7", "Fanuc 0i", "KUKA", "ABB robots".
 */
export const TOOL_MAKERS = new Set([
  ..."sap siemens fanuc kuka abb autodesk dassault rockwell schneider yokogawa honeywell".split(
    " ",
  ),
  ..."emerson mitsubishi omron haas mazak esab bentley ansys oracle microsoft salesforce".split(
    " ",
  ),
  ..."tally adobe ptc hexagon trimble festo beckhoff heidenhain cisco aveva bosch".split(" "),
  "allen bradley",
  "rockwell automation",
  "schneider electric",
  "mitsubishi electric",
  "dassault systemes",
  "lincoln electric",
  "dmg mori",
  "bosch rexroth",
]);

/**
 * Words that say the people asked for have passed out and are in work (English, Hinglish):
 * "welders, working", "presently employed", "kaam karne wale", "seniors": not current students.
 * ("pass-outs" is not among them: "2026 pass-outs" are the students passing out this year.)
 */
const IN_WORK =
  /\b(seniors|working|(?<!self[- ])employed|job holders?|in (a )?jobs?|professionals?|in service|kaam (karne|karte|kar rahe)|naukri|\d{1,2}\s*(?:\+|plus)?\s*(?:years?|yrs?)\s+(?:of\s+)?(?:experience|exp))\b/i;

/** The query says the people asked for are in work (see IN_WORK). */
export const inWork = (text: string): boolean => IN_WORK.test(text);

/**
 * "automobile trade alumni working in quality": the trade typed as the course they took, beside
 * the work they do now, is required beside it, not one of either.
 */
export function courseRequired(q: ParsedQuery, text: string): void {
  const course = q.roles.find(
    (r) =>
      r.trade &&
      q.roles.length > 1 &&
      r.phrases.some((p) =>
        new RegExp(`\\b${escaped(p)}\\s+(?:trade|course|branch|stream|background)\\b`, "i").test(
          text,
        ),
      ),
  );
  if (!course) return;
  q.roles = q.roles.filter((r) => r !== course);
  if (!q.requiredRoles.includes(course)) q.requiredRoles.push(course);
}

/**
 * A query that names no trade or craft: a company named without "at" is where they work, except a
 * maker of the tools people list as skills ("SAP PM", "Sinumerik 840D", "KUKA robots"), which is
 * what they work with too, unless the query says a company ("any Siemens company").
 */
export function toolMakersAsSkills(q: ParsedQuery, text: string): void {
  const asCompany = /\b(compan(y|ies)|firms?|employees?|staff|group|works?\s+(at|for))\b/i.test(
    text,
  );
  q.employers = q.employers.map(({ orSkills, ...e }) =>
    orSkills && !asCompany && TOOL_MAKERS.has(e.name ?? "") ? { ...e, orSkills } : e,
  );
}

/**
 * "python or java", "Sinumerik 840D / 828D", "(AutoCAD OR SolidWorks)": words joined by "or", a
 * slash or a bar, two or more of them keywords, are one group of which any will do.
 */
export function keywordAlternatives(q: ParsedQuery, text: string): void {
  const word = String.raw`[\p{L}\p{N}][\p{L}\p{N}+#.]*`;
  const chain = new RegExp(`${word}(?:\\s*(?:\\bor\\b|/|\\|)\\s*${word})+`, "giu");
  for (const [run] of text.toLowerCase().replace(/["()]/g, " ").matchAll(chain)) {
    const group = run
      .split(/\s*(?:\bor\b|\/|\|)\s*/)
      .map((w) => w.replace(/\.$/, ""))
      .filter((w) => q.keywords.includes(w));
    if (group.length < 2) continue;
    q.keywords = q.keywords.filter((k) => !group.includes(k));
    (q.anyKeywords ??= []).push(group);
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Seeking an internship ("looking for internships", "need an internship"), not offering one. */
export const SEEKING_INTERNSHIP =
  /\b(?:looking|searching|seeking|hunting|need(?:s|ing)?|want(?:s|ing)?|applying)\s+(?:for\s+)?(?:an?\s+)?(?:summer\s+)?internships?\b/i;

/**
 * Words that say what kind of place a place named is ("Chakan MIDC", "Jubail Industrial City",
 * "Mohali Phase 8 industrial area", "Hazira industrial belt"): beside a place, part of it, not
 * words to find in profiles. The state corporations' estates: MIDC (Maharashtra), GIDC (Gujarat),
 * RIICO (Rajasthan), HSIIDC (Haryana), KIADB (Karnataka), SIPCOT (Tamil Nadu), APIIC (Andhra).
 */
const PLACE_KINDS = new Set([
  "industrial",
  "area",
  "areas",
  "estate",
  "estates",
  "belt",
  "zone",
  "park",
  "hub",
  "corridor",
  "township",
  "city",
  "town",
  "towns",
  "side",
  "midc",
  "gidc",
  "riico",
  "hsiidc",
  "hsidc",
  "kiadb",
  "sipcot",
  "apiic",
  "sez",
  "phase",
  "sector",
  "focal",
]);

export function withoutPlaceKinds(q: ParsedQuery, text: string): void {
  if (!q.places.length || !q.keywords.some((k) => PLACE_KINDS.has(k))) return;
  // Right before a kind of person, the word says which people ("industrial electrician").
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const qualifies = new Set(
    words.filter((w, i) => PLACE_KINDS.has(w) && PERSON_NOUN.test(words[i + 1] ?? "")),
  );
  const kinds = q.keywords.filter((k) => PLACE_KINDS.has(k) && !qualifies.has(k));
  // "Phase 8", "Sector 82": the number goes with its word.
  const numbered = kinds.some((k) => k === "phase" || k === "sector");
  q.keywords = q.keywords.filter(
    (k) => !kinds.includes(k) && !(numbered && /^\d{1,3}[a-z]?$/.test(k)),
  );
}

/** "ex-Maruti", "former TCS employees", "previously worked at L&T", "used to work with BHEL". */
const FORMERLY =
  /\b(?:ex|former|formerly|previously|earlier|erstwhile|used\s+to\s+work)\b(?![\s-]*(?:students?|trainees?|istcians?|alumni|batch))/i;

/** Where they work now is asked for too ("ex-army or serving fauji"): not only the past. */
const NOW = /\b(?:serving|current|currently|presently|now\s+at|still)\b/i;

/**
 * A query about where members worked before: the employers named are read in the profile's past
 * (bio and skills), not where they work now ("ex-Maruti" is not who is at Maruti today).
 */
export function formerEmployers(q: ParsedQuery, text: string): void {
  if (!FORMERLY.test(text) || NOW.test(text)) return;
  q.employers = q.employers.map((e) => (e.name && !e.sector ? { ...e, formerly: true } : e));
  q.keywords = q.keywords.filter((k) => !/^(ex|former|formerly|previously|earlier)$/.test(k));
  q.unmatched = q.unmatched.filter((k) => !/^(ex|former|formerly|previously|earlier)$/.test(k));
}

/** "switched careers", "career changers", "changed fields": members whose profile says a switch. */
const CAREER_CHANGE =
  /\b(?:switched|changed|shifted)\s+(?:(?:to\s+)?(?:a\s+)?(?:different|another|new)\s+)?(?:careers?|fields?|lines?|streams?|professions?)\b|\bcareer\s+(?:changers?|changes?|switch(?:es|ers?)?|shifts?)\b/i;

/** A query after members who changed careers: the profiles that say they switched. */
export function careerChanges(q: ParsedQuery, text: string): void {
  if (!CAREER_CHANGE.test(text) || q.keywords.includes("switched")) return;
  q.keywords = [
    ...q.keywords.filter((k) => !/^(careers?|changers?|different)$/.test(k)),
    "switched",
  ];
}
