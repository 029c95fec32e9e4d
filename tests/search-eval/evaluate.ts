import type { DataSource } from "typeorm";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import {
  resolveLocation,
  resolvePendingPlaces,
} from "../../server/src/modules/search/place-resolver.js";
import { gazetteer } from "../../server/src/modules/search/gazetteer/gazetteer.js";
import { SearchService } from "../../server/src/modules/search/search.service.js";
import type { Searcher } from "../../server/src/modules/search/query-parser.js";
import type { EvalQuery } from "./common.js";
import { HOLDOUT_QUERIES } from "./holdout.data.js";
import { HOLDOUT2_QUERIES } from "./holdout2.data.js";
import { HOLDOUT3_QUERIES } from "./holdout3.data.js";
import { HOLDOUT4_QUERIES } from "./holdout4.data.js";
import { HOLDOUT5_QUERIES } from "./holdout5.data.js";
import { HOLDOUT6_QUERIES } from "./holdout6.data.js";
import { HOLDOUT7_QUERIES } from "./holdout7.data.js";
import { HOLDOUT8_QUERIES } from "./holdout8.data.js";
import { HOLDOUT9_QUERIES } from "./holdout9.data.js";
import { HOLDOUT10_QUERIES } from "./holdout10.data.js";
import { HOLDOUT11_QUERIES } from "./holdout11.data.js";
import { HOLDOUT12_QUERIES } from "./holdout12.data.js";
import { HOLDOUT13_QUERIES } from "./holdout13.data.js";
import { HOLDOUT14_QUERIES } from "./holdout14.data.js";
import { PLACES } from "./places.js";
import { POPULATION, type EvalMember } from "./population.data.js";
import { TUNING_QUERIES } from "./queries.data.js";

/** Every labelled query: the tuning part, then the held-out parts. */
export const QUERIES: readonly EvalQuery[] = [
  ...TUNING_QUERIES,
  ...HOLDOUT_QUERIES,
  ...HOLDOUT2_QUERIES,
  ...HOLDOUT3_QUERIES,
  ...HOLDOUT4_QUERIES,
  ...HOLDOUT5_QUERIES,
  ...HOLDOUT6_QUERIES,
  ...HOLDOUT7_QUERIES,
  ...HOLDOUT8_QUERIES,
  ...HOLDOUT9_QUERIES,
  ...HOLDOUT10_QUERIES,
  ...HOLDOUT11_QUERIES,
  ...HOLDOUT12_QUERIES,
  ...HOLDOUT13_QUERIES,
  ...HOLDOUT14_QUERIES,
];

/** The first page, as the search screen shows it. */
export const FIRST_PAGE = 20;

/**
 * A migrated database for the evaluation. Migrating sets the database's trigram threshold
 * (ALTER DATABASE ... SET pg_trgm.word_similarity_threshold, migration 1764300000000), which only
 * connections opened afterwards see: the evaluation runs on a pool opened after migrating, so
 * near-spellings of names ("Chandigrah") are read the same on every connection, run after run.
 */
export async function openEvalDatabase(url: string, poolSize = 4): Promise<DataSource> {
  const migrating = createDataSource({ url, poolSize: 1 });
  await migrating.initialize();
  try {
    await migrate(migrating);
  } finally {
    await migrating.destroy();
  }
  const db = createDataSource({ url, poolSize });
  await db.initialize();
  return db;
}

/**
 * Loads the population as verified members (raw SQL, then the place resolution every write path
 * gets, as the seed does). Returns member id -> population key.
 */
export async function loadPopulation(db: DataSource): Promise<Map<string, string>> {
  const rows = POPULATION.map((m) => ({
    email: `${m.key}@search-eval.example`,
    full_name: m.profile.fullName,
    roll_number: m.profile.rollNumber,
    trade: m.profile.trade,
    course: m.profile.course,
    batch_year: m.profile.batchYear,
    current_location: m.profile.currentLocation,
    job_title: m.profile.jobTitle,
    company: m.profile.company,
    occupation: m.profile.occupation,
    company_organization: m.profile.companyOrganization,
    skills: m.profile.skills,
    bio: m.profile.bio,
  }));
  const inserted: { id: string; email: string }[] = await db.query(
    `INSERT INTO users (email, full_name, roll_number, trade, course, batch_year, current_location,
       job_title, company, occupation, company_organization, skills, bio, profile_completed, is_verified)
     SELECT email, full_name, roll_number, trade, course, batch_year, current_location, job_title,
       company, occupation, company_organization, skills, bio, true, true
     FROM jsonb_to_recordset($1::jsonb) AS v(email text, full_name text, roll_number text, trade text,
       course text, batch_year int, current_location text, job_title text, company text,
       occupation text, company_organization text, skills text[], bio text)
     RETURNING id, email`,
    [JSON.stringify(rows)],
  );
  await resolvePendingPlaces(db);
  await db.query("ANALYZE users");
  return new Map(inserted.map((r) => [r.id, r.email.split("@")[0]]));
}

export interface QueryOutcome {
  query: EvalQuery;
  /** Population keys, in the order the search returned them (every page). */
  returned: string[];
  expected: string[];
  accepted: string[];
  mistakes: string[];
  interpretation: string;
  recall: number | null;
  precision: number | null;
  firstPagePrecision: number | null;
  f1: number;
}

const byKey = new Map(POPULATION.map((m) => [m.key, m]));

function searcher(me: EvalQuery["me"]): Searcher | undefined {
  if (!me) return undefined;
  const id = me.place ? resolveLocation(PLACES[me.place].city).placeId : null;
  return { place: id ? (gazetteer().byId.get(id) ?? null) : null, batchYear: me.batch };
}

/** Runs one query through the smart search (every page) and scores it against its labels. */
export async function runQuery(
  search: SearchService,
  ids: Map<string, string>,
  query: EvalQuery,
): Promise<QueryOutcome> {
  const returned: string[] = [];
  let after: string | null = null;
  let interpretation = "";
  for (let first = FIRST_PAGE; ; first = 200) {
    const page = await search.smartSearch(query.q, { first, after }, null, searcher(query.me));
    interpretation ||= page.interpretation;
    for (const u of page.nodes) returned.push(ids.get(u.id) ?? `?${u.id}`);
    if (!page.hasNextPage || !page.endCursor) break;
    after = page.endCursor;
  }
  return score(query, returned, interpretation);
}

export function score(query: EvalQuery, returned: string[], interpretation = ""): QueryOutcome {
  const l = query.label;
  const expected = POPULATION.filter((m) => l.expect(m)).map((m) => m.key);
  const accepted = POPULATION.filter((m) => !l.expect(m) && l.accept(m)).map((m) => m.key);
  const mistakes = POPULATION.filter((m) => !l.expect(m) && !l.accept(m) && l.mistake(m)).map(
    (m) => m.key,
  );
  const E = new Set(expected);
  const ok = new Set([...expected, ...accepted]);
  const found = returned.filter((k) => E.has(k)).length;
  const good = returned.filter((k) => ok.has(k)).length;
  const page = returned.slice(0, FIRST_PAGE);
  const recall = expected.length ? found / expected.length : null;
  const precision = returned.length ? good / returned.length : null;
  const firstPagePrecision = page.length
    ? page.filter((k) => ok.has(k)).length / page.length
    : null;
  let f1: number;
  if (!expected.length) f1 = returned.length ? (precision ?? 0) : 1;
  else if (!returned.length || !recall || !precision) f1 = 0;
  else f1 = (2 * recall * precision) / (recall + precision);
  return {
    query,
    returned,
    expected,
    accepted,
    mistakes,
    interpretation,
    recall,
    precision,
    firstPagePrecision,
    f1,
  };
}

/** The figures of a part: micro-averaged over every (query, member) pair, and the mean F1. */
export interface Figures {
  queries: number;
  /** Expected members found / expected members, over all queries. */
  recall: number;
  /** Expected or accepted members returned / members returned, over all queries (every page). */
  precision: number;
  /** The same over the first page (first 20) of each query. */
  firstPagePrecision: number;
  /** The mean of the queries' F1 (a query expecting nobody scores 1 when it returns nobody). */
  meanF1: number;
  /** Members returned that are clear mistakes (summed over queries). */
  mistakes: number;
}

const round = (x: number) => Math.round(x * 10_000) / 10_000;

export function figures(outcomes: QueryOutcome[]): Figures {
  let expected = 0;
  let found = 0;
  let returned = 0;
  let good = 0;
  let paged = 0;
  let pageGood = 0;
  let mistakes = 0;
  for (const o of outcomes) {
    const E = new Set(o.expected);
    const ok = new Set([...o.expected, ...o.accepted]);
    const M = new Set(o.mistakes);
    expected += o.expected.length;
    found += o.returned.filter((k) => E.has(k)).length;
    returned += o.returned.length;
    good += o.returned.filter((k) => ok.has(k)).length;
    const page = o.returned.slice(0, FIRST_PAGE);
    paged += page.length;
    pageGood += page.filter((k) => ok.has(k)).length;
    mistakes += o.returned.filter((k) => M.has(k)).length;
  }
  return {
    queries: outcomes.length,
    recall: round(expected ? found / expected : 1),
    precision: round(returned ? good / returned : 1),
    firstPagePrecision: round(paged ? pageGood / paged : 1),
    meanF1: round(outcomes.reduce((s, o) => s + o.f1, 0) / (outcomes.length || 1)),
    mistakes,
  };
}

export interface Evaluation {
  tuning: Figures;
  holdout: Figures;
  holdout2: Figures;
  holdout3: Figures;
  holdout4: Figures;
  holdout5: Figures;
  holdout6: Figures;
  holdout7: Figures;
  holdout8: Figures;
  holdout9: Figures;
  holdout10: Figures;
  holdout11: Figures;
  holdout12: Figures;
  holdout13: Figures;
  holdout14: Figures;
  outcomes: QueryOutcome[];
}

/** Runs every query (or those given) against a database holding the population. */
export async function evaluate(
  db: DataSource,
  ids: Map<string, string>,
  queries: readonly EvalQuery[] = QUERIES,
  concurrency = 4,
): Promise<Evaluation> {
  const search = new SearchService(db);
  // A few at a time (the pool's size): the database works while Node scores.
  const outcomes: QueryOutcome[] = new Array(queries.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < queries.length; i = next++)
      outcomes[i] = await runQuery(search, ids, queries[i]);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    tuning: figures(outcomes.filter((o) => o.query.part === "tuning")),
    holdout: figures(outcomes.filter((o) => o.query.part === "holdout")),
    holdout2: figures(outcomes.filter((o) => o.query.part === "holdout2")),
    holdout3: figures(outcomes.filter((o) => o.query.part === "holdout3")),
    holdout4: figures(outcomes.filter((o) => o.query.part === "holdout4")),
    holdout5: figures(outcomes.filter((o) => o.query.part === "holdout5")),
    holdout6: figures(outcomes.filter((o) => o.query.part === "holdout6")),
    holdout7: figures(outcomes.filter((o) => o.query.part === "holdout7")),
    holdout8: figures(outcomes.filter((o) => o.query.part === "holdout8")),
    holdout9: figures(outcomes.filter((o) => o.query.part === "holdout9")),
    holdout10: figures(outcomes.filter((o) => o.query.part === "holdout10")),
    holdout11: figures(outcomes.filter((o) => o.query.part === "holdout11")),
    holdout12: figures(outcomes.filter((o) => o.query.part === "holdout12")),
    holdout13: figures(outcomes.filter((o) => o.query.part === "holdout13")),
    holdout14: figures(outcomes.filter((o) => o.query.part === "holdout14")),
    outcomes,
  };
}

/** A member in a line: name, what they do, where (from the ground truth). */
export function describeMember(key: string): string {
  const m: EvalMember | undefined = byKey.get(key);
  if (!m) return key;
  return `${m.profile.fullName} [${key}: ${m.truth.craft}, ${m.truth.trade}, ${PLACES[m.truth.place].city}]`;
}

/** Figures per kind of query (a query counts under each of its kinds), weakest first. */
export function byKind(outcomes: QueryOutcome[]): { kind: string; figures: Figures }[] {
  const kinds = new Map<string, QueryOutcome[]>();
  for (const o of outcomes)
    for (const k of o.query.kinds) kinds.set(k, [...(kinds.get(k) ?? []), o]);
  return [...kinds]
    .map(([kind, os]) => ({ kind, figures: figures(os) }))
    .sort((a, b) => a.figures.meanF1 - b.figures.meanF1 || a.kind.localeCompare(b.kind));
}
