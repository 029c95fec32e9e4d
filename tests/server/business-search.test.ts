import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// The business search through HTTP on the real PostgreSQL: plain-language queries with the smart
// search's understanding of places, "near", trades and crafts, category words, the map's counts
// and a place chosen on it. Every business here carries this run's tag in its name, so other
// files' businesses in the shared database never answer.

let app: TestApp;
let viewer: { token: string };
const tag = `Qz${Date.now().toString(36)}`;
const ids: Record<string, string> = {};

let rolls = 0;
async function owner(trade: string): Promise<{ user: User; token: string }> {
  const user = await app.buildUser({
    fullName: "Search Owner",
    isVerified: true,
    profileCompleted: true,
    rollNumber: `BS${Date.now().toString(36)}${rolls++}`,
    trade,
  });
  return { user, token: await app.tokenFor(user) };
}

const FIXTURE: [string, string, string, string, string[], string, string][] = [
  [
    "toolroom",
    "Tool Room and Dies",
    "Ludhiana",
    "Press tools and dies.",
    ["Press tools"],
    "Tool and Die Maker",
    "Sharma Tools",
  ],
  [
    "mfgToolroom",
    "Manufacturing",
    "Ludhiana, Punjab",
    "Sheet metal parts.",
    ["Tool room", "Pressing"],
    "Fitter",
    "Punjab Pressings",
  ],
  [
    "cncMohali",
    "Manufacturing",
    "Mohali",
    "CNC turning and VMC job work.",
    ["CNC turning"],
    "Machinist",
    "Brar Job Works",
  ],
  [
    "cncChandigarh",
    "Services",
    "Chandigarh",
    "Precision CNC machining.",
    ["Machining"],
    "Turner",
    "Tricity Machining",
  ],
  [
    "cncPune",
    "Manufacturing",
    "Pune",
    "CNC job shop for auto parts.",
    ["CNC turning"],
    "Machinist",
    "Bhosari Turning",
  ],
  [
    "autoPune",
    "Automation",
    "Pune",
    "PLC panels and SCADA.",
    ["PLC programming"],
    "Electronics Mechanic",
    "Gill Controls",
  ],
  [
    "autoMohali",
    "Automation",
    "Mohali",
    "Automation panels and drives.",
    ["PLC"],
    "Electrician",
    "Mohali Controls",
  ],
  [
    "softwareLudhiana",
    "Software and IT",
    "Ludhiana",
    "Job cards and ERP for tool rooms.",
    ["ERP"],
    "Computer Science",
    "Shop Floor Apps",
  ],
];

beforeAll(async () => {
  app = await startTestApp();
  viewer = await owner("Fitter");
  for (const [key, category, location, description, services, trade, name] of FIXTURE) {
    const o = await owner(trade);
    const res = await app.rest("POST", "/api/businesses", {
      token: o.token,
      body: { name: `${name} ${tag}`, category, description, services, location },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids[key] = res.body.id;
  }
});
afterAll(() => app?.close());

const names = (keys: string[]) => keys.map((k) => ids[k]).sort();

async function search(query: string, extra: Record<string, unknown> = {}) {
  const res = await app.gql(
    `query($q: String, $c: BusinessCategory, $p: String) {
      businesses(query: $q, category: $c, placeId: $p, first: 50) {
        totalCount interpretation nodes { id name } } }`,
    { q: `${query} ${tag}`, c: extra.category ?? null, p: extra.placeId ?? null },
    { token: viewer.token },
  );
  expect(res.errors).toBeUndefined();
  const page = res.data.businesses as {
    totalCount: number;
    interpretation: string;
    nodes: { id: string }[];
  };
  return { ...page, ids: page.nodes.map((n) => n.id).sort() };
}

describe("plain-language business search", () => {
  it('reads "tool rooms in Ludhiana": the category, or a listing that says tool room, in the city', async () => {
    const r = await search("tool rooms in Ludhiana");
    expect(r.ids).toEqual(names(["toolroom", "mfgToolroom"]));
    expect(r.interpretation).toMatch(/^Tool Room and Dies, .* businesses in Ludhiana$/);
  });

  it('reads "CNC job work near Mohali": the machinist trade within 30 km (Chandigarh too)', async () => {
    const r = await search("CNC job work near Mohali");
    expect(r.ids).toEqual(names(["cncMohali", "cncChandigarh"]));
    expect(r.interpretation).toMatch(/Machinist/);
    expect(r.interpretation).toMatch(/near Mohali/);
  });

  it('reads "automation firms in Pune": the category in the city; "firms" says nothing', async () => {
    const r = await search("automation firms in Pune");
    expect(r.ids).toEqual(names(["autoPune"]));
    expect(r.totalCount).toBe(1);
  });

  it("reads a state, Hinglish and a misspelt city", async () => {
    expect((await search("die makers in Punjab")).ids).toEqual(names(["toolroom", "mfgToolroom"]));
    expect((await search("ludhiana mein tool room")).ids).toEqual(
      names(["toolroom", "mfgToolroom"]),
    );
    expect((await search("cnc wale pune")).ids).toEqual(names(["cncPune"]));
    expect((await search("tool room ludhiyana")).ids).toEqual(names(["toolroom", "mfgToolroom"]));
  });

  it("does not take a listing that only mentions the words in passing for the category", async () => {
    // "for tool rooms" in a software firm's description is not a tool room.
    expect((await search("tool rooms")).ids).not.toContain(ids.softwareLudhiana);
    expect((await search("software Ludhiana")).ids).toEqual(names(["softwareLudhiana"]));
  });

  it("narrows by a category and a place chosen beside the query", async () => {
    const r = await search("Pune", { category: "AUTOMATION" });
    expect(r.ids).toEqual(names(["autoPune"]));
    const [place] = await app.db.query(`SELECT place_id FROM businesses WHERE id = $1`, [
      ids.cncMohali,
    ]);
    const there = await search("cnc", { placeId: place.place_id });
    expect(there.ids).toEqual(names(["cncMohali"]));
  });

  it("finds a name by a near-spelling", async () => {
    expect((await search("Brar Jbo Works")).ids).toEqual(names(["cncMohali"]));
  });

  it("finds a business by its owner's trade, and follows the owner's change of trade", async () => {
    const o = await owner("Draughtsman");
    const res = await app.rest("POST", "/api/businesses", {
      token: o.token,
      body: {
        name: `Verma Works ${tag}`,
        category: "Other",
        description: "Drawings.",
        services: [],
        location: "Delhi",
      },
    });
    expect(res.status).toBe(201);
    expect((await search("draughtsman")).ids).toContain(res.body.id);
    await app.db.query(`UPDATE users SET trade = 'Plumber' WHERE id = $1`, [o.user.id]);
    expect((await search("draughtsman")).ids).not.toContain(res.body.id);
    expect((await search("plumber")).ids).toContain(res.body.id);
  });

  it("reads a page of businesses in the same statements at 2 and 8 items", async () => {
    const count = async (first: number) =>
      (
        await app.statementsDuring(() =>
          app.gql(
            `query($q: String, $f: Int) { businesses(query: $q, first: $f) { nodes { id owner { fullName } website } } }`,
            { q: tag, f: first },
            { token: viewer.token },
          ),
        )
      ).length;
    expect(await count(8)).toBe(await count(2));
  });

  it("answers the map: places with counts, for the query", async () => {
    const res = await app.gql(
      `query($q: String) { businessLocations(query: $q) { placeId name latitude longitude count } }`,
      { q: `automation ${tag}` },
      { token: viewer.token },
    );
    expect(res.errors).toBeUndefined();
    const places = res.data.businessLocations as {
      name: string;
      count: number;
      latitude: number;
    }[];
    expect(places.map((p) => [p.name, p.count]).sort()).toEqual([
      ["Mohali, Punjab", 1],
      ["Pune, Maharashtra", 1],
    ]);
    expect(places.every((p) => typeof p.latitude === "number")).toBe(true);
  });

  it("answers GET /api/businesses?q= in the paged REST shape", async () => {
    const res = await app.rest(
      "GET",
      `/api/businesses?q=${encodeURIComponent(`automation firms in Pune ${tag}`)}&first=5`,
      { token: viewer.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      items: [{ id: ids.autoPune, category: "Automation" }],
      total_count: 1,
      end_cursor: null,
      has_next_page: false,
      interpretation: expect.stringContaining("Automation"),
    });
    const byCategory = await app.rest("GET", `/api/businesses?category=automation&q=${tag}`, {
      token: viewer.token,
    });
    expect(byCategory.body.items.map((b: { id: string }) => b.id).sort()).toEqual(
      names(["autoPune", "autoMohali"]),
    );
  });
});
