import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// The matching job end to end, with workers (WORKERS=inline) on a database of this file's own: an
// admin verifies a member through the API, the triggers note it, the worker's look at the change
// feed queues the job, and the saved search counts the new match within seconds. Changes made
// while no worker ran are matched when one starts.

let database: TestDatabase;
const apps: TestApp[] = [];

const start = async (workers: "inline" | "off") => {
  const app = await startTestApp({
    DATABASE_URL: database.url,
    WORKERS: workers,
    JOBS_POLL_SECONDS: "0.5",
  });
  apps.push(app);
  return app;
};

const until = async (check: () => Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 200));
  }
};

beforeAll(async () => {
  database = await provideTestDatabase("_saved_jobs", 8);
  const db = createDataSource({ url: database.url, poolSize: 2 });
  await db.initialize();
  await migrate(db);
  await db.destroy();
});

afterAll(async () => {
  for (const app of apps.reverse()) await app.close();
  await database?.stop();
});

const SAVED = `{ savedSearches { id query newMatches } }`;

describe("the member-changes job", () => {
  it("counts a new match within seconds when an admin verifies a matching member", async () => {
    const app = await start("inline");
    const owner = await app.buildUser({
      fullName: "Alert Owner",
      isVerified: true,
      profileCompleted: true,
    });
    const token = await app.tokenFor(owner);
    const saved = await app.gql(
      `mutation($i: SaveSearchInput!) { saveSearch(input: $i) { id } }`,
      { i: { query: "electricians 2005", alert: "INSTANT" } },
      { token },
    );
    expect(saved.errors).toBeUndefined();
    const admin = await app.buildUser({
      fullName: "Alert Admin",
      isVerified: true,
      isAdminFlag: true,
    });
    const pending = await app.buildUser({
      fullName: "Harbans Electrician",
      isVerified: false,
      profileCompleted: true,
      trade: "Electrical",
      jobTitle: "Electrician",
      batchYear: 2005,
    });
    // Pending: nothing, however long the worker looks.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await app.gql(SAVED, {}, { token })).data.savedSearches[0].newMatches).toBe(0);

    const verified = await app.rest("PATCH", `/api/admin/users/${pending.id}/verify`, {
      token: await app.tokenFor(admin),
      body: { is_verified: true },
    });
    expect(verified.status).toBe(200);
    await until(
      async () => (await app.gql(SAVED, {}, { token })).data.savedSearches[0].newMatches === 1,
    );
    // The feed empties once the job has handled the change (it deletes the row after alerting).
    await until(async () => {
      const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM member_changes`);
      return n === 0;
    });
  });

  it("matches the changes made while no worker ran once one starts", async () => {
    for (const app of apps.splice(0)) await app.close();
    const web = await start("off");
    const owner = await web.buildUser({ fullName: "Later Owner", isVerified: true });
    const token = await web.tokenFor(owner);
    await web.gql(
      `mutation($i: SaveSearchInput!) { saveSearch(input: $i) { id } }`,
      { i: { query: "plumbers 2006", alert: "DAILY" } },
      { token },
    );
    await web.buildUser({
      fullName: "Prem Plumber",
      isVerified: true,
      jobTitle: "Plumber",
      batchYear: 2006,
    });
    await new Promise((r) => setTimeout(r, 1000));
    expect((await web.gql(SAVED, {}, { token })).data.savedSearches[0].newMatches).toBe(0);
    await start("inline");
    await until(
      async () => (await web.gql(SAVED, {}, { token })).data.savedSearches[0].newMatches === 1,
    );
  });
});

describe("the change feed's batch", () => {
  it("deletes the handled rows in one statement, except a member changed again meanwhile", async () => {
    for (const app of apps.splice(0)) await app.close();
    const app = await start("off");
    await app.db.query(`DELETE FROM member_changes`);
    const members: User[] = [];
    for (let i = 0; i < 4; i++)
      members.push(
        await app.buildUser({ fullName: `Feed Member ${i}`, isVerified: true, jobTitle: "Welder" }),
      );
    const service = app.services.savedSearches;
    const original = service.alertMatches.bind(service);
    // The second member changes again while the batch is being handled.
    service.alertMatches = async (memberId, db) => {
      if (memberId === members[1].id)
        await app.db.query(`UPDATE users SET job_title = 'Fitter' WHERE id = $1`, [memberId]);
      return original(memberId, db);
    };
    let handled = 0;
    const statements = await app.statementsDuring(async () => {
      handled = await service.processChanges();
    });
    service.alertMatches = original;
    expect(handled).toBeGreaterThanOrEqual(4);
    expect(statements.filter((q) => /DELETE FROM member_changes/.test(q))).toHaveLength(1);
    const left: { user_id: string }[] = await app.db.query(`SELECT user_id FROM member_changes`);
    expect(left.map((r) => r.user_id)).toEqual([members[1].id]);
    // The next run handles it.
    await service.processChanges();
    expect(await app.db.query(`SELECT user_id FROM member_changes`)).toEqual([]);
  });
});
