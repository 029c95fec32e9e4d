import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../server/src/config.js";
import { startTestApp, uniqueEmail, type TestApp } from "../support/test-app.js";

// Who may call the admin operations: anonymous, member, verified member, admin; over GraphQL and
// REST; and the X-Admin-Key header with the right key, a wrong key, and on a server without a key.
const KEY = "admin-api-key-for-tests-0123456789abcdef";
let app: TestApp;
let keyless: TestApp;
beforeAll(async () => {
  app = await startTestApp({ ADMIN_API_KEY: KEY });
  keyless = await startTestApp({}, { mailbox: app.mailbox });
});
afterAll(async () => {
  await keyless.close();
  await app.close();
});

type Caller = "anonymous" | "member" | "verified" | "admin";
async function tokenOf(caller: Caller): Promise<string | undefined> {
  if (caller === "anonymous") return undefined;
  const user = await app.buildUser({
    isVerified: caller !== "member",
    profileCompleted: true,
    isAdminFlag: caller === "admin",
  });
  return app.tokenFor(user);
}

/** Every admin operation, as GraphQL; `target` is a member the operation may act on. */
const operations = (target: string): [string, string, Record<string, unknown>][] => [
  ["adminStats", `{ adminStats { totalUsers } }`, {}],
  ["adminUsers", `{ adminUsers { totalCount nodes { id } } }`, {}],
  ["adminAuditLog", `{ adminAuditLog { nodes { id } } }`, {}],
  [
    "setVerification",
    `mutation($i: SetVerificationInput!) { setVerification(input: $i) { id } }`,
    { i: { userIds: [target], isVerified: true } },
  ],
  [
    "createUser",
    `mutation($i: CreateUserInput!) { createUser(input: $i) { id } }`,
    { i: { email: uniqueEmail("created"), fullName: "Created Member" } },
  ],
  [
    "setAdmin",
    `mutation($id: ID!) { setAdmin(userId: $id, isAdmin: false) { id } }`,
    { id: target },
  ],
];

/** Every documented admin REST path. */
const restCalls = (target: string): [string, string, unknown?][] => [
  ["GET", "/api/admin/users"],
  ["GET", "/api/admin/users/stats"],
  ["PATCH", `/api/admin/users/${target}/verify`, { is_verified: true }],
  ["POST", "/api/admin/users/create", { email: uniqueEmail("created"), full_name: "Created" }],
];

describe("GraphQL admin operations", () => {
  it.each([
    ["anonymous", "UNAUTHENTICATED"],
    ["member", "FORBIDDEN"],
    ["verified", "FORBIDDEN"],
  ] as const)("refuse a %s caller with %s and change nothing", async (caller, code) => {
    const token = await tokenOf(caller);
    const target = await app.buildUser();
    for (const [name, query, variables] of operations(target.id)) {
      const res = await app.gql(query, variables, { token });
      expect(res.errors?.[0]?.extensions?.code, name).toBe(code);
    }
    const [row] = await app.db.query(`SELECT is_verified FROM users WHERE id = $1`, [target.id]);
    expect(row.is_verified).toBe(false);
  });

  it("answer an admin", async () => {
    const token = await tokenOf("admin");
    const target = await app.buildUser();
    for (const [name, query, variables] of operations(target.id)) {
      const res = await app.gql(query, variables, { token });
      expect(res.errors, name).toBeUndefined();
    }
  });

  it("ignore X-Admin-Key on /graphql: the key is for the REST paths", async () => {
    const res = await app.gql(
      `{ adminStats { totalUsers } }`,
      {},
      {
        headers: { "x-admin-key": KEY },
      },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("REST admin paths", () => {
  it.each([
    ["anonymous", 401, "Please sign in to continue"],
    ["member", 403, "You don't have permission to do that"],
    ["verified", 403, "You don't have permission to do that"],
  ] as const)("refuse a %s caller with %i and a detail", async (caller, status, detail) => {
    const token = await tokenOf(caller);
    const target = await app.buildUser();
    for (const [method, path, body] of restCalls(target.id)) {
      const res = await app.rest(method, path, { token, body });
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status,
        body: { detail },
      });
    }
  });

  it("answer an admin's Bearer token with the spec's shapes", async () => {
    const token = await tokenOf("admin");
    const target = await app.buildUser({ fullName: "Rest Target" });
    const list = await app.rest("GET", "/api/admin/users", { token });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body[0]).toHaveProperty("full_name");
    const stats = await app.rest("GET", "/api/admin/users/stats", { token });
    expect(Object.keys(stats.body).sort()).toEqual([
      "completed_profiles",
      "total_users",
      "unverified_users",
      "verified_users",
    ]);
    const verified = await app.rest("PATCH", `/api/admin/users/${target.id}/verify`, {
      token,
      body: { is_verified: true },
    });
    expect(verified).toMatchObject({
      status: 200,
      body: { id: target.id, full_name: "Rest Target", is_verified: true },
    });
    const email = uniqueEmail("rest-created");
    const created = await app.rest("POST", "/api/admin/users/create", {
      token,
      body: {
        email,
        full_name: "Rest Created",
        roll_number: "istc-2020-me-1",
        trade: "Mechanical",
      },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { email, full_name: "Rest Created", roll_number: "ISTC-2020-ME-1", is_verified: false },
    });
  });

  it("accept the right X-Admin-Key as the system admin, in the audit log too", async () => {
    const target = await app.buildUser();
    const headers = { "x-admin-key": KEY };
    for (const [method, path, body] of restCalls(target.id)) {
      const res = await app.rest(method, path, { headers, body });
      expect(res.status, path).toBeLessThan(300);
    }
    const [entry] = await app.db.query(
      `SELECT actor_id, actor_name, action FROM admin_audit_log WHERE target_id = $1`,
      [target.id],
    );
    expect(entry).toEqual({
      actor_id: null,
      actor_name: "System (ADMIN_API_KEY)",
      action: "VERIFY",
    });
  });

  it("refuse a wrong key with 401, even next to an admin's token", async () => {
    const token = await tokenOf("admin");
    const target = await app.buildUser();
    for (const wrong of ["wrong", KEY.slice(0, -1), KEY + "x", ""]) {
      for (const [method, path, body] of restCalls(target.id)) {
        const res = await app.rest(method, path, {
          token,
          body,
          headers: { "x-admin-key": wrong },
        });
        expect(res).toMatchObject({ status: 401, body: { detail: "Invalid admin API key" } });
      }
    }
    const [row] = await app.db.query(`SELECT is_verified FROM users WHERE id = $1`, [target.id]);
    expect(row.is_verified).toBe(false);
  });

  it("refuse the header on a server without ADMIN_API_KEY", async () => {
    const target = await keyless.buildUser();
    for (const [method, path, body] of restCalls(target.id)) {
      const res = await keyless.rest(method, path, { body, headers: { "x-admin-key": KEY } });
      expect(res).toMatchObject({
        status: 401,
        body: { detail: "The X-Admin-Key header is not accepted: ADMIN_API_KEY is not set" },
      });
    }
  });

  it("explain a bad request: unknown member, missing is_verified, bad status, bad body", async () => {
    const headers = { "x-admin-key": KEY };
    const unknown = await app.rest("PATCH", `/api/admin/users/not-a-uuid/verify`, {
      headers,
      body: { is_verified: true },
    });
    expect(unknown).toMatchObject({ status: 404, body: { detail: "User not found" } });
    const target = await app.buildUser();
    const missing = await app.rest("PATCH", `/api/admin/users/${target.id}/verify`, {
      headers,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe("is_verified is required: true or false");
    expect((await app.rest("GET", "/api/admin/users?status=sideways", { headers })).status).toBe(
      400,
    );
    expect((await app.rest("GET", "/api/admin/users?limit=1000", { headers })).body).toEqual({
      detail: "limit must be a whole number from 1 to 100",
    });
    const array = await app.rest("POST", "/api/admin/users/create", { headers, body: [1] });
    expect(array).toMatchObject({
      status: 400,
      body: { detail: "Request body must be a JSON object" },
    });
  });
});

describe("ADMIN_API_KEY", () => {
  it("must be at least 32 characters, and is off when unset", () => {
    const DATA_DIR = mkdtempSync(path.join(tmpdir(), "istc-config-"));
    expect(() => loadConfig({ DATA_DIR, ADMIN_API_KEY: "too-short" })).toThrow(
      "ADMIN_API_KEY: ADMIN_API_KEY must be at least 32 characters",
    );
    expect(loadConfig({ DATA_DIR }).adminApiKey).toBeUndefined();
    expect(loadConfig({ DATA_DIR, ADMIN_API_KEY: KEY }).adminApiKey).toBe(KEY);
  });
});
