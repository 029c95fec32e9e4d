import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Control characters (NUL, which PostgreSQL refuses in text, other C0/C1 controls) and bidi
// overrides and isolates are taken out of every text argument before anything reads it
// (server/src/graphql/text-arguments.ts, common/text.ts): a search finds what it would find without
// them, nothing is stored with them, nobody gets a 500, and the server goes on serving. Opportunity
// fields are tested in opportunities.test.ts (that file owns the board's global counts).

let app: TestApp;
let member: string;
let admin: string;
const word = `Zeph${randomBytes(3).toString("hex")}`;
let listed: string;
beforeAll(async () => {
  app = await startTestApp();
  member = await app.tokenFor(await app.buildUser({ isVerified: true }));
  admin = await app.tokenFor(await app.buildUser({ isAdminFlag: true, isVerified: true }));
  listed = (
    await app.buildUser({
      fullName: `${word} Rao`,
      isVerified: true,
      trade: "Mechanical",
      currentLocation: "Ludhiana, Punjab",
    })
  ).id;
});
afterAll(() => app.close());

/** `text` with NUL, BEL, ESC, DEL, a C1 control, and bidi overrides and isolates mixed in. */
const dirty = (text: string) => {
  const [head, tail] = [text.slice(0, 2), text.slice(2)];
  return `\u0000${head}\u202E\u0007${tail.slice(0, 2)}\u2066\u001B\u007F${tail.slice(2)}\u0085\u202A\u2069\u0000`;
};
const q = (text: string) => encodeURIComponent(text);

describe("searches ignore control characters", () => {
  it("the anonymous directory filter, over GraphQL and REST", async () => {
    const gql = await app.gql(
      `query($f: String) { directory(filter: $f, first: 5) { totalCount nodes { id } } }`,
      { f: dirty(word) },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.directory.nodes).toEqual([{ id: listed }]);
    const rest = await app.rest("GET", `/api/directory/users?search=${q(dirty(word))}`);
    expect(rest.status).toBe(200);
    expect(rest.body.map((u: { id: string }) => u.id)).toEqual([listed]);
    const onlyNul = await app.rest("GET", `/api/directory/users?search=%00&limit=1`);
    expect(onlyNul.status).toBe(200);
  });

  it("smart search, over GraphQL and REST", async () => {
    const gql = await app.gql(
      `query($q: String!) { smartSearch(query: $q, first: 5) { count results { id } } }`,
      { q: dirty(word) },
      { token: member },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.smartSearch.results).toEqual([{ id: listed }]);
    const rest = await app.rest("GET", `/api/search/smart?query=${q(dirty(word))}`, {
      token: member,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.results.map((u: { id: string }) => u.id)).toEqual([listed]);
    const empty = await app.gql(
      `query($q: String!) { smartSearch(query: $q) { count } }`,
      { q: "\u0000\u202E" },
      { token: member },
    );
    expect(empty.errors?.[0]).toMatchObject({
      message: "Please type what you're looking for",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("the admin member search, over GraphQL and REST", async () => {
    const gql = await app.gql(
      `query($s: String) { adminUsers(filter: { search: $s }) { totalCount nodes { id } } }`,
      { s: dirty(word) },
      { token: admin },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.adminUsers.nodes).toEqual([{ id: listed }]);
    const rest = await app.rest("GET", `/api/admin/users?search=${q(dirty(word))}`, {
      token: admin,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.map((u: { id: string }) => u.id)).toEqual([listed]);
  });
});

describe("stored text keeps no control characters", () => {
  const UPDATE = `mutation($i: UpdateProfileInput!) {
    updateProfile(input: $i) { jobTitle company skills bio rollNumber } }`;

  async function stored(id: string) {
    const [row] = await app.db.query(
      `SELECT job_title, company, skills, bio, roll_number FROM users WHERE id = $1`,
      [id],
    );
    return row;
  }

  it("job title, company, skills and bio over REST; the bio keeps its lines and tabs", async () => {
    const user = await app.buildUser();
    const token = await app.tokenFor(user);
    const res = await app.rest("PUT", "/api/profile/update", {
      token,
      body: {
        job_title: dirty("Fitter"),
        company: dirty("Tata Motors"),
        skills: [dirty("Welding"), `${dirty("CNC")}, \u0000, ${dirty("PLC")}`],
        bio: `${dirty("Line one")}\n\t${dirty("Line two")}`,
      },
    });
    expect(res.status).toBe(200);
    const expected = {
      job_title: "Fitter",
      company: "Tata Motors",
      skills: ["Welding", "CNC", "PLC"],
      bio: "Line one\n\tLine two",
    };
    expect(res.body).toMatchObject(expected);
    expect(await stored(user.id)).toMatchObject(expected);
  });

  it("job title, skills, bio and roll number over GraphQL", async () => {
    const user = await app.buildUser();
    const token = await app.tokenFor(user);
    const roll = `ISTC-2020-ME-${randomBytes(3).toString("hex").toUpperCase()}`;
    const res = await app.gql(
      UPDATE,
      {
        i: {
          jobTitle: dirty("Machinist"),
          skills: [dirty("Lathe")],
          bio: dirty("About me"),
          rollNumber: dirty(roll),
        },
      },
      { token },
    );
    expect(res.errors).toBeUndefined();
    const expected = {
      jobTitle: "Machinist",
      skills: ["Lathe"],
      bio: "About me",
      rollNumber: roll,
    };
    expect(res.data.updateProfile).toEqual({ ...expected, company: null });
    expect(await stored(user.id)).toMatchObject({
      job_title: "Machinist",
      skills: ["Lathe"],
      bio: "About me",
      roll_number: roll,
    });
  });

  it("the roll number when completing the profile, over REST and GraphQL", async () => {
    const roll = () => `ISTC-2021-EE-${randomBytes(3).toString("hex").toUpperCase()}`;
    const a = await app.buildUser();
    const first = roll();
    const rest = await app.rest("PUT", "/api/profile/complete", {
      token: await app.tokenFor(a),
      body: { roll_number: dirty(first), trade: dirty("Electrical"), current_location: "Delhi" },
    });
    expect(rest).toMatchObject({ status: 200, body: { roll_number: first, trade: "Electrical" } });
    expect((await stored(a.id)).roll_number).toBe(first);

    const b = await app.buildUser();
    const second = roll();
    const gql = await app.gql(
      `mutation($i: CompleteProfileInput!) { completeProfile(input: $i) { rollNumber } }`,
      { i: { rollNumber: dirty(second), trade: "Electrical", currentLocation: "Delhi" } },
      { token: await app.tokenFor(b) },
    );
    expect(gql.data?.completeProfile).toEqual({ rollNumber: second });
    expect((await stored(b.id)).roll_number).toBe(second);

    const blank = await app.rest("PUT", "/api/profile/complete", {
      token: await app.tokenFor(await app.buildUser()),
      body: { roll_number: "\u0000\u202E", trade: "Electrical", current_location: "Delhi" },
    });
    expect(blank).toMatchObject({ status: 400, body: { detail: "Roll number is required" } });
  });

  it("an access token's name", async () => {
    const user = await app.buildUser({ isVerified: true });
    const token = await app.tokenFor(user);
    const CREATE = `mutation($i: CreateAccessTokenInput!) {
      createAccessToken(input: $i) { accessToken { id name } } }`;
    const res = await app.gql(
      CREATE,
      { i: { name: dirty("batch report"), scope: "READ" } },
      {
        token,
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.createAccessToken.accessToken.name).toBe("batch report");
    const [row] = await app.db.query(`SELECT name FROM sessions WHERE id = $1`, [
      res.data.createAccessToken.accessToken.id,
    ]);
    expect(row.name).toBe("batch report");
    const empty = await app.gql(CREATE, { i: { name: "\u0000\u2066", scope: "READ" } }, { token });
    expect(empty.errors?.[0]).toMatchObject({
      message: "Token name is required",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("an admin-created member's name and roll number, over REST", async () => {
    const roll = `ISTC-2017-CE-${randomBytes(3).toString("hex").toUpperCase()}`;
    const res = await app.rest("POST", "/api/admin/users/create", {
      token: admin,
      body: {
        email: `made.${randomBytes(4).toString("hex")}@test.istc-connect.in`,
        full_name: dirty("Made By Admin"),
        roll_number: dirty(roll),
        trade: dirty("Civil"),
      },
    });
    expect(res).toMatchObject({
      status: 201,
      body: { full_name: "Made By Admin", roll_number: roll, trade: "Civil" },
    });
  });

  it("still serves after all of it", async () => {
    expect((await app.rest("GET", "/healthz")).status).toBe(200);
    const me = await app.gql(`{ me { id } }`, {}, { token: member });
    expect(me.errors).toBeUndefined();
  });
});
