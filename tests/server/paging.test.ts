import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import { INVALID_CURSOR } from "../../server/src/paging/cursor.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

// The paging kit over every paged field: one shape (hasNextPage exact at the boundaries, endCursor
// null on the last page, pageInfo the same where a type has it), and another list's cursor refused.
// A database of its own, so the audit log and the board hold only this file's four items.

let database: TestDatabase;
let app: TestApp;
let admin: string;
const WORD = "Pagewise";
const ITEMS = 4;

interface Page {
  ids: string[];
  hasNextPage: boolean;
  endCursor: string | null;
  pageInfo?: { hasNextPage: boolean; endCursor: string | null };
}

/** Each paged field: its query (variables $first, $after) and where its page is in the answer. */
/* eslint-disable @typescript-eslint/no-explicit-any */
const FIELDS: Record<string, { query: string; read: (data: any) => Page }> = {
  directory: {
    query: `query($first: Int!, $after: String) { p: directory(filter: "${WORD}", first: $first, after: $after) {
      nodes { id } totalCount hasNextPage endCursor pageInfo { hasNextPage endCursor } } }`,
    read: (d) => ({ ...d.p, ids: d.p.nodes.map((x: any) => x.id) }),
  },
  smartSearch: {
    query: `query($first: Int!, $after: String) { p: smartSearch(query: "${WORD}", first: $first, after: $after) {
      results { id } count hasNextPage endCursor } }`,
    read: (d) => ({ ...d.p, ids: d.p.results.map((x: any) => x.id) }),
  },
  opportunities: {
    query: `query($first: Int!, $after: String) { p: opportunities(search: "${WORD}", first: $first, after: $after) {
      nodes { id } hasNextPage endCursor pageInfo { hasNextPage endCursor } } }`,
    read: (d) => ({ ...d.p, ids: d.p.nodes.map((x: any) => x.id) }),
  },
  adminUsers: {
    query: `query($first: Int!, $after: String) { p: adminUsers(filter: { search: "${WORD}" }, first: $first, after: $after) {
      nodes { id } totalCount hasNextPage endCursor pageInfo { hasNextPage endCursor } } }`,
    read: (d) => ({ ...d.p, ids: d.p.nodes.map((x: any) => x.id) }),
  },
  adminAuditLog: {
    query: `query($first: Int!, $after: String) { p: adminAuditLog(first: $first, after: $after) {
      nodes { id } hasNextPage endCursor pageInfo { hasNextPage endCursor } } }`,
    read: (d) => ({ ...d.p, ids: d.p.nodes.map((x: any) => x.id) }),
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */
const NAMES = Object.keys(FIELDS);

async function page(field: string, first: number, after: string | null = null): Promise<Page> {
  const res = await app.gql(FIELDS[field].query, { first, after }, { token: admin });
  expect({ field, errors: res.errors }).toEqual({ field, errors: undefined });
  const p = FIELDS[field].read(res.data);
  if (p.pageInfo) {
    expect(p.pageInfo).toEqual({ hasNextPage: p.hasNextPage, endCursor: p.endCursor });
  }
  return p;
}

beforeAll(async () => {
  database = await provideTestDatabase("_paging", 8);
  const ds = createDataSource({ url: database.url, poolSize: 2 });
  await ds.initialize();
  await migrate(ds);
  await ds.destroy();
  app = await startTestApp({ DATABASE_URL: database.url });
  const adminUser = await app.buildUser({
    isAdminFlag: true,
    isVerified: true,
    profileCompleted: true,
    trade: "Admin",
    currentLocation: "Mohali",
  });
  admin = await app.tokenFor(adminUser);
  const members = [];
  for (let i = 1; i <= ITEMS; i++) {
    members.push(await app.buildUser({ fullName: `${WORD} Member ${i}`, trade: "Welding" }));
  }
  // Verifying them writes the audit log's four entries (and shows them in the directory).
  for (const m of members) {
    const res = await app.gql(
      `mutation($ids: [ID!]!) { setVerification(input: { userIds: $ids, isVerified: true }) { id } }`,
      { ids: [m.id] },
      { token: admin },
    );
    expect(res.errors).toBeUndefined();
  }
  for (let i = 1; i <= ITEMS; i++) {
    const res = await app.rest("POST", "/api/opportunities", {
      token: admin,
      body: {
        title: `${WORD} fitter ${i}`,
        type: "Job",
        location: "Ludhiana",
        description: "Shifts.",
      },
    });
    expect(res.status).toBe(201);
  }
});
afterAll(async () => {
  await app?.close();
  await database?.stop();
});

describe("every paged field", () => {
  it.each(NAMES)("%s: hasNextPage exact, endCursor null on the last page", async (field) => {
    const whole = await page(field, ITEMS);
    expect(whole.ids).toHaveLength(ITEMS);
    expect(whole).toMatchObject({ hasNextPage: false, endCursor: null });

    const p1 = await page(field, 2);
    expect(p1.hasNextPage).toBe(true);
    expect(p1.endCursor).toEqual(expect.any(String));
    const p2 = await page(field, 2, p1.endCursor);
    expect(p2).toMatchObject({ hasNextPage: false, endCursor: null });
    expect([...p1.ids, ...p2.ids]).toEqual(whole.ids);

    const p3 = await page(field, ITEMS - 1);
    expect(p3.hasNextPage).toBe(true);
    const rest = await page(field, ITEMS - 1, p3.endCursor);
    expect(rest).toMatchObject({
      ids: [whole.ids[ITEMS - 1]],
      hasNextPage: false,
      endCursor: null,
    });
  });

  it.each(NAMES)("%s: refuses another list's cursor on after", async (field) => {
    const other = NAMES[(NAMES.indexOf(field) + 1) % NAMES.length];
    const foreign = (await page(other, 1)).endCursor;
    const res = await app.gql(FIELDS[field].query, { first: 1, after: foreign }, { token: admin });
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      extensions: { code: "BAD_USER_INPUT", field: "after" },
    });
    if (!field.startsWith("admin") || !other.startsWith("admin")) {
      expect(res.errors?.[0].message).toBe(INVALID_CURSOR);
    }
  });
});
