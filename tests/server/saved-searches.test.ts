import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Saved searches through HTTP (REST and GraphQL): the owner's own only, the limits, the refusals
// (nothing stored on refusal) and hostile input.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function member(fields: Record<string, unknown> = {}) {
  const user = await app.buildUser({ fullName: "Saving Member", isVerified: true, ...fields });
  return { user, token: await app.tokenFor(user) };
}

const post = (token: string, body: unknown) =>
  app.rest("POST", "/api/saved-searches", { token, body });
const list = async (token: string) =>
  (await app.rest("GET", "/api/saved-searches", { token })).body;

describe("saved searches over REST", () => {
  it("saves (201), lists newest first, changes and deletes the member's own", async () => {
    const { token } = await member();
    const first = await post(token, {
      query: "  CNC   programmers in Ludhiana ",
      alert: "instant",
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      query: "CNC programmers in Ludhiana",
      alert: "instant",
      created_at: expect.any(String),
      new_matches: 0,
      last_viewed_at: null,
    });
    const second = await post(token, { query: "fitters 2019", alert: "weekly" });
    expect(second.status).toBe(201);
    expect((await list(token)).map((s: { id: string }) => s.id)).toEqual([
      second.body.id,
      first.body.id,
    ]);

    const patched = await app.rest("PATCH", `/api/saved-searches/${first.body.id}`, {
      token,
      body: { alert: "daily" },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ alert: "daily", query: "CNC programmers in Ludhiana" });
    const requery = await app.rest("PATCH", `/api/saved-searches/${first.body.id}`, {
      token,
      body: { query: "CNC programmers in Mohali" },
    });
    expect(requery.body).toMatchObject({ alert: "daily", query: "CNC programmers in Mohali" });

    const deleted = await app.rest("DELETE", `/api/saved-searches/${first.body.id}`, { token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(first.body.id);
    expect((await list(token)).map((s: { id: string }) => s.id)).toEqual([second.body.id]);
  });

  it("refuses a blank query as smart search does, and an unknown alert; stores nothing", async () => {
    const { token } = await member();
    const blank = await post(token, { query: "   ", alert: "instant" });
    expect(blank.status).toBe(422);
    expect(blank.body.detail).toBe("Please type what you're looking for");
    const symbols = await post(token, { query: "!!!", alert: "instant" });
    expect(symbols.status).toBe(422);
    const unknown = await post(token, { query: "fitters", alert: "hourly" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toMatch(/alert/);
    const missing = await post(token, { query: "fitters" });
    expect(missing.status).toBe(400);
    expect(await list(token)).toEqual([]);
  });

  it("keeps at most 20 per member: the 21st is a clear 409", async () => {
    const { token } = await member();
    for (let i = 0; i < 20; i++) {
      expect((await post(token, { query: `turners ${2000 + i}`, alert: "off" })).status).toBe(201);
    }
    const refused = await post(token, { query: "turners 2030", alert: "off" });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe("You can keep at most 20 saved searches; delete one first");
    expect(await list(token)).toHaveLength(20);
  });

  it("keeps the cap when 25 saves arrive at once, over REST and as aliases of one operation", async () => {
    const { token } = await member();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        post(token, { query: `millwrights ${i}`, alert: "off" }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(await list(token)).toHaveLength(20);

    // Five aliased saves (the most one mutation may hold) by a member with 17, twice at once.
    const other = await member();
    for (let i = 0; i < 17; i++) await post(other.token, { query: `riggers ${i}`, alert: "off" });
    const aliased = (n: number) =>
      Array.from(
        { length: 5 },
        (_, i) => `s${i}: saveSearch(input: { query: "scaffolders ${n}${i}", alert: OFF }) { id }`,
      ).join("\n");
    const results = await Promise.all(
      [1, 2].map((n) => app.gql(`mutation { ${aliased(n)} }`, {}, { token: other.token })),
    );
    // Mutations run one after another: each operation stops at its first refusal.
    for (const r of results) expect(r.errors?.map((e) => e.extensions?.code)).toEqual(["CONFLICT"]);
    expect(await list(other.token)).toHaveLength(20);
  });

  it("lists a broad search without reading the members it found when it was saved", async () => {
    const { user, token } = await member();
    const saved = (await post(token, { query: "fitters", alert: "off" })).body;
    // A broad search: 5,000 members known at saving (its baseline, recorded as it was saved).
    const tag = saved.id.slice(0, 8);
    await app.db.query(
      `INSERT INTO users (email, full_name)
       SELECT 'known-' || g || '-${tag}@test.istc-connect.in', 'Known ' || g FROM generate_series(1, 5000) g`,
    );
    await app.db.query(
      `INSERT INTO saved_search_matches (search_id, member_id, baseline, matched_at)
       SELECT s.id, u.id, true, s.created_at FROM saved_searches s, users u
        WHERE s.id = $1 AND u.email LIKE 'known-%-${tag}@%'`,
      [saved.id],
    );
    await app.db.query(`ANALYZE saved_search_matches`);
    let listed: { new_matches: number }[] = [];
    const statements = await app.statementsDuring(async () => {
      listed = await list(token);
    });
    expect(listed).toMatchObject([{ new_matches: 0 }]);
    const statement = statements.find((s) =>
      /FROM saved_searches s WHERE s\.user_id = \$1/.test(s),
    )!;
    const [{ "QUERY PLAN": plan }] = await app.db.query(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`,
      [user.id],
    );
    type Node = Record<string, unknown> & { Plans?: Node[] };
    const read = (n: Node): number =>
      (n["Relation Name"] === "saved_search_matches"
        ? Number(n["Actual Rows"] ?? 0) + Number(n["Rows Removed by Filter"] ?? 0)
        : 0) + (n.Plans ?? []).reduce((sum, c) => sum + read(c), 0);
    expect(read(plan[0].Plan)).toBeLessThan(10);
  });

  it("answers 404 for another member's id, and leaves it as it was", async () => {
    const owner = await member();
    const other = await member();
    const saved = (await post(owner.token, { query: "welders", alert: "instant" })).body;
    for (const [method, body] of [
      ["PATCH", { alert: "off" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await app.rest(method, `/api/saved-searches/${saved.id}`, {
        token: other.token,
        body,
      });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe("Saved search not found");
    }
    const gql = await app.gql(
      `query($id: ID!) { savedSearch(id: $id) { id } }`,
      { id: saved.id },
      { token: other.token },
    );
    expect(gql.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const seen = await app.gql(
      `mutation($id: ID!) { markSavedSearchSeen(id: $id) { id } }`,
      { id: saved.id },
      { token: other.token },
    );
    expect(seen.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(await list(owner.token)).toMatchObject([{ id: saved.id, alert: "instant" }]);
  });

  it("answers hostile input with a 4xx, never a 500", async () => {
    const { token } = await member();
    const cases: [string, string, unknown][] = [
      ["POST", "/api/saved-searches", { query: "x".repeat(100_000), alert: "off" }],
      ["POST", "/api/saved-searches", { query: ["a"], alert: "off" }],
      ["POST", "/api/saved-searches", { query: "fitters", alert: { $ne: 1 } }],
      ["POST", "/api/saved-searches", "just text"],
      ["PATCH", "/api/saved-searches/not-a-uuid", { alert: "off" }],
      ["PATCH", "/api/saved-searches/%00", { alert: "off" }],
      ["DELETE", "/api/saved-searches/' OR 1=1 --", undefined],
      ["PATCH", `/api/saved-searches/${"9".repeat(5000)}`, { alert: "off" }],
    ];
    for (const [method, path, body] of cases) {
      const res = await app.rest(method, path, { token, body });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
    expect(await list(token)).toEqual([]);
    // A NUL byte is dropped from text arguments; the rest is a query like any other.
    const nul = await post(token, { query: "fit\u0000ters 2019", alert: "off" });
    expect(nul.status).toBe(201);
    expect(nul.body.query).toBe("fitters 2019");
  });
});

describe("saved searches over GraphQL", () => {
  it("saves with an enum alert, lists, marks seen and deletes", async () => {
    const { token } = await member();
    const saved = await app.gql(
      `mutation($i: SaveSearchInput!) { saveSearch(input: $i) { id query alert newMatches lastViewedAt createdAt } }`,
      { i: { query: "electricians in Pune", alert: "DAILY" } },
      { token },
    );
    expect(saved.errors).toBeUndefined();
    const id = saved.data.saveSearch.id;
    expect(saved.data.saveSearch).toMatchObject({
      alert: "DAILY",
      newMatches: 0,
      lastViewedAt: null,
    });
    const seen = await app.gql(
      `mutation($id: ID!) { markSavedSearchSeen(id: $id) { newMatches lastViewedAt } }`,
      { id },
      { token },
    );
    expect(seen.data.markSavedSearchSeen.lastViewedAt).toEqual(expect.any(String));
    const updated = await app.gql(
      `mutation($id: ID!, $i: UpdateSavedSearchInput!) { updateSavedSearch(id: $id, input: $i) { alert query } }`,
      { id, i: { alert: "OFF" } },
      { token },
    );
    expect(updated.data.updateSavedSearch).toEqual({ alert: "OFF", query: "electricians in Pune" });
    const blank = await app.gql(
      `mutation($id: ID!, $i: UpdateSavedSearchInput!) { updateSavedSearch(id: $id, input: $i) { alert } }`,
      { id, i: { query: " " } },
      { token },
    );
    expect(blank.errors?.[0].message).toBe("Please type what you're looking for");
    const listed = await app.gql(`{ savedSearches { id } }`, {}, { token });
    expect(listed.data.savedSearches).toEqual([{ id }]);
    const deleted = await app.gql(
      `mutation($id: ID!) { deleteSavedSearch(id: $id) }`,
      { id },
      { token },
    );
    expect(deleted.data.deleteSavedSearch).toBe(id);
    const gone = await app.gql(
      `query($id: ID!) { savedSearch(id: $id) { id } }`,
      { id },
      { token },
    );
    expect(gone.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("is for signed-in members only", async () => {
    const res = await app.gql(`{ savedSearches { id } }`);
    expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await app.rest("GET", "/api/saved-searches")).status).toBe(401);
  });
});
