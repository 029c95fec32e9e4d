import type { ParsedQuery } from "./parsed-query.js";

/**
 * Criteria read off a whole query's words, for the rules of query-rules.ts (applyPostRules): people
 * in work, the trade typed as a course, keywords joined as alternatives, makers of tools.
 */

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
  /\b(seniors|working|(?<!self[- ])employed|job holders?|in (a )?jobs?|professionals?|in service|kaam (karne|karte|kar rahe)|naukri)\b/i;

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
