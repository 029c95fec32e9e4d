import { normalizePlaceText } from "./gazetteer/gazetteer.js";
import type { ParsedQuery } from "./parsed-query.js";
import { NEAR_KM, nearPlace } from "./query-phrases.js";
import { hasOtherCriteria, namesWhatPeople } from "./query-rules.js";

// Readings tried when the query as read finds nobody (SearchService.settle): towns as words of the
// profiles' text, the towns around a town, the bare "engineer" left out, roles as words of the work.

/**
 * A query whose towns hold nobody it asks for, read again with each town as a name in the
 * profile's text: members who live or work in a place under the town ("Alang, Distt. Bhavnagar",
 * "Chas, Bokaro") or name it at work ("ONGC Rajahmundry Asset", "Kandla Port"), though their own
 * place is another. Any of the towns will do, as any of the places would; the description says
 * nobody was located in them. The query itself when it names no city.
 */
export function withTownsAsWords(q: ParsedQuery): ParsedQuery {
  const towns = q.places.filter((p) => p.kind === "city");
  const names = [...new Set(towns.map((p) => normalizePlaceText(p.name)).filter(Boolean))];
  if (!names.length) return q;
  return {
    ...q,
    places: q.places.filter((p) => !towns.includes(p)),
    anyKeywords: [...(q.anyKeywords ?? []), names],
    widened: towns.map((p) => p.name),
  };
}

/**
 * A query whose towns hold nobody it asks for, and whose names no profile holds either ("need a
 * guy to wire my house in Mohali", and the electricians live in Chandigarh and Pinjore): each city
 * read as the towns within 30 km of it ("near" as the search reads it), said on the answer. Only
 * when it asks for a trade or craft ("2019 pass-outs in Mohali" stays nobody).
 */
export function withTownsAround(q: ParsedQuery): ParsedQuery {
  // Only for a kind of worker: one nearby will do for a job, not for who lives in a town.
  if (!namesWhatPeople(q)) return q;
  const towns = q.places.filter((p) => p.kind === "city" && p.lat != null && p.lon != null);
  if (!towns.length) return q;
  return {
    ...q,
    places: q.places.map((p) => (towns.includes(p) ? nearPlace([p], NEAR_KM) : p)),
    widened: towns.map((p) => p.name),
  };
}

/**
 * "PSU engineers Jharkhand", "Kampala plant engineers": a bare "engineers" beside other criteria
 * that found nobody is said loosely, of the technical people there whatever their title (a
 * foreman, a head of maintenance); read again without it, said on the answer. The query itself
 * when it names another role or nothing else.
 */
export function withoutBareEngineer(q: ParsedQuery): ParsedQuery {
  if (q.roles.length !== 1 || q.roles[0].label !== "Engineer" || q.crafts.length) return q;
  const rest = { ...q, roles: [], roleTerms: [] };
  if (!hasOtherCriteria(rest)) return q;
  return { ...rest, unmatched: [...q.unmatched, "engineers"] };
}

/** Words for people in general and ranks typed short ("engineers", "mgr"): no word of the work. */
const NO_WORK_WORD =
  /^(engineers?|engg|engr|technicians?|techs?|workers?|people|persons?|guys?|staff|professionals?|specialists?|experts?|officers?|executives?|operators?|assistants?|helpers?|hands?|mgr|mngr|agm|dgm|ceo|cto|coo|avp|svp|hod|sse|sde|sme|head|lead|chief)$/;

/**
 * A query that found nobody with its roles ("pharma plant maintenance": a maintenance engineer at
 * a drug maker), read with the words the roles were typed as instead: the profiles that say them
 * ("Maintenance Electrician, Cipla"), each role's words all, any of the roles. Words for people
 * in general ("engineers") are no such word. The query itself when no word is left, or nothing
 * else says which people.
 */
export function withRolesAsWords(q: ParsedQuery): ParsedQuery {
  if (!q.roles.length && !q.crafts.length) return q;
  const terms = [
    ...new Set(
      q.roleTerms
        .map((t) =>
          t
            .split(/\s+/)
            .filter((w) => /^[a-z]{3,}$/.test(w) && !NO_WORK_WORD.test(w))
            .join(" "),
        )
        .filter(Boolean),
    ),
  ];
  const rest = { ...q, roles: [], crafts: [], roleTerms: [], requiredRoles: [] };
  if (!terms.length || !hasOtherCriteria(rest)) return q;
  return { ...rest, workWords: [...(q.workWords ?? []), terms] };
}
