import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

// Mentor search on a database of its own (exact lists): plain language through smart search's
// understanding, topics, open places first, paging with cursors, hostile input.

let database: TestDatabase;
let app: TestApp;
let token: string;
const ids: Record<string, string> = {};

const V = { isVerified: true, profileCompleted: true, skills: [] as string[] };

async function mentorOf(fields: Partial<User>, profile: Record<string, unknown>) {
  const user = await app.buildUser({ ...V, ...fields });
  const t = await app.tokenFor(user);
  const res = await app.rest("PUT", "/api/mentorship/profile", {
    token: t,
    body: { is_mentor: true, capacity: 2, ...profile },
  });
  expect(res.status).toBe(200);
  ids[fields.fullName!] = user.id;
  return { user, token: t };
}

beforeAll(async () => {
  database = await provideTestDatabase("_mentors", 8);
  const ds = createDataSource({ url: database.url, poolSize: 2 });
  await ds.initialize();
  await migrate(ds);
  await ds.destroy();
  app = await startTestApp({ DATABASE_URL: database.url });
  await mentorOf(
    {
      fullName: "Amrit Toronto",
      trade: "Machinist",
      jobTitle: "CNC Programmer",
      currentLocation: "Toronto, Canada",
    },
    { topics: ["Interview preparation"] },
  );
  await mentorOf(
    {
      fullName: "Baljit Ludhiana",
      trade: "Machinist",
      jobTitle: "CNC Programmer",
      currentLocation: "Ludhiana",
    },
    { topics: ["Starting a business"] },
  );
  await mentorOf(
    {
      fullName: "Charan Dubai",
      trade: "Welding",
      jobTitle: "Welder",
      currentLocation: "Dubai, UAE",
    },
    { topics: ["Welding"] },
  );
  await mentorOf(
    { fullName: "Deep Mohali", trade: "Mechanical", jobTitle: "Fitter", currentLocation: "Mohali" },
    { topics: ["Jobs abroad", "Interview preparation"], capacity: 1 },
  );
  await mentorOf(
    {
      fullName: "Ekam Vancouver",
      trade: "Machinist",
      jobTitle: "CNC Operator",
      currentLocation: "Vancouver, Canada",
    },
    { topics: ["Jobs abroad"], paused: true },
  );
  await mentorOf(
    {
      fullName: "Fateh Calgary",
      trade: "Machinist",
      jobTitle: "CNC Machinist",
      currentLocation: "Calgary, Canada",
    },
    { topics: ["Jobs abroad"], capacity: 1 },
  );
  // Not mentoring: found by smart search, never by mentor search.
  await app.buildUser({
    ...V,
    fullName: "Gagan Montreal",
    trade: "Machinist",
    jobTitle: "CNC Programmer",
    currentLocation: "Montreal, Canada",
  });
  const viewer = await app.buildUser({ ...V, fullName: "Harnoor Student" });
  token = await app.tokenFor(viewer);
  // Fateh's one place is taken: Full, listed after mentors with places.
  const other = await app.buildUser({ ...V, fullName: "Ishaan Student" });
  const res = await app.rest("POST", "/api/mentorship/requests", {
    token: await app.tokenFor(other),
    body: { mentor_id: ids["Fateh Calgary"], goal: "Canada" },
  });
  expect(res.status).toBe(201);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.stop();
});

const MENTORS = `query($q: String, $t: String, $first: Int, $after: String) {
  mentors(query: $q, topic: $t, first: $first, after: $after) {
    totalCount interpretation hasNextPage endCursor pageInfo { hasNextPage endCursor }
    nodes { openSlots user { fullName } } } }`;

async function find(vars: { q?: string; t?: string; first?: number; after?: string }) {
  const res = await app.gql(MENTORS, vars, { token });
  expect(res.errors).toBeUndefined();
  return res.data.mentors as {
    totalCount: number;
    interpretation: string | null;
    hasNextPage: boolean;
    endCursor: string | null;
    nodes: { openSlots: number; user: { fullName: string } }[];
  };
}
const names = (page: { nodes: { user: { fullName: string } }[] }) =>
  page.nodes.map((n) => n.user.fullName);

describe("mentor search", () => {
  it("lists every mentor taking requests, open places first (Full last), paused never", async () => {
    const all = await find({});
    expect(all.totalCount).toBe(5);
    expect(names(all)).not.toContain("Ekam Vancouver");
    expect(names(all)).not.toContain("Gagan Montreal");
    expect(names(all).at(-1)).toBe("Fateh Calgary");
    expect(all.nodes.at(-1)!.openSlots).toBe(0);
    expect(all.interpretation).toBeNull();
  });

  it('"CNC mentors in Canada": CNC people in Canada who mentor', async () => {
    const page = await find({ q: "CNC mentors in Canada" });
    expect(names(page)).toEqual(["Amrit Toronto", "Fateh Calgary"]);
    expect(page.interpretation).toMatch(/Canada/);
  });

  it('"someone who moved to the Gulf": mentors living in Gulf countries', async () => {
    const page = await find({ q: "someone who moved to the Gulf" });
    expect(names(page)).toEqual(["Charan Dubai"]);
  });

  it('a topic query ("jobs abroad") finds mentors by their topics, topic first', async () => {
    const page = await find({ q: "mentors for jobs abroad" });
    // Deep lives in Mohali: found by the topic alone, and ranked first; mentors living abroad
    // follow (smart search reads "abroad" as outside India); Fateh is Full, so last.
    expect(names(page)[0]).toBe("Deep Mohali");
    expect(names(page).at(-1)).toBe("Fateh Calgary");
    expect(names(page)).not.toContain("Baljit Ludhiana");
    const words = await find({ q: "someone who can help with interview preparation" });
    expect(names(words).sort()).toEqual(["Amrit Toronto", "Deep Mohali"]);
  });

  it("topic is an exact match, any case", async () => {
    expect(names(await find({ t: "interview PREPARATION" })).sort()).toEqual([
      "Amrit Toronto",
      "Deep Mohali",
    ]);
    expect(names(await find({ t: "Interview" }))).toEqual([]);
  });

  it("pages with cursors, each mentor once", async () => {
    const seen: string[] = [];
    let after: string | undefined;
    for (let i = 0; i < 10; i++) {
      const page = await find({ first: 2, after });
      expect(page.totalCount).toBe(5);
      seen.push(...names(page));
      if (!page.hasNextPage) {
        expect(page.endCursor).toBeNull();
        break;
      }
      after = page.endCursor!;
    }
    expect(seen).toEqual(names(await find({})));
  });

  it("REST: the documented shape", async () => {
    const res = await app.rest("GET", "/api/mentors?q=CNC%20mentors%20in%20Canada", { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      total_count: 2,
      has_next_page: false,
      end_cursor: null,
      interpretation: expect.any(String),
    });
    expect(res.body.mentors[0]).toEqual({
      user: {
        id: ids["Amrit Toronto"],
        full_name: "Amrit Toronto",
        trade: "Machinist",
        current_location: "Toronto, Canada",
        job_title: "CNC Programmer",
        batch_year: null,
        profile_image: null,
      },
      topics: ["Interview preparation"],
      capacity: 2,
      open_slots: 2,
      mentored_count: 0,
      availability: null,
      languages: [],
    });
    const topic = await app.rest("GET", "/api/mentors?topic=welding", { token });
    expect(topic.body.mentors.map((m: { user: { id: string } }) => m.user.id)).toEqual([
      ids["Charan Dubai"],
    ]);
  });

  it("refuses hostile input with 400: long queries, forged cursors, bad sizes", async () => {
    const long = await app.gql(MENTORS, { q: "x".repeat(201) }, { token });
    expect(long.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const longTopic = await app.gql(MENTORS, { t: "x".repeat(41) }, { token });
    expect(longTopic.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const forged = Buffer.from(JSON.stringify(["mentors", 0, "x", 0, "a", "b"])).toString(
      "base64url",
    );
    for (const after of [forged, "not a cursor", "%00", "eyJ9"]) {
      const res = await app.gql(MENTORS, { after }, { token });
      expect(res.errors?.[0].extensions?.code, after).toBe("BAD_USER_INPUT");
    }
    for (const first of [0, 51, -1]) {
      const res = await app.gql(MENTORS, { first }, { token });
      expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    }
    const nul = await app.rest("GET", "/api/mentors?q=CNC%00Canada", { token });
    expect(nul.status).toBe(200);
    const rest = await app.rest("GET", `/api/mentors?after=${forged}`, { token });
    expect(rest.status).toBe(400);
    const words = await find({ q: "mentors" });
    expect(words.totalCount).toBe(5);
  });

  it("a page costs the same statements at 1 mentor and at 5 (DataLoaders)", async () => {
    const DOC = `query($first: Int) { mentors(first: $first) { nodes { openSlots mentoredCount
      user { fullName } viewerRequest { id } } } }`;
    // The page's own statements (the viewer's look-up and the limits' counters aside, which
    // depend on the cache and the clock, not on the page).
    const count = async (first: number) =>
      (
        await app.statementsDuring(async () => {
          const res = await app.gql(DOC, { first }, { token });
          expect(res.data.mentors.nodes).toHaveLength(first);
        })
      ).filter(
        (q) =>
          /mentor_profiles|mentorship_requests|member_search|FROM "?users/.test(q) &&
          !/sessions/.test(q),
      ).length;
    const one = await count(1);
    expect(one).toBeGreaterThan(0);
    expect(await count(5)).toBe(one);
  });

  it("a pending member is FORBIDDEN (403)", async () => {
    const pending = await app.buildUser({ fullName: "Jot Pending" });
    const res = await app.rest("GET", "/api/mentors", { token: await app.tokenFor(pending) });
    expect(res.status).toBe(403);
  });
});
