import { namedEmployer } from "./query-employers.js";
import { nearPlace, type Entry } from "./query-phrases.js";
import { addPlace, addRole, applyPublicKind, type Reading } from "./query-reading.js";

/** What a phrase of the vocabulary means, added to the query. */
export function apply(r: Reading, entry: Entry, phrase = ""): void {
  const q = r.q;
  // "PSU or MNC engineers": kinds of employer typed as alternatives are either, so a sector
  // among them no longer narrows the others (as "PSUs in oil and gas" does).
  const either =
    r.afterOr &&
    q.employers.length > 0 &&
    ["tech", "government", "psu", "employer", "group", "sector"].includes(entry.type) &&
    !r.negated;
  if (either) q.employers = q.employers.map((e) => ({ ...e, sector: false }));
  // "except oil and gas", "not in IT companies": the employers read are left out.
  const leftOut = r.negated && ["tech", "employer", "group", "sector"].includes(entry.type);
  const asked = q.employers;
  if (leftOut) q.employers = [];
  applyEntry(r, entry, phrase, either);
  if (!leftOut) return;
  q.notEmployers = [...(q.notEmployers ?? []), ...q.employers];
  q.employers = asked;
  r.negated = false;
}

/** What a phrase of the vocabulary means, added to the query (see apply). */
function applyEntry(r: Reading, entry: Entry, phrase: string, either: boolean): void {
  const q = r.q;
  switch (entry.type) {
    case "students":
      if (r.negated) {
        q.graduatesOnly = true;
        r.negated = false;
      } else q.currentStudents = true;
      break;
    case "tech":
      if (/^startups?$/.test(phrase)) r.startupKind = true;
      if (!q.employers.some((e) => e.tech))
        q.employers.push({ label: "Tech companies", name: null, tech: true });
      break;
    case "nearMe":
      // The member's own place as "near X" reads it: 30 km around their city.
      if (r.me?.place) addPlace(r, [nearPlace([r.me.place], r.km, r.district)]);
      else if (!q.missing.includes("location")) q.missing.push("location");
      break;
    case "myBatch":
      if (r.me?.batchYear) {
        if (!q.batchYears.includes(r.me.batchYear)) q.batchYears.push(r.me.batchYear);
      } else if (!q.missing.includes("batch")) q.missing.push("batch");
      break;
    case "government":
    case "psu":
      applyPublicKind(r, entry.type, phrase);
      break;
    case "role":
      addRole(r, entry, phrase);
      break;
    case "employer":
      if (!q.employers.some((e) => e.name === entry.name))
        q.employers.push({
          ...namedEmployer(entry.name),
          ...(r.employerWord ? {} : { orSkills: true }),
        });
      break;
    case "group": {
      const [name, ...also] = entry.group.companies;
      if (!q.employers.some((e) => e.label === entry.group.label))
        q.employers.push({ label: entry.group.label, name, tech: false, also });
      break;
    }
    case "sector": {
      const [name, ...also] = entry.sector.names;
      if (!q.employers.some((e) => e.label === entry.sector.label))
        q.employers.push({
          label: entry.sector.label,
          name,
          tech: false,
          also,
          sector: !either,
          ...(entry.sector.orRole ? { orRole: entry.sector.orRole, alone: true } : {}),
        });
      break;
    }
    default:
      break;
  }
}
