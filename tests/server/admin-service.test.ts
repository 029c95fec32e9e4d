import { randomUUID } from "node:crypto";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import { AuditEntry } from "../../server/src/modules/admin/audit-entry.entity.js";
import { AdminService } from "../../server/src/modules/admin/admin.service.js";
import { User } from "../../server/src/modules/users/user.entity.js";
import { INVALID_CURSOR } from "../../server/src/paging/cursor.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

// AdminService on the real PostgreSQL, without HTTP (immich's "medium" tests): the service built
// with a DataSource on a database of its own, each test starting from empty tables, asserting what
// the service answers and what it stored. The HTTP tests (admin-actions, admin-access) cover who
// may call it and the REST and GraphQL shapes.

const ENV_ADMIN = "env-admin@test.istc-connect.in";
let database: TestDatabase;
let db: DataSource;
let sut: AdminService;

const system = { userId: null, name: "System (ADMIN_API_KEY)" };
let n = 0;
const build = (overrides: Partial<User> = {}) => {
  const repo = db.getRepository(User);
  n += 1;
  return repo.save(
    repo.create({
      email: `member${n}@test.istc-connect.in`,
      fullName: `Member ${n}`,
      skills: [],
      ...overrides,
    }),
  );
};
/** `count` members created one after another (distinct creation times, newest last). */
const buildMany = async (count: number, overrides: Partial<User> = {}) => {
  const made: User[] = [];
  for (let i = 0; i < count; i++) {
    made.push(await build({ ...overrides, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) }));
  }
  return made;
};
const auditRows = () => db.getRepository(AuditEntry).find({ order: { createdAt: "ASC" } });

beforeAll(async () => {
  database = await provideTestDatabase("_admin_service", 4);
  db = createDataSource({ url: database.url, poolSize: 3 });
  await db.initialize();
  await migrate(db);
  sut = new AdminService(db, [ENV_ADMIN]);
});
afterAll(async () => {
  await db?.destroy();
  await database?.stop();
});
beforeEach(async () => {
  await db.query(`TRUNCATE admin_audit_log, opportunities, users CASCADE`);
});

describe("AdminService.listUsers", () => {
  it("pages newest first with exact hasNextPage, and endCursor null on the last page", async () => {
    const made = await buildMany(5);
    const newestFirst = made.map((u) => u.id).reverse();
    const p1 = await sut.listUsers({ status: "ALL" }, { first: 2 });
    expect(p1).toMatchObject({ totalCount: 5, hasNextPage: true, endCursor: newestFirst[1] });
    const p2 = await sut.listUsers({ status: "ALL" }, { first: 2, after: p1.endCursor });
    const p3 = await sut.listUsers({ status: "ALL" }, { first: 2, after: p2.endCursor });
    expect([p1, p2, p3].flatMap((p) => p.nodes.map((u) => u.id))).toEqual(newestFirst);
    expect(p3).toMatchObject({ hasNextPage: false, endCursor: null, totalCount: 5 });
    // Exactly a page's worth left: no further page is promised.
    const exact = await sut.listUsers({ status: "ALL" }, { first: 5 });
    expect(exact).toMatchObject({ hasNextPage: false, endCursor: null });
    expect(exact.nodes).toHaveLength(5);
    const short = await sut.listUsers({ status: "ALL" }, { first: 4 });
    expect(short).toMatchObject({ hasNextPage: true, endCursor: newestFirst[3] });
  });

  it("uses 20 when first is omitted and refuses sizes outside 1 to 100", async () => {
    await buildMany(21);
    expect((await sut.listUsers({ status: "ALL" })).nodes).toHaveLength(20);
    for (const first of [0, 101, 1.5]) {
      await expect(sut.listUsers({ status: "ALL" }, { first })).rejects.toMatchObject({
        code: "BAD_USER_INPUT",
        message: "A page holds 1 to 100 entries",
        field: "first",
      });
    }
  });

  it("refuses a forged cursor, and asks to reload when the cursor's member is gone", async () => {
    const [gone] = await buildMany(2);
    await expect(sut.listUsers({ status: "ALL" }, { after: "not-an-id" })).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
      message: INVALID_CURSOR,
      field: "after",
    });
    await db.getRepository(User).delete({ id: gone.id });
    await expect(sut.listUsers({ status: "ALL" }, { after: gone.id })).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
      message: "This list has changed since it was loaded. Please reload it.",
    });
  });

  it("filters by status, completed profile and a literal search", async () => {
    await build({ fullName: "Asha 100% Kaur", isVerified: true, profileCompleted: true });
    await build({ fullName: "Asha Pending", rollNumber: "ISTC-2019-ME-001" });
    await build({ fullName: "Ravi_Singh", isVerified: true });
    const names = async (query: Parameters<AdminService["listUsers"]>[0]) =>
      (await sut.listUsers(query)).nodes.map((u) => u.fullName).sort();
    expect(await names({ status: "PENDING" })).toEqual(["Asha Pending"]);
    expect(await names({ status: "VERIFIED", profileCompleted: false })).toEqual(["Ravi_Singh"]);
    expect(await names({ status: "ALL", search: "  asha " })).toEqual([
      "Asha 100% Kaur",
      "Asha Pending",
    ]);
    expect(await names({ status: "ALL", search: "%" })).toEqual(["Asha 100% Kaur"]);
    expect(await names({ status: "ALL", search: "i_s" })).toEqual(["Ravi_Singh"]);
    expect(await names({ status: "ALL", search: "2019-me" })).toEqual(["Asha Pending"]);
  });
});

describe("AdminService.setVerification", () => {
  it("verifies together, clears the pending reason and audits each change once", async () => {
    const [a, b] = await buildMany(2, { pendingReason: "Your roll number changed" });
    const done = await sut.setVerification(system, [b.id, a.id, b.id], true);
    expect(done.map((u) => [u.id, u.isVerified, u.pendingReason])).toEqual([
      [b.id, true, null],
      [a.id, true, null],
    ]);
    await sut.setVerification(system, [a.id], true); // already verified: nothing to log
    const rows = await auditRows();
    expect(rows.map((r) => [r.action, r.targetId, r.actorId, r.actorName])).toEqual(
      expect.arrayContaining([
        ["VERIFY", a.id, null, "System (ADMIN_API_KEY)"],
        ["VERIFY", b.id, null, "System (ADMIN_API_KEY)"],
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(rows[0].before).toEqual({
      isVerified: false,
      pendingReason: "Your roll number changed",
    });
  });

  it("changes nothing when one id is unknown", async () => {
    const [a] = await buildMany(1);
    await expect(sut.setVerification(system, [a.id, randomUUID()], true)).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Some of the selected members no longer exist",
    });
    expect((await db.getRepository(User).findOneByOrFail({ id: a.id })).isVerified).toBe(false);
    expect(await auditRows()).toEqual([]);
  });
});

describe("AdminService.createUser", () => {
  it("stores a complete profile with its batch year and audits it; a taken e-mail is CONFLICT", async () => {
    const user = await sut.createUser(system, {
      email: "  New.Member@Test.ISTC-Connect.in ",
      fullName: " New Member ",
      rollNumber: "istc-2021-mt-007",
      trade: "Mechatronics",
      currentLocation: "Mohali",
      phoneNumber: "  ",
      isVerified: true,
    });
    expect(user).toMatchObject({
      email: "new.member@test.istc-connect.in",
      fullName: "New Member",
      rollNumber: "ISTC-2021-MT-007",
      batchYear: 2021,
      phoneNumber: null,
      profileCompleted: true,
      isVerified: true,
    });
    expect((await auditRows()).map((r) => r.action)).toEqual(["CREATE_USER"]);
    await expect(
      sut.createUser(system, {
        email: "new.member@test.istc-connect.in",
        fullName: "Again",
        isVerified: false,
      }),
    ).rejects.toMatchObject({ code: "CONFLICT", field: "email" });
    expect(await db.getRepository(User).countBy({ fullName: "Again" })).toBe(0);
  });
});

describe("AdminService.setAdmin", () => {
  it("promotes (dropping a Google link) and keeps the demotion rules", async () => {
    const admin = await build({ isAdminFlag: true, fullName: "Ada Admin" });
    const member = await build({ googleSub: "google-123" });
    const byAdmin = { userId: admin.id, name: admin.fullName };
    const promoted = await sut.setAdmin(byAdmin, member.id, true);
    expect(promoted).toMatchObject({ isAdminFlag: true, googleSub: null });

    await expect(sut.setAdmin(byAdmin, admin.id, false)).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "You cannot remove your own admin role",
    });
    const envAdmin = await build({ email: ENV_ADMIN });
    await expect(sut.setAdmin(byAdmin, envAdmin.id, false)).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await sut.setAdmin(byAdmin, member.id, false);
    // With the ADMIN_EMAILS admin gone, Ada is the last admin.
    await db.getRepository(User).delete({ id: envAdmin.id });
    await expect(sut.setAdmin(system, admin.id, false)).rejects.toMatchObject({
      code: "CONFLICT",
      message: "The last admin cannot be demoted",
    });
    expect((await auditRows()).map((r) => r.action)).toEqual(["PROMOTE", "DEMOTE"]);
  });
});

describe("AdminService.auditLog", () => {
  it("pages newest first with the same paging as every list", async () => {
    const members = await buildMany(3);
    for (const m of members) await sut.setVerification(system, [m.id], true);
    const p1 = await sut.auditLog({ first: 2 });
    expect(p1.hasNextPage).toBe(true);
    const p2 = await sut.auditLog({ first: 2, after: p1.endCursor });
    expect(p2).toMatchObject({ hasNextPage: false, endCursor: null });
    expect([...p1.nodes, ...p2.nodes].map((e) => e.targetId)).toEqual(
      members.map((m) => m.id).reverse(),
    );
  });
});
