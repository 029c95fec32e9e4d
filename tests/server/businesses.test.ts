import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// The business directory through HTTP (GraphQL and REST) on the real PostgreSQL: listing, the
// validation messages per field, who may (403/404/409), contact fields for verified viewers only,
// recommendations, editing and removing (an admin with a reason, audited, the owner told), the
// share preview, and a member's businesses going with their account.

let app: TestApp;
const dist = mkdtempSync(path.join(tmpdir(), "istc-og-"));
writeFileSync(
  path.join(dist, "index.html"),
  `<!doctype html><html><head><title>ISTC Connect</title></head><body><div id="root"></div></body></html>`,
);
beforeAll(async () => {
  app = await startTestApp({ CLIENT_DIST: dist });
});
afterAll(() => app?.close());

type Member = { user: User; token: string };

let rolls = 0;
async function member(fields: Partial<User> = {}): Promise<Member> {
  const user = await app.buildUser({
    fullName: "Business Owner",
    isVerified: true,
    profileCompleted: true,
    rollNumber: `BZ${Date.now().toString(36)}${rolls++}`,
    trade: "Tool and Die Maker",
    currentLocation: "Ludhiana",
    batchYear: 2008,
    ...fields,
  });
  return { user, token: await app.tokenFor(user) };
}

const FIELDS = `id name category categoryLabel description services location placeName latitude
  longitude website phone email foundedYear logo recommendations viewerRecommended viewerCanEdit
  owner { id fullName } createdAt updatedAt`;

const input = (extra: Record<string, unknown> = {}) => ({
  name: "Sharma Tool Room",
  category: "TOOL_ROOM_AND_DIES",
  description: "Press tools, moulds and dies for sheet metal parts.",
  services: ["Press tools", "Moulds", "press tools"],
  location: "Ludhiana, Punjab",
  website: "https://sharmatools.example.com",
  phone: "+91 98765 43210",
  email: "info@sharmatools.example.com",
  foundedYear: 2011,
  ...extra,
});

const restBody = (extra: Record<string, unknown> = {}) => ({
  name: "Gill Automation",
  category: "Automation",
  description: "PLC panels and SCADA for food plants.",
  services: ["PLC programming", "SCADA"],
  location: "Pune",
  website: "https://gill.example.com",
  phone: "9876543210",
  email: "hello@gill.example.com",
  founded_year: 2015,
  ...extra,
});

const createGql = (who: Member, fields: Record<string, unknown>) =>
  app.gql(
    `mutation($input: BusinessInput!) { createBusiness(input: $input) { ${FIELDS} } }`,
    { input: fields },
    { token: who.token },
  );
const create = (who: Member, body: unknown) =>
  app.rest("POST", "/api/businesses", { token: who.token, body });
const get = (who: Member, id: string) =>
  app.rest("GET", `/api/businesses/${id}`, { token: who.token });
const put = (who: Member, id: string, body: unknown) =>
  app.rest("PUT", `/api/businesses/${id}`, { token: who.token, body });
const del = (who: Member, id: string, body?: unknown) =>
  app.rest("DELETE", `/api/businesses/${id}`, { token: who.token, body });
const recommend = (who: Member, id: string, method = "POST") =>
  app.rest(method, `/api/businesses/${id}/recommend`, { token: who.token });
const owned = async (userId: string) =>
  (await app.db.query(`SELECT count(*)::int AS n FROM businesses WHERE owner_id = $1`, [userId]))[0]
    .n as number;

async function list(who: Member, fields = restBody()) {
  const res = await create(who, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string } & Record<string, unknown>;
}

describe("listing a business", () => {
  it("lists a business through GraphQL, with the place the gazetteer reads and tags deduplicated", async () => {
    const owner = await member();
    const res = await createGql(owner, input());
    expect(res.errors).toBeUndefined();
    const b = res.data.createBusiness;
    expect(b).toMatchObject({
      name: "Sharma Tool Room",
      category: "TOOL_ROOM_AND_DIES",
      categoryLabel: "Tool Room and Dies",
      services: ["Press tools", "Moulds"],
      location: "Ludhiana, Punjab",
      placeName: "Ludhiana, Punjab",
      website: "https://sharmatools.example.com/",
      phone: "+91 98765 43210",
      email: "info@sharmatools.example.com",
      foundedYear: 2011,
      logo: null,
      recommendations: 0,
      viewerRecommended: false,
      viewerCanEdit: true,
      owner: { id: owner.user.id },
    });
    expect(b.latitude).toBeCloseTo(30.9, 0);
    const mine = await app.gql(`{ myBusinesses { id } }`, {}, { token: owner.token });
    expect(mine.data.myBusinesses).toEqual([{ id: b.id }]);
  });

  it("answers POST /api/businesses with 201 and the documented shape (the category's label)", async () => {
    const owner = await member({ fullName: "Harpreet Gill" });
    const res = await create(owner, restBody());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      name: "Gill Automation",
      category: "Automation",
      description: "PLC panels and SCADA for food plants.",
      services: ["PLC programming", "SCADA"],
      location: "Pune",
      website: "https://gill.example.com/",
      phone: "9876543210",
      email: "hello@gill.example.com",
      founded_year: 2015,
      logo: null,
      owner: { id: owner.user.id, full_name: "Harpreet Gill" },
      recommendations: 0,
      viewer_recommended: false,
      created_at: expect.any(String),
    });
    const again = await get(owner, res.body.id);
    expect(again.status).toBe(200);
    expect(again.body.name).toBe("Gill Automation");
  });

  it("takes the category's label in any case, or its enum name", async () => {
    const owner = await member();
    for (const category of ["tool room and dies", "SOFTWARE_AND_IT"]) {
      const res = await create(owner, restBody({ category }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });

  it("stores an unknown place as typed, off the map", async () => {
    const owner = await member();
    const b = await list(owner, restBody({ location: "Zzyzx Industrial Estate" }));
    expect(b).toMatchObject({
      location: "Zzyzx Industrial Estate",
      latitude: null,
      place_name: null,
    });
  });
});

describe("validation: one clear message per field, nothing stored", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["a missing name", { name: "" }, "Please enter the business's name"],
    ["a blank name", { name: "   " }, "Please enter the business's name"],
    ["a name too long", { name: "x".repeat(101) }, "The name must be at most 100 characters"],
    ["a missing location", { location: undefined }, "Please enter where the business is"],
    [
      "a description too long",
      { description: "x".repeat(2001) },
      "The description must be at most 2000 characters",
    ],
    [
      "a website that is not https",
      { website: "http://gill.example.com" },
      "The website must be an https:// address, e.g. https://example.com",
    ],
    [
      "a website without a host",
      { website: "https://" },
      "The website must be an https:// address, e.g. https://example.com",
    ],
    [
      "a phone of letters",
      { phone: "call me" },
      "Enter the phone number with its country code, e.g. +91 98765 43210",
    ],
    [
      "a phone too short",
      { phone: "12345" },
      "Enter the phone number with its country code, e.g. +91 98765 43210",
    ],
    ["an e-mail without a domain", { email: "hello@" }, "Please enter a valid email address"],
    [
      "a year founded in the future",
      { founded_year: new Date().getUTCFullYear() + 1 },
      `The year founded must be from 1900 to ${new Date().getUTCFullYear()}`,
    ],
    [
      "a year founded before 1900",
      { founded_year: 1850 },
      `The year founded must be from 1900 to ${new Date().getUTCFullYear()}`,
    ],
    ["a one-letter service", { services: ["x"] }, 'Each service must be 2 to 40 characters ("x")'],
    [
      "sixteen services",
      { services: Array.from({ length: 16 }, (_, i) => `Service ${i}`) },
      "List at most 15 services or products",
    ],
  ];
  it.each(cases)("refuses %s with 400", async (_what, extra, message) => {
    const owner = await member();
    const res = await create(owner, restBody(extra));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.detail).toBe(message);
    expect(await owned(owner.user.id)).toBe(0);
  });

  it("names the field in GraphQL's error", async () => {
    const owner = await member();
    const res = await createGql(owner, input({ website: "ftp://x.example.com" }));
    expect(res.errors?.[0]).toMatchObject({
      message: "The website must be an https:// address, e.g. https://example.com",
      extensions: { code: "BAD_USER_INPUT", field: "website" },
    });
  });

  it("refuses an unknown category with 400 listing the categories", async () => {
    const owner = await member();
    const res = await create(owner, restBody({ category: "Bakery" }));
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain("Tool Room and Dies");
    expect(res.body.detail).toContain("Trading and Retail");
    expect(await owned(owner.user.id)).toBe(0);
  });
});

describe("who may list", () => {
  it("refuses a member pending verification and one with an incomplete profile (403)", async () => {
    const pending = await member({ isVerified: false });
    const incomplete = await member({ profileCompleted: false });
    const a = await create(pending, restBody());
    expect(a.status).toBe(403);
    expect(a.body.detail).toMatch(/verified ISTCians/);
    const b = await create(incomplete, restBody());
    expect(b.status).toBe(403);
    expect(b.body.detail).toBe("Please complete your profile to list a business.");
    expect(await owned(pending.user.id)).toBe(0);
    expect(await owned(incomplete.user.id)).toBe(0);
  });

  it("refuses a fourth business with 409, and lists again after one is deleted", async () => {
    const owner = await member();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await list(owner, restBody({ name: `Unit ${i}` }))).id);
    const fourth = await create(owner, restBody({ name: "Unit 4" }));
    expect(fourth.status).toBe(409);
    expect(fourth.body.detail).toBe("You can list at most 3 businesses");
    expect(await owned(owner.user.id)).toBe(3);
    expect((await del(owner, ids[0])).status).toBe(200);
    expect((await create(owner, restBody({ name: "Unit 4" }))).status).toBe(201);
  });

  it("lets signed-in members read, and refuses visitors (401)", async () => {
    const owner = await member();
    const b = await list(owner);
    const res = await app.rest("GET", `/api/businesses/${b.id}`);
    expect(res.status).toBe(401);
    expect((await app.rest("GET", "/api/businesses")).status).toBe(401);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const viewer = await member();
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope", "1' OR '1'='1"]) {
      const res = await get(viewer, encodeURIComponent(id));
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe("Business not found");
    }
  });
});

describe("contact details", () => {
  it("are shown to verified members and null for a member pending verification", async () => {
    const owner = await member();
    const b = await list(owner);
    const pending = await member({ isVerified: false });
    const seen = await get(pending, b.id);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      website: null,
      phone: null,
      email: null,
      name: "Gill Automation",
    });
    const verified = await member();
    expect((await get(verified, b.id)).body).toMatchObject({
      website: "https://gill.example.com/",
      phone: "9876543210",
      email: "hello@gill.example.com",
    });
    const listed = await app.gql(
      `query($q: String) { businesses(query: $q, first: 50) { nodes { id phone email website } } }`,
      { q: null },
      { token: pending.token },
    );
    const mine = listed.data.businesses.nodes.find((n: { id: string }) => n.id === b.id);
    expect(mine).toEqual({ id: b.id, phone: null, email: null, website: null });
  });
});

describe("recommendations", () => {
  it("counts one per verified member: idempotent, removable, never one's own", async () => {
    const owner = await member();
    const b = await list(owner);
    const own = await recommend(owner, b.id);
    expect(own.status).toBe(400);
    expect(own.body.detail).toBe("You can't recommend your own business");

    const fan = await member();
    expect((await recommend(fan, b.id)).body).toEqual({
      recommendations: 1,
      viewer_recommended: true,
    });
    expect((await recommend(fan, b.id)).body).toEqual({
      recommendations: 1,
      viewer_recommended: true,
    });
    const other = await member();
    expect((await recommend(other, b.id)).body).toEqual({
      recommendations: 2,
      viewer_recommended: true,
    });
    expect((await get(fan, b.id)).body).toMatchObject({
      recommendations: 2,
      viewer_recommended: true,
    });
    expect((await get(owner, b.id)).body).toMatchObject({
      recommendations: 2,
      viewer_recommended: false,
    });
    expect((await recommend(fan, b.id, "DELETE")).body).toEqual({
      recommendations: 1,
      viewer_recommended: false,
    });
    expect((await recommend(fan, b.id, "DELETE")).body).toEqual({
      recommendations: 1,
      viewer_recommended: false,
    });
    const rows = await app.db.query(
      `SELECT count(*)::int AS n FROM business_recommendations WHERE business_id = $1`,
      [b.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it("refuses a member pending verification (403) and an unknown business (404)", async () => {
    const owner = await member();
    const b = await list(owner);
    const pending = await member({ isVerified: false });
    expect((await recommend(pending, b.id)).status).toBe(403);
    const fan = await member();
    expect((await recommend(fan, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("orders a list by recommendations when nothing is asked", async () => {
    const a = await list(
      await member(),
      restBody({ name: "Quiet Works Alpha", category: "Other" }),
    );
    const b = await list(await member(), restBody({ name: "Quiet Works Beta", category: "Other" }));
    for (let i = 0; i < 2; i++) await recommend(await member(), a.id);
    const res = await app.gql(
      `{ businesses(category: OTHER, first: 50) { nodes { id recommendations } } }`,
      {},
      { token: (await member()).token },
    );
    const ids = res.data.businesses.nodes.map((n: { id: string }) => n.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
  });
});

describe("editing and removing", () => {
  it("lets the owner edit; refuses another member (403) and an unknown id (404)", async () => {
    const owner = await member();
    const b = await list(owner);
    const res = await put(
      owner,
      b.id,
      restBody({ name: "Gill Automation LLP", location: "Mohali" }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Gill Automation LLP",
      location: "Mohali",
      place_name: expect.stringContaining("Mohali"),
    });
    const other = await member();
    const refused = await put(other, b.id, restBody({ name: "Mine now" }));
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("Only the business's owner can edit it.");
    expect((await get(owner, b.id)).body.name).toBe("Gill Automation LLP");
    expect((await put(owner, "00000000-0000-4000-8000-000000000000", restBody())).status).toBe(404);
    const viaGql = await app.gql(
      `query($id: ID!) { business(id: $id) { viewerCanEdit } }`,
      { id: b.id },
      { token: other.token },
    );
    expect(viaGql.data.business.viewerCanEdit).toBe(false);
  });

  it("refuses another member's delete (403) and keeps the business", async () => {
    const owner = await member();
    const b = await list(owner);
    const other = await member();
    expect((await del(other, b.id, { reason: "I do not like it" })).status).toBe(403);
    expect((await get(owner, b.id)).status).toBe(200);
  });

  it("an admin removes with a reason: audited as REMOVE_BUSINESS and the owner told", async () => {
    const owner = await member({ fullName: "Owner Told" });
    const b = await list(owner, restBody({ name: "Spam Traders" }));
    const admin = await member({ isAdminFlag: true, fullName: "Moderating Admin" });
    const none = await del(admin, b.id);
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe(
      "Please give a reason for removing this business: its owner is told it.",
    );
    const short = await del(admin, b.id, { reason: "bad" });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe("The reason must be 5 to 500 characters");
    expect((await get(owner, b.id)).status).toBe(200);

    const ok = await del(admin, b.id, { reason: "Not a real business" });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ id: b.id, message: "Business deleted" });
    expect((await get(owner, b.id)).status).toBe(404);
    const [entry] = await app.db.query(
      `SELECT action, actor_name, target_id, before, after FROM admin_audit_log
        WHERE action = 'REMOVE_BUSINESS' AND target_id = $1`,
      [owner.user.id],
    );
    expect(entry).toMatchObject({
      actor_name: "Moderating Admin",
      before: { businessId: b.id, name: "Spam Traders" },
      after: { removed: true, reason: "Not a real business" },
    });
    const notes = await app.db.query(`SELECT title, body FROM notifications WHERE user_id = $1`, [
      owner.user.id,
    ]);
    expect(notes).toEqual([
      {
        title: 'Your business "Spam Traders" was removed by an admin',
        body: "Reason: Not a real business",
      },
    ]);
  });

  it("the owner deletes their own without a reason, nothing audited", async () => {
    const owner = await member();
    const b = await list(owner);
    const res = await app.gql(
      `mutation($id: ID!) { deleteBusiness(id: $id) }`,
      { id: b.id },
      { token: owner.token },
    );
    expect(res.data.deleteBusiness).toBe(b.id);
    const audit = await app.db.query(
      `SELECT 1 FROM admin_audit_log WHERE target_id = $1 AND action = 'REMOVE_BUSINESS'`,
      [owner.user.id],
    );
    expect(audit).toEqual([]);
  });
});

describe("the share preview", () => {
  it("puts og:title and og:description (category · location · the description's start) in the HTML, no contact", async () => {
    const owner = await member();
    const long = `Precision "press tools" <b>&</b> dies. ${"Moulds and fixtures for two-wheeler parts. ".repeat(6)}`;
    const b = await list(owner, restBody({ name: `Gill "Tools" <&>`, description: long }));
    const res = await fetch(`${app.url}/businesses/${b.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      `<meta property="og:title" content="Gill &quot;Tools&quot; &lt;&amp;&gt;" />`,
    );
    const desc = /<meta property="og:description" content="([^"]*)" \/>/.exec(html)?.[1] ?? "";
    expect(desc.startsWith("Automation · Pune · Precision &quot;press tools&quot;")).toBe(true);
    expect(desc.endsWith("…")).toBe(true);
    expect(html).not.toContain("9876543210");
    expect(html).not.toContain("hello@gill.example.com");
    expect(html).not.toContain("gill.example.com/");
  });

  it("adds nothing for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const html = await (await fetch(`${app.url}/businesses/${id}`)).text();
      expect(html).not.toContain("og:");
    }
  });
});

describe("a member's page", () => {
  it("lists the businesses the member runs, oldest first", async () => {
    const owner = await member();
    const first = await list(owner, restBody({ name: "First Works" }));
    const second = await list(owner, restBody({ name: "Second Works" }));
    const viewer = await member();
    const res = await app.gql(
      `query($id: ID!) { user(id: $id) { businesses { id name viewerCanEdit } } }`,
      { id: owner.user.id },
      { token: viewer.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.user.businesses).toEqual([
      { id: first.id, name: "First Works", viewerCanEdit: false },
      { id: second.id, name: "Second Works", viewerCanEdit: false },
    ]);
  });
});

describe("a member's data", () => {
  it("exports their businesses and recommendations, and erasing the account deletes both", async () => {
    const owner = await member();
    const b = await list(owner, restBody({ name: "Exported Works" }));
    const other = await list(await member(), restBody({ name: "Recommended Co" }));
    await recommend(owner, other.id);
    const exported = await app.rest("GET", "/api/profile/export", { token: owner.token });
    expect(exported.status).toBe(200);
    const rows = exported.body.businesses as {
      role: string;
      business: { id: string; name: string };
    }[];
    expect(rows.map((r) => [r.role, r.business.name])).toEqual([
      ["owner", "Exported Works"],
      ["recommended", "Recommended Co"],
    ]);
    expect(JSON.stringify(rows)).not.toContain("search_vector");

    const gone = await app.rest("DELETE", "/api/profile", {
      token: owner.token,
      body: { confirm: "DELETE MY ACCOUNT" },
    });
    expect(gone.status).toBe(200);
    expect((await app.db.query(`SELECT 1 FROM businesses WHERE id = $1`, [b.id])).length).toBe(0);
    const [{ recommendations }] = await app.db.query(
      `SELECT recommendations FROM businesses WHERE id = $1`,
      [other.id],
    );
    expect(recommendations).toBe(0);
  });
});
