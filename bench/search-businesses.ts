// The business class of `npm run bench:search` (issue 28): loads BENCH_BUSINESSES (20,000)
// generated businesses owned by the loaded members, then times the directory's search (the
// screen's first page with its count) over plain-language queries, a category, and no query.
import type { DataSource } from "typeorm";
import {
  BusinessService,
  storedValues,
} from "../server/src/modules/businesses/business.service.js";
import { cleanBusiness } from "../server/src/modules/businesses/business.validation.js";
import type { BusinessCategoryName } from "../server/src/modules/businesses/business-category.js";
import { createLogger } from "../server/src/logger.js";
import type { RateLimiter } from "../server/src/rate-limits/rate-limiter.js";

const KINDS: { category: BusinessCategoryName; words: string[]; services: string[] }[] = [
  {
    category: "TOOL_ROOM_AND_DIES",
    words: ["Tool Room", "Dies", "Moulds"],
    services: ["Press tools", "Injection moulds", "Jigs and fixtures"],
  },
  {
    category: "MANUFACTURING",
    words: ["CNC Works", "Engineering", "Industries"],
    services: ["CNC turning", "VMC machining", "Sheet metal"],
  },
  {
    category: "AUTOMATION",
    words: ["Automation", "Controls", "Systems"],
    services: ["PLC programming", "SCADA", "Panel building"],
  },
  {
    category: "ELECTRICAL",
    words: ["Electricals", "Power", "Solar"],
    services: ["Industrial wiring", "Solar rooftop", "LT panels"],
  },
  {
    category: "CONSTRUCTION",
    words: ["Builders", "Infra", "Constructions"],
    services: ["Civil works", "Steel sheds", "Renovation"],
  },
  {
    category: "SOFTWARE_AND_IT",
    words: ["Software", "Infotech", "Labs"],
    services: ["Web apps", "ERP", "Mobile apps"],
  },
  {
    category: "TRAINING",
    words: ["Academy", "Institute", "Skills"],
    services: ["CNC training", "Welding courses", "AutoCAD"],
  },
  {
    category: "TRADING_AND_RETAIL",
    words: ["Traders", "Mart", "Agencies"],
    services: ["Bearings", "Cutting tools", "Switchgear"],
  },
  {
    category: "SERVICES",
    words: ["Services", "Repairs", "Care"],
    services: ["AC repair", "Motor rewinding", "Machine repair"],
  },
];
const CITIES = [
  "Ludhiana",
  "Mohali",
  "Chandigarh",
  "Pune",
  "Jalandhar",
  "Delhi",
  "Gurugram",
  "Bengaluru",
  "Nashik",
  "Rajkot",
  "Faridabad",
  "Amritsar",
  "Panchkula",
  "Noida",
  "Coimbatore",
  "Baddi",
  "Mumbai",
  "Hyderabad",
  "Toronto, Canada",
  "Dubai",
];
const NAMES = [
  "Sharma",
  "Gill",
  "Brar",
  "Sidhu",
  "Kaur",
  "Bains",
  "Patil",
  "Deshmukh",
  "Reddy",
  "Iyer",
  "Verma",
  "Sandhu",
  "Dhillon",
  "Kulkarni",
  "Nair",
];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length];

/** Loads `count` businesses, owned round-robin by `owners`. */
export async function loadBusinesses(
  db: DataSource,
  owners: string[],
  count: number,
): Promise<void> {
  for (let start = 0; start < count; start += 2000) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 2000); i++) {
      const kind = pick(KINDS, i * 7 + (i >> 4));
      const city = pick(CITIES, i * 13 + (i >> 3));
      const v = storedValues(
        cleanBusiness({
          name: `${pick(NAMES, i)} ${pick(kind.words, i >> 2)} ${i}`,
          category: kind.category,
          description: `${pick(kind.services, i)} and ${pick(kind.services, i + 1).toLowerCase()} for industry in ${city}. Est. by an ISTCian.`,
          services: [pick(kind.services, i), pick(kind.services, i + 2)],
          location: city,
        }),
      );
      rows.push({
        ...v,
        owner_id: pick(owners, i),
        created_at: new Date(Date.now() - i * 60_000).toISOString(),
        recommendations: i % 17 === 0 ? i % 5 : 0,
      });
    }
    await db.query(
      `INSERT INTO businesses (owner_id, name, category, description, services, location, place_id,
         place_name, place_state, place_country, latitude, longitude, facets, created_at, recommendations)
       SELECT owner_id, name, category, description, services, location, "placeId", "placeName",
         "placeState", "placeCountry", latitude, longitude, facets, created_at, recommendations
       FROM jsonb_to_recordset($1::jsonb) AS v(owner_id uuid, name text, category text,
         description text, services text[], location text, "placeId" text, "placeName" text,
         "placeState" text, "placeCountry" text, latitude float8, longitude float8, facets text[],
         created_at timestamptz, recommendations int)`,
      [JSON.stringify(rows)],
    );
  }
  await db.query("VACUUM ANALYZE businesses");
}

const QUERIES = [
  "tool rooms in Ludhiana",
  "CNC job work near Mohali",
  "automation firms in Pune",
  "software house in Bangalore",
  "solar installers in Punjab",
  "training institute Chandigarh",
  "die makers in Maharashtra",
  "welding wale Ludhiana",
  "ac repair gurgaon",
  "bearings dealers",
  "Sharma Tool Room",
  "plc programming near pune",
  "tool room ludhiyana",
  "businesses in Canada",
  "website design Delhi",
];

type Timer = (fn: () => Promise<unknown>, runs: number) => Promise<{ p50: number; p95: number }>;

/** Times the business search classes: rows of [class, p50, p95, average matches]. */
export async function benchBusinesses(
  db: DataSource,
  time: Timer,
  runs: number,
): Promise<[string, number, number, number][]> {
  const service = new BusinessService(
    db,
    {} as RateLimiter,
    { notify: async () => null },
    createLogger("silent"),
  );
  const viewer = { id: "00000000-0000-0000-0000-000000000000" };
  const rows: [string, number, number, number][] = [];
  const classes: Record<
    string,
    (i: number) => { query: string | null; category: BusinessCategoryName | null }
  > = {
    "plain-language query": (i) => ({ query: pick(QUERIES, i), category: null }),
    "category only": (i) => ({ query: null, category: pick(KINDS, i).category }),
    "no query (first page)": () => ({ query: null, category: null }),
  };
  for (const [name, make] of Object.entries(classes)) {
    let i = 0;
    let total = 0;
    const { p50, p95 } = await time(async () => {
      const page = await service.list(viewer, make(i++), { first: 20 });
      total += page.totalCount;
    }, runs);
    rows.push([`businesses: ${name}`, p50, p95, Math.round(total / (i || 1))]);
  }
  let m = 0;
  const map = await time(() => service.locations({ query: pick(QUERIES, m++) }), runs);
  rows.push(["businesses: map counts", map.p50, map.p95, 0]);
  return rows;
}
