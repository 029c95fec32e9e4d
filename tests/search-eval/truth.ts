/**
 * The hidden ground truth of the search evaluation's population: what each member really is (craft or
 * profession, the centre's trade, employer, sector, place with coordinates), written by hand from
 * the member's profile as a person would read it. Labels of the queries are predicates over this;
 * nothing here is derived from the search code or its vocabulary.
 */

/** The centre's trades (courses), as a member trained in them. */
export const TRADES = [
  "mechanical",
  "tool-die",
  "die-mould",
  "cnc",
  "mechatronics",
  "electrical",
  "electronics",
  "automobile",
  "computer",
  "welding",
  "civil",
  "rac",
] as const;
export type Trade = (typeof TRADES)[number];

/** Crafts and professions: what the member does (or studies, for students). */
export const CRAFTS = [
  // mechanical and production
  "mechanical-engineer",
  "design-engineer",
  "draughtsman",
  "production-engineer",
  "maintenance-engineer",
  "quality-engineer",
  "quality-inspector",
  "fitter",
  // machining and tooling
  "machinist",
  "cnc-operator",
  "cnc-programmer",
  "tool-die-maker",
  "tool-designer",
  "mould-designer",
  // welding
  "welder",
  "welding-inspector",
  // automobile
  "auto-mechanic",
  "automobile-engineer",
  "service-advisor",
  // electrical
  "electrician",
  "lineman",
  "electrical-engineer",
  // electronics and automation
  "electronics-technician",
  "embedded-engineer",
  "hardware-engineer",
  "telecom-engineer",
  "instrumentation-engineer",
  "plc-programmer",
  "robot-programmer",
  "automation-engineer",
  // software, data, IT
  "software-developer",
  "software-tester",
  "engineering-manager",
  "data-analyst",
  "data-scientist",
  "it-support",
  "network-engineer",
  // civil
  "civil-engineer",
  "surveyor",
  // refrigeration and air conditioning
  "hvac-technician",
  // plumbing and pipework of buildings
  "plumber",
  // health, safety and environment (HSE) at plants and sites
  "safety-officer",
  // management and business
  "product-manager",
  "plant-manager",
  "production-manager",
  "project-manager",
  "sales",
  "hr",
  "accountant",
  "founder",
  // teaching
  "lecturer",
  "instructor",
  // the army's and railways' technical posts
  "army-technician",
  "loco-pilot",
  "student",
] as const;
export type Craft = (typeof CRAFTS)[number];

export type Sector =
  | "private"
  | "psu" // a central public-sector undertaking (ONGC, BHEL, NTPC, SAIL ...)
  | "state-utility" // a state-owned power corporation (PSPCL, UPPCL, HPSEBL ...)
  | "govt-dept" // a government department (PWD, Power Development Department ...)
  | "defence"
  | "railways"
  | "govt-college"
  | "private-college"
  | "own-business"
  | "none";

export interface Employer {
  /** The employer's proper name. */
  name: string;
  group?: "tata" | "mahindra" | "adani" | "reliance" | "lt" | "birla" | "bajaj" | "hero" | "jsw";
  sector: Sector;
  /** A software or IT company (what "tech companies" and "IT companies" mean). */
  tech?: boolean;
  /** A foreign multinational. */
  mnc?: boolean;
  /** What the employer does, for industry queries. */
  industry?:
    | "it"
    | "auto"
    | "power"
    | "oil-gas"
    | "steel"
    | "construction"
    | "manufacturing"
    | "electronics"
    | "telecom"
    | "education"
    | "tractors"
    | "aerospace"
    | "consumer";
}

export interface Place {
  city: string;
  /** Indian state or union territory code, or the province/region abroad. */
  state: string;
  /** ISO country code. */
  country: string;
  lat: number;
  lon: number;
  /** Regions a person would place it in. */
  regions?: (
    "tricity" | "ncr" | "gulf" | "europe" | "south" | "west" | "hills" | "north-america"
  )[];
}

export interface Truth {
  craft: Craft;
  trade: Trade;
  student: boolean;
  employer: string | null;
  place: string | null;
  /** Also does (a second hat): a lecturer who is also a consultant electrician, a founder-engineer ... */
  alsoCraft?: Craft[];
}

/** Great-circle distance in km. */
export function km(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(r(b.lat - a.lat) / 2) ** 2 +
    Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lon - a.lon) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
