import type { Tokens } from "./query-tokens.js";

/**
 * Shortened and spoken forms typed for a word of the vocabulary: read as the word ("elec. engg",
 * "s/w engrs", "mere batch wale"). `upper`: only when typed in capitals ("EE"), as the lower-case
 * form is another word. A form that stands for two words ("s/w") is written with a slash.
 */
const FORMS: Record<string, { to: string; upper?: boolean }> = {
  engg: { to: "engineer" },
  enggs: { to: "engineers" },
  engr: { to: "engineer" },
  engrs: { to: "engineers" },
  enginer: { to: "engineer" },
  enginers: { to: "engineers" },
  elec: { to: "electrical" },
  elect: { to: "electrical" },
  electl: { to: "electrical" },
  mech: { to: "mechanical" },
  me: { to: "mechanical", upper: true },
  civ: { to: "civil" },
  instr: { to: "instrumentation" },
  instrn: { to: "instrumentation" },
  mechl: { to: "mechanical" },
  ee: { to: "electrical", upper: true },
  mgr: { to: "manager" },
  mgrs: { to: "managers" },
  mngr: { to: "manager" },
  asst: { to: "assistant" },
  mfg: { to: "manufacturing" },
  prodn: { to: "production" },
  maint: { to: "maintenance" },
  mtce: { to: "maintenance" },
  instru: { to: "instrumentation" },
  govt: { to: "government" },
  gov: { to: "government" },
  pvt: { to: "private" },
  intl: { to: "international" },
  dept: { to: "department" },
  // Text-message spellings ("sw devs abrd", "auto mech wrkng abrd", "stdnts frm punjab").
  abrd: { to: "abroad" },
  abroard: { to: "abroad" },
  ppl: { to: "people" },
  pple: { to: "people" },
  wrkng: { to: "working" },
  wrking: { to: "working" },
  wrkg: { to: "working" },
  frm: { to: "from" },
  stdnts: { to: "students" },
  studnts: { to: "students" },
  stdnt: { to: "student" },
  prgrmr: { to: "programmer" },
  // The national apprenticeship scheme's trainees ("NAPS apprentice", "apprentice (NAPS)").
  naps: { to: "apprentice" },
  prgrmrs: { to: "programmers" },
  progrmr: { to: "programmer" },
  techs: { to: "technicians" },
  // Former students are alumni, not current students ("ex-students of the Institute").
  "ex students": { to: "alumni" },
  "ex student": { to: "alumni" },
  "former students": { to: "alumni" },
  "former student": { to: "alumni" },
  "old students": { to: "alumni" },
  // Hinglish and Punjabi possessives: "mere batch wale", "apne sheher de"
  mere: { to: "my" },
  mera: { to: "my" },
  meri: { to: "my" },
  apna: { to: "my" },
  apne: { to: "my" },
  apni: { to: "my" },
  sadde: { to: "my" },
  saade: { to: "my" },
  mainde: { to: "my" },
  "s/w": { to: "software" },
  "h/w": { to: "hardware" },
  // Qualifications: every member trained at the centre; no profile field says the degree.
  "b tech": { to: "degree" },
  "m tech": { to: "degree" },
  "b e": { to: "degree" },
  "b sc": { to: "degree" },
  "m sc": { to: "degree" },
  "b voc": { to: "degree" },
  btech: { to: "degree" },
  mtech: { to: "degree" },
  bsc: { to: "degree" },
  msc: { to: "degree" },
  diploma: { to: "degree" },
  diplomas: { to: "degree" },
};

/**
 * The tokens with shortened and spoken forms read as their words (FORMS); "s/w" (two tokens
 * joined by a slash) becomes one. Index for index with `original` (which keeps what was typed).
 * A form that makes a known phrase as typed, with the word before or after it ("auto mech"), is
 * that phrase's word and stays (`known`: the vocabulary's phrases).
 */
export function withWordForms(t: Tokens, known: (phrase: string) => boolean = () => false): Tokens {
  const out: Tokens = { original: [], tokens: [], breaks: [], slashes: [] };
  for (let i = 0; i < t.tokens.length; i++) {
    const next = i + 1 < t.tokens.length ? t.tokens[i + 1] : null;
    // "s/w" (joined by a slash), "B.Tech" (two tokens): one form of two words.
    const pair =
      next !== null &&
      ((t.slashes[i + 1] && FORMS[`${t.tokens[i]}/${next}`]) ||
        (!t.slashes[i + 1] && FORMS[`${t.tokens[i]} ${next}`]));
    const joiner = t.slashes[i + 1] ? "/" : ".";
    const typed = pair ? `${t.original[i]}${joiner}${t.original[i + 1]}` : t.original[i];
    const form = pair || FORMS[t.tokens[i]];
    const inPhrase =
      !pair &&
      (known(t.tokens[i]) ||
        (i > 0 && known(`${t.tokens[i - 1]} ${t.tokens[i]}`)) ||
        (i + 1 < t.tokens.length && known(`${t.tokens[i]} ${t.tokens[i + 1]}`)));
    const ok = form && !inPhrase && (!form.upper || /^\p{Lu}+$/u.test(typed));
    out.original.push(typed);
    out.tokens.push(ok ? form.to : t.tokens[i]);
    out.breaks.push(t.breaks[i]);
    out.slashes.push(t.slashes[i]);
    if (pair) i++;
  }
  return out;
}
