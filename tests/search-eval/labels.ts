import { EMPLOYERS, type EmployerKey } from "./employers.js";
import { PLACES, type PlaceKey } from "./places.js";
import { POPULATION, type EvalMember } from "./population.data.js";
import { km, type Craft, type Employer, type Place, type Sector, type Trade } from "./truth.js";

/**
 * Labels of a query as predicates over the ground truth: the members a person expects, those they
 * would accept (borderline), and those that would be a clear mistake to return. Combined with
 * `all(...)`: expected when every part expects, accepted when every part expects or accepts,
 * a mistake when any part says so.
 */
export type Pred = (m: EvalMember) => boolean;
export interface Label {
  expect: Pred;
  accept: Pred;
  mistake: Pred;
}

const never: Pred = () => false;
export const or =
  (...ps: Pred[]): Pred =>
  (m) =>
    ps.some((p) => p(m));
export const and =
  (...ps: Pred[]): Pred =>
  (m) =>
    ps.every((p) => p(m));
export const not =
  (p: Pred): Pred =>
  (m) =>
    !p(m);

export const label = (expect: Pred, accept: Pred = never, mistake: Pred = never): Label => ({
  expect,
  accept,
  mistake,
});

export function all(...labels: Label[]): Label {
  return {
    expect: (m) => labels.every((l) => l.expect(m)),
    accept: (m) => labels.every((l) => l.expect(m) || l.accept(m)),
    mistake: (m) => labels.some((l) => l.mistake(m)),
  };
}

/** Widens a label's accepted set. */
export const alsoAccept = (l: Label, p: Pred): Label => ({ ...l, accept: or(l.accept, p) });
/** Adds clear mistakes. */
export const alsoMistake = (l: Label, p: Pred): Label => ({ ...l, mistake: or(l.mistake, p) });

// ---- members' facts -------------------------------------------------------------------------

const FAMILY: Record<Craft, string> = {
  "mechanical-engineer": "mechanical",
  "design-engineer": "mechanical",
  draughtsman: "mechanical",
  "production-engineer": "mechanical",
  "maintenance-engineer": "mechanical",
  fitter: "mechanical",
  "quality-engineer": "quality",
  "quality-inspector": "quality",
  machinist: "machining",
  "cnc-operator": "machining",
  "cnc-programmer": "machining",
  "tool-die-maker": "tooling",
  "tool-designer": "tooling",
  "mould-designer": "tooling",
  welder: "welding",
  "welding-inspector": "welding",
  "auto-mechanic": "automobile",
  "automobile-engineer": "automobile",
  "service-advisor": "automobile",
  electrician: "electrical",
  lineman: "electrical",
  "electrical-engineer": "electrical",
  "electronics-technician": "electronics",
  "embedded-engineer": "electronics",
  "hardware-engineer": "electronics",
  "telecom-engineer": "electronics",
  "instrumentation-engineer": "electronics",
  "plc-programmer": "automation",
  "robot-programmer": "automation",
  "automation-engineer": "automation",
  "software-developer": "software",
  "software-tester": "software",
  "engineering-manager": "software",
  "data-analyst": "software",
  "data-scientist": "software",
  "it-support": "software",
  "network-engineer": "software",
  "civil-engineer": "civil",
  surveyor: "civil",
  "hvac-technician": "hvac",
  plumber: "plumbing",
  "safety-officer": "safety",
  "product-manager": "management",
  "plant-manager": "management",
  "production-manager": "management",
  "project-manager": "management",
  sales: "business",
  hr: "business",
  accountant: "business",
  founder: "business",
  lecturer: "education",
  instructor: "education",
  "army-technician": "defence",
  "loco-pilot": "transport",
  student: "student",
};

const crafts = (m: EvalMember) => [m.truth.craft, ...m.truth.alsoCraft];
export const isCraft =
  (...cs: Craft[]): Pred =>
  (m) =>
    crafts(m).some((c) => cs.includes(c));
export const isTrade =
  (...ts: Trade[]): Pred =>
  (m) =>
    ts.includes(m.truth.trade);
export const isStudent: Pred = (m) => m.truth.student;
export const employerOf = (m: EvalMember): Employer | null =>
  m.truth.employer ? EMPLOYERS[m.truth.employer] : null;
export const placeOf = (m: EvalMember): Place => PLACES[m.truth.place];
export const isEmployer =
  (...ks: EmployerKey[]): Pred =>
  (m) =>
    !!m.truth.employer && ks.includes(m.truth.employer);
export const inGroup =
  (g: NonNullable<Employer["group"]>): Pred =>
  (m) =>
    employerOf(m)?.group === g;
export const inSector =
  (...ss: Sector[]): Pred =>
  (m) =>
    ss.includes(employerOf(m)?.sector ?? "none");
export const inIndustry =
  (...is: NonNullable<Employer["industry"]>[]): Pred =>
  (m) => {
    const i = employerOf(m)?.industry;
    return !!i && is.includes(i);
  };
export const isTech: Pred = (m) => !!employerOf(m)?.tech;
export const isMnc: Pred = (m) => !!employerOf(m)?.mnc;
export const GOVERNMENT: Sector[] = [
  "psu",
  "state-utility",
  "govt-dept",
  "defence",
  "railways",
  "govt-college",
];

// ---- crafts and trades ------------------------------------------------------------------------

/** Trades close enough that a mix-up between them is imprecise rather than a clear mistake. */
const TRADE_GROUP: Record<Trade, string> = {
  mechanical: "mechanical",
  "tool-die": "mechanical",
  "die-mould": "mechanical",
  cnc: "mechanical",
  automobile: "mechanical",
  welding: "welding",
  electrical: "electrical",
  electronics: "electronics",
  mechatronics: "electronics",
  computer: "computer",
  civil: "civil",
  rac: "rac",
};

/**
 * A craft or profession asked for: expected when the member does it; a clear mistake when the
 * member is of another family of work and trained in a trade far from those of the people
 * expected ("software developers" returning a robot programmer, "welders" a CNC operator).
 * `mistake` replaces that rule (manager titles are mixed up, but not clearly wrong).
 */
export function craft(cs: Craft[], accept: Pred = never, mistake?: Pred): Label {
  const families = new Set(cs.map((c) => FAMILY[c]));
  const expect = isCraft(...cs);
  return {
    expect,
    accept,
    mistake: (m) => {
      if (expect(m) || accept(m)) return false;
      if (mistake) return mistake(m);
      if (crafts(m).some((c) => families.has(FAMILY[c]))) return false;
      return !expectedTradeGroups(cs).has(TRADE_GROUP[m.truth.trade]);
    },
  };
}

/** The trade groups the members of these crafts trained in. */
function expectedTradeGroups(cs: Craft[]): Set<string> {
  return new Set(
    POPULATION.filter((m) => isCraft(...cs)(m)).map((m) => TRADE_GROUP[m.truth.trade]),
  );
}

/** Everyone of these trades (by training), plus members whose work is of the crafts given. */
export function trade(ts: Trade[], crafts: Craft[] = [], accept: Pred = never): Label {
  const expect = or(isTrade(...ts), isCraft(...crafts));
  return label(expect, accept);
}

// ---- employers ------------------------------------------------------------------------------

export const employer = (ks: EmployerKey[], accept: Pred = never): Label =>
  label(isEmployer(...ks), accept);
export const group = (g: NonNullable<Employer["group"]>): Label => label(inGroup(g));
/** Public-sector undertakings: PSUs expected, state utilities accepted; not an army post or a college. */
export const psu: Label = label(
  inSector("psu"),
  inSector("state-utility"),
  inSector("private", "defence", "govt-college", "private-college", "own-business"),
);
/** Government jobs: any public body; a private employer is a clear mistake. */
export const government: Label = label(
  inSector(...GOVERNMENT),
  never,
  inSector("private", "private-college", "own-business"),
);

// ---- places ---------------------------------------------------------------------------------

const mistakeOtherCountry =
  (countries: string[]): Pred =>
  (m) =>
    !countries.includes(placeOf(m).country);

/** A city: its members expected, the places accepted (e.g. its satellite towns) accepted. */
export function city(keys: PlaceKey[], acceptKeys: PlaceKey[] = []): Label {
  const countries = keys.map((k) => PLACES[k].country);
  return label(
    (m) => keys.includes(m.truth.place),
    (m) => acceptKeys.includes(m.truth.place),
    mistakeOtherCountry(countries),
  );
}
export function state(codes: string[], acceptCodes: string[] = []): Label {
  return label(
    (m) => placeOf(m).country === "IN" && codes.includes(placeOf(m).state),
    (m) => placeOf(m).country === "IN" && acceptCodes.includes(placeOf(m).state),
    mistakeOtherCountry(["IN"]),
  );
}
/**
 * Africa's countries (the African Union's members and Western Sahara; Mauritius and the other
 * islands included), for the parts that ask for Africa: whoever of the population lives there.
 */
export const AFRICA_COUNTRIES = [
  "DZ", "AO", "BJ", "BW", "BF", "BI", "CV", "CM", "CF", "TD", "KM", "CG", "CD", "CI", "DJ", "EG",
  "GQ", "ER", "SZ", "ET", "GA", "GM", "GH", "GN", "GW", "KE", "LS", "LR", "LY", "MG", "MW", "ML",
  "MR", "MU", "MA", "MZ", "NA", "NE", "NG", "RW", "ST", "SN", "SC", "SL", "SO", "ZA", "SS", "SD",
  "TZ", "TG", "TN", "UG", "EH", "ZM", "ZW",
]; // prettier-ignore

export function country(codes: string[], acceptCodes: string[] = []): Label {
  return label(
    (m) => codes.includes(placeOf(m).country),
    (m) => acceptCodes.includes(placeOf(m).country),
    (m) => !codes.includes(placeOf(m).country) && !acceptCodes.includes(placeOf(m).country),
  );
}
export function region(
  r: NonNullable<Place["regions"]>[number],
  accept: PlaceKey[] = [],
  acceptCountries: string[] = [],
): Label {
  const members = Object.values(PLACES).filter((p) => p.regions?.includes(r));
  const countries = [...new Set(members.map((p) => p.country))];
  return label(
    (m) => !!placeOf(m).regions?.includes(r),
    (m) => accept.includes(m.truth.place) || acceptCountries.includes(placeOf(m).country),
    mistakeOtherCountry([...countries, ...acceptCountries]),
  );
}
/** Within `radius` km of a place expected, within twice that accepted. */
export function near(key: PlaceKey, radius = 30): Label {
  const at = PLACES[key];
  return label(
    (m) => km(placeOf(m), at) <= radius,
    (m) => km(placeOf(m), at) <= radius * 2,
    (m) => km(placeOf(m), at) > 500,
  );
}
export const abroad: Label = label(
  (m) => placeOf(m).country !== "IN",
  never,
  (m) => placeOf(m).country === "IN",
);

// ---- batches and status ---------------------------------------------------------------------

export const batch = (from: number, to = from, slack = 0): Label =>
  label(
    (m) => m.truth.batch >= from && m.truth.batch <= to,
    (m) => m.truth.batch >= from - slack && m.truth.batch <= to + slack,
  );
/** "students": ambiguous (ISTCians call alumni students too), so alumni are wrong but no clear mistake. */
export const students: Label = label(isStudent);
/** "current students": an alumnus is a clear mistake. */
export const currentStudents: Label = label(isStudent, never, not(isStudent));
export const alumni: Label = label(not(isStudent));

/** Nobody is expected (a query the population cannot answer). */
export const nobody: Label = label(never);
/** Members by key (names, skills: facts a person reads off the profile). */
export const keys = (expectKeys: string[], acceptKeys: string[] = []): Label =>
  label(
    (m) => expectKeys.includes(m.key),
    (m) => acceptKeys.includes(m.key),
  );

/** Members whose profile lists a skill containing `word` (read off the profile as a person would). */
export const skill = (word: string, accept: Pred = never): Label =>
  label((m) => m.profile.skills.some((s) => s.toLowerCase().includes(word.toLowerCase())), accept);
/** Members with `word` as a word of their name. */
export const named = (word: string): Label =>
  label((m) => m.profile.fullName.toLowerCase().split(/\s+/).includes(word.toLowerCase()));
