/**
 * The planner: criteria (a parsed query) to a filter over `member_search`, pure (no database).
 * The repository (search.repository.ts) runs it.
 */
import { roleLabels, type EmployerCriterion, type ParsedQuery } from "./parsed-query.js";
import {
  CENTRAL_PSU_NAMES,
  STATE_UTILITY_NAMES,
  GOVERNMENT_NAMES,
  PSU_NAMES,
} from "./employers.js";
import { ROLES, type RoleDef } from "./vocabulary.js";
import { placeCondition } from "./place-condition.js";

export { placeCondition } from "./place-condition.js";

/**
 * A WHERE clause over `member_search u` (verified members only, see migration 1764900000000) with
 * its parameters, built from criteria.
 */
export interface Filter {
  /** Conditions joined with AND; none means every verified member (see `whereSql`). */
  where: string[];
  params: unknown[];
  /** A tsquery text (English config) to rank by; null when nothing is ranked. */
  rankQuery: string | null;
  /** A tsquery text of the role as typed, on the job title and occupation: it ranks first. */
  exactRole: string | null;
  /** The roles asked for: members whose job title or occupation says one rank next. */
  roles: string[] | null;
}

/** Conditions as a WHERE clause's body (TRUE when there are none). */
export const whereSql = (where: string[]) => (where.length ? where.join(" AND ") : "TRUE");

/** Which criteria to leave out (to relax a search that found nobody). */
export interface Relax {
  places?: boolean;
  batchYears?: boolean;
  roles?: boolean;
  /** The crafts asked for inside roles: the whole role instead ("electrical" for "electricians"). */
  crafts?: boolean;
  employers?: boolean;
  keywords?: boolean;
  currentStudents?: boolean;
}

/** Lower-case words of a phrase (letters and digits of any script), safe inside to_tsquery. */
const words = (phrase: string) =>
  phrase
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);

/** A phrase as tsquery text, optionally restricted to one weight: "tool:B <-> die:B". */
export const phraseQuery = (phrase: string, weight = "") =>
  words(phrase)
    .map((w) => `${w}${weight ? `:${weight}` : ""}`)
    .join(" <-> ");

/**
 * A company's name as tsquery text on the company fields: as typed, and for a name of two words
 * also written as one ("Indian Oil": "IndianOil", "Power Grid": "PowerGrid"), as companies brand
 * themselves and members often type them.
 */
export const nameQuery = (name: string, weights = "C") => {
  const ws = words(name);
  const joined =
    ws.length === 2 && ws.every((w) => w.length >= 3) ? `${ws.join("")}:${weights}` : "";
  return anyOf([phraseQuery(name, weights), joined]);
};

/** Any of some tsquery texts. */
const anyOf = (parts: string[]) =>
  parts
    .filter(Boolean)
    .map((p) => `(${p})`)
    .join(" | ");

/**
 * Employer kinds kept as facets beside the roles (in `search_roles`, so `facets` holds
 * `r:kind:government`): any of their names in the company fields (weight C).
 */
export const EMPLOYER_KIND_FACETS = [
  {
    label: "kind:government",
    text: () => anyOf(GOVERNMENT_NAMES.map((n) => nameQuery(n))),
  },
  {
    label: "kind:psu",
    text: () => anyOf(PSU_NAMES.map((n) => nameQuery(n))),
  },
  {
    label: "kind:central-psu",
    text: () => anyOf(CENTRAL_PSU_NAMES.map((n) => nameQuery(n))),
  },
  {
    // The states' own power utilities: what "central government" leaves out of government.
    label: "kind:state-utility",
    text: () => anyOf(STATE_UTILITY_NAMES.map((n) => nameQuery(n))),
  },
];

/**
 * A role as tsquery text: any of its profile phrases in the role fields (weight B), each unless
 * the member's role fields hold one of its exceptions ("programmer" but not "CAM programmer").
 */
export const roleQuery = (role: RoleDef) =>
  anyOf([
    ...role.matches.map((m) =>
      [
        phraseQuery(m, "B"),
        ...(role.except?.[m] ?? []).map((e) => `!(${phraseQuery(e, "B")})`),
      ].join(" & "),
    ),
    tradeTitlesQuery(role),
  ]);

/**
 * A craft's `tradeTitles` ("Technician", "Foreman") in the role fields of a member of its trade
 * (any of the trade's own profile phrases there too): "" when it has none.
 */
function tradeTitlesQuery(role: RoleDef): string {
  const trade = "broader" in role ? ROLES.find((r) => r.label === role.broader) : undefined;
  if (!role.tradeTitles?.length || !trade) return "";
  const titles = anyOf(role.tradeTitles.map((t) => phraseQuery(t, "B")));
  return `(${titles}) & (${anyOf(trade.matches.map((m) => phraseQuery(m, "B")))})`;
}

/** From this many consecutive batch years, a batch criterion is a range of search_batch_year. */
const RANGE_YEARS = 4;

/** Any of some employers' names (and other names) in the company fields, as tsquery text. */
const namesQuery = (employers: EmployerCriterion[]) =>
  anyOf(
    employers.flatMap((e) =>
      e.name
        ? [e.name, ...(e.also ?? [])].map((n) =>
            nameQuery(n, e.formerly ? "D" : e.orSkills ? "CD" : "C"),
          )
        : [],
    ),
  );

/**
 * The employer criteria's conditions: any of the named employers and kinds, and, required beside
 * them, any of the sectors asked for ("PSUs in oil and gas" are both).
 */
function employerConditions(
  all: EmployerCriterion[],
  ts: (text: string) => string,
  params: unknown[],
  where: string[],
  rank: string[],
): void {
  const employers = all.filter((e) => !e.sector);
  for (const alone of all.filter((e) => e.sector && e.alone)) {
    const names = namesQuery([alone]);
    const matched = `u.search_vector @@ ${ts(names)}`;
    // "Self-employed": the names in the company fields, or a founder's title.
    if (alone.orRole) params.push([`r:${alone.orRole}`]);
    where.push(alone.orRole ? `(${matched} OR u.facets && $${params.length}::text[])` : matched);
    rank.push(names.replace(/:CD|:C/g, ""));
  }
  const sectors = namesQuery(all.filter((e) => e.sector && !e.alone));
  if (sectors) {
    where.push(`u.search_vector @@ ${ts(sectors)}`);
    rank.push(sectors.replace(/:CD|:C/g, ""));
  }
  const named = namesQuery(employers);
  const kinds = [
    ...(employers.some((e) => e.government) ? ["r:kind:government"] : []),
    ...(employers.some((e) => e.psu) ? ["r:kind:psu"] : []),
  ];
  if (kinds.length) params.push(kinds);
  const parts = [
    ...(employers.some((e) => e.tech) ? ["u.tech_employer"] : []),
    ...(kinds.length ? [`u.facets && $${params.length}::text[]`] : []),
    ...(named ? [`u.search_vector @@ ${ts(named)}`] : []),
  ];
  if (parts.length) where.push(parts.length === 1 ? parts[0] : `(${parts.join(" OR ")})`);
  if (named) rank.push(named.replace(/:CD|:C/g, ""));
}

/**
 * The hard filters of a parsed query (verified members only), and what to rank by. `found` names
 * the keywords that some verified profile contains as a word (`SearchRepository.probe`): only
 * the others are also looked up as near-spellings of names ("Malhtora"), so a word that is found
 * as typed finds what it says ("kaur" is not also "Gaur"), and costs no trigram scan. Without
 * `found`, every keyword is also a near-spelling.
 */
export function buildFilter(q: ParsedQuery, omit: Relax = {}, found?: ReadonlySet<string>): Filter {
  const params: unknown[] = [];
  const where: string[] = [];
  const ts = (text: string) => {
    params.push(text);
    return `to_tsquery('english', $${params.length})`;
  };
  const rank: string[] = [];
  if (!omit.places) {
    const c = placeCondition(q.places, params, { townText: true });
    // "Khanna": the town, or members named so.
    const named = anyOf(q.alsoNamed.map((w) => phraseQuery(w, "A")));
    if (c && named) {
      where.push(`(${c} OR u.search_vector @@ ${ts(named)})`);
      rank.push(named.replace(/:A/g, ""));
    } else if (c) where.push(c);
    // Left out: members located somewhere known, and not there. A country is a column compare
    // (as "abroad"), which the place_country index answers; the rest are facets.
    for (const p of q.notPlaces.filter((x) => x.kind === "country")) {
      params.push(p.country);
      where.push(`u.place_country <> $${params.length}`);
    }
    const not = placeCondition(
      q.notPlaces.filter((x) => x.kind !== "country"),
      params,
      { townText: true },
    );
    if (not) where.push(`(u.place_country IS NOT NULL AND NOT ${not})`);
  }
  if (!omit.batchYears && q.batchYears.length) {
    const years = q.batchYears;
    const first = years[0];
    const last = years[years.length - 1];
    if (years.length >= RANGE_YEARS && last - first === years.length - 1) {
      // A run of years is a range of the column (its btree), not tens of facet values per row.
      params.push(first, last);
      where.push(`u.search_batch_year BETWEEN $${params.length - 1} AND $${params.length}`);
    } else {
      params.push(years.map((y) => `y:${y}`));
      where.push(`u.facets && $${params.length}::text[]`);
    }
  }
  if (!omit.batchYears)
    leaveOut(
      q.notBatchYears.map((y) => `y:${y}`),
      params,
      where,
    );
  const roles = omit.roles ? [] : roleLabels(omit.crafts ? { ...q, crafts: [] } : q);
  if (!omit.roles)
    leaveOut(
      q.notRoles.map((label) => `r:${label}`),
      params,
      where,
    );
  if (roles.length) {
    // A role or craft is a facet of the member (see role-facets.ts): one lookup, no phrase rechecks.
    params.push(roles.map((label) => `r:${label}`));
    where.push(`u.facets && $${params.length}::text[]`);
  }
  // A trade typed right before the role ("mechanical design engineers"): of that trade as well.
  if (!omit.roles)
    for (const required of q.requiredRoles) {
      params.push([`r:${required.label}`]);
      where.push(`u.facets && $${params.length}::text[]`);
    }
  if (!omit.employers && q.employers.length)
    employerConditions(q.employers, ts, params, where, rank);
  // "no PSU" leaves out the undertakings, not the state utilities (the state's own).
  if (!omit.employers) leaveOutEmployers(q, ts, params, where);
  if (!omit.currentStudents && q.currentStudents)
    where.push(`u.search_vector @@ 'student:B'::tsquery`);
  else if (!omit.currentStudents && (q.graduatesOnly || (q.practitioners && !omit.roles)))
    where.push(`NOT (u.search_vector @@ 'student:B'::tsquery)`);
  if (!omit.keywords) keywordConditions(q, ts, params, where, rank, found);
  // "oldest", "youngest": the earliest or latest batch among the members the rest finds.
  if (!omit.batchYears && q.batchEdge)
    where.push(
      `u.search_batch_year = (SELECT ${q.batchEdge === "earliest" ? "min" : "max"}(u.search_batch_year) FROM member_search u WHERE ${whereSql(where)})`,
    );
  // The role as typed, in the job title or occupation (member_search.title_vector).
  const exact = omit.roles ? "" : anyOf(q.roleTerms.map((t) => phraseQuery(t)));
  return {
    where,
    params,
    exactRole: exact || null,
    roles: roles.length ? roles : null,
    rankQuery: rank.filter(Boolean).length ? anyOf(rank.filter(Boolean)) : null,
  };
}

/**
 * Words of the work, all of them, in the title, trade, skills or bio, not in a phrase a trade
 * excepts as another trade's ("test automation"; a craft's exceptions are its siblings, found).
 */
function workWordQuery(words: string): string {
  const each = words.split(" ").map((word) => {
    const excepts = [...new Set(ROLES.flatMap((r) => r.except?.[word] ?? []))];
    const text = phraseQuery(word, "BD");
    return text && excepts.length
      ? `(${text}) & !(${anyOf(excepts.map((p) => phraseQuery(p)))})`
      : text;
  });
  return each.every(Boolean) ? each.map((t) => `(${t})`).join(" & ") : "";
}

/**
 * The keywords, each required (in the profile's text, or near a word of the name when no profile
 * holds it: a typo); the groups of alternatives, any of each; the words that only rank.
 */
function keywordConditions(
  q: ParsedQuery,
  ts: (text: string) => string,
  params: unknown[],
  where: string[],
  rank: string[],
  found?: ReadonlySet<string>,
): void {
  for (const k of q.keywords) {
    const text = phraseQuery(k);
    if (!text) continue;
    const tq = ts(text);
    if (found?.has(k)) {
      where.push(`u.search_vector @@ ${tq}`);
    } else {
      params.push(k);
      // Found in the profile's text, or close to a word of the member's name (a typo).
      where.push(`(u.search_vector @@ ${tq} OR $${params.length} <% u.full_name)`);
    }
    rank.push(text);
  }
  for (const group of q.workWords ?? []) {
    const text = anyOf(group.map(workWordQuery).filter(Boolean));
    if (!text) continue;
    where.push(`u.search_vector @@ ${ts(text)}`);
    rank.push(anyOf(group.map((k) => phraseQuery(k)).filter(Boolean)));
  }
  for (const group of q.anyKeywords ?? []) {
    const text = anyOf(group.map((k) => phraseQuery(k)).filter(Boolean));
    if (!text) continue;
    where.push(`u.search_vector @@ ${ts(text)}`);
    rank.push(text);
  }
  optionalAndRanks(q, ts, where, rank);
}

/** Words that rank, not required (withWordsOptional); ranks a job title holds (query-ranks.ts). */
function optionalAndRanks(
  q: ParsedQuery,
  ts: (text: string) => string,
  where: string[],
  rank: string[],
): void {
  rank.push(...(q.optional ?? []).map((k) => phraseQuery(k)));
  if (q.seniorFirst?.length) rank.push(anyOf(q.seniorFirst.map((t) => phraseQuery(t, "B"))));
  for (const r of q.titleRanks ?? [])
    where.push(
      `u.${r.anywhere ? "search_vector" : "title_vector"} @@ ${ts(anyOf(r.title.map((t) => phraseQuery(t))))}`,
    );
}

/** The facet of a kind of employer left out. */
const kindFacet = (k: ParsedQuery["notEmployerKinds"][number]) =>
  k === "psu" ? "r:kind:central-psu" : k === "state" ? "r:kind:state-utility" : `r:kind:${k}`;

/** Members holding none of these facets (batches, roles, kinds of employer left out). */
/**
 * Kinds of employer left out ("no PSU": the undertakings, not the states' utilities); employers,
 * groups and sectors left out ("except oil and gas"): company fields that name none of them.
 */
function leaveOutEmployers(
  q: ParsedQuery,
  ts: (text: string) => string,
  params: unknown[],
  where: string[],
): void {
  leaveOut(q.notEmployerKinds.map(kindFacet), params, where);
  const out = q.notEmployers ?? [];
  if (out.some((e) => e.tech)) where.push("NOT u.tech_employer");
  const names = namesQuery(out.filter((e) => !e.tech));
  if (names) where.push(`NOT (u.search_vector @@ ${ts(names)})`);
}

function leaveOut(facets: string[], params: unknown[], where: string[]): void {
  if (!facets.length) return;
  params.push(facets);
  where.push(`NOT (u.facets && $${params.length}::text[])`);
}

/**
 * The related members of a query that asked for crafts ("electricians"): those the broader reading
 * finds (the whole trade, "electrical") who are not among the strong results (no craft asked for).
 * Null when no craft narrowed the query: then every member the roles find is a strong result.
 */
export function relatedFilter(q: ParsedQuery, found?: ReadonlySet<string>): Filter | null {
  if (!q.crafts.length) return null;
  // The rest of the trade, its students included ("embedded engineers": electronics students).
  const broader = buildFilter({ ...q, practitioners: false }, { crafts: true }, found);
  // Not a strong result: none of the roles as read (the crafts, and any role asked for whole).
  const params = [...broader.params, roleLabels(q).map((label) => `r:${label}`)];
  return {
    ...broader,
    params,
    where: [...broader.where, `NOT (u.facets && $${params.length}::text[])`],
  };
}
