import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_QUERIES } from "../../client/src/pages/Search/ExampleChips.js";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import { seedDemoData } from "../../server/src/db/seed/demo.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

// The demo a fresh `npm start` seeds, in a database of its own: every example chip of the search
// screen (the client's own list) finds people, so the first thing a visitor tries is not empty.

let database: TestDatabase;
let app: TestApp;
let token: string;

beforeAll(async () => {
  database = await provideTestDatabase("_demo", 8);
  const ds = createDataSource({ url: database.url, poolSize: 2 });
  await ds.initialize();
  await migrate(ds);
  expect(await seedDemoData(ds)).toMatchObject({ members: expect.any(Number) });
  await ds.destroy();
  app = await startTestApp({ DATABASE_URL: database.url });
  const [viewer] = await app.db.query(`SELECT id FROM users WHERE is_verified LIMIT 1`);
  token = await app.tokenFor(viewer);
});
afterAll(async () => {
  await app?.close();
  await database?.stop();
});

describe("the demo data", () => {
  it.each(EXAMPLE_QUERIES)("finds people for the example chip %j", async (query) => {
    const res = await app.gql(
      `query($q: String!) { smartSearch(query: $q, first: 5) { count results { fullName } } }`,
      { q: query },
      { token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.smartSearch.count, query).toBeGreaterThan(0);
  });
});
