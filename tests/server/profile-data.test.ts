import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, uniqueEmail, type TestApp } from "../support/test-app.js";

// The data later features build on: batch years, e-mail uniqueness, roll numbers, verification.

let app: TestApp;
const id = randomBytes(3).toString("hex");
// An admin address as an operator might paste it: spaces, capitals, and "ë" as e + combining diaeresis.
const adminTyped = ` Zoe\u0308.${id}@Example.ORG `;
const adminStored = `zoë.${id}@example.org`;
beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAILS: `someone@else.org,${adminTyped}` });
});
afterAll(() => app.close());

const roll = (prefix = "ISTC-2019-ME") =>
  `${prefix}-${randomBytes(3).toString("hex").toUpperCase()}`;

async function complete(token: string, body: Record<string, unknown>) {
  return app.rest("PUT", "/api/profile/complete", {
    token,
    body: { trade: "Mechanical", current_location: "Mohali, Punjab", ...body },
  });
}

async function signIn(email: string, name = "Data Person") {
  await app.rest("POST", "/api/auth/send-otp", { body: { email, full_name: name } });
  const code = await app.mailbox.waitForCode(email.trim().normalize("NFC").toLowerCase());
  const res = await app.rest("POST", "/api/auth/verify-otp", { body: { email, otp: code } });
  expect(res.status).toBe(200);
  return res.body as { token: string; user: { id: string; is_admin: boolean } };
}

describe("batch_year is written with the roll number", () => {
  it("takes the year the roll number starts with, after an optional prefix of letters", async () => {
    const member = await app.buildUser();
    const token = await app.tokenFor(member);
    expect((await complete(token, { roll_number: roll("ISTC-2019-EC") })).body.batch_year).toBe(
      2019,
    );
    expect((await complete(token, { roll_number: `2021me${id}` })).body.batch_year).toBe(2021);
    // No year in the roll number: the batch year stays what it was.
    expect((await complete(token, { roll_number: `ME-${id}` })).body.batch_year).toBe(2021);
    // An implausible year is no batch year.
    const other = await app.tokenFor(await app.buildUser());
    expect((await complete(other, { roll_number: `1234-${id}` })).body.batch_year).toBeNull();
  });

  it("is editable: a batch year given with the roll number wins", async () => {
    const token = await app.tokenFor(await app.buildUser());
    const res = await complete(token, { roll_number: roll("ISTC-2019-CS"), batch_year: 2018 });
    expect(res.status).toBe(200);
    expect(res.body.batch_year).toBe(2018);
    const gql = await app.gql(
      `mutation($i: CompleteProfileInput!) { completeProfile(input: $i) { batchYear } }`,
      {
        i: {
          rollNumber: roll("ISTC-2020-CS"),
          trade: "CS",
          currentLocation: "Delhi",
          batchYear: 2017,
        },
      },
      { token },
    );
    expect(gql.data.completeProfile.batchYear).toBe(2017);
  });

  it("refuses an implausible or mistyped batch year and stores nothing", async () => {
    const member = await app.buildUser();
    const token = await app.tokenFor(member);
    for (const batch_year of [1800, 3000]) {
      const res = await complete(token, { roll_number: roll(), batch_year });
      expect(res).toMatchObject({
        status: 400,
        body: { detail: `Batch year must be a year from 1960 to next year` },
      });
    }
    for (const batch_year of ["2019", 2019.5, { year: 2019 }]) {
      expect((await complete(token, { roll_number: roll(), batch_year })).status).toBe(400);
    }
    const [row] = await app.db.query(`SELECT roll_number, batch_year FROM users WHERE id = $1`, [
      member.id,
    ]);
    expect(row).toEqual({ roll_number: null, batch_year: null });
  });
});

describe("e-mail uniqueness holds in the database", () => {
  it("refuses a stored address that is not in its normalised form", async () => {
    const email = uniqueEmail("raw");
    await expect(
      app.db.query(`INSERT INTO users (email, full_name) VALUES ($1, 'Raw')`, [
        email.toUpperCase(),
      ]),
    ).rejects.toThrow(/users_email_normalized_check/);
    await expect(
      app.db.query(`INSERT INTO users (email, full_name) VALUES ($1, 'Raw')`, [` ${email}`]),
    ).rejects.toThrow(/users_email_normalized_check/);
    await app.db.query(`INSERT INTO users (email, full_name) VALUES ($1, 'Raw')`, [email]);
    await expect(
      app.db.query(`INSERT INTO users (email, full_name) VALUES ($1, 'Raw')`, [email]),
    ).rejects.toThrow(/users_email_key/);
  });

  it("one normalisation everywhere: ADMIN_EMAILS, codes and accounts agree on one address", async () => {
    // Signed in with the composed form; ADMIN_EMAILS listed the decomposed, capitalised one.
    const first = await signIn(adminStored.toUpperCase(), "Zoë Admin");
    expect(first.user.is_admin).toBe(true);
    const stats = await app.gql(`{ adminStats { totalUsers } }`, {}, { token: first.token });
    expect(stats.errors).toBeUndefined();
    // The decomposed spelling reaches the same account.
    await app.db.query(
      `UPDATE email_codes SET created_at = created_at - interval '61 seconds' WHERE email = $1`,
      [adminStored],
    );
    const decomposed = adminTyped.trim();
    await app.rest("POST", "/api/auth/send-otp", { body: { email: decomposed, full_name: "X" } });
    const code = await app.mailbox.waitForCode(adminStored, 2);
    const again = await app.rest("POST", "/api/auth/verify-otp", {
      body: { email: decomposed, otp: code },
    });
    expect(again.body).toMatchObject({ is_new_user: false, user: { id: first.user.id } });
    const rows = await app.db.query(`SELECT email FROM users WHERE email LIKE $1`, [`%.${id}@%`]);
    expect(rows).toEqual([{ email: adminStored }]);
  });
});

describe("roll numbers", () => {
  /** A member holding a roll number, as an admin-created or abandoned account would. */
  async function holder(overrides: { verified?: boolean; signedIn?: boolean; ageDays: number }) {
    const number = roll();
    const user = await app.buildUser({
      rollNumber: number,
      profileCompleted: true,
      isVerified: overrides.verified ?? false,
    });
    await app.db.query(
      `UPDATE users SET created_at = now() - make_interval(days => $2),
         last_sign_in_at = CASE WHEN $3 THEN now() - interval '8 days' END WHERE id = $1`,
      [user.id, overrides.ageDays, overrides.signedIn ?? false],
    );
    return { user, number };
  }

  it("are released after 7 days by an unverified account that never finished signing in", async () => {
    const { user, number } = await holder({ ageDays: 8 });
    const claimant = await app.tokenFor(await app.buildUser());
    const res = await complete(claimant, { roll_number: number.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body.roll_number).toBe(number);
    const [old] = await app.db.query(
      `SELECT roll_number, profile_completed FROM users WHERE id = $1`,
      [user.id],
    );
    expect(old).toEqual({ roll_number: null, profile_completed: false });
  });

  it.each([
    ["a verified member", { verified: true, ageDays: 30 }],
    ["an account that signed in", { signedIn: true, ageDays: 30 }],
    ["an account younger than 7 days", { ageDays: 6 }],
  ])("stay with %s", async (_who, facts) => {
    const { user, number } = await holder(facts);
    const claimant = await app.tokenFor(await app.buildUser());
    const res = await complete(claimant, { roll_number: number });
    expect(res.status).toBe(409);
    const [row] = await app.db.query(`SELECT roll_number FROM users WHERE id = $1`, [user.id]);
    expect(row.roll_number).toBe(number);
  });

  it("a verified member who changes the roll number is pending again, with the reason", async () => {
    const first = roll("ISTC-2018-CE");
    const member = await app.buildUser({
      rollNumber: first,
      batchYear: 2018,
      trade: "Civil",
      currentLocation: "Delhi",
      profileCompleted: true,
      isVerified: true,
    });
    const token = await app.tokenFor(member);

    // Trade and location (and the same roll number, typed differently) keep the verification.
    const moved = await complete(token, {
      roll_number: ` ${first.toLowerCase()} `,
      trade: "Civil Engineering",
      current_location: "Pune",
    });
    expect(moved.body).toMatchObject({
      is_verified: true,
      pending_reason: null,
      trade: "Civil Engineering",
    });

    const second = roll("ISTC-2019-CE");
    const changed = await complete(token, { roll_number: second });
    const reason = `Your roll number changed from ${first} to ${second}, so an admin will verify your profile again.`;
    expect(changed.body).toMatchObject({
      roll_number: second,
      batch_year: 2019,
      is_verified: false,
      pending_reason: reason,
    });
    const me = await app.gql(`{ me { isVerified pendingReason } }`, {}, { token });
    expect(me.data.me).toEqual({ isVerified: false, pendingReason: reason });
  });
});
