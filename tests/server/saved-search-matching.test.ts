import type { DataSource } from "typeorm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import type {
  AlertInput,
  AlertPort,
} from "../../server/src/modules/saved-searches/saved-search.ports.js";
import { SavedSearchService } from "../../server/src/modules/saved-searches/saved-search.service.js";
import { resolvePendingPlaces } from "../../server/src/modules/search/place-resolver.js";
import { SearchService } from "../../server/src/modules/search/search.service.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

// The matching rules of saved searches on the real PostgreSQL: the triggers fill the change feed,
// SavedSearchService.processChanges (the job's work) reads it, and a recording alert port (the
// notifications module's stand-in) shows who would be told. A database of this file's own.

let database: TestDatabase;
let db: DataSource;
let service: SavedSearchService;
const alerts: AlertInput[] = [];
const verified: string[] = [];

class RecordingAlerts implements AlertPort {
  async notify(input: AlertInput) {
    alerts.push(input);
    return true;
  }
}

let seq = 0;
interface Fields {
  name?: string;
  trade?: string;
  title?: string | null;
  location?: string | null;
  batch?: number | null;
  verified?: boolean;
}

async function member(f: Fields = {}) {
  const [{ id }] = await db.query(
    `INSERT INTO users (email, full_name, trade, batch_year, current_location, job_title,
       profile_completed, is_verified)
     VALUES ($1, $2, $3, $4, $5, $6, true, $7) RETURNING id`,
    [
      `m${++seq}.${Date.now()}@saved-match.example`,
      f.name ?? `Member ${seq}`,
      f.trade ?? "Mechanical Engineering",
      f.batch ?? 2010,
      f.location ?? null,
      f.title ?? null,
      f.verified ?? true,
    ],
  );
  await resolvePendingPlaces(db);
  return {
    id: id as string,
    searcher: { id, placeId: null, batchYear: f.batch ?? 2010, rollNumber: null },
  };
}

const save = (
  owner: { id: string },
  query: string,
  alert: "instant" | "daily" | "weekly" | "off" = "instant",
) =>
  service.save(
    { id: owner.id, placeId: null, batchYear: 2010, rollNumber: null },
    { query, alert },
  );

const alertsFor = (searchId: string) =>
  alerts.filter((a) => a.key.startsWith(`saved-search:${searchId}:`));

beforeAll(async () => {
  database = await provideTestDatabase("_saved_match", 4);
  db = createDataSource({ url: database.url, poolSize: 3 });
  await db.initialize();
  await migrate(db);
  await db.query(`TRUNCATE users CASCADE`);
  await db.query(`DELETE FROM member_changes`);
  service = new SavedSearchService(db, new SearchService(db), {
    alerts: new RecordingAlerts(),
    onVerified: async (id) => void verified.push(id),
  });
});

afterAll(async () => {
  await db?.destroy();
  await database?.stop();
});

beforeEach(async () => {
  await service.processChanges();
  alerts.length = 0;
  verified.length = 0;
});

describe("saved-search matching", () => {
  it("alerts once when a matching member becomes verified, never while pending", async () => {
    const owner = await member({ name: "Owner One" });
    const search = await save(owner, "civil engineers 2015");
    const pending = await member({
      name: "Gurpreet Pending",
      trade: "Civil Engineering",
      title: "Civil Engineer",
      batch: 2015,
      verified: false,
    });
    await service.processChanges();
    expect(alertsFor(search.id)).toEqual([]);

    await db.query(`UPDATE users SET is_verified = true WHERE id = $1`, [pending.id]);
    expect(await service.processChanges()).toBeGreaterThan(0);
    expect(verified).toContain(pending.id);
    expect(alertsFor(search.id)).toEqual([
      {
        userId: owner.id,
        kind: "saved_search",
        title: "Gurpreet Pending matches your saved search",
        body: 'Gurpreet Pending is a new match for "civil engineers 2015". Open their profile to get in touch.',
        url: `/user/${pending.id}`,
        key: `saved-search:${search.id}:${pending.id}`,
        group: 'Saved search "civil engineers 2015"',
        emailAtMost: "instant",
      },
    ]);
    expect((await service.get(owner.id, search.id)).newMatches).toBe(1);

    // Never twice: a later change of the same member finds the search again, and says nothing.
    await db.query(`UPDATE users SET job_title = 'Senior Civil Engineer' WHERE id = $1`, [
      pending.id,
    ]);
    await service.processChanges();
    expect(alertsFor(search.id)).toHaveLength(1);
    // Unverified and verified again: the "verified" port is called again, the match is not.
    await db.query(`UPDATE users SET is_verified = false WHERE id = $1`, [pending.id]);
    await db.query(`UPDATE users SET is_verified = true WHERE id = $1`, [pending.id]);
    await service.processChanges();
    expect(alertsFor(search.id)).toHaveLength(1);
  });

  it("never alerts the searcher of themself", async () => {
    const owner = await member({
      name: "Self Searcher",
      trade: "Electrical",
      title: "Electrician",
      batch: 2003,
    });
    const search = await save(owner, "electricians 2003");
    await db.query(`UPDATE users SET job_title = 'Senior Electrician' WHERE id = $1`, [owner.id]);
    await service.processChanges();
    expect(alertsFor(search.id)).toEqual([]);
    expect((await service.get(owner.id, search.id)).newMatches).toBe(0);
  });

  it("alerts when a profile change newly matches, not for a change that does not", async () => {
    const owner = await member({ name: "Owner Two" });
    const search = await save(owner, "welders 2008");
    const other = await member({ name: "Kamal Fitter", title: "Fitter", batch: 2008 });
    await service.processChanges();
    await db.query(`UPDATE users SET bio = 'I fit pumps' WHERE id = $1`, [other.id]);
    await db.query(`UPDATE users SET job_title = 'Fitter and turner' WHERE id = $1`, [other.id]);
    await service.processChanges();
    expect(alertsFor(search.id)).toEqual([]);
    await db.query(`UPDATE users SET job_title = 'Welder' WHERE id = $1`, [other.id]);
    await service.processChanges();
    expect(alertsFor(search.id).map((a) => a.url)).toEqual([`/user/${other.id}`]);
  });

  it("knows the members a search found when it was saved: they are never alerted of", async () => {
    const known = await member({ name: "Known Machinist", title: "Machinist", batch: 2011 });
    await service.processChanges();
    const owner = await member({ name: "Owner Three" });
    const search = await save(owner, "machinists 2011");
    await db.query(`UPDATE users SET job_title = 'CNC Machinist' WHERE id = $1`, [known.id]);
    await service.processChanges();
    expect(alertsFor(search.id)).toEqual([]);
    expect((await service.get(owner.id, search.id)).newMatches).toBe(0);
  });

  it("records the matches of an alert that is off, without telling anyone", async () => {
    const owner = await member({ name: "Owner Four" });
    const search = await save(owner, "plumbers 2013", "off");
    const plumber = await member({ name: "Pawan Plumber", title: "Plumber", batch: 2013 });
    await service.processChanges();
    expect(alertsFor(search.id)).toEqual([]);
    expect((await service.get(owner.id, search.id)).newMatches).toBe(1);
    const seen = await service.markSeen(owner.id, search.id);
    expect(seen.newMatches).toBe(0);
    expect(seen.lastViewedAt).toBeInstanceOf(Date);
    expect(plumber.id).toBeTruthy();
  });

  it("passes a digest frequency on as the e-mail's pace", async () => {
    const owner = await member({ name: "Owner Five" });
    const search = await save(owner, "carpenters 2014", "weekly");
    await member({ name: "Chaman Carpenter", title: "Carpenter", batch: 2014 });
    await service.processChanges();
    expect(alertsFor(search.id).map((a) => a.emailAtMost)).toEqual(["weekly"]);
  });

  it("stops alerting for a deleted search", async () => {
    const owner = await member({ name: "Owner Six" });
    const search = await save(owner, "painters 2016");
    await service.delete(owner.id, search.id);
    await member({ name: "Piara Painter", title: "Painter", batch: 2016 });
    await service.processChanges();
    expect(alertsFor(search.id)).toEqual([]);
  });

  it("finds a member among many searches through the anchors, and only the matching ones", async () => {
    const owner = await member({ name: "Owner Seven" });
    const queries = [
      "turners 2017",
      "electricians 2017",
      "civil engineers 2017",
      "Mohali",
      "2017 batch",
    ];
    const saved = [];
    for (const q of queries) saved.push(await save(owner, q));
    const turner = await member({ name: "Tarsem Turner", title: "Turner", batch: 2017 });
    await service.processChanges();
    const told = new Set(alerts.filter((a) => a.url === `/user/${turner.id}`).map((a) => a.key));
    expect(told).toEqual(
      new Set([saved[0], saved[4]].map((s) => `saved-search:${s.id}:${turner.id}`)),
    );
  });

  it("plans a search again when its plan is from another planner or day", async () => {
    const owner = await member({ name: "Owner Eight" });
    const search = await save(owner, "riggers 2019");
    const [before] = await db.query(
      `SELECT plan, anchors, facet_groups, plan_version FROM saved_searches WHERE id = $1`,
      [search.id],
    );
    await db.query(
      `UPDATE saved_searches SET plan = '{"where":["FALSE"],"params":[]}', anchors = '{}', facet_groups = NULL, plan_version = 'old' WHERE id = $1`,
      [search.id],
    );
    expect(await service.replanStale()).toBeGreaterThanOrEqual(1);
    const [after] = await db.query(
      `SELECT plan, anchors, facet_groups, plan_version FROM saved_searches WHERE id = $1`,
      [search.id],
    );
    expect(after).toEqual(before);
    expect(await service.replanStale()).toBe(0);
    const rigger = await member({ name: "Ranjit Rigger", title: "Rigger", batch: 2019 });
    await service.processChanges();
    expect(alertsFor(search.id).map((a) => a.url)).toEqual([`/user/${rigger.id}`]);
  });
});
