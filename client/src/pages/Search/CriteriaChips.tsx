import { Briefcase, Building2, CalendarDays, GraduationCap, MapPin, Tag } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { SmartSearchQuery } from "../../gql/graphql";

type Criteria = SmartSearchQuery["smartSearch"]["criteria"];
type Broader = SmartSearchQuery["smartSearch"]["broader"];

/** The spec shows at most this many keywords. */
export const SHOWN_KEYWORDS = 3;

interface Chip {
  key: string;
  label: string;
  kind: string;
  icon: LucideIcon;
}

/** One chip per year, and one per run of three or more ("2012–2015 batches", "before 2010"). */
function batchLabels(years: readonly number[]): string[] {
  const labels: string[] = [];
  for (let i = 0; i < years.length;) {
    let j = i;
    while (j + 1 < years.length && years[j + 1] === years[j] + 1) j++;
    if (j - i >= 2) labels.push(`${years[i]}–${years[j]} batches`);
    else for (let k = i; k <= j; k++) labels.push(`${years[k]} batch`);
    i = j + 1;
  }
  return labels;
}

function chipsOf(criteria: Criteria): Chip[] {
  return [
    ...criteria.locations.map((l) => ({ key: `l:${l}`, label: l, kind: "Location", icon: MapPin })),
    ...batchLabels(criteria.batchYears).map((label) => ({
      key: `b:${label}`,
      label,
      kind: "Batch",
      icon: CalendarDays,
    })),
    ...(criteria.currentStudents
      ? [{ key: "s", label: "Current students", kind: "Status", icon: GraduationCap }]
      : []),
    ...criteria.roles.map((r) => ({ key: `r:${r}`, label: r, kind: "Role", icon: Briefcase })),
    ...criteria.employers.map((e) => ({
      key: `e:${e}`,
      label: e,
      kind: "Employer",
      icon: Building2,
    })),
    ...criteria.keywords
      .slice(0, SHOWN_KEYWORDS)
      .map((k) => ({ key: `k:${k}`, label: k, kind: "Keyword", icon: Tag })),
  ];
}

/**
 * What the search understood: one chip per place, batch, role, employer and keyword. When a craft
 * narrowed a trade ("Electrician" for "electricians"), the role chip says within which trade, and a
 * button runs the broader reading ("Show all electrical").
 */
export function CriteriaChips({
  criteria,
  interpretation,
  broader = null,
  onBroaden,
}: {
  criteria: Criteria;
  interpretation: string;
  broader?: Broader;
  onBroaden?(query: string): void;
}) {
  const chips = chipsOf(criteria).map((chip) =>
    broader && chip.kind === "Role"
      ? { ...chip, label: `${chip.label} (in ${broader.label})` }
      : chip,
  );
  if (chips.length === 0 && !interpretation) return null;
  return (
    <section className="search-criteria" aria-label="What we searched for">
      {interpretation && <p className="search-criteria__sentence">{interpretation}</p>}
      {chips.length > 0 && (
        <ul className="search-criteria__chips">
          {chips.map(({ key, label, kind, icon: Icon }) => (
            <li key={key} className={`criteria-chip criteria-chip--${kind.toLowerCase()}`}>
              <Icon aria-hidden="true" size={14} />
              <span className="sr-only">{kind}: </span>
              {label}
            </li>
          ))}
          {broader && onBroaden && (
            <li>
              <button
                type="button"
                className="criteria-chip criteria-chip--broaden"
                onClick={() => onBroaden(broader.query)}
              >
                Show all {broader.label.toLowerCase()}
              </button>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
