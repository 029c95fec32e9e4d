import type { Place } from "./gazetteer/gazetteer.js";
import type { ParsedQuery } from "./parsed-query.js";
import type { RoleDef } from "./vocabulary.js";

/** Rules over a whole query, applied once its words are read. */

/**
 * What the criteria mean together: a city says more than its state ("Kharar, Punjab"), a specific
 * role more than "engineer" ("machine learning engineers"), and the startup of "founders of
 * startups" is theirs, not a kind of employer they work at (`startupKind`: "startups" was read);
 * a craft narrows its role unless the whole role was asked for as well (`wholeRoles`); "students"
 * are current students ("electrical students", "students in Chandigarh"), except of a batch named
 * ("2020 batch students", "students from 2019": that batch, as the spec's examples read).
 */
export function applyPostRules(
  q: ParsedQuery,
  seen: { startupKind: boolean; wholeRoles: ReadonlySet<RoleDef>; students: boolean },
): ParsedQuery {
  const { startupKind, wholeRoles } = seen;
  q.places = dropContainers(q.places);
  q.batchYears.sort((a, b) => a - b);
  if (seen.students && !q.batchYears.length) q.currentStudents = true;
  if (q.roles.length > 1 && q.roles.some((r) => r.label === "Engineer")) {
    q.roles = q.roles.filter((r) => r.label !== "Engineer");
    q.roleTerms = q.roleTerms.filter((t) => !/^(engineers?|engg|engineering)$/.test(t));
  }
  // "electrical engineers and electricians": the whole trade was asked for too, so no narrowing.
  q.crafts = q.crafts.filter(
    (c) => !q.roles.some((r) => r.label === c.broader && wholeRoles.has(r)),
  );
  if (startupKind && q.roles.some((r) => r.label === "Founder"))
    q.employers = q.employers.filter((e) => !e.tech);
  return q;
}

/** "Kharar, Punjab": the city says more than the state it is in; keep the city. */
function dropContainers(places: Place[]): Place[] {
  return places.filter(
    (p) =>
      !places.some(
        (q) =>
          q !== p &&
          (q.kind === "city" || q.id.startsWith("near:")) &&
          ((p.kind === "state" && q.state === p.state) ||
            (p.kind === "country" && q.country === p.country)),
      ),
  );
}

/**
 * The query with its possible places read as places, and their words no longer keywords: what
 * "Chandigrah 2019" means when no member's name is near "Chandigrah".
 */
export function readAsPlaces(q: ParsedQuery): ParsedQuery {
  const typed = new Set(q.possiblePlaces.flatMap((p) => p.typed.toLowerCase().split(/\s+/)));
  const places = [...q.places];
  for (const p of q.possiblePlaces)
    if (!places.some((x) => x.id === p.place.id)) places.push(p.place);
  return {
    ...q,
    places,
    keywords: q.keywords.filter((k) => !typed.has(k)),
    corrections: [...q.corrections, ...q.possiblePlaces],
    possiblePlaces: [],
  };
}
