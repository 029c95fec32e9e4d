import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import { seedDemoOpportunities } from "../../server/src/db/seed/opportunities.js";
import { searchCondition } from "../../server/src/modules/opportunities/opportunity.search.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

// The board's search reads the stored `search_vector` (migration 1765370000000) where it computed
// `to_tsvector('english', search_text)` for every post: the same vector, so the same posts in the
// same order. A database of its own, so the whole board is compared.

let database: TestDatabase;
let app: TestApp;
let token: string;

const QUERIES = [
  "cnc",
  "internship",
  "internships",
  "enginer",
  "ludhiyana",
  "press tool",
  "cnc mohali",
  "android kotlin",
  "design",
  "tool-room",
  "welding -mig",
  `"sheet metal"`,
  "') OR 1=1 --",
];

beforeAll(async () => {
  database = await provideTestDatabase("_board_search", 8);
  const ds = createDataSource({ url: database.url, poolSize: 2 });
  await ds.initialize();
  await migrate(ds);
  await ds.destroy();
  app = await startTestApp({ DATABASE_URL: database.url });
  for (let i = 0; i < 6; i++)
    await app.buildUser({
      isVerified: true,
      profileCompleted: true,
      rollNumber: `SV-${randomBytes(3).toString("hex")}`,
      trade: "Mechanical",
      currentLocation: "Mohali",
    });
  // The demo posts (written in SQL, as the seed does), copied at other dates: 120 posts.
  await seedDemoOpportunities(app.db.manager);
  await app.db.query(
    `INSERT INTO opportunities (title, type, location, description, external_link, tags,
       contact_visibility, posted_by, search_text, created_at, updated_at)
     SELECT o.title, o.type, o.location, o.description, o.external_link, o.tags,
       o.contact_visibility, o.posted_by, o.search_text,
       o.created_at - make_interval(hours => g), o.updated_at - make_interval(hours => g)
     FROM opportunities o CROSS JOIN generate_series(1, 9) g`,
  );
  token = await app.tokenFor(
    await app.buildUser({ isVerified: true, profileCompleted: true, rollNumber: "SV-VIEWER" }),
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

/** The board's ids for a search, as a member asks for them (newest first). */
async function board(search: string): Promise<string[]> {
  const { data, errors } = await app.gql(
    `query($s: String) { opportunities(search: $s, first: 50) { nodes { id } } }`,
    { s: search },
    { token },
  );
  expect(errors).toBeUndefined();
  return data.opportunities.nodes.map((n: { id: string }) => n.id);
}

/** The same page with the vector computed from the text, as before the stored column. */
async function computed(search: string): Promise<string[]> {
  const condition = searchCondition("o", search, 1)!;
  const sql = condition.sql.replace("o.search_vector", "to_tsvector('english', o.search_text)");
  expect(sql).not.toBe(condition.sql);
  const found: { id: string }[] = await app.db.query(
    `SELECT o.id FROM opportunities o WHERE ${sql} ORDER BY o.created_at DESC, o.id DESC LIMIT 50`,
    condition.params,
  );
  return found.map((r) => r.id);
}

const drifted = async () =>
  (
    await app.db.query(
      `SELECT count(*)::int AS n FROM opportunities
       WHERE search_vector IS DISTINCT FROM to_tsvector('english', search_text)`,
    )
  )[0].n as number;

describe("the board's search over the stored vector", () => {
  it("every post's vector is its text's, however the post was written", async () => {
    expect(await drifted()).toBe(0);
    const posted = await app.rest("POST", "/api/opportunities", {
      token,
      body: {
        title: "CNC setter",
        type: "Job",
        location: "Ludhiana",
        description: "Fanuc controls.",
        tags: ["CNC"],
      },
    });
    expect(posted.status).toBe(201);
    const edited = await app.rest("PUT", `/api/opportunities/${posted.body.id}`, {
      token,
      body: {
        title: "Robotics internship",
        type: "Internship",
        location: "Pune",
        description: "Welding cells.",
        tags: ["Robotics"],
      },
    });
    expect(edited.status).toBe(200);
    expect(await drifted()).toBe(0);
    // The edit's words are found, the replaced ones no longer.
    expect(await board("robotics")).toContain(posted.body.id);
    expect(await board("fanuc")).not.toContain(posted.body.id);
  });

  it.each(QUERIES)("finds the same posts in the same order for %j", async (query) => {
    const ids = await board(query);
    expect(ids).toEqual(await computed(query));
  });

  it("finds posts for the bench's searches, without computing a vector per post", async () => {
    expect((await board("cnc")).length).toBeGreaterThan(0);
    expect((await board("internship")).length).toBeGreaterThan(0);
    const condition = searchCondition("o", "cnc", 1)!;
    const plan: { "QUERY PLAN": string }[] = await app.db.query(
      `EXPLAIN SELECT o.id FROM opportunities o WHERE ${condition.sql}
       ORDER BY o.created_at DESC, o.id DESC LIMIT 21`,
      condition.params,
    );
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).not.toMatch(/to_tsvector/);
  });
});
