import type { RoleReading } from "./query-phrases.js";
import { CRAFTS, ROLES } from "./vocabulary.js";
import { DOING_VERBS, WORK_OBJECTS, WORK_VERBS } from "./work.data.js";

/** A label of the vocabulary as a reading: a craft inside its trade, or a role. */
function readingOf(label: string): RoleReading {
  const craft = CRAFTS.find((c) => c.label === label);
  if (craft) return { role: ROLES.find((r) => r.label === craft.broader)!, craft };
  const role = ROLES.find((r) => r.label === label);
  if (!role) throw new Error(`work.data.ts: "${label}" is no role or craft of the vocabulary`);
  return { role };
}

/** A verb's forms: "fix", "fixes", "fixed", "fixing"; "make", "makes", "making". */
function forms(verb: string): string[] {
  const stem = verb.endsWith("e") ? verb.slice(0, -1) : verb;
  const third = /(s|sh|ch|x|z|o)$/.test(verb) ? `${verb}es` : `${verb}s`;
  return [verb, third, `${stem}ed`, `${stem}ing`, `${verb}ing`];
}

const escape = (s: string) =>
  s.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&").replace(/[\s-]+/g, "[\\s-]+");

let compiled:
  | {
      clause: RegExp;
      objects: { pattern: RegExp; reading: RoleReading }[];
      verbs: Map<string, RoleReading>;
      anyVerb: RegExp;
    }
  | undefined;

function compile() {
  const verbForms = [...new Set(DOING_VERBS.flatMap(forms))].sort((a, b) => b.length - a.length);
  // "who fixes", "someone who can fix", "people that repair", "anybody to overhaul".
  const clause = new RegExp(
    String.raw`\b(?:who|that|someone|somebody|anyone|anybody|people|guys?|folks|persons?|ppl|man|expert|banda)\s+(?:who\s+|that\s+)?(?:can\s+|could\s+|will\s+|would\s+|to\s+|does\s+|do\s+|knows?\s+how\s+to\s+|is\s+able\s+to\s+)?(${verbForms.join("|")})\b(.*)$`,
    "i",
  );
  const objects = WORK_OBJECTS.flatMap(({ role, objects: list }) =>
    [...list]
      .sort((a, b) => b.length - a.length)
      .map((o) => ({
        pattern: new RegExp(String.raw`\b${escape(o)}\b`, "gi"),
        reading: readingOf(role),
      })),
  ).sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  const verbs = new Map<string, RoleReading>();
  for (const { role, verbs: list } of WORK_VERBS)
    for (const v of list) verbs.set(v, readingOf(role));
  const anyVerb = new RegExp(String.raw`\b(?:${verbForms.join("|")})\b`, "gi");
  return { clause, objects, verbs, anyVerb };
}

/**
 * Work described rather than named ("someone who can fix a split AC", "guys who program robots"):
 * the crafts whose work it is (work.data.ts), and the text without the verb and the things worked
 * on, which no profile says so. The text itself when no clause of doing names known work.
 */
export function describedWork(text: string): { rest: string; readings: RoleReading[] } {
  compiled ??= compile();
  const m = compiled.clause.exec(text);
  if (!m) return { rest: text, readings: [] };
  const [, verb, after] = m;
  const readings: RoleReading[] = [];
  const add = (r: RoleReading) => {
    if (!readings.some((x) => (x.craft ?? x.role) === (r.craft ?? r.role))) readings.push(r);
  };
  // A verb that names the work says who ("who sells CNC machines": sales, not machinists).
  const byVerb = compiled.verbs.get(verb.toLowerCase());
  if (byVerb) add(byVerb);
  // The verb may itself be the work ("who does wiring"): the things are looked for from it on.
  let tail = `${verb}${after}`.replace(
    /\b(?:at|in)\s+(?:my\s+|our\s+|their\s+)?(?:home|house|houses)\b/gi,
    " ",
  );
  // The things worked on come before what they are for or where ("embedded C for cars").
  // After them, a thing of the same work is no criterion either ("kaizen ... on assembly lines").
  const cut = /\s(?:for|in|at|near|from|on)\s/i.exec(tail);
  let end = cut ? tail.slice(cut.index) : "";
  tail = cut ? tail.slice(0, cut.index) : tail;
  for (const { pattern, reading } of compiled.objects)
    tail = tail.replace(pattern, () => {
      if (!byVerb) add(reading);
      return " ";
    });
  for (const { pattern, reading } of compiled.objects)
    if (readings.some((x) => (x.craft ?? x.role) === (reading.craft ?? reading.role)))
      end = end.replace(pattern, " ");
  // "climbs poles and fixes power lines": the other verbs of the clause go too.
  tail = tail.replace(compiled.anyVerb, " ") + end;
  if (!readings.length) return { rest: text, readings: [] };
  // The work said as its workers are named, where the verb was, for the parser to read on: "for
  // plastic parts" after it is what they are wanted for, as after any role.
  const named = readings.map((r) => (r.craft ?? r.role).phrases[0]).join(" or ");
  const start = m.index + m[0].length - after.length - verb.length;
  return { rest: `${text.slice(0, start)} ${named}, ${tail}`, readings };
}
