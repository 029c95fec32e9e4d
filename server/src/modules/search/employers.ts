/**
 * Employers as knowledge, typed: the loader of `employers.data.ts` (groups and their companies,
 * sectors and industries with the names that place an employer in them), checked once.
 */
import * as data from "./employers.data.js";
import { GOVERNMENT_EMPLOYERS } from "./vocabulary.js";

export interface EmployerGroup {
  /** Shown in the chips ("Tata group"). */
  label: string;
  /** What people type for it ("tata", "tata group"). */
  phrases: readonly string[];
  /** Its companies' names and abbreviations, found in the company fields. */
  companies: readonly string[];
}

export interface EmployerSector {
  /** The facet's key: members whose company fields name one of `names` have `r:kind:<key>`. */
  key: string;
  label: string;
  phrases: readonly string[];
  names: readonly string[];
  /**
   * A kind of employer only ("MNC"): right before a role it still says where they work ("MNC
   * engineers"), where a sector word may say which work ("automotive engineers").
   */
  employerKind?: boolean;
  /** Members of this role (by its label) are in the sector too ("Self-employed": founders). */
  orRole?: string;
}

function lowerCase(where: string, list: readonly string[]): readonly string[] {
  if (!list.length) throw new Error(`employers.data.ts ${where}: empty`);
  for (const p of list)
    if (!p || p !== p.trim() || p !== p.toLowerCase())
      throw new Error(`employers.data.ts ${where}: "${p}" must be lower case, trimmed, not blank`);
  return list;
}

/** Business groups ("Tata" finds TCS, Titan and Tata Motors). */
export const EMPLOYER_GROUPS: readonly EmployerGroup[] = data.EMPLOYER_GROUPS.map((g) => ({
  label: g.label,
  phrases: lowerCase(`${g.label} phrases`, g.phrases),
  companies: lowerCase(`${g.label} companies`, g.companies),
}));

/** Sectors and industries ("defence", "oil and gas", "electricity board"). */
/** A sector's own names, and those of the sectors it includes ("European": the German list too). */
function sectorNames(s: (typeof data.EMPLOYER_SECTORS)[number]): readonly string[] {
  const own = lowerCase(`${s.key} names`, s.names);
  const included = ("includes" in s ? (s.includes as readonly string[]) : []).flatMap((key) => {
    const other = data.EMPLOYER_SECTORS.find((x) => x.key === key);
    if (!other) throw new Error(`employers.data.ts ${s.key}: includes an unknown sector "${key}"`);
    return lowerCase(`${key} names`, other.names);
  });
  return [...new Set([...own, ...included])];
}

export const EMPLOYER_SECTORS: readonly EmployerSector[] = data.EMPLOYER_SECTORS.map((s) => ({
  key: s.key,
  label: s.label,
  phrases: lowerCase(`${s.key} phrases`, s.phrases),
  names: sectorNames(s),
  employerKind: "employerKind" in s ? s.employerKind : false,
  ...("orRole" in s ? { orRole: s.orRole as string } : {}),
}));
if (new Set(EMPLOYER_SECTORS.map((s) => s.key)).size !== EMPLOYER_SECTORS.length)
  throw new Error("employers.data.ts: a sector key is repeated");

/**
 * Names without repeats and without those holding another name as whole words ("punjab state
 * power corporation" holds "state power"): a profile that names the longer one names the shorter
 * too. The kinds' names are the terms of one stored query each (a row of `search_roles`, at most
 * 8 kB), so the lists stay within it as they grow.
 */
function withoutContained(names: readonly string[]): string[] {
  const key = (n: string) =>
    ` ${n
      .split(/[^a-z0-9&]+/)
      .filter(Boolean)
      .join(" ")} `;
  const byKey = new Map<string, string>();
  for (const n of names) if (!byKey.has(key(n))) byKey.set(key(n), n);
  const keys = [...byKey.keys()];
  return keys.filter((k) => !keys.some((m) => m !== k && k.includes(m))).map((k) => byKey.get(k)!);
}

/** What people call public-sector undertakings ("PSU", "public sector"). */
export const PSU_PHRASES = lowerCase("PSU_PHRASES", data.PSU_PHRASES);

/**
 * What a public-sector undertaking is called in the company fields: the central enterprises and
 * the state power utilities. Not the forces, colleges or departments: government, not PSUs.
 */
export const PSU_NAMES: readonly string[] = withoutContained([
  ...lowerCase("PUBLIC_SECTOR_UNDERTAKINGS", data.PUBLIC_SECTOR_UNDERTAKINGS),
  ...data.STATE_UTILITIES,
]);

/**
 * The public-sector undertakings alone, without the state utilities: what "no PSU" leaves out
 * (a state electricity board is the state's, which "PSU" finds but "not a PSU" keeps).
 */
export const CENTRAL_PSU_NAMES: readonly string[] = lowerCase(
  "PUBLIC_SECTOR_UNDERTAKINGS",
  data.PUBLIC_SECTOR_UNDERTAKINGS,
);

/**
 * Public sectors that "govt jobs" finds too: the state utilities and departments, the railways.
 * and every public-sector undertaking. Not the whole defence list: the forces the vocabulary names
 * are government already.
 */
const PUBLIC_SECTORS = new Set(["railways", "state-utility"]);

/** What a government employer is called in the company fields: the vocabulary's words and bodies, and the public sectors' names. */
export const GOVERNMENT_NAMES: readonly string[] = withoutContained([
  ...GOVERNMENT_EMPLOYERS,
  ...PSU_NAMES,
  ...EMPLOYER_SECTORS.filter((s) => PUBLIC_SECTORS.has(s.key)).flatMap((s) => s.names),
]);

/** The state power utilities alone (CEA's list): state bodies, which "central government" leaves out. */
export const STATE_UTILITY_NAMES: readonly string[] = withoutContained([...data.STATE_UTILITIES]);
