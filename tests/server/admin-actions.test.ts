import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import { provideTestDatabase } from "../support/test-database.js";
import { startTestApp, uniqueEmail, type TestApp } from "../support/test-app.js";

// What admin actions do: verification (single and bulk, with the audit log in the same
// transaction), creating users, the admin role's rules, and the member list's filters and pages.
// Runs on a database of its own: it counts admins and installs a failing trigger.
let app: TestApp;
let admin: { id: string; token: string };
beforeAll(async () => {
  const db = await provideTestDatabase("_admin_actions");
  const ds = createDataSource({ url: db.url, poolSize: 2 });
  await ds.initialize();
  await migrate(ds);
  await ds.destroy();
  app = await startTestApp({ DATABASE_URL: db.url });
  const user = await app.buildUser({ fullName: "Ada Admin", isAdminFlag: true, isVerified: true });
  admin = { id: user.id, token: await app.tokenFor(user) };
});
afterAll(() => app.close());

const VERIFY = `mutation($i: SetVerificationInput!) { setVerification(input: $i) { id isVerified pendingReason } }`;
const SET_ADMIN = `mutation($id: ID!, $on: Boolean!) { setAdmin(userId: $id, isAdmin: $on) { id isAdmin } }`;
const CREATE = `mutation($i: CreateUserInput!) { createUser(input: $i) { id email fullName rollNumber batchYear profileCompleted isVerified } }`;
const auditFor = (id: string) =>
  app.db.query(
    `SELECT actor_id, actor_name, action, target_name, before, after FROM admin_audit_log WHERE target_id = $1 ORDER BY created_at`,
    [id],
  );

describe("verification", () => {
  it("verifies a pending member, clears the pending reason and logs who did it", async () => {
    const member = await app.buildUser({
      fullName: "Pending Pat",
      profileCompleted: true,
      pendingReason: "Your roll number changed",
    });
    const res = await app.gql(VERIFY, { i: { userIds: [member.id], isVerified: true } }, admin);
    expect(res.data.setVerification).toEqual([
      { id: member.id, isVerified: true, pendingReason: null },
    ]);
    const [row] = await app.db.query(
      `SELECT is_verified, pending_reason FROM users WHERE id = $1`,
      [member.id],
    );
    expect(row).toEqual({ is_verified: true, pending_reason: null });
    expect(await auditFor(member.id)).toEqual([
      {
        actor_id: admin.id,
        actor_name: "Ada Admin",
        action: "VERIFY",
        target_name: "Pending Pat",
        before: { isVerified: false, pendingReason: "Your roll number changed" },
        after: { isVerified: true, pendingReason: null },
      },
    ]);
    // The toggle back, and a repeat that changes nothing (and logs nothing).
    await app.gql(VERIFY, { i: { userIds: [member.id], isVerified: false } }, admin);
    await app.gql(VERIFY, { i: { userIds: [member.id], isVerified: false } }, admin);
    expect((await auditFor(member.id)).map((a: { action: string }) => a.action)).toEqual([
      "VERIFY",
      "UNVERIFY",
    ]);
  });

  it("applies on the member's very next request, without signing in again", async () => {
    const member = await app.buildUser({ profileCompleted: true });
    const token = await app.tokenFor(member);
    const ME = `{ me { isVerified } }`;
    expect((await app.gql(ME, {}, { token })).data.me.isVerified).toBe(false);
    await app.gql(VERIFY, { i: { userIds: [member.id], isVerified: true } }, admin);
    expect((await app.gql(ME, {}, { token })).data.me.isVerified).toBe(true);
    expect((await app.rest("GET", "/api/auth/me", { token })).body.is_verified).toBe(true);
  });

  it("verifies several members at once, all or nothing", async () => {
    const a = await app.buildUser();
    const b = await app.buildUser();
    const res = await app.gql(
      VERIFY,
      { i: { userIds: [a.id, b.id, a.id], isVerified: true } },
      admin,
    );
    expect(res.data.setVerification.map((u: { isVerified: boolean }) => u.isVerified)).toEqual([
      true,
      true,
    ]);
    const c = await app.buildUser();
    const gone = await app.gql(
      VERIFY,
      { i: { userIds: [c.id, "00000000-0000-4000-8000-000000000000"], isVerified: true } },
      admin,
    );
    expect(gone.errors?.[0]).toMatchObject({
      message: "Some of the selected members no longer exist",
      extensions: { code: "NOT_FOUND" },
    });
    const [row] = await app.db.query(`SELECT is_verified FROM users WHERE id = $1`, [c.id]);
    expect(row.is_verified).toBe(false);
    const tooMany = await app.gql(
      VERIFY,
      { i: { userIds: Array.from({ length: 101 }, () => c.id), isVerified: true } },
      admin,
    );
    expect(tooMany.errors?.[0]?.message).toBe("Select at most 100 members at once");
  });

  it("rolls the audit rows back with the change when the transaction fails", async () => {
    // Rows are changed in id order: the trigger fails on the second, after the first member and
    // its audit row were written.
    const [first, second] = [(await app.buildUser()).id, (await app.buildUser()).id].sort();
    await app.db.query(`CREATE OR REPLACE FUNCTION fail_for_test() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END $$ LANGUAGE plpgsql`);
    await app.db.query(`CREATE TRIGGER fail_for_test BEFORE UPDATE ON users FOR EACH ROW
      WHEN (NEW.id = '${second}') EXECUTE FUNCTION fail_for_test()`);
    try {
      const res = await app.gql(
        VERIFY,
        { i: { userIds: [second, first], isVerified: true } },
        admin,
      );
      expect(res.errors?.[0]?.extensions?.code).toBe("INTERNAL_SERVER_ERROR");
    } finally {
      await app.db.query(`DROP TRIGGER fail_for_test ON users`);
    }
    const rows = await app.db.query(`SELECT is_verified FROM users WHERE id = ANY($1)`, [
      [first, second],
    ]);
    expect(rows.map((r: { is_verified: boolean }) => r.is_verified)).toEqual([false, false]);
    expect(await auditFor(first)).toEqual([]);
    // Without the failure the same call succeeds and logs both.
    await app.gql(VERIFY, { i: { userIds: [second, first], isVerified: true } }, admin);
    expect(await auditFor(first)).toHaveLength(1);
  });
});

describe("creating users", () => {
  it("creates a member with a complete profile from roll number, trade and location", async () => {
    const email = uniqueEmail("new");
    const res = await app.gql(
      CREATE,
      {
        i: {
          email: email.toUpperCase(),
          fullName: " New Member ",
          rollNumber: "istc-2018-el-9",
          trade: "Electronics",
          currentLocation: "Pune",
          course: "",
          isVerified: true,
        },
      },
      admin,
    );
    expect(res.data.createUser).toMatchObject({
      email,
      fullName: "New Member",
      rollNumber: "ISTC-2018-EL-9",
      batchYear: 2018,
      profileCompleted: true,
      isVerified: true,
    });
    const [audit] = await auditFor(res.data.createUser.id);
    expect(audit).toMatchObject({ action: "CREATE_USER", actor_id: admin.id, before: null });
    const partial = await app.gql(CREATE, { i: { email: uniqueEmail(), fullName: "Part" } }, admin);
    expect(partial.data.createUser).toMatchObject({ profileCompleted: false, isVerified: false });
  });

  it("refuses a duplicate e-mail with 409 and a clear detail, writing nothing", async () => {
    const existing = await app.buildUser();
    const before = await app.db.query(`SELECT count(*)::int AS n FROM admin_audit_log`);
    const res = await app.rest("POST", "/api/admin/users/create", {
      token: admin.token,
      body: { email: existing.email.toUpperCase(), full_name: "Copy" },
    });
    expect(res).toMatchObject({
      status: 409,
      body: { detail: "A user with this email already exists" },
    });
    expect(await app.db.query(`SELECT count(*)::int AS n FROM admin_audit_log`)).toEqual(before);
  });

  it("validates like the profile", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: "nope", full_name: "X" }, "Please enter a valid email address"],
      [{ email: uniqueEmail(), full_name: "  " }, "Full name is required"],
      [
        { email: uniqueEmail(), full_name: "X", trade: "t".repeat(101) },
        "Trade must be at most 100 characters",
      ],
      [
        { email: uniqueEmail(), full_name: "X", phone_number: "call me" },
        "Phone number may contain digits, spaces, brackets and dashes, and start with +",
      ],
      [
        { email: uniqueEmail(), full_name: "X", is_verified: "yes" },
        "is_verified must be true or false",
      ],
    ];
    for (const [body, detail] of cases) {
      const res = await app.rest("POST", "/api/admin/users/create", { token: admin.token, body });
      expect({ status: res.status, detail: res.body.detail }).toEqual({ status: 400, detail });
    }
  });
});

describe("the admin role", () => {
  it("promotes and demotes, and refuses self-demotion", async () => {
    const self = await app.gql(SET_ADMIN, { id: admin.id, on: false }, admin);
    expect(self.errors?.[0]).toMatchObject({
      message: "You cannot remove your own admin role",
      extensions: { code: "FORBIDDEN" },
    });
    const other = await app.buildUser({ fullName: "Bo Second" });
    const promoted = await app.gql(SET_ADMIN, { id: other.id, on: true }, admin);
    expect(promoted.data.setAdmin.isAdmin).toBe(true);
    const demoted = await app.gql(SET_ADMIN, { id: other.id, on: false }, admin);
    expect(demoted.data.setAdmin.isAdmin).toBe(false);
    expect((await auditFor(other.id)).map((a: { action: string }) => a.action)).toEqual([
      "PROMOTE",
      "DEMOTE",
    ]);
  });

  it("keeps the last admin when two admins demote each other at once", async () => {
    // Make Bo the second admin; then Ada and Bo each demote the other, concurrently.
    await app.db.query(`UPDATE users SET is_admin = false WHERE is_admin AND id <> $1`, [admin.id]);
    const bo = await app.buildUser({ fullName: "Bo Racer", isAdminFlag: true });
    const boToken = { token: await app.tokenFor(bo) };
    const results = await Promise.all([
      app.gql(SET_ADMIN, { id: bo.id, on: false }, admin),
      app.gql(SET_ADMIN, { id: admin.id, on: false }, boToken),
    ]);
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM users WHERE is_admin`);
    expect(n).toBe(1);
    const refused = results.filter((r) => r.errors);
    expect(refused).toHaveLength(1);
    // Bo either lost the role before his request was checked, or the last-admin rule stopped him.
    expect(["The last admin cannot be demoted", "You don't have permission to do that"]).toContain(
      refused[0].errors![0].message,
    );
    // Whoever remains is the last admin: nobody else may demote them (here, a script's system admin).
    const [{ id: last }] = await app.db.query(`SELECT id FROM users WHERE is_admin`);
    const system = { userId: null, name: "System (ADMIN_API_KEY)" };
    await expect(app.services.admin.setAdmin(system, last, false)).rejects.toMatchObject({
      message: "The last admin cannot be demoted",
      code: "CONFLICT",
    });
    if (last !== admin.id)
      await app.db.query(`UPDATE users SET is_admin = true WHERE id = $1`, [admin.id]);
  });

  it("refuses demoting an admin by ADMIN_EMAILS through the flag", async () => {
    const configured = uniqueEmail("configured");
    const other = await startTestApp(
      { DATABASE_URL: app.config.databaseUrl!, ADMIN_EMAILS: configured },
      { mailbox: app.mailbox },
    );
    try {
      const user = await other.buildUser({ email: configured });
      const res = await other.gql(SET_ADMIN, { id: user.id, on: false }, admin);
      expect(res.errors?.[0]?.extensions?.code).toBe("CONFLICT");
      expect(res.errors?.[0]?.message).toMatch(/ADMIN_EMAILS/);
    } finally {
      await other.close();
    }
  });
});

describe("the member list", () => {
  it("filters, searches by name, e-mail or roll number, and pages newest first", async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(
        await app.buildUser({
          fullName: `${tag} Member ${i}`,
          isVerified: i % 2 === 0,
          profileCompleted: i < 3,
          rollNumber: `${tag.toUpperCase()}-${i}`,
        }),
      );
    }
    const LIST = `query($f: AdminUsersFilter, $first: Int, $after: String) {
      adminUsers(filter: $f, first: $first, after: $after) { totalCount endCursor nodes { fullName email } } }`;
    const names = async (f: object, first = 20, after?: string) =>
      (await app.gql(LIST, { f, first, after }, admin)).data.adminUsers;
    const page1 = await names({ search: tag }, 2);
    expect(page1.totalCount).toBe(5);
    expect(page1.nodes.map((n: { fullName: string }) => n.fullName)).toEqual([
      `${tag} Member 4`,
      `${tag} Member 3`,
    ]);
    const page2 = await names({ search: tag }, 2, page1.endCursor);
    const page3 = await names({ search: tag }, 2, page2.endCursor);
    expect(page3.nodes.map((n: { fullName: string }) => n.fullName)).toEqual([`${tag} Member 0`]);
    expect(page3.endCursor).toBeNull();
    expect((await names({ search: tag, status: "PENDING" })).totalCount).toBe(2);
    expect(
      (await names({ search: tag, status: "VERIFIED", profileCompleted: true })).totalCount,
    ).toBe(2);
    expect((await names({ search: `${tag.toUpperCase()}-3` })).totalCount).toBe(1);
    expect((await names({ search: made[1].email.toUpperCase() })).totalCount).toBe(1);
    expect((await names({ search: "100%_" })).totalCount).toBe(0);
    const stale = await app.gql(LIST, { after: "00000000-0000-4000-8000-000000000000" }, admin);
    expect(stale.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("shows admins the audit log, newest first", async () => {
    const member = await app.buildUser();
    await app.gql(VERIFY, { i: { userIds: [member.id], isVerified: true } }, admin);
    const res = await app.gql(
      `{ adminAuditLog(first: 1) { endCursor nodes { action actorName targetId after } } }`,
      {},
      admin,
    );
    expect(res.data.adminAuditLog.nodes).toEqual([
      {
        action: "VERIFY",
        actorName: "Ada Admin",
        targetId: member.id,
        after: { isVerified: true, pendingReason: null },
      },
    ]);
    expect(res.data.adminAuditLog.endCursor).not.toBeNull();
  });
});
