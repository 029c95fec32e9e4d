import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Opportunity } from "../../server/src/modules/opportunities/opportunity.entity.js";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// The opportunity board over GraphQL and REST, on real PostgreSQL. One file on purpose: the counts
// (stats) are global, so nothing else may post while they are measured.

let app: TestApp;
const dist = mkdtempSync(path.join(tmpdir(), "istc-og-"));
writeFileSync(
  path.join(dist, "index.html"),
  `<!doctype html><html><head><title>ISTC Connect</title></head><body><div id="root"></div></body></html>`,
);
const tag = () => `zq${randomBytes(4).toString("hex")}`;

type Member = { user: User; token: string };
let pending: Member, incomplete: Member, verified: Member, other: Member, admin: Member;

async function member(overrides: Partial<User>): Promise<Member> {
  const user = await app.buildUser(overrides);
  return { user, token: await app.tokenFor(user) };
}

const body = (overrides: Record<string, unknown> = {}) => ({
  title: "Junior Embedded Engineer",
  type: "Job",
  location: "Mohali, Punjab",
  description: "Firmware for motor controllers. Freshers from ISTC welcome.",
  external_link: "https://careers.example.com/embedded",
  tags: ["Embedded C", "RTOS"],
  contact_visibility: true,
  ...overrides,
});

async function post(who: Member, overrides: Record<string, unknown> = {}) {
  const res = await app.rest("POST", "/api/opportunities", {
    token: who.token,
    body: body(overrides),
  });
  expect(res.status).toBe(201);
  return res.body as Record<string, unknown> & { id: string };
}

const GQL_POST = `mutation($i: OpportunityInput!) { postOpportunity(input: $i) { id type istcianPosted } }`;
const gqlInput = (overrides: Record<string, unknown> = {}) => ({
  title: "Site Supervisor",
  type: "JOB",
  location: "Chandigarh",
  description: "Residential project, 2 years.",
  ...overrides,
});

beforeAll(async () => {
  app = await startTestApp({ CLIENT_DIST: dist });
  const profile = { profileCompleted: true, rollNumber: null, trade: "Electronics" };
  pending = await member({ ...profile, fullName: "Pending Person" });
  incomplete = await member({ isVerified: true, fullName: "Incomplete Person" });
  verified = await member({
    ...profile,
    isVerified: true,
    fullName: "Asha Verma",
    phoneNumber: "+91 9876543210",
  });
  other = await member({ ...profile, isVerified: true, fullName: "Other Member" });
  admin = await member({ ...profile, isAdminFlag: true, fullName: "Board Admin" });
});
afterAll(() => app.close());

describe("who may post", () => {
  it("refuses anonymous callers with 401 on REST and UNAUTHENTICATED on GraphQL", async () => {
    expect((await app.rest("POST", "/api/opportunities", { body: body() })).status).toBe(401);
    for (const route of ["/api/opportunities", "/api/opportunities/stats/overview"]) {
      expect((await app.rest("GET", route)).status).toBe(401);
    }
    const res = await app.gql(GQL_POST, { i: gqlInput() });
    expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a pending member and one without a completed profile, with the spec's words", async () => {
    const before = await app.db.getRepository(Opportunity).count();
    const p = await app.rest("POST", "/api/opportunities", { token: pending.token, body: body() });
    expect(p).toMatchObject({
      status: 403,
      body: {
        detail:
          "Only verified ISTCians can post opportunities. Please wait for admin verification.",
      },
    });
    const i = await app.rest("POST", "/api/opportunities", {
      token: incomplete.token,
      body: body(),
    });
    expect(i).toMatchObject({
      status: 403,
      body: { detail: "Please complete your profile to post opportunities." },
    });
    const g = await app.gql(GQL_POST, { i: gqlInput() }, { token: pending.token });
    expect(g.errors?.[0]).toMatchObject({
      message: "Only verified ISTCians can post opportunities. Please wait for admin verification.",
      extensions: { code: "FORBIDDEN" },
    });
    expect(await app.db.getRepository(Opportunity).count()).toBe(before);
  });

  it("lets a verified member with a completed profile post; the poster comes from their record", async () => {
    const created = await post(verified, { tags: ["  RTOS ", "", "rtos", "Embedded C", " "] });
    expect(created).toMatchObject({
      title: "Junior Embedded Engineer",
      type: "Job",
      tags: ["RTOS", "Embedded C"],
      contact_visibility: true,
      istcian_posted: true,
      posted_by: verified.user.id,
      posted_by_name: "Asha Verma",
      posted_by_email: verified.user.email,
      posted_by_phone: "+91 9876543210",
      posted_by_profile_image: null,
    });
    // A new name shows on the post at once: nothing is copied at posting time.
    await app.db.query(`UPDATE users SET full_name = 'Asha V. Sharma' WHERE id = $1`, [
      verified.user.id,
    ]);
    const again = await app.rest("GET", `/api/opportunities/${created.id}`, { token: other.token });
    expect(again.body.posted_by_name).toBe("Asha V. Sharma");
    const g = await app.gql(GQL_POST, { i: gqlInput({ type: "SERVICE" }) }, { token: admin.token });
    expect(g.data.postOpportunity).toMatchObject({ type: "SERVICE", istcianPosted: false });
  });
});

describe("validation", () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ title: "  " }, "Title is required"],
    [{ title: "x".repeat(101) }, "Title must be at most 100 characters"],
    [{ location: "" }, "Location is required"],
    [{ location: "x".repeat(101) }, "Location must be at most 100 characters"],
    [{ description: undefined }, "Description is required"],
    [{ description: "x".repeat(501) }, "Description must be at most 500 characters"],
    [
      { external_link: "javascript:alert(1)" },
      "External link must be a web address starting with http:// or https://",
    ],
    [
      { external_link: "ftp://files.example.com" },
      "External link must be a web address starting with http:// or https://",
    ],
    [{ tags: Array.from({ length: 11 }, (_, n) => `t${n}`) }, "At most 10 tags"],
    [{ tags: ["x".repeat(31)] }, "Each tag must be at most 30 characters"],
  ];

  it("refuses each bad field with a clear 400 and stores nothing", async () => {
    const before = await app.db.getRepository(Opportunity).count();
    for (const [overrides, detail] of cases) {
      const res = await app.rest("POST", "/api/opportunities", {
        token: verified.token,
        body: body(overrides),
      });
      expect(res, JSON.stringify(overrides)).toMatchObject({ status: 400, body: { detail } });
    }
    for (const type of ["Jobs", "", 7, null]) {
      const res = await app.rest("POST", "/api/opportunities", {
        token: verified.token,
        body: body({ type }),
      });
      expect(res.status, String(type)).toBe(400);
    }
    for (const hostile of [{ tags: [{ a: 1 }] }, { contact_visibility: "yes" }, { title: 42 }]) {
      const res = await app.rest("POST", "/api/opportunities", {
        token: verified.token,
        body: body(hostile),
      });
      expect(res.status, JSON.stringify(hostile)).toBe(400);
    }
    const g = await app.gql(GQL_POST, { i: gqlInput({ title: "" }) }, { token: verified.token });
    expect(g.errors?.[0]).toMatchObject({
      message: "Title is required",
      extensions: { code: "BAD_USER_INPUT", field: "title" },
    });
    expect(await app.db.getRepository(Opportunity).count()).toBe(before);
  });

  it("keeps an empty external link as none and defaults contact_visibility to on", async () => {
    const { contact_visibility: _omit, ...rest } = body({ external_link: "  " });
    const res = await app.rest("POST", "/api/opportunities", { token: verified.token, body: rest });
    expect(res.body).toMatchObject({ external_link: null, contact_visibility: true });
  });
});

describe("tags and text as sent", () => {
  const GQL_TAGS = `mutation($i: OpportunityInput!) { postOpportunity(input: $i) { id tags } }`;

  it("splits tags sent as one text like skills: on commas, trimmed, no empties or repeats", async () => {
    const poster = await member({ profileCompleted: true, isVerified: true });
    const posted = await app.rest("POST", "/api/opportunities", {
      token: poster.token,
      body: body({ tags: " a, ,b,a " }),
    });
    expect(posted).toMatchObject({ status: 201, body: { tags: ["a", "b"] } });
    const edited = await app.rest("PUT", `/api/opportunities/${posted.body.id}`, {
      token: poster.token,
      body: body({ tags: ["CNC, Lathe", " lathe ,  Milling   machine", "cnc"] }),
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { tags: ["CNC", "Lathe", "Milling machine"] },
    });
    const gql = await app.gql(
      GQL_TAGS,
      { i: gqlInput({ tags: " a, ,b,A " }) },
      { token: poster.token },
    );
    expect(gql.data?.postOpportunity.tags).toEqual(["a", "b"]);
    const stored = await app.db.getRepository(Opportunity).findOneByOrFail({ id: posted.body.id });
    expect(stored.tags).toEqual(["CNC", "Lathe", "Milling machine"]);
    const tooMany = await app.rest("POST", "/api/opportunities", {
      token: poster.token,
      body: body({ tags: Array.from({ length: 11 }, (_, n) => `t${n}`).join(",") }),
    });
    expect(tooMany).toMatchObject({ status: 400, body: { detail: "At most 10 tags" } });
  });

  it("takes control characters and bidi overrides out of every field, keeping lines in the description", async () => {
    const poster = await member({ profileCompleted: true, isVerified: true });
    const dirty = (text: string) =>
      `\u0000${text.slice(0, 3)}\u202E\u0007${text.slice(3)}\u2066\u0085`;
    const posted = await app.rest("POST", "/api/opportunities", {
      token: poster.token,
      body: body({
        title: dirty("Welder wanted"),
        location: dirty("Pune"),
        description: `${dirty("Line one")}\n\t${dirty("Line two")}`,
        tags: [dirty("TIG"), `${dirty("MIG")},\u0000`],
      }),
    });
    const clean = {
      title: "Welder wanted",
      location: "Pune",
      description: "Line one\n\tLine two",
      tags: ["TIG", "MIG"],
    };
    expect(posted).toMatchObject({ status: 201, body: clean });
    expect(
      await app.db.getRepository(Opportunity).findOneByOrFail({ id: posted.body.id }),
    ).toMatchObject(clean);
    const edited = await app.rest("PUT", `/api/opportunities/${posted.body.id}`, {
      token: poster.token,
      body: body({ title: dirty("Welder needed") }),
    });
    expect(edited).toMatchObject({ status: 200, body: { title: "Welder needed" } });
    const gql = await app.gql(
      GQL_TAGS.replace("id tags", "id title"),
      { i: gqlInput({ title: dirty("Site Engineer") }) },
      {
        token: poster.token,
      },
    );
    expect(gql.data?.postOpportunity.title).toBe("Site Engineer");
    const blank = await app.rest("POST", "/api/opportunities", {
      token: poster.token,
      body: body({ title: "\u0000\u202E" }),
    });
    expect(blank).toMatchObject({ status: 400, body: { detail: "Title is required" } });
  });

  it("searches the board with control characters in the search as without them", async () => {
    const word = tag();
    const poster = await member({ profileCompleted: true, isVerified: true });
    const { id } = (
      await app.rest("POST", "/api/opportunities", {
        token: poster.token,
        body: body({ title: `Grinder ${word}` }),
      })
    ).body;
    const search = `\u0000${word}\u202E`;
    const rest = await app.rest("GET", `/api/opportunities?search=${encodeURIComponent(search)}`, {
      token: poster.token,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.map((o: { id: string }) => o.id)).toEqual([id]);
    const gql = await app.gql(
      `query($s: String) { opportunities(search: $s) { nodes { id } } }`,
      { s: search },
      { token: poster.token },
    );
    expect(gql.data?.opportunities.nodes).toEqual([{ id }]);
  });
});

describe("flood guard", () => {
  it("refuses a 21st post in a day with 429 and a wait", async () => {
    const busy = await member({ profileCompleted: true, isVerified: true });
    await app.db.query(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, now(), 20)`,
      [`opportunity-post:${busy.user.id}`],
    );
    const res = await app.rest("POST", "/api/opportunities", { token: busy.token, body: body() });
    expect(res.status).toBe(429);
    expect(res.body.detail).toMatch(
      /^You can post at most 20 opportunities a day\. Please try again in /,
    );
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await app.db.getRepository(Opportunity).countBy({ postedById: busy.user.id })).toBe(0);
  });
});

describe("editing and deleting", () => {
  it("lets only the poster edit, over REST (PUT) and GraphQL", async () => {
    const { id } = await post(verified);
    const edit = body({ title: "Senior Embedded Engineer", type: "Freelance", tags: ["C++"] });
    for (const who of [other, admin, pending]) {
      const res = await app.rest("PUT", `/api/opportunities/${id}`, {
        token: who.token,
        body: edit,
      });
      expect(res).toMatchObject({
        status: 403,
        body: { detail: "Only the member who posted this opportunity can edit it." },
      });
    }
    expect((await app.rest("PUT", `/api/opportunities/${id}`, { body: edit })).status).toBe(401);
    const res = await app.rest("PUT", `/api/opportunities/${id}`, {
      token: verified.token,
      body: edit,
    });
    expect(res).toMatchObject({
      status: 200,
      body: { id, title: "Senior Embedded Engineer", type: "Freelance", tags: ["C++"] },
    });
    const g = await app.gql(
      `mutation($id: ID!, $i: OpportunityInput!) { updateOpportunity(id: $id, input: $i) { title } }`,
      { id, i: gqlInput({ title: "Lead Engineer" }) },
      { token: other.token },
    );
    expect(g.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const stored = await app.db.getRepository(Opportunity).findOneByOrFail({ id });
    expect(stored.title).toBe("Senior Embedded Engineer");
  });

  it("lets the poster or an admin delete, nobody else", async () => {
    const mine = await post(verified);
    const theirs = await post(other);
    for (const who of [other, pending, incomplete]) {
      const res = await app.rest("DELETE", `/api/opportunities/${mine.id}`, { token: who.token });
      expect(res).toMatchObject({
        status: 403,
        body: { detail: "Only the member who posted this opportunity or an admin can delete it." },
      });
    }
    expect((await app.rest("DELETE", `/api/opportunities/${mine.id}`)).status).toBe(401);
    expect(
      (await app.rest("DELETE", `/api/opportunities/${mine.id}`, { token: verified.token })).body,
    ).toEqual({ id: mine.id, message: "Opportunity deleted successfully" });
    // An admin removing someone else's post gives a reason (opportunity-moderation.test.ts).
    const g = await app.gql(
      `mutation($id: ID!) { deleteOpportunity(id: $id, reason: "Duplicate post") }`,
      { id: theirs.id },
      { token: admin.token },
    );
    expect(g.data.deleteOpportunity).toBe(theirs.id);
    const repo = app.db.getRepository(Opportunity);
    expect(await repo.countBy({ id: mine.id })).toBe(0);
    expect(await repo.countBy({ id: theirs.id })).toBe(0);
  });

  it("answers 404 for unknown or malformed ids, never 500", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1%27%20OR%201=1"]) {
      for (const method of ["GET", "PUT", "DELETE"]) {
        const res = await app.rest(method, `/api/opportunities/${id}`, {
          token: verified.token,
          ...(method === "PUT" ? { body: body() } : {}),
        });
        expect(res, `${method} ${id}`).toMatchObject({
          status: 404,
          body: { detail: "Opportunity not found" },
        });
      }
    }
  });
});

describe("contact rule", () => {
  it("returns the poster's e-mail and phone only when contact_visibility is on", async () => {
    const hidden = await post(verified, { contact_visibility: false });
    const res = await app.rest("GET", `/api/opportunities/${hidden.id}`, { token: other.token });
    expect(res.body).toMatchObject({
      contact_visibility: false,
      posted_by_name: expect.any(String),
      posted_by_email: null,
      posted_by_phone: null,
    });
    const g = await app.gql(
      `query($id: ID!) { opportunity(id: $id) { poster { email phoneNumber } viewerCanEdit viewerCanDelete } }`,
      { id: hidden.id },
      { token: admin.token },
    );
    expect(g.data.opportunity).toEqual({
      poster: { email: null, phoneNumber: null },
      viewerCanEdit: false,
      viewerCanDelete: true,
    });
  });
});

describe("the board: filters, search, pages, counts", () => {
  const unique = tag();
  let ids: Record<string, string>;

  beforeAll(async () => {
    ids = {
      job: (await post(other, { title: `Welder ${unique}`, type: "Job", tags: ["TIG"] })).id,
      intern: (
        await post(other, {
          title: "Summer internship in structural design",
          type: "Internship",
          location: "Ludhiana",
          description: `Six weeks with the design office ${unique}.`,
        })
      ).id,
      collab: (
        await post(verified, {
          title: "Open-source robotics club",
          type: "Collab",
          tags: [`Robotics${unique}`],
          location: "Kharar",
          description: "Weekend builds.",
        })
      ).id,
    };
  });

  const list = async (query: string, who = verified) => {
    const res = await app.rest("GET", `/api/opportunities/?${query}`, { token: who.token });
    expect(res.status).toBe(200);
    return res.body as { id: string; type: string; created_at: string }[];
  };

  it("filters by type with the spec's spelling; All or nothing means every type", async () => {
    const interns = await list("type=Internship");
    expect(interns.length).toBeGreaterThan(0);
    expect(interns.every((o) => o.type === "Internship")).toBe(true);
    expect(interns.map((o) => o.id)).toContain(ids.intern);
    const all = await list("type=All");
    expect(all.map((o) => o.id)).toEqual(expect.arrayContaining([ids.job, ids.collab]));
    expect(
      (await app.rest("GET", "/api/opportunities/?type=Jobs", { token: verified.token })).status,
    ).toBe(400);
  });

  it("lists newest first", async () => {
    const all = await list("");
    const times = all.map((o) => Date.parse(o.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.indexOf(all.find((o) => o.id === ids.collab)!)).toBeLessThan(
      all.indexOf(all.find((o) => o.id === ids.job)!),
    );
  });

  it("searches title, description, location and tags, tolerating typos and plurals", async () => {
    expect((await list(`search=${unique}`)).map((o) => o.id).sort()).toEqual(
      [ids.job, ids.intern, ids.collab].sort(),
    );
    expect((await list(`search=robotics${unique}`)).map((o) => o.id)).toEqual([ids.collab]);
    expect((await list("search=kharar")).map((o) => o.id)).toContain(ids.collab);
    // Typos ("strctural", "ludhiyana") and a plural ("internships") still find it; type and search combine.
    expect((await list("search=strctural")).map((o) => o.id)).toContain(ids.intern);
    expect((await list("search=ludhiyana")).map((o) => o.id)).toContain(ids.intern);
    expect((await list("search=internships%20ludhiana")).map((o) => o.id)).toContain(ids.intern);
    expect((await list(`search=${unique}&type=Job`)).map((o) => o.id)).toEqual([ids.job]);
    expect(await list(`search=${tag()}`)).toEqual([]);
    // Hostile text is only text: "') OR 1=1 --" is searched as its words (here "or"), so whatever it
    // finds contains them; as SQL it would have matched every post.
    const hostile = await list(`search=${encodeURIComponent("') OR 1=1 --")}`);
    for (const o of hostile as unknown as Record<"title" | "description" | "location", string>[]) {
      const text = [o.title, o.description, o.location, (o as { tags?: string[] }).tags].join(" ");
      expect(text.toLowerCase()).toContain("or");
    }
  });

  it("pages with a cursor over GraphQL, without gaps or repeats", async () => {
    const page = `query($after: String) { opportunities(first: 2, after: $after) {
      nodes { id } pageInfo { hasNextPage endCursor } } }`;
    const seen: string[] = [];
    let after: string | null = null;
    for (let n = 0; n < 3; n++) {
      const res: any = await app.gql(page, { after }, { token: verified.token }); // eslint-disable-line @typescript-eslint/no-explicit-any
      seen.push(...res.data.opportunities.nodes.map((o: { id: string }) => o.id));
      after = res.data.opportunities.pageInfo.endCursor;
    }
    const everything = (await list("")).slice(0, 6).map((o) => o.id);
    expect(seen).toEqual(everything);
    const bad = await app.gql(page, { after: "garbage" }, { token: verified.token });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    const tooMany = await app.gql(
      `{ opportunities(first: 51) { nodes { id } } }`,
      {},
      { token: verified.token },
    );
    expect(tooMany.errors?.[0].message).toBe("first must be from 1 to 50");
  });

  it("counts total, jobs, internships, freelance, services and my posts", async () => {
    const stats = async (who: Member) =>
      (await app.rest("GET", "/api/opportunities/stats/overview", { token: who.token })).body;
    const before = await stats(pending);
    await post(verified, { type: "Job" });
    await post(verified, { type: "Internship" });
    await post(verified, { type: "Freelance" });
    await post(verified, { type: "Service" });
    await post(verified, { type: "Collab" });
    const after = await stats(pending);
    expect(after).toEqual({
      total: before.total + 5,
      jobs: before.jobs + 1,
      internships: before.internships + 1,
      freelance: before.freelance + 1,
      services: before.services + 1,
      my_posts: 0,
    });
    const mine = await app.db.getRepository(Opportunity).countBy({ postedById: verified.user.id });
    expect((await stats(verified)).my_posts).toBe(mine);
  });

  it("runs as many SQL statements for a page of 50 as for a page of 5", async () => {
    const poster = await member({ profileCompleted: true, isVerified: true });
    const repo = app.db.getRepository(Opportunity);
    const makers = [verified, other, admin, poster];
    for (let n = 0; n < 50; n++) {
      const who = makers[n % makers.length];
      await repo.insert(
        repo.create({
          title: `Bulk ${n}`,
          type: "Job" as never,
          location: "Delhi",
          description: "Bulk",
          tags: [],
          searchText: "bulk",
          postedById: who.user.id,
        }),
      );
    }
    const countFor = async (first: number) => {
      const original = app.db.createQueryRunner.bind(app.db);
      let statements = 0;
      app.db.createQueryRunner = (...args) => {
        const runner = original(...args);
        const query = runner.query.bind(runner);
        runner.query = ((...q: Parameters<typeof query>) => {
          statements++;
          return query(...q);
        }) as typeof runner.query;
        return runner;
      };
      try {
        const res = await app.gql(
          `query($first: Int) { opportunities(first: $first) { nodes { id poster { fullName email } viewerCanEdit } } }`,
          { first },
          { token: pending.token },
        );
        expect(res.data.opportunities.nodes).toHaveLength(first);
        const nodes = res.data.opportunities.nodes as { poster: { fullName: string } }[];
        expect(new Set(nodes.map((o) => o.poster.fullName)).size).toBeGreaterThan(1);
      } finally {
        app.db.createQueryRunner = original;
      }
      return statements;
    };
    const five = await countFor(5);
    const fifty = await countFor(50);
    expect(fifty).toBe(five);
    console.log(`SQL statements per list page: ${five} for 5 items, ${fifty} for 50 items`);
  });
});

describe("link previews", () => {
  it("puts og:title and og:description (type and location only) in the page's HTML", async () => {
    const o = await post(verified, {
      title: `Fitter "apprentice" <b>&</b> co`,
      type: "Internship",
      location: "Baddi, HP",
      contact_visibility: true,
    });
    const res = await fetch(`${app.url}/opportunities/${o.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      `<meta property="og:title" content="Fitter &quot;apprentice&quot; &lt;b&gt;&amp;&lt;/b&gt; co" />`,
    );
    expect(html).toContain(`<meta property="og:description" content="Internship · Baddi, HP" />`);
    expect(html).not.toContain(verified.user.email);
    expect(html).not.toContain("Firmware");
    expect(html).not.toContain("9876543210");
  });

  it("adds nothing for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const html = await (await fetch(`${app.url}/opportunities/${id}`)).text();
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain("og:");
    }
  });
});
