import { createHash } from "node:crypto";
import type { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { User } from "../../server/src/modules/users/user.entity.js";
import { rolesOf } from "../../server/src/modules/users/user.policy.js";
import { startTestApp, uniqueEmail, type TestApp } from "../support/test-app.js";

let app: TestApp;
const adminByConfig = uniqueEmail("config-admin");
beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAILS: `someone@else.org, ${adminByConfig.toUpperCase()}` });
});
afterAll(() => app.close());

const ME = `{ me { id email fullName isAdmin isVerified phoneNumber } }`;
const STATS = `{ adminStats { totalUsers verifiedUsers unverifiedUsers completedProfiles } }`;

async function signIn(email: string, name = "Session Person") {
  await app.gql(`mutation($i: SendCodeInput!) { sendSignInCode(input: $i) { email } }`, {
    i: { email, fullName: name },
  });
  const code = await app.mailbox.waitForCode(email);
  const res = await app.gql(
    `mutation($i: VerifyCodeInput!) { verifySignInCode(input: $i) { token } }`,
    {
      i: { email, code },
    },
  );
  return res.data.verifySignInCode.token as string;
}

describe("sessions", () => {
  it("issues an opaque 256-bit token, stores only its SHA-256, and answers me with private fields", async () => {
    const email = uniqueEmail();
    const token = await signIn(email);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const stored = await app.db.query(
      `SELECT s.token_hash, s.expires_at FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
      [email],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    const days = (new Date(stored[0].expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const me = await app.rest("GET", "/api/auth/me", { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, full_name: "Session Person", is_admin: false });
  });

  it("answers 401 with no token, a made-up token or an expired session", async () => {
    expect(await app.rest("GET", "/api/auth/me")).toMatchObject({
      status: 401,
      body: { detail: "Please sign in to continue" },
    });
    expect((await app.rest("GET", "/api/auth/me", { token: "x".repeat(43) })).status).toBe(401);
    const gql = await app.gql(ME, {}, { token: "nonsense" });
    expect(gql.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");

    const user = await app.buildUser();
    const token = await app.tokenFor(user);
    expect((await app.rest("GET", "/api/auth/me", { token })).status).toBe(200);
    await app.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    expect((await app.rest("GET", "/api/auth/me", { token })).status).toBe(401);
  });

  it("logout revokes that session only", async () => {
    const user = await app.buildUser();
    const phone = await app.tokenFor(user);
    const laptop = await app.tokenFor(user);
    const out = await app.gql(`mutation { logout }`, {}, { token: laptop });
    expect(out.data).toEqual({ logout: true });
    expect((await app.rest("GET", "/api/auth/me", { token: laptop })).status).toBe(401);
    expect((await app.rest("GET", "/api/auth/me", { token: phone })).status).toBe(200);
    const [row] = await app.db.query(
      `SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NOT NULL`,
      [user.id],
    );
    expect(row.n).toBe(1);
    expect((await app.rest("POST", "/api/auth/logout", { token: laptop })).status).toBe(401);
  });
});

describe("roles", () => {
  it("admin queries: anonymous 401, member 403, admin by flag or by ADMIN_EMAILS allowed", async () => {
    const anonymous = await app.gql(STATS);
    expect(anonymous.errors?.[0]).toMatchObject({
      message: "Please sign in to continue",
      extensions: { code: "UNAUTHENTICATED" },
    });

    const member = await app.buildUser({ isVerified: true, profileCompleted: true });
    const forbidden = await app.gql(STATS, {}, { token: await app.tokenFor(member) });
    expect(forbidden.errors?.[0]).toMatchObject({
      message: "You don't have permission to do that",
      extensions: { code: "FORBIDDEN" },
    });
    expect(forbidden.data).toBeNull();

    const flagged = await app.buildUser({ isAdminFlag: true });
    const byFlag = await app.gql(STATS, {}, { token: await app.tokenFor(flagged) });
    expect(byFlag.errors).toBeUndefined();
    const [counts] = await app.db.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_verified)::int AS verified FROM users`,
    );
    expect(byFlag.data.adminStats.totalUsers).toBe(counts.total);
    expect(byFlag.data.adminStats.verifiedUsers + byFlag.data.adminStats.unverifiedUsers).toBe(
      counts.total,
    );

    const configured = await app.buildUser({ email: adminByConfig });
    const token = await app.tokenFor(configured);
    expect((await app.gql(STATS, {}, { token })).errors).toBeUndefined();
    expect((await app.gql(ME, {}, { token })).data.me.isAdmin).toBe(true);
  });

  it("a verification, an admin grant or a revocation applies on the very next request", async () => {
    const member = await app.buildUser();
    const token = await app.tokenFor(member);
    expect((await app.gql(STATS, {}, { token })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await app.gql(ME, {}, { token })).data.me).toMatchObject({ isVerified: false });

    await app.db.query(`UPDATE users SET is_verified = true, is_admin = true WHERE id = $1`, [
      member.id,
    ]);
    expect((await app.gql(ME, {}, { token })).data.me).toMatchObject({
      isVerified: true,
      isAdmin: true,
    });
    expect((await app.gql(STATS, {}, { token })).errors).toBeUndefined();

    await app.db.query(`UPDATE users SET is_admin = false WHERE id = $1`, [member.id]);
    expect((await app.gql(STATS, {}, { token })).errors?.[0].extensions?.code).toBe("FORBIDDEN");

    await app.db.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1`, [member.id]);
    expect((await app.gql(ME, {}, { token })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("the per-request viewer is the member as the repository reads it, in one statement", async () => {
    const member = await app.buildUser({
      skills: ["Welding", "CAD"],
      batchYear: 2019,
      phoneNumber: "+91 98765 43210",
      isVerified: true,
    });
    const { token } = await app.services.sessions.create(member.id);
    const viewer = await app.services.sessions.resolve(token);
    const stored = await app.db.getRepository(User).findOneByOrFail({ id: member.id });
    expect(viewer?.user).toBeInstanceOf(User);
    expect(viewer?.user).toEqual(stored);
    expect(viewer?.user.lastSignInAt).toBeInstanceOf(Date);

    // A signed-in `me` costs one statement on the pool for the viewer, and no query runner. (A
    // token not seen before: a repeated one is served from the viewer cache, viewer-cache.test.ts.)
    const fresh = (await app.services.sessions.create(member.id)).token;
    const pool = (app.db.driver as unknown as { master: Pool }).master;
    const spies = [vi.spyOn(pool, "query"), vi.spyOn(app.db, "createQueryRunner")];
    try {
      const me = await app.gql(`{ me { id fullName skills } }`, {}, { token: fresh });
      expect(me.data.me).toEqual({
        id: member.id,
        fullName: "Test Member",
        skills: ["Welding", "CAD"],
      });
      expect(spies.map((s) => s.mock.calls.length)).toEqual([1, 0]);
    } finally {
      for (const s of spies) s.mockRestore();
    }
  });

  it("VERIFIED comes with verification or admin; MEMBER with any session", () => {
    const base = { email: "a@b.in", isAdminFlag: false, isVerified: false };
    expect([...rolesOf(base, [])]).toEqual(["MEMBER"]);
    expect([...rolesOf({ ...base, isVerified: true }, [])].sort()).toEqual(["MEMBER", "VERIFIED"]);
    expect([...rolesOf(base, ["a@b.in"])].sort()).toEqual(["ADMIN", "MEMBER", "VERIFIED"]);
  });
});

describe("complete profile", () => {
  it("needs a session", async () => {
    const res = await app.rest("PUT", "/api/profile/complete", {
      body: { roll_number: "R1", trade: "T", current_location: "L" },
    });
    expect(res).toMatchObject({ status: 401, body: { detail: "Please sign in to continue" } });
  });

  it("validates each field with a clear message and stores nothing on failure", async () => {
    const user = await app.buildUser();
    const token = await app.tokenFor(user);
    const put = (body: unknown) => app.rest("PUT", "/api/profile/complete", { token, body });
    expect((await put({ trade: "Mechatronics", current_location: "Mohali" })).body).toEqual({
      detail: "Roll number is required",
    });
    expect(
      (await put({ roll_number: "R-1", trade: " ", current_location: "Mohali" })).body,
    ).toEqual({ detail: "Trade is required" });
    expect((await put({ roll_number: "R-1", trade: "Mechatronics" })).body).toEqual({
      detail: "Current location is required",
    });
    const long = await put({ roll_number: "R".repeat(31), trade: "T", current_location: "L" });
    expect(long).toMatchObject({
      status: 400,
      body: { detail: "Roll number must be at most 30 characters" },
    });
    expect((await put({ roll_number: 12, trade: "T", current_location: "L" })).status).toBe(400);
    const [row] = await app.db.query(
      `SELECT profile_completed, roll_number FROM users WHERE id = $1`,
      [user.id],
    );
    expect(row).toEqual({ profile_completed: false, roll_number: null });
  });

  it("saves trimmed values, marks the profile complete, and keeps roll numbers unique", async () => {
    const roll = `istc-2020-me-${Date.now() % 100000}`;
    const user = await app.buildUser();
    const res = await app.rest("PUT", "/api/profile/complete", {
      token: await app.tokenFor(user),
      body: {
        roll_number: `  ${roll} `,
        trade: " Mechanical Engineering ",
        current_location: "Mohali, Punjab",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      roll_number: roll.toUpperCase(),
      trade: "Mechanical Engineering",
      current_location: "Mohali, Punjab",
      profile_completed: true,
      is_verified: false,
    });
    const other = await app.buildUser();
    const taken = await app.rest("PUT", "/api/profile/complete", {
      token: await app.tokenFor(other),
      body: { roll_number: roll, trade: "Civil", current_location: "Delhi" },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe(
      "This roll number is already registered to another member. If it is yours, contact an admin.",
    );
  });
});
