import type { EmployerCriterion } from "./parsed-query.js";
import { EMPLOYER_ALIASES, EMPLOYER_UNITS } from "./vocabulary.js";

let aliasesByName: Map<string, string[]> | undefined;

/**
 * The other names of an employer (EMPLOYER_ALIASES), or none; a unit's (EMPLOYER_UNITS) are its
 * own, not its parent's and the other units'.
 */
function employerAliases(name: string): string[] | undefined {
  aliasesByName ??= new Map(
    [...EMPLOYER_ALIASES, ...EMPLOYER_UNITS].flatMap((names) =>
      names.map((n) => [n, names.filter((m) => m !== n)]),
    ),
  );
  return aliasesByName.get(name);
}

/** An employer named in a query, with its other names (EMPLOYER_ALIASES). */
export function namedEmployer(name: string): EmployerCriterion {
  return { label: employerLabel(name), name, tech: false, also: employerAliases(name) };
}

const UPPER = new Set([
  "tcs",
  "ibm",
  "hcl",
  "sap",
  "aws",
  "bel",
  "hal",
  "jcb",
  "abb",
  "dlf",
  "pwd",
  "isro",
  "drdo",
  "bhel",
  "ntpc",
  "ongc",
  "iocl",
  "sail",
  "jsw",
  "tvs",
  "csio",
  "scl",
  "pspcl",
  "hp",
  "l&t",
  "ntt",
  "epam",
]);
/** An abbreviation among an employer's other names ("msil", "pseb"): shown in capitals. */
const isAbbreviation = (w: string) =>
  /^[a-z]{3,6}$/.test(w) && !!employerAliases(w)?.some((n) => n.includes(" "));

function employerLabel(name: string): string {
  if (isAbbreviation(name)) return name.toUpperCase();
  return name
    .split(" ")
    .map((w) =>
      UPPER.has(w) || /^[a-z]&[a-z]$/.test(w)
        ? w.toUpperCase()
        : w === "&" || w === "and" || w === "of"
          ? w
          : w[0].toUpperCase() + w.slice(1),
    )
    .join(" ");
}
