// The roster (issue 26): an admin imports the centre's list of who studied there; members whose
// roll number and name match are verified, at the import or when they complete their profile.
import { randomBytes } from "node:crypto";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.js";

const KEY = "roster-admin-key-for-tests-0123456789abcdef";
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp({ ADMIN_API_KEY: KEY });
  admin = await app.tokenFor(
    await app.buildUser({ fullName: "Roster Admin", isVerified: true, isAdminFlag: true }),
  );
});
afterAll(() => app.close());

/** A prefix of its own per test, so roll numbers never meet another test's. */
const prefix = () => `R${randomBytes(3).toString("hex").toUpperCase()}`;

/** `POST /api/admin/roster` with a file in the multipart field `file`. */
async function upload(
  bytes: Buffer | string,
  options: { name?: string; dryRun?: boolean; token?: string | null; key?: string } = {},
) {
  const form = new FormData();
  form.append("file", new Blob([Buffer.from(bytes)]), options.name ?? "roster.csv");
  const token = options.token === undefined ? admin : options.token;
  const res = await fetch(`${app.url}/api/admin/roster${options.dryRun ? "?dry_run=true" : ""}`, {
    method: "POST",
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.key ? { "x-admin-key": options.key } : {}),
    },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const pending = (fullName: string, rollNumber: string) =>
  app.buildUser({ fullName, rollNumber, isVerified: false, profileCompleted: true });

const isVerified = async (id: string) =>
  (await app.db.query(`SELECT is_verified FROM users WHERE id = $1`, [id]))[0].is_verified;
const rosterCount = async (p: string) =>
  (
    await app.db.query(`SELECT count(*)::int AS n FROM roster_entries WHERE roll_key LIKE $1`, [
      `${p}%`,
    ])
  )[0].n;
const verifiedNotices = async (id: string) =>
  (
    await app.db.query(`SELECT title FROM notifications WHERE user_id = $1 AND kind = 'verified'`, [
      id,
    ])
  ).length;

describe("preview (dry run)", () => {
  it("reads loose headers, lists invalid rows with their lines and the members it would verify, and changes nothing", async () => {
    const p = prefix();
    const member = await pending("Harpreet S Bedi", `${p}-2018-TD-7`);
    const other = await pending("Gurpreet Kaur", `${p}2018TD8`);
    const csv = [
      "Roll No,Name,Batch,Trade,E-mail",
      `${p}2018TD7,Harpreet Singh Bedi,2018,Tool and Die,harpreet@example.in`,
      `${p}2018TD8,Gurmeet Kaur,2018,Tool and Die,`, // right number, another name
      "",
      `${p}2018TD9,,2018,Fitter,`, // line 5: no name
      `${p}2018TD10,Aman Gill,18,Fitter,`, // line 6: bad year
      `${p}-2018-td-7,Someone Else,2018,Fitter,`, // line 7: the number again
      `${p}2018TD11,Neha Rani,2019,Machinist,not-an-address`, // line 8
    ].join("\n");
    const res = await upload(csv, { dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rows: 6,
      valid: 2,
      invalid_count: 4,
      invalid: [
        { line: 5, reason: "The name is missing" },
        { line: 6, reason: expect.stringMatching(/^The batch year "18" is not a year/) },
        { line: 7, reason: `The roll number ${p}-2018-TD-7 is also on line 2` },
        { line: 8, reason: 'The e-mail address "not-an-address" is not valid' },
      ],
      would_verify: [
        { user_id: member.id, full_name: "Harpreet S Bedi", roll_number: `${p}-2018-TD-7` },
      ],
    });
    expect(await rosterCount(p)).toBe(0);
    expect(await isVerified(member.id)).toBe(false);
    expect(await isVerified(other.id)).toBe(false);
  });

  it("refuses a file without a roll number or name column, an empty file, and an old .xls", async () => {
    const noRoll = await upload("Name,Batch\nA B,2018\n", { dryRun: true });
    expect(noRoll.status).toBe(400);
    expect(noRoll.body.detail).toMatch(/no a roll number column/);
    expect((await upload("", { dryRun: true })).body.detail).toBe("The roster file is empty");
    const xls = await upload("x", { dryRun: true, name: "roster.xls" });
    expect(xls).toEqual({
      status: 400,
      body: { detail: "Old Excel files (.xls) cannot be read: save the roster as .xlsx or CSV" },
    });
  });
});

describe("import", () => {
  it("stores new rows, verifies the pending members it matches, and is idempotent", async () => {
    const p = prefix();
    const member = await pending("harpreet singh BEDI", `${p}2018TD7`);
    const csv = (name2: string) =>
      `roll_number;full_name;batch_year;trade\n${p}2018TD7;Harpreet Singh Bedi;2018;Tool and Die\n${p}2018TD8;${name2};2018;Fitter\n`;
    const first = await upload(csv("Aman Gill"));
    expect(first).toEqual({
      status: 200,
      body: {
        imported: 2,
        updated: 0,
        invalid_count: 0,
        invalid: [],
        verified_now: [
          { user_id: member.id, full_name: "harpreet singh BEDI", roll_number: `${p}2018TD7` },
        ],
      },
    });
    expect(await isVerified(member.id)).toBe(true);
    expect(await verifiedNotices(member.id)).toBe(1);
    const [audit] = await app.db.query(
      `SELECT actor_name, action, after FROM admin_audit_log WHERE target_id = $1`,
      [member.id],
    );
    expect(audit).toMatchObject({
      actor_name: "Roster (import by Roster Admin)",
      action: "VERIFY",
    });

    // The same file again changes nothing; a changed row updates.
    const again = await upload(csv("Aman Gill"));
    expect(again.body).toMatchObject({ imported: 0, updated: 0, verified_now: [] });
    const changed = await upload(csv("Amandeep Gill"));
    expect(changed.body).toMatchObject({ imported: 0, updated: 1, verified_now: [] });
    const [row] = await app.db.query(`SELECT full_name FROM roster_entries WHERE roll_key = $1`, [
      `${p}2018TD8`,
    ]);
    expect(row.full_name).toBe("Amandeep Gill");
    expect(await rosterCount(p)).toBe(2);
  });

  it("reads an Excel workbook (its first sheet)", async () => {
    const p = prefix();
    const member = await pending("Neha Rani", `${p}2019MC1`);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Roster");
    sheet.addRow(["ROLL NUMBER", "Full Name", "Year", "Trade"]);
    sheet.addRow([`${p}2019MC1`, "Rani Neha", 2019, "Machinist"]);
    sheet.addRow([]);
    sheet.addRow([`${p}2019MC2`, "Kiran", 1901, "Machinist"]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = await upload(bytes, { name: "roster.xlsx", dryRun: true });
    expect(preview.body).toMatchObject({
      rows: 2,
      valid: 1,
      invalid: [{ line: 4, reason: expect.stringMatching(/batch year "1901"/) }],
      would_verify: [{ user_id: member.id }],
    });
    const done = await upload(bytes, { name: "roster.xlsx" });
    expect(done.body).toMatchObject({ imported: 1, verified_now: [{ user_id: member.id }] });
  });

  it("takes JSON rows, from a script with X-Admin-Key too", async () => {
    const p = prefix();
    const res = await app.rest("POST", "/api/admin/roster", {
      headers: { "x-admin-key": KEY },
      body: {
        rows: [
          { roll_number: `${p}1`, full_name: "Aman Gill", batch_year: 2017, trade: "Fitter" },
          { roll_number: `${p}2` },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      imported: 1,
      invalid: [{ line: 3, reason: "The name is missing" }],
    });
    const bad = await app.rest("POST", "/api/admin/roster", {
      headers: { "x-admin-key": KEY },
      body: { rows: "nope" },
    });
    expect(bad.status).toBe(400);
    const neither = await app.rest("POST", "/api/admin/roster", { token: admin, body: {} });
    expect(neither).toMatchObject({
      status: 400,
      body: { detail: "Send the roster as one file, or as rows (not both)" },
    });
  });

  it("refuses more than 50,000 rows (400) and more than 10 MB (413)", async () => {
    const p = prefix();
    const rows = Array.from({ length: 50_001 }, (_, i) => `${p}${i},Member ${i}`);
    const many = await upload(`roll,name\n${rows.join("\n")}\n`);
    expect(many.status).toBe(400);
    expect(many.body.detail).toMatch(/more than 50,000 rows/);
    const big = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 0x41));
    expect(big).toEqual({
      status: 413,
      body: { detail: "The roster file is too large: at most 10 MB" },
    });
    expect(await rosterCount(p)).toBe(0);
  });

  it("is for admins only: a member 403, anonymous 401", async () => {
    const member = await app.tokenFor(await app.buildUser({ isVerified: true }));
    expect((await upload("roll,name\nX1,A B\n", { token: member })).status).toBe(403);
    expect((await upload("roll,name\nX1,A B\n", { token: null })).status).toBe(401);
    expect((await app.rest("GET", "/api/admin/roster", { token: member })).status).toBe(403);
    expect((await app.rest("GET", "/api/admin/roster")).status).toBe(401);
  });
});

describe("verification when a member completes the profile", () => {
  const complete = (token: string, rollNumber: string) =>
    app.gql(
      `mutation($i: CompleteProfileInput!) { completeProfile(input: $i) { isVerified } }`,
      { i: { rollNumber, trade: "Tool and Die", currentLocation: "Ludhiana" } },
      { token },
    );

  it("verifies a matching roll number and name at once, audited as the Roster, with the notice", async () => {
    const p = prefix();
    await upload(
      `roll_number,full_name,batch_year,trade\n${p}2018TD7,Harpreet Singh Bedi,2018,Tool and Die\n`,
    );
    const user = await app.buildUser({ fullName: "Bedi Harpreet S" });
    const res = await complete(await app.tokenFor(user), `${p.toLowerCase()}-2018-td-7`);
    expect(res.data).toEqual({ completeProfile: { isVerified: true } });
    const [audit] = await app.db.query(
      `SELECT actor_id, actor_name, action FROM admin_audit_log WHERE target_id = $1`,
      [user.id],
    );
    expect(audit).toEqual({ actor_id: null, actor_name: "Roster", action: "VERIFY" });
    expect(await verifiedNotices(user.id)).toBe(1);
  });

  it("keeps the right roll number with another name pending, and shows the admin the roster's line", async () => {
    const p = prefix();
    await upload(
      `roll_number,full_name,batch_year,trade\n${p}2018TD7,Harpreet Singh Bedi,2018,Tool and Die\n`,
    );
    const user = await app.buildUser({ fullName: "Harpreet Kaur Bedi" });
    const res = await complete(await app.tokenFor(user), `${p}2018TD7`);
    expect(res.data.completeProfile.isVerified).toBe(false);
    expect(await verifiedNotices(user.id)).toBe(0);

    const list = await app.gql(
      `query($s: String) { adminUsers(filter: { search: $s }) { nodes { id rosterEntry { fullName batchYear trade } } } }`,
      { s: p },
      { token: admin },
    );
    expect(list.data.adminUsers.nodes).toEqual([
      {
        id: user.id,
        rosterEntry: { fullName: "Harpreet Singh Bedi", batchYear: 2018, trade: "Tool and Die" },
      },
    ]);
    // Nobody else reads it.
    const own = await app.gql(
      `{ me { rosterEntry { id } } }`,
      {},
      { token: await app.tokenFor(user) },
    );
    expect(own.data.me.rosterEntry).toBeNull();
    const verified = await app.tokenFor(await app.buildUser({ isVerified: true }));
    const seen = await app.gql(
      `query($id: ID!) { user(id: $id) { rosterEntry { id } } }`,
      { id: user.id },
      { token: verified },
    );
    expect(seen.data.user.rosterEntry).toBeNull();
  });
});

describe("the roster list", () => {
  it("pages and searches, and deletes one entry", async () => {
    const p = prefix();
    await upload(
      `roll,name,year\n${p}A1,Simran Kaur,2015\n${p}A2,Aman Gill,2016\n${p}A3,Kiran Rani,2017\n`,
    );
    const all = await app.rest("GET", `/api/admin/roster?search=${p}&limit=2`, { token: admin });
    expect(all.status).toBe(200);
    expect(all.headers.get("x-total-count")).toBe("3");
    expect(all.body).toHaveLength(2);
    const next = await app.rest(
      "GET",
      `/api/admin/roster?search=${p}&limit=2&after=${all.body[1].id}`,
      {
        token: admin,
      },
    );
    expect(next.body).toHaveLength(1);
    const byName = await app.rest("GET", `/api/admin/roster?search=simran%20kaur`, {
      token: admin,
    });
    const simran = byName.body.find((e: { roll_number: string }) => e.roll_number === `${p}A1`);
    expect(simran).toMatchObject({
      full_name: "Simran Kaur",
      batch_year: 2015,
      trade: null,
      email: null,
    });
    const removed = await app.rest("DELETE", `/api/admin/roster/${simran.id}`, { token: admin });
    expect(removed).toMatchObject({ status: 200, body: { id: simran.id } });
    expect(await rosterCount(p)).toBe(2);
    const again = await app.rest("DELETE", `/api/admin/roster/${simran.id}`, { token: admin });
    expect(again).toMatchObject({ status: 404, body: { detail: "Roster entry not found" } });
  });

  it("works through a GraphQL multipart upload too", async () => {
    const p = prefix();
    const form = new FormData();
    form.append(
      "operations",
      JSON.stringify({
        query: `mutation($file: Upload) { previewRoster(file: $file) { rows valid invalidCount } }`,
        variables: { file: null },
      }),
    );
    form.append("map", JSON.stringify({ 0: ["variables.file"] }));
    form.append("0", new Blob([`roll,name\n${p}1,A B\n${p}2,\n`]), "roster.csv");
    const res = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "apollo-require-preflight": "true" },
      body: form,
    });
    expect((await res.json()).data).toEqual({
      previewRoster: { rows: 2, valid: 1, invalidCount: 1 },
    });
  });
});
