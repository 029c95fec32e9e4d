import type { ParsedQuery } from "./parsed-query.js";
import { namesWhatPeople } from "./query-rules.js";

/**
 * Ranks and posts a title says, as typed in a query, and the title words that say them: "chief
 * technician" is a technician whose title says chief, "HOD mechanical" a head of the mechanical
 * department, "GM level" a general manager, "shift in-charge" one on shifts, "retired engineers"
 * those whose title says so ("GM (Retd.)"). Seniority ("senior", "Sr.") is a senior post beside a
 * general title ("Sr. Engineer"); beside a craft it only ranks: a senior draughtsman is still the
 * draughtsman asked for, the senior posts first.
 */
/** Title words of a senior post. */
const SENIOR_TITLES = [
  "sr",
  "senior",
  "lead",
  "head",
  "chief",
  "manager",
  "incharge",
  "in charge",
  "foreman",
  "supervisor",
  "principal",
] as const;

const RANKS: readonly {
  typed: RegExp;
  title: readonly string[];
  label: string;
  /** Said anywhere in the profile (a bio's "retired in 2019"), not only the title. */
  anywhere?: boolean;
  /** A manager's rank ("head of", "GM"): read as the Manager role too, which it replaces. */
  manager?: boolean;
  /** The role the rank's own word reads as ("chargeman": Supervisor): the title says it. */
  standsFor?: string;
}[] = [
  { typed: /\bchief\b/i, title: ["chief"], label: "chief" },
  {
    typed: /\bheads?\s+of\s+(?!(?:the\s+)?department)/i,
    title: ["head", "hod"],
    label: "head",
    manager: true,
  },
  {
    typed: /\b(?:hods?|heads?\s+of\s+(?:the\s+)?department)\b/i,
    title: ["hod", "head"],
    label: "head of department",
    manager: true,
  },
  {
    typed: /\b(?:gm|general\s+manager)s?\b/i,
    title: ["gm", "general manager"],
    label: "general manager",
    manager: true,
  },
  {
    typed: /\b(?:dgm|deputy\s+general\s+manager)s?\b/i,
    title: ["dgm", "deputy general manager"],
    label: "deputy general manager",
    manager: true,
  },
  {
    typed: /\b(?:agm|assistant\s+general\s+manager)s?\b/i,
    title: ["agm", "assistant general manager"],
    label: "assistant general manager",
    manager: true,
  },
  {
    typed: /\b(?:retired|retd\.?|ex[\s-]servicem[ae]n)\b/i,
    title: ["retired", "retd", "ex serviceman"],
    label: "retired",
    anywhere: true,
  },
  // Seniority typed before a role ("senior engineers", "Sr. Engineer"): a title that says a senior
  // post (senior, lead, in-charge, supervisor, manager ...); nobody holding one, it is left out.
  {
    typed:
      /\b(?:sr|snr|senior)\b\.?\s*(?!(?:citizens?|in|at|from|of|who|to|than|for|near|with|and|or|working|based|living|here|there|me|us|can|could|will|would|is|are)\b)(?=[a-z])/i,
    title: SENIOR_TITLES,
    label: "senior",
  },
  // People in training, whatever their craft ("trainees abroad", "interns in Pune"): the title
  // says so ("Graduate Engineer Trainee", "Technical Apprentice (Welding)", "Intern").
  {
    typed: /\b(?:trainees|interns|apprentices|gets|dets)\b/i,
    title: ["trainee", "apprentice", "intern", "get", "det"],
    label: "trainee",
  },
  // Grades a title says, typed as their posts ("junior engineers", "JEs", "asst managers").
  {
    // Spelt out: "JE" alone is read with the grades of government engineers (vocabulary.data.ts).
    typed: /\b(?:junior|jr)\.?\s+engineers?\b/i,
    title: ["junior", "jr", "je", "jen"],
    label: "junior engineer",
  },
  {
    typed: /\b(?:assistant|asst)\.?\s+(?:managers?|mgrs?)\b/i,
    title: ["assistant manager", "asst manager", "am"],
    label: "assistant manager",
    manager: true,
  },
  {
    typed: /\b(?:deputy|dy)\.?\s+(?:managers?|mgrs?)\b/i,
    title: ["deputy manager", "dy manager"],
    label: "deputy manager",
    manager: true,
  },
  {
    typed: /\bteam\s+(?:leads?|leaders?)\b/i,
    title: ["lead", "leader"],
    label: "team lead",
  },
  {
    typed: /\bcharge\s*(?:man|men|hands?)\b/i,
    title: ["chargeman", "chargehand", "charge man", "charge hand"],
    label: "chargeman",
    standsFor: "Supervisor",
  },
  {
    typed: /\bshift\s+(?:in[\s-]?charges?|incharges?|engineers?|supervisors?)\b/i,
    title: ["shift"],
    label: "shift",
  },
];

/**
 * The ranks typed in a query (`titleRanks`), each a title word a member's job title must hold;
 * the words themselves are no longer keywords. The search service reads the query again without
 * them when nobody holds them (`withoutTitleRanks`).
 */
export function withTitleRanks(q: ParsedQuery, text: string): ParsedQuery {
  // Seniority beside a craft ("Sr. Draughtsman") ranks the senior first among the craft asked
  // for; beside a general title ("Sr. Engineer", "senior engineers in Marathwada") or nothing, it
  // is the post asked for.
  const byCraft = namesWhatPeople(q);
  const typed = RANKS.filter((r) => r.typed.test(text));
  const ranks = typed.filter((r) => !(r.label === "senior" && byCraft));
  if (ranks.length < typed.length)
    q = {
      ...q,
      seniorFirst: [...SENIOR_TITLES],
      keywords: q.keywords.filter((k) => !/^(sr|snr|senior)$/.test(k)),
    };
  if (!ranks.length) return q;
  const words = new Set(ranks.flatMap((r) => r.title.flatMap((t) => t.split(" "))));
  // "head of maintenance": the rank says the manager; the role beside it says which ones.
  const managerOnlyByRank =
    q.roles.length > 1 && !/\b(?:manag\w*|mgrs?)\b/i.test(text) && ranks.some((r) => r.manager);
  const said = new Set(ranks.map((r) => r.standsFor).filter(Boolean));
  if (managerOnlyByRank) said.add("Manager");
  const crafts = q.crafts.filter((c) => !said.has(c.broader) && !said.has(c.label));
  // A role read only for a craft the rank says ("chargeman": Manager for Supervisor) goes too.
  for (const c of q.crafts)
    if (!crafts.includes(c) && !crafts.some((k) => k.broader === c.broader)) said.add(c.broader);
  return {
    ...q,
    roles: q.roles.filter((r) => !said.has(r.label)),
    crafts,
    titleRanks: ranks.map((r) => ({ label: r.label, title: [...r.title], anywhere: r.anywhere })),
    keywords: q.keywords.filter((k) => !words.has(k)),
    qualifiers: q.qualifiers.filter((k) => !words.has(k)),
  };
}

/** The query without its ranks (nobody holds them): what it asks for otherwise. */
export function withoutTitleRanks(q: ParsedQuery): ParsedQuery {
  if (!q.titleRanks?.length) return q;
  return { ...q, titleRanks: [], unmatched: [...q.unmatched, ...q.titleRanks.map((r) => r.label)] };
}
