// `npm run bench:alerts`: the saved-search matching engine at scale. Loads 100,000 generated members
// (the demo generator, as bench/search.ts does: 95% verified, 5% pending) into a fresh database
// (istc_bench_alerts on the local PostgreSQL, or BENCH_DATABASE_URL), saves 10,000 searches of
// varied realistic queries (each planned by smart search's own code, with its anchors), then
// verifies 200 pending members one at a time and times "verified -> matching searches found"
// (SavedSearchMatcher.matching: the GIN candidates and the batched exact check) and the whole
// job's work for that member (the change feed read, matches recorded, alerts sent to a no-op port).
// Prints p50/p95 in ms; target p95 < 50 ms. BENCH_REUSE=1 keeps a loaded database.
import pg from "pg";
import { createDataSource } from "../server/src/db/data-source.js";
import { migrate } from "../server/src/db/migrate.js";
import { demoMembers } from "../server/src/db/seed/demo.js";
import { NO_ALERTS } from "../server/src/modules/saved-searches/saved-search.ports.js";
import { SavedSearchService } from "../server/src/modules/saved-searches/saved-search.service.js";
import { resolveLocation } from "../server/src/modules/search/place-resolver.js";
import { SearchService } from "../server/src/modules/search/search.service.js";

const URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/istc_bench_alerts";
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const reuse = process.env.BENCH_REUSE === "1";

async function freshDatabase(): Promise<void> {
  const url = new globalThis.URL(URL);
  const name = url.pathname.slice(1);
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

const pick = <T>(list: readonly T[], i: number) => list[i % list.length];
const CITIES = [
  "Chandigarh",
  "Mohali",
  "Ludhiana",
  "Bengaluru",
  "Pune",
  "Gurugram",
  "Jaipur",
  "Shimla",
  "Noida",
  "Hyderabad",
  "Toronto",
  "Dubai",
  "Amritsar",
  "Kharar",
  "Delhi",
  "Mumbai",
];
const STATES = [
  "Punjab",
  "Haryana",
  "HP",
  "Maharashtra",
  "Karnataka",
  "UP",
  "Tamil Nadu",
  "Delhi",
  "Rajasthan",
  "Canada",
  "Germany",
];
const ROLES = [
  "software engineers",
  "mechanical engineers",
  "civil engineers",
  "electricians",
  "developers",
  "tool and die makers",
  "designers",
  "teachers",
  "founders",
  "electronics engineers",
  "data scientists",
  "CNC programmers",
  "welders",
  "fitters",
  "draughtsmen",
  "machinists",
];
const COMPANIES = [
  "Infosys",
  "Google",
  "Tata Motors",
  "Bosch",
  "Amazon",
  "Microsoft",
  "Maruti Suzuki",
  "L&T",
  "Siemens",
  "Wipro",
];
const KEYWORDS = [
  "python",
  "solidworks",
  "autocad",
  "plc scada",
  "react",
  "six sigma",
  "injection moulding",
  "embedded c",
  "surveying",
  "kaur",
  "solar pv",
  "harpreet singh",
];

/**
 * Realistic saved searches, varied (each part of a query follows its own digit of i): mostly a
 * role with a place or batch, some employers, keywords, kinds and regions.
 */
const QUERY_KINDS: ((i: number) => string)[] = [
  (i) => `${pick(ROLES, i)} in ${pick(CITIES, i >> 4)}`,
  (i) => `${pick(ROLES, i)} in ${pick(CITIES, i >> 4)} ${2000 + ((i >> 8) % 25)} batch`,
  (i) => `${pick(ROLES, i)} from ${pick(STATES, i >> 4)}`,
  (i) => `${pick(ROLES, i)} ${2000 + ((i >> 4) % 25)} batch`,
  (i) => `${pick(ROLES, i)} near ${pick(CITIES, i >> 4)}`,
  (i) => `${pick(ROLES, i)} at ${pick(COMPANIES, i >> 4)}`,
  (i) => `people in ${pick(CITIES, i)} ${2000 + ((i >> 4) % 25)} batch`,
  (i) => `${2000 + (i % 25)} batch`,
  (i) => `${pick(KEYWORDS, i)} ${pick(CITIES, i >> 4)}`,
  (i) => `${pick(KEYWORDS, i)} ${pick(ROLES, i >> 4)}`,
  (i) => `${pick(ROLES, i)} working in government in ${pick(STATES, i >> 4)}`,
  (i) => `${pick(ROLES, i)} abroad`,
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), max: s[s.length - 1] };
};

if (!reuse) await freshDatabase();
const db = createDataSource({ url: URL, poolSize: 4 });
await db.initialize();
await migrate(db);
const loaded = reuse ? (await db.query(`SELECT count(*)::int AS n FROM users`))[0].n : 0;

let t = performance.now();
const members = loaded ? [] : demoMembers(Math.round(MEMBERS * 0.95), Math.round(MEMBERS * 0.05));
const placeCache = new Map<string, ReturnType<typeof resolveLocation>>();
const place = (text: string | null) => {
  const key = text ?? "";
  if (!placeCache.has(key)) placeCache.set(key, resolveLocation(text));
  return placeCache.get(key)!;
};
for (let start = 0; start < members.length; start += 2000) {
  const batch = members.slice(start, start + 2000).map((m) => {
    const p = place((m.current_location as string | null) ?? null);
    return {
      ...m,
      is_admin: m.is_admin ?? false,
      place_id: p.placeId,
      place_name: p.placeName,
      place_state: p.placeState,
      place_country: p.placeCountry,
      latitude: p.latitude,
      longitude: p.longitude,
      place_source: p.placeSource,
    };
  });
  await db.query(
    `INSERT INTO users (email, full_name, roll_number, trade, course, batch_year, current_location,
       job_title, company, occupation, company_organization, skills, bio, linkedin_url, whatsapp_link,
       phone_number, profile_completed, is_verified, is_admin, place_id, place_name, place_state,
       place_country, latitude, longitude, place_source)
     SELECT email, full_name, roll_number, trade, course, batch_year, current_location, job_title,
       company, occupation, company_organization, skills, bio, linkedin_url, whatsapp_link,
       phone_number, profile_completed, is_verified, is_admin, place_id, place_name, place_state,
       place_country, latitude, longitude, place_source
     FROM jsonb_to_recordset($1::jsonb) AS v(email text, full_name text, roll_number text, trade text,
       course text, batch_year int, current_location text, job_title text, company text,
       occupation text, company_organization text, skills text[], bio text, linkedin_url text,
       whatsapp_link text, phone_number text, profile_completed boolean, is_verified boolean,
       is_admin boolean, place_id text, place_name text, place_state text, place_country text,
       latitude float8, longitude float8, place_source text)`,
    [JSON.stringify(batch)],
  );
}
if (!loaded) {
  await db.query(`TRUNCATE member_changes`);
  await db.query("VACUUM ANALYZE users, member_search");
}
console.log(
  `${loaded ? "reused" : "loaded"} ${loaded || members.length} members in ${((performance.now() - t) / 1000).toFixed(1)} s`,
);

const service = new SavedSearchService(db, new SearchService(db), {
  alerts: NO_ALERTS,
  onVerified: async () => undefined,
});

// 10,000 searches by 2,000 verified owners (5 each), planned as saving plans them. Without the
// baseline of saveSearch (the members each finds now): the matching path timed is the same.
const [{ n: saved }] = await db.query(`SELECT count(*)::int AS n FROM saved_searches`);
if (saved < SEARCHES) {
  t = performance.now();
  await db.query(`TRUNCATE saved_searches CASCADE`);
  const owners: {
    id: string;
    placeId: string | null;
    batchYear: number | null;
    rollNumber: string | null;
  }[] = await db.query(
    `SELECT id, place_id AS "placeId", batch_year AS "batchYear", roll_number AS "rollNumber"
         FROM users WHERE is_verified ORDER BY id LIMIT $1`,
    [Math.ceil(SEARCHES / 5)],
  );
  const plans = new Map<string, Awaited<ReturnType<typeof service.plan>>>();
  const rows: unknown[] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const query = pick(QUERY_KINDS, i)(Math.floor(i / QUERY_KINDS.length));
    const owner = owners[i % owners.length];
    // Plans depend on the owner only for "near me" / "my batch": none of these queries say so.
    let planned = plans.get(query);
    if (!planned) plans.set(query, (planned = await service.plan(query, owner)));
    rows.push({
      user_id: owner.id,
      query,
      plan: planned.plan,
      anchors: planned.anchors,
      facet_groups: planned.facetGroups ? JSON.parse(planned.facetGroups) : null,
      plan_version: planned.version,
    });
  }
  for (let start = 0; start < rows.length; start += 1000) {
    await db.query(
      `INSERT INTO saved_searches (user_id, query, alert, plan, anchors, facet_groups, plan_version)
       SELECT user_id, query, 'instant', plan, anchors, facet_groups, plan_version
         FROM jsonb_to_recordset($1::jsonb) AS v(user_id uuid, query text, plan jsonb, anchors text[],
           facet_groups jsonb, plan_version text)`,
      [JSON.stringify(rows.slice(start, start + 1000))],
    );
  }
  await db.query("VACUUM ANALYZE saved_searches");
  const [{ anchored }] = await db.query(
    `SELECT count(*) FILTER (WHERE anchors <> '{}')::int AS anchored FROM saved_searches`,
  );
  console.log(
    `saved ${SEARCHES} searches (${plans.size} distinct queries, ${anchored} anchored) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
}

const pending: { id: string }[] = await db.query(
  `SELECT id FROM users WHERE NOT is_verified AND NOT is_admin ORDER BY id LIMIT $1`,
  [RUNS + 10],
);
if (pending.length < RUNS + 10) throw new Error("Not enough pending members left: load afresh");

const matching: number[] = [];
const job: number[] = [];
const candidates: number[] = [];
const found: number[] = [];
for (const [i, { id }] of pending.entries()) {
  await db.query(`UPDATE users SET is_verified = true WHERE id = $1`, [id]);
  // "verify one member -> matching searches found": the matcher on the new member.
  let s = performance.now();
  const hits = await service.matcher.matching(id);
  const ms = performance.now() - s;
  const [{ n }] = await db.query(
    `SELECT count(*)::int AS n FROM saved_searches s, member_search u
      WHERE u.id = $1 AND (s.anchors && (u.facets || ARRAY(SELECT 'w:' || l FROM unnest(tsvector_to_array(u.search_vector)) l)) OR s.anchors = '{}')`,
    [id],
  );
  // The job's whole work for that member: read the feed, match, record, alert.
  s = performance.now();
  await service.processChanges();
  const jobMs = performance.now() - s;
  if (i < 10) continue; // warm-up
  matching.push(ms);
  job.push(jobMs);
  candidates.push(n);
  found.push(hits.length);
}

const m = summary(matching);
const j = summary(job);
const avg = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
console.log(`\n${RUNS} members verified one at a time, ${SEARCHES} saved searches:`);
console.log(`| Step | p50 (ms) | p95 (ms) | max (ms) |`);
console.log(`| --- | ---: | ---: | ---: |`);
console.log(
  `| verify -> matching searches found | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.max.toFixed(1)} |`,
);
console.log(
  `| the job for that member (feed, match, record, alert) | ${j.p50.toFixed(1)} | ${j.p95.toFixed(1)} | ${j.max.toFixed(1)} |`,
);
console.log(
  `\ncandidates per member: avg ${avg(candidates)}, max ${Math.max(...candidates)} of ${SEARCHES}; matches per member: avg ${avg(found)}, max ${Math.max(...found)}`,
);
await db.destroy();
process.exit(m.p95 < 50 ? 0 : 1);
