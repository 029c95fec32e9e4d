import type { Place } from "./gazetteer/gazetteer.js";
import { FIRST_BATCH_YEAR, lastBatchYear } from "../users/roll-number.js";
import { roleLabels, type ParsedQuery } from "./parsed-query.js";
import { buildFilter, type Filter, type Relax } from "./search-planner.js";

/** What suggestions need to know about the data: counts of a filter (the repository has them). */
export interface SearchCounts {
  /** How many verified members a filter finds. */
  count(filter: Filter): Promise<number>;
  /** Members of a filter per place or batch year, biggest first. */
  groupCounts(
    filter: Filter,
    column: "place" | "batch",
    limit?: number,
  ): Promise<{ key: string; name: string; n: number }[]>;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const list = (items: string[], joiner = "or") =>
  items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} ${joiner} ${items[items.length - 1]}`;

/** "abroad", "within 30 km of Delhi", "in Ludhiana, Punjab". */
const placeText = (p: Place) =>
  p.id === "r:abroad" ? "abroad" : p.id.startsWith("near:") ? p.display : `in ${p.display}`;

/** "matching "python" and "sql"", "matching "python" or "java"": the words asked for. */
const matching = (q: ParsedQuery) =>
  `matching ${list(
    [
      ...q.keywords.map((k) => `"${k}"`),
      ...(q.anyKeywords ?? []).map((g) =>
        list(
          g.map((k) => `"${k}"`),
          "or",
        ),
      ),
    ],
    "and",
  )}`;

/** One sentence saying how the query was read, e.g. "Mechanical trades located in Punjab". */
export function describe(q: ParsedQuery): string {
  const who = q.roles.length
    ? list(roleLabels(q))
    : q.currentStudents
      ? "Current students"
      : q.graduatesOnly
        ? "Alumni"
        : "Members";
  const parts = [who];
  if (q.requiredRoles.length) parts.push(`of ${list(q.requiredRoles.map((r) => r.label))}`);
  if (q.notRoles.length) parts.push(`but not ${list(q.notRoles, "or")}`);
  if (q.roles.length && q.currentStudents) parts.push("who are current students");
  else if (q.roles.length && q.graduatesOnly) parts.push("who are alumni");
  const at = q.employers.filter((e) => !e.orRole);
  if (at.length)
    parts.push(
      `${at.every((e) => e.formerly) ? "who worked at" : `working ${at.some((e) => e.orSkills) ? "at or with" : "at"}`} ${[
        ...at.filter((e) => e.alone).map((e) => e.label),
        list(at.filter((e) => !e.alone).map((e) => e.label)),
      ]
        .filter(Boolean)
        .join(" and ")}`,
    );
  // "Self-employed": who they are, not where they work.
  for (const e of q.employers.filter((x) => x.orRole))
    parts.push(`who are ${e.label.toLowerCase()}`);
  if (
    q.notEmployerKinds?.length &&
    !q.employers.some((e) => /^(State|Central) government$/.test(e.label))
  )
    parts.push(
      q.notEmployerKinds.includes("government")
        ? "not in government or public-sector jobs"
        : "not at public-sector undertakings",
    );
  if (q.notEmployers?.length)
    parts.push(`not working at ${list(q.notEmployers.map((e) => e.label))}`);
  if (q.batchYears.length) parts.push(batchesText(q.batchYears));
  if (q.batchEdge) parts.push(`of the ${q.batchEdge} batch among them`);
  if (q.notBatchYears.length) parts.push(`not ${batchesText(q.notBatchYears)}`);
  if (q.places.length)
    parts.push(
      `located ${list(q.places.map(placeText))}${
        q.alsoNamed.length
          ? ` or named ${list(q.alsoNamed.map((w) => w[0].toUpperCase() + w.slice(1)))}`
          : ""
      }`,
    );
  if (q.notPlaces.length)
    parts.push(
      `${q.places.length ? "" : "located "}outside ${list(
        q.notPlaces.map((p) => p.display),
        "and",
      )}`,
    );
  if (q.titleRanks?.length)
    parts.push(
      `titled ${list(
        q.titleRanks.map((r) => r.label),
        "and",
      )}`,
    );
  if (q.keywords.length || q.anyKeywords?.length) parts.push(matching(q));
  for (const group of q.workWords ?? [])
    parts.push(
      `whose work says ${list(
        group.map((k) => `"${k}"`),
        "or",
      )}`,
    );
  // Said, so the reader knows those found name the town and live elsewhere (query-after-nobody.ts).
  if (q.widened?.length) parts.push(`(nobody is located in ${list(q.widened)} itself)`);
  if (q.seniorFirst?.length) parts.push("(senior posts first)");
  if (q.cut) parts.push(`(${q.cut} more word${q.cut === 1 ? "" : "s"} left out: too many)`);
  // Said, so a reader knows why a word they typed did not narrow the search.
  if (q.ignored.length)
    parts.push(
      `(left out ${list(
        q.ignored.map((k) => `"${k}"`),
        "and",
      )}: in no profile)`,
    );
  if (q.unmatched.length)
    parts.push(
      `(left out ${list(
        q.unmatched.map((k) => `"${k}"`),
        "and",
      )}: none of them has it)`,
    );
  if (q.optional?.length)
    parts.push(
      `(nobody has ${list(
        q.optional.map((k) => `"${k}"`),
        "and",
      )} together: those with any come first)`,
    );
  if (parts.length === 1 && !q.roles.length && !q.currentStudents && !q.graduatesOnly)
    return "All verified members";
  return parts.join(" ");
}

/** "from the 2019 batch", "from the 2012–2015 batches", "from the batches up to 2009", "from the 2016 batch onwards". */
export function batchesText(years: number[]): string {
  const first = years[0];
  const end = years[years.length - 1];
  const run = years.length > 2 && end - first === years.length - 1;
  if (run && first === FIRST_BATCH_YEAR) return `from the batches up to ${end}`;
  if (run && end >= lastBatchYear()) return `from the ${first} batch onwards`;
  return `from the ${yearsText(years)} batch${years.length > 1 ? "es" : ""}`;
}

export function yearsText(years: number[]): string {
  if (years.length > 2 && years[years.length - 1] - years[0] === years.length - 1)
    return `${years[0]}–${years[years.length - 1]}`;
  return list(years.map(String));
}

/**
 * Suggestions computed from the data: the place a typo was read as; on zero results, what relaxing
 * the weakest criterion would find (keywords, then employer, role, batch, place), naming the places
 * or batches where members are.
 */
export async function suggest(
  counts: SearchCounts,
  q: ParsedQuery,
  total: number,
  found?: ReadonlySet<string>,
): Promise<string[]> {
  const out: string[] = [];
  if (q.missing.includes("location"))
    out.push("Add your current location to your profile to search near you");
  if (q.missing.includes("batch"))
    out.push("Add your batch year to your profile to find your batchmates");
  for (const c of q.corrections) out.push(`Did you mean ${c.place.name}?`);
  if (total === 0)
    for (const c of q.possiblePlaces)
      out.push(`Did you mean ${c.place.name}? Try "in ${c.place.name}"`);
  if (total > 0) return out;
  const tries: { omit: Relax; present: boolean }[] = [
    { omit: { keywords: true }, present: q.keywords.length > 0 || !!q.anyKeywords?.length },
    { omit: { crafts: true }, present: q.crafts.length > 0 },
    { omit: { employers: true }, present: q.employers.length > 0 },
    { omit: { currentStudents: true }, present: q.currentStudents || q.graduatesOnly },
    { omit: { batchYears: true }, present: q.batchYears.length > 0 },
    { omit: { places: true }, present: q.places.length + q.notPlaces.length > 0 },
    { omit: { roles: true }, present: q.roles.length > 0 },
  ];
  const criteria = tries.filter((t) => t.present).length;
  for (const t of tries) {
    // Relaxing the only criterion would just list everyone: not a suggestion.
    if (!t.present || criteria === 1) continue;
    const filter = buildFilter(q, t.omit, found);
    if (t.omit.places) {
      const groups = await counts.groupCounts(filter, "place", 3);
      if (groups.length) {
        out.push(
          // The place is what was relaxed; the rest of the query still holds, and is named.
          `No match ${
            q.places.some((p) => p.id.startsWith("near:"))
              ? list(q.places.map(placeText))
              : q.places.length
                ? `in ${list(q.places.map((p) => p.name))}`
                : `outside ${list(
                    q.notPlaces.map((p) => p.name),
                    "and",
                  )}`
          } yet: ${list(
            groups.map((g) => `${g.n} in ${g.name.split(",")[0]}`),
            "and",
          )} (${describe({ ...q, places: [], notPlaces: [] })})`,
        );
        return out;
      }
      continue;
    }
    if (t.omit.batchYears) {
      const groups = await counts.groupCounts(filter, "batch", 2);
      if (groups.length) {
        out.push(
          `No one ${batchesText(q.batchYears)} matches: ${list(
            groups.map((g) => `${g.n} from ${g.name}`),
            "and",
          )}`,
        );
        return out;
      }
      continue;
    }
    const n = await counts.count(filter);
    if (n > 0) {
      const dropped = t.omit.keywords
        ? `without ${list(
            q.keywords.map((k) => `"${k}"`),
            "and",
          )}`
        : t.omit.crafts
          ? `in ${list(q.roles.map((r) => r.label))}`
          : t.omit.employers
            ? `at any employer`
            : t.omit.currentStudents
              ? `including alumni`
              : `in any trade`;
      out.push(
        `No exact match: ${plural(n, "member")} ${dropped} (${describe({ ...q, ...emptied(t.omit) })})`,
      );
      return out;
    }
  }
  out.push("No verified member matches yet: try fewer words, a nearby city or a state");
  return out;
}

function emptied(omit: Relax): Partial<ParsedQuery> {
  return {
    ...(omit.keywords ? { keywords: [], anyKeywords: [], workWords: [] } : {}),
    ...(omit.employers ? { employers: [] } : {}),
    ...(omit.currentStudents ? { currentStudents: false, graduatesOnly: false } : {}),
    ...(omit.roles ? { roles: [], crafts: [] } : {}),
    ...(omit.crafts ? { crafts: [] } : {}),
  };
}
