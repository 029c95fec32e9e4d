import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Every paged field reads its `after` through one cursor codec (server/src/paging/cursor.ts): a
// forged, truncated or foreign cursor is BAD_USER_INPUT on `after` (REST: 400), never a 500 from
// PostgreSQL, and the server goes on serving.

let app: TestApp;
let member: string;
let admin: string;
const word = `Curso${randomBytes(3).toString("hex")}`;
beforeAll(async () => {
  app = await startTestApp();
  member = await app.tokenFor(await app.buildUser({ isVerified: true }));
  admin = await app.tokenFor(await app.buildUser({ isAdminFlag: true, isVerified: true }));
  for (const n of [1, 2, 3]) {
    await app.buildUser({
      fullName: `${word} Member ${n}`,
      isVerified: true,
      trade: "Mechanical",
      currentLocation: "Ludhiana, Punjab",
    });
  }
});
afterAll(() => app.close());

const b64 = (text: string) => Buffer.from(text).toString("base64url");
const json = (value: unknown) => b64(JSON.stringify(value));

const id = randomUUID();
const AT = "2026-03-07T10:00:00.000Z";

/** Keys of the right list with a wrong part, per list (each list's cursor names its list). */
const BAD_KEYS: Record<string, unknown[][]> = {
  directory: [
    ["a", "b"],
    ["Asha", "not-a-uuid"],
    ["A\u0000sha", id],
    [1, id],
    ["x".repeat(301), id],
    ["Asha", id, 1],
    ["Asha"],
    [],
  ],
  smartSearch: [
    ["a", "b"],
    ["high", "Asha", id],
    ["1", "Asha", id],
    [null, "Asha", id],
    [3, "A\u0000sha", id],
    [3, "Asha", "not-a-uuid"],
    [3, "Asha"],
  ],
  opportunities: [
    ["a", "b"],
    ["1", id],
    ["March 7", id],
    ["March 7, 2026", id],
    ["2026-02-30T10:00:00.000Z", id],
    ["2026-03-07T25:00:00.000Z", id],
    ["2026-03-07", id],
    ["0000-01-01T00:00:00.000Z", id],
    ["+275760-09-13T00:00:00.000Z", id],
    [1741341600000, id],
    [AT, "not-a-uuid"],
    [AT],
  ],
};

/** Cursors no list accepts: broken encodings, other lists' cursors, the old untagged format. */
function forgeries(list: string): [string, string][] {
  const other = list === "directory" ? "opportunities" : "directory";
  return [
    ...(BAD_KEYS[list] ?? BAD_KEYS.opportunities).map((key): [string, string] => [
      JSON.stringify(key).slice(0, 60),
      json([list, ...key]),
    ]),
    // The forgeries, in the old (untagged) format: each was a 500 from PostgreSQL.
    ["untagged two letters", json(["a", "b"])],
    ["untagged number as text", json(["1", id])],
    ["untagged date in words", json(["March 7", id])],
    ["untagged impossible date", json(["2026-02-31T10:00:00.000Z", id])],
    ["untagged score, name and no id", json([1, "Asha", "b"])],
    ["another list's cursor", json([other, AT, id])],
    ["an untagged key", json([AT, id])],
    ["an object", json({ list, at: AT, id })],
    ["a score out of range", b64(`["${list}",1e400,"Asha","${id}"]`)],
    ["broken JSON", b64(`["${list}","${AT}",`)],
    ["not base64", "!!!not*base64!!!"],
    ["base64 with stray bits", "WyJhIiwiYiJd_"],
    ["padding", `${json([list, AT, id])}==`],
    ["a long string", "A".repeat(3_000)],
    ["a long valid-looking key", json([list, "x".repeat(5_000), id])],
  ];
}

const FIELDS: { name: string; list: string; token?: () => string; query: string }[] = [
  {
    name: "directory (anonymous)",
    list: "directory",
    query: `query($after: String) { directory(first: 2, after: $after) { totalCount nodes { id } } }`,
  },
  {
    name: "directory with a filter",
    list: "directory",
    token: () => member,
    query: `query($after: String) { directory(filter: "member", first: 2, after: $after) { nodes { id } } }`,
  },
  {
    name: "smartSearch",
    list: "smartSearch",
    token: () => member,
    query: `query($after: String) { smartSearch(query: "mechanical in Ludhiana", first: 2, after: $after) { count results { id } } }`,
  },
  {
    name: "opportunities",
    list: "opportunities",
    token: () => member,
    query: `query($after: String) { opportunities(first: 2, after: $after) { nodes { id } } }`,
  },
  {
    name: "adminUsers",
    list: "adminUsers",
    token: () => admin,
    query: `query($after: String) { adminUsers(first: 2, after: $after) { nodes { id } } }`,
  },
  {
    name: "adminAuditLog",
    list: "adminAuditLog",
    token: () => admin,
    query: `query($after: String) { adminAuditLog(first: 2, after: $after) { nodes { id } } }`,
  },
];

const INVALID = {
  message:
    "Invalid page cursor: pass the endCursor of the previous page, or leave after out for the first page",
  extensions: { code: "BAD_USER_INPUT", field: "after" },
};

describe("forged cursors", () => {
  it.each(FIELDS)("are BAD_USER_INPUT on $name", async ({ query, token, list }) => {
    const cases = [...forgeries(list), ["a huge string", "A".repeat(50_000)]];
    for (const [what, after] of cases) {
      const res = await app.gql(query, { after }, { token: token?.() });
      expect({ what, error: res.errors?.[0], data: res.data }).toEqual({
        what,
        error: expect.objectContaining(INVALID),
        data: null,
      });
    }
    expect((await app.rest("GET", "/healthz")).status).toBe(200);
  });

  it("an admin list's cursor (a row id) that names no row asks to reload", async () => {
    for (const field of FIELDS.filter((f) => f.list.startsWith("admin"))) {
      const res = await app.gql(field.query, { after: randomUUID() }, { token: admin });
      expect(res.errors?.[0]).toMatchObject({
        message: "This list has changed since it was loaded. Please reload it.",
        extensions: { code: "BAD_USER_INPUT", field: "after" },
      });
    }
  });

  it("are 400 with the detail on REST (GET /api/admin/users?after=)", async () => {
    for (const [what, after] of forgeries("adminUsers")) {
      const res = await app.rest(
        "GET",
        `/api/admin/users?limit=2&after=${encodeURIComponent(after)}`,
        { token: admin },
      );
      // REST checks its parameters first and names them as REST does (docs/API.md, Errors).
      expect({ what, status: res.status, body: res.body }).toEqual({
        what,
        status: 400,
        body: { detail: "after must be a user id (the last one of the previous page)" },
      });
    }
  });
});

describe("real cursors", () => {
  it("still page the directory, smart search and the admin list", async () => {
    const pages = async (
      query: string,
      token: string | undefined,
      read: (data: any) => { ids: string[]; end: string | null }, // eslint-disable-line @typescript-eslint/no-explicit-any
    ) => {
      const seen: string[] = [];
      let after: string | null = null;
      for (let n = 0; n < 3; n++) {
        const res = await app.gql(query, { after }, { token });
        expect(res.errors).toBeUndefined();
        const { ids, end } = read(res.data);
        seen.push(...ids);
        if (!end) break;
        after = end;
      }
      return seen;
    };
    const directory = await pages(
      `query($after: String) { directory(filter: "${word}", first: 1, after: $after) { endCursor nodes { id } } }`,
      undefined,
      (d) => ({
        ids: d.directory.nodes.map((n: { id: string }) => n.id),
        end: d.directory.endCursor,
      }),
    );
    expect(new Set(directory).size).toBe(3);
    const smart = await pages(
      `query($after: String) { smartSearch(query: "${word}", first: 1, after: $after) { endCursor results { id } } }`,
      member,
      (d) => ({
        ids: d.smartSearch.results.map((n: { id: string }) => n.id),
        end: d.smartSearch.endCursor,
      }),
    );
    expect(new Set(smart).size).toBe(3);
    const users = await pages(
      `query($after: String) { adminUsers(filter: { search: "${word}" }, first: 1, after: $after) { endCursor nodes { id } } }`,
      admin,
      (d) => ({
        ids: d.adminUsers.nodes.map((n: { id: string }) => n.id),
        end: d.adminUsers.endCursor,
      }),
    );
    expect(new Set(users).size).toBe(3);
  });
});
