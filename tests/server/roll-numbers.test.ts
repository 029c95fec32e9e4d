import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrations } from "../../server/src/db/migrations/index.js";
import { RollNumberKey1765100000000 } from "../../server/src/db/migrations/1765100000000-roll-number-key.js";
import { canonicalRollNumber } from "../../server/src/modules/users/roll-number.js";
import { startTestApp, uniqueEmail, type TestApp } from "../support/test-app.js";
import { provideTestDatabase } from "../support/test-database.js";

// A roll number is one number however it is written: ISTC2021MT001 and ISTC-2021-MT-001 are the
// same (letters and digits, upper-cased), for the 409, for the 7-day release, and in the database's
// unique index; the member's own spelling is what is stored and shown.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const TAKEN =
  "This roll number is already registered to another member. If it is yours, contact an admin.";

/** A fresh number as ISTC-<year>-MT-<suffix>, and its parts to write it other ways. */
function number(year = 2021) {
  const suffix = randomBytes(3).toString("hex").toUpperCase();
  return { dashed: `ISTC-${year}-MT-${suffix}`, year, suffix };
}

async function complete(token: string, body: Record<string, unknown>) {
  return app.rest("PUT", "/api/profile/complete", {
    token,
    body: { trade: "Mechanical", current_location: "Mohali, Punjab", ...body },
  });
}

async function holding(roll: string, overrides: Record<string, unknown> = {}) {
  return app.buildUser({ rollNumber: roll, profileCompleted: true, ...overrides });
}

describe("one roll number however it is written", () => {
  it("refuses another member the same letters and digits with 409, on every path", async () => {
    const { dashed, year, suffix } = number();
    const holder = await holding(dashed, { isVerified: true });
    const variants = [
      `ISTC${year}MT${suffix}`,
      `istc-${year}-mt-${suffix.toLowerCase()}`,
      `ISTC / ${year} / MT ${suffix}`,
      `ISTC.${year}_MT–${suffix}`,
    ];
    const claimant = await app.buildUser();
    const token = await app.tokenFor(claimant);
    for (const variant of variants) {
      const rest = await complete(token, { roll_number: variant });
      expect({ variant, ...rest }).toMatchObject({ variant, status: 409, body: { detail: TAKEN } });
      const update = await app.rest("PUT", "/api/profile/update", {
        token,
        body: { roll_number: variant },
      });
      expect({ variant, ...update }).toMatchObject({ variant, status: 409 });
      const gql = await app.gql(
        `mutation($i: CompleteProfileInput!) { completeProfile(input: $i) { id } }`,
        { i: { rollNumber: variant, trade: "Fitter", currentLocation: "Delhi" } },
        { token },
      );
      expect(gql.errors?.[0]).toMatchObject({
        message: TAKEN,
        extensions: { code: "CONFLICT", field: "rollNumber" },
      });
    }
    const admin = await app.tokenFor(await app.buildUser({ isAdminFlag: true }));
    const created = await app.rest("POST", "/api/admin/users/create", {
      token: admin,
      body: {
        email: uniqueEmail("dup-roll"),
        full_name: "Second Holder",
        roll_number: variants[0],
      },
    });
    expect(created).toMatchObject({
      status: 409,
      body: { detail: "This roll number is already registered to another member." },
    });

    const rows = await app.db.query(
      `SELECT id, roll_number FROM users WHERE roll_number_key(roll_number) = $1`,
      [canonicalRollNumber(dashed)],
    );
    expect(rows).toEqual([{ id: holder.id, roll_number: dashed }]);
  });

  it("stores the number as the member wrote it (trimmed, upper-cased)", async () => {
    const { year, suffix } = number(2019);
    const token = await app.tokenFor(await app.buildUser());
    const typed = `  istc/${year}/mt/${suffix.toLowerCase()} `;
    const res = await complete(token, { roll_number: typed });
    expect(res).toMatchObject({
      status: 200,
      body: { roll_number: `ISTC/${year}/MT/${suffix}`, batch_year: year },
    });
  });

  it("lets the holder rewrite separators and case without losing verification", async () => {
    const { dashed, year, suffix } = number(2018);
    const member = await holding(dashed, {
      isVerified: true,
      batchYear: year,
      trade: "Civil",
      currentLocation: "Delhi",
    });
    const token = await app.tokenFor(member);
    const res = await complete(token, { roll_number: `istc${year}mt${suffix}` });
    expect(res).toMatchObject({
      status: 200,
      body: { roll_number: `ISTC${year}MT${suffix}`, is_verified: true, pending_reason: null },
    });
    const edited = await app.rest("PUT", "/api/profile/update", {
      token,
      body: { roll_number: `ISTC ${year} MT ${suffix}` },
    });
    expect(edited.body).toMatchObject({
      roll_number: `ISTC ${year} MT ${suffix}`,
      is_verified: true,
    });
  });

  it("releases a number held 7 days by an abandoned account, whichever way it is written", async () => {
    const { dashed, year, suffix } = number();
    const abandoned = await holding(dashed);
    await app.db.query(`UPDATE users SET created_at = now() - interval '8 days' WHERE id = $1`, [
      abandoned.id,
    ]);
    const token = await app.tokenFor(await app.buildUser());
    const res = await complete(token, { roll_number: `ISTC${year}MT${suffix}` });
    expect(res).toMatchObject({ status: 200, body: { roll_number: `ISTC${year}MT${suffix}` } });
    const [old] = await app.db.query(
      `SELECT roll_number, profile_completed FROM users WHERE id = $1`,
      [abandoned.id],
    );
    expect(old).toEqual({ roll_number: null, profile_completed: false });
  });

  it("keeps a number written another way with a recent account (409)", async () => {
    const { dashed, year, suffix } = number();
    const recent = await holding(dashed);
    const token = await app.tokenFor(await app.buildUser());
    expect((await complete(token, { roll_number: `ISTC${year}MT${suffix}` })).status).toBe(409);
    const [row] = await app.db.query(`SELECT roll_number FROM users WHERE id = $1`, [recent.id]);
    expect(row.roll_number).toBe(dashed);
  });

  it("refuses a roll number without letters or digits, naming the field", async () => {
    const token = await app.tokenFor(await app.buildUser());
    for (const roll of ["---", " / . ", "ड़"]) {
      const res = await complete(token, { roll_number: roll });
      expect({ roll, ...res }).toMatchObject({
        roll,
        status: 400,
        body: { detail: "Roll number must contain letters or digits" },
      });
    }
    const gql = await app.gql(
      `mutation { updateProfile(input: { rollNumber: "--" }) { id } }`,
      {},
      { token },
    );
    expect(gql.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "rollNumber",
    });
    expect((await complete(token, { roll_number: "  " })).body.detail).toBe(
      "Roll number is required",
    );
  });

  it("is held by the database itself, whatever writes the row", async () => {
    const { dashed, year, suffix } = number();
    await holding(dashed);
    const other = await app.buildUser();
    await expect(
      app.db.query(`UPDATE users SET roll_number = $2 WHERE id = $1`, [
        other.id,
        `istc${year}mt${suffix}`,
      ]),
    ).rejects.toMatchObject({ code: "23505", constraint: "users_roll_number_key" });
  });

  it("reads a roll number the same way in TypeScript and in SQL", async () => {
    const samples = [
      "ISTC-2021-MT-001",
      "istc2021mt001",
      " a\tb/c.d_e–f ",
      "Straße-7",
      "İSTC-ı-9",
      "ＩＳＴＣ１２",
      "---",
      "",
      "2019ME042",
    ];
    for (const sample of samples) {
      const [row] = await app.db.query(`SELECT roll_number_key($1) AS key`, [sample]);
      expect({ sample, key: row.key }).toEqual({ sample, key: canonicalRollNumber(sample) });
    }
    expect(canonicalRollNumber("ISTC / 2021 / mt-001")).toBe("ISTC2021MT001");
  });
});

describe("the migration to one number however written", () => {
  const mine = migrations.findIndex((m) => m === RollNumberKey1765100000000);
  let database: Awaited<ReturnType<typeof provideTestDatabase>>;
  let ds: ReturnType<typeof createDataSource>;
  beforeAll(async () => {
    database = await provideTestDatabase("_roll_numbers", 4);
    ds = createDataSource({ url: database.url, poolSize: 2 });
    await ds.initialize();
    const runner = ds.createQueryRunner();
    try {
      for (const M of migrations.slice(0, mine)) await new M().up(runner);
    } finally {
      await runner.release();
    }
  });
  afterAll(async () => {
    await ds?.destroy();
    await database?.stop();
  });

  /** A member as the old rules let them be: the same number written in several ways. */
  async function insert(name: string, roll: string | null, verified: boolean, daysAgo: number) {
    const [row] = await ds.query(
      `INSERT INTO users (email, full_name, roll_number, is_verified, profile_completed, trade,
         current_location, created_at)
       VALUES ($1, $2, $3, $4, true, 'Fitter', 'Delhi', now() - make_interval(days => $5))
       RETURNING id`,
      [uniqueEmail("legacy"), name, roll, verified, daysAgo],
    );
    return row.id as string;
  }

  it("keeps each number with its verified (else earliest) holder and logs the others", async () => {
    expect(mine).toBeGreaterThan(0);
    const earliest = await insert("Earliest Holder", "ISTC-2021-MT-001", false, 30);
    const later = await insert("Later Holder", "ISTC2021MT001", false, 20);
    const verifiedLate = await insert("Verified Holder", "istc 2022 mt 002", true, 5);
    const unverifiedEarly = await insert("Early Unverified", "ISTC-2022-MT-002", false, 40);
    const alone = await insert("Only Holder", "ISTC-2023-MT-003", true, 10);
    const none = await insert("No Number", null, false, 10);
    const punctuation = await insert("Only Dashes", "--", false, 10);
    const punctuation2 = await insert("Only Slashes", "//", false, 10);

    const runner = ds.createQueryRunner();
    try {
      await new RollNumberKey1765100000000().up(runner);
    } finally {
      await runner.release();
    }

    const rows: { id: string; roll_number: string | null; profile_completed: boolean }[] =
      await ds.query(`SELECT id, roll_number, profile_completed FROM users`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(earliest)).toMatchObject({
      roll_number: "ISTC-2021-MT-001",
      profile_completed: true,
    });
    expect(byId.get(later)).toMatchObject({ roll_number: null, profile_completed: false });
    expect(byId.get(verifiedLate)).toMatchObject({ roll_number: "istc 2022 mt 002" });
    expect(byId.get(unverifiedEarly)).toMatchObject({ roll_number: null });
    expect(byId.get(alone)).toMatchObject({ roll_number: "ISTC-2023-MT-003" });
    expect(byId.get(none)).toMatchObject({ roll_number: null, profile_completed: true });
    expect(byId.get(punctuation)).toMatchObject({ roll_number: "--" });
    expect(byId.get(punctuation2)).toMatchObject({ roll_number: "//" });

    const log = await ds.query(
      `SELECT target_id, actor_name, action, before, after FROM admin_audit_log ORDER BY target_name`,
    );
    expect(log).toEqual([
      {
        target_id: unverifiedEarly,
        actor_name: "System (migration)",
        action: "CLEAR_DUPLICATE_ROLL_NUMBER",
        before: { rollNumber: "ISTC-2022-MT-002", profileCompleted: true, pendingReason: null },
        after: { rollNumber: null, profileCompleted: false, rollNumberKeptBy: verifiedLate },
      },
      {
        target_id: later,
        actor_name: "System (migration)",
        action: "CLEAR_DUPLICATE_ROLL_NUMBER",
        before: { rollNumber: "ISTC2021MT001", profileCompleted: true, pendingReason: null },
        after: { rollNumber: null, profileCompleted: false, rollNumberKeptBy: earliest },
      },
    ]);
    const [reason] = await ds.query(`SELECT pending_reason FROM users WHERE id = $1`, [later]);
    expect(reason.pending_reason).toMatch(/^Your roll number ISTC2021MT001 is also registered/);

    await expect(
      ds.query(`UPDATE users SET roll_number = 'ISTC2023MT003' WHERE id = $1`, [none]),
    ).rejects.toMatchObject({ code: "23505" });

    // Down puts the cleared numbers back (the old index allowed them), up clears them again.
    const back = ds.createQueryRunner();
    try {
      await new RollNumberKey1765100000000().down(back);
      const [restored] = await ds.query(
        `SELECT roll_number, profile_completed FROM users WHERE id = $1`,
        [later],
      );
      expect(restored).toEqual({ roll_number: "ISTC2021MT001", profile_completed: true });
      expect(await ds.query(`SELECT 1 FROM admin_audit_log`)).toEqual([]);
      await new RollNumberKey1765100000000().up(back);
    } finally {
      await back.release();
    }
    expect(await ds.query(`SELECT count(*)::int AS n FROM admin_audit_log`)).toEqual([{ n: 2 }]);
  });
});
