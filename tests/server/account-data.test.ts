import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { EXPORT_KEYS, MEMBER_TABLES } from "../../server/src/modules/account/member-data.js";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import { provideTestDatabase } from "../support/test-database.js";
import { startTestApp, uniqueEmail, type TestApp } from "../support/test-app.js";

// A member's own data (issue 26): the sessions they can see and end, the export of everything
// stored about them, and erasure across every table, on the real PostgreSQL through HTTP.
// Runs on a database of its own: it counts admins.

let app: TestApp;
beforeAll(async () => {
  const db = await provideTestDatabase("_account_data");
  const ds = createDataSource({ url: db.url, poolSize: 2 });
  await ds.initialize();
  await migrate(ds);
  await ds.destroy();
  app = await startTestApp({ DATABASE_URL: db.url });
});
afterAll(() => app?.close());

type Member = { user: User; token: string };

async function member(fields: Partial<User> = {}): Promise<Member> {
  const user = await app.buildUser({
    fullName: "Data Member",
    isVerified: true,
    profileCompleted: true,
    rollNumber: `DM${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    trade: "Fitter",
    currentLocation: "Mohali",
    ...fields,
  });
  return { user, token: await app.tokenFor(user) };
}

/** An event a week from now, in Pune. */
const newEvent = (title: string) => ({
  title,
  description: "Tea and stories.",
  starts_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  ends_at: new Date(Date.now() + 7 * 86_400_000 + 3 * 3_600_000).toISOString(),
  location: "Pune",
});

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** Signs in through the e-mail code, as a browser with this User-Agent. */
async function signIn(email: string, userAgent: string, nth: number): Promise<string> {
  const headers = { "user-agent": userAgent };
  await app.rest("POST", "/api/auth/send-otp", {
    body: { email, full_name: "Sana Sessions" },
    headers,
  });
  const otp = await app.mailbox.waitForCode(email, nth);
  const res = await app.rest("POST", "/api/auth/verify-otp", { body: { email, otp }, headers });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

describe("sessions", () => {
  it("lists each browser with its device, ends one, then all others; an ended one fails at once", async () => {
    const email = uniqueEmail("sessions");
    const phone = await signIn(email, CHROME_ANDROID, 1);
    // One code a minute per address: the other sessions are made as a sign-in makes them.
    const [{ id: userId }] = await app.db.query(`SELECT id FROM users WHERE email = $1`, [email]);
    const laptop = (await app.services.sessions.create(userId, FIREFOX_WINDOWS)).token;
    const third = (await app.services.sessions.create(userId, "curl/8.5.0")).token;

    const listed = await app.rest("GET", "/api/auth/sessions", { token: phone });
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toEqual({
      id: expect.any(String),
      created_at: expect.any(String),
      last_seen_at: expect.any(String),
      user_agent: CHROME_ANDROID,
      device: "Chrome on Android",
      current: true,
    });
    const devices = listed.body.map((s: { device: string }) => s.device).sort();
    expect(devices).toEqual(["Chrome on Android", "Firefox on Windows", "curl"]);
    expect(listed.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    // Another member cannot see or end these.
    const other = await member();
    const curlId = listed.body.find((s: { device: string }) => s.device === "curl").id;
    expect(
      (await app.rest("DELETE", `/api/auth/sessions/${curlId}`, { token: other.token })).status,
    ).toBe(404);
    expect((await app.rest("GET", "/api/auth/me", { token: third })).status).toBe(200);

    // Ending one: it fails on its very next request.
    const ended = await app.rest("DELETE", `/api/auth/sessions/${curlId}`, { token: phone });
    expect(ended.status).toBe(200);
    expect((await app.rest("GET", "/api/auth/me", { token: third })).status).toBe(401);
    expect(
      (await app.rest("DELETE", `/api/auth/sessions/${curlId}`, { token: phone })).status,
    ).toBe(404);

    // "Sign out all others" keeps this one.
    const others = await app.rest("DELETE", "/api/auth/sessions?others=true", { token: phone });
    expect(others.status).toBe(200);
    expect(others.body).toEqual({ signed_out: 1 });
    expect((await app.rest("GET", "/api/auth/me", { token: laptop })).status).toBe(401);
    expect((await app.rest("GET", "/api/auth/me", { token: phone })).status).toBe(200);
    const after = await app.rest("GET", "/api/auth/sessions", { token: phone });
    expect(after.body).toHaveLength(1);
  });

  it("refuses hostile calls with clear 4xx and keeps API tokens out of the session list", async () => {
    const m = await member();
    expect((await app.rest("DELETE", "/api/auth/sessions", { token: m.token })).status).toBe(400);
    expect(
      (await app.rest("DELETE", "/api/auth/sessions?others=yes", { token: m.token })).status,
    ).toBe(400);
    expect(
      (await app.rest("DELETE", "/api/auth/sessions/not-a-uuid", { token: m.token })).status,
    ).toBe(404);
    expect((await app.rest("GET", "/api/auth/sessions")).status).toBe(401);
    const created = await app.gql(
      `mutation { createAccessToken(input: { name: "Script", scope: READ_WRITE }) { token } }`,
      {},
      { token: m.token },
    );
    const pat = created.data.createAccessToken.token as string;
    const listed = await app.rest("GET", "/api/auth/sessions", { token: m.token });
    expect(listed.body).toHaveLength(1);
    // A token manages neither sessions nor the account.
    expect((await app.rest("GET", "/api/auth/sessions", { token: pat })).status).toBe(403);
    expect((await app.rest("GET", "/api/profile/export", { token: pat })).status).toBe(403);
    const del = await app.rest("DELETE", "/api/profile", {
      token: pat,
      body: { confirm: "DELETE MY ACCOUNT" },
    });
    expect(del.status).toBe(403);
    expect((await app.rest("GET", "/api/auth/me", { token: m.token })).status).toBe(200);
  });
});

describe("the export", () => {
  it("holds every kind the member has, each key present, no secrets, as a file", async () => {
    const admin = await member({ fullName: "Export Admin", isAdminFlag: true });
    const m = await member({ fullName: "Esha Export", bio: "Tool room lead" });
    const friend = await member({ fullName: "Farid Friend" });
    // Fill every kind.
    await app.gql(
      `mutation { createAccessToken(input: { name: "Backup script", scope: READ }) { token } }`,
      {},
      { token: m.token },
    );
    const post = await app.rest("POST", "/api/opportunities", {
      token: m.token,
      body: { title: "Tool room job", type: "Job", location: "Mohali", description: "A job." },
    });
    expect(post.status).toBe(201);
    expect(
      (
        await app.rest("POST", "/api/saved-searches", {
          token: m.token,
          body: { query: "fitters in Pune", alert: "daily" },
        })
      ).status,
    ).toBe(201);
    const asked = await app.rest("POST", "/api/connections", {
      token: m.token,
      body: { user_id: friend.user.id, note: "Hello from the export test" },
    });
    expect(asked.status).toBe(201);
    await app.rest("POST", `/api/connections/${asked.body.id}/accept`, { token: friend.token });
    const sent = await app.rest("POST", "/api/messages", {
      token: m.token,
      body: { to_user_id: friend.user.id, body: "See you at the reunion" },
    });
    expect(sent.status).toBe(201);
    const theirEvent = await app.rest("POST", "/api/events", {
      token: friend.token,
      body: newEvent("Farid's meet-up"),
    });
    expect(theirEvent.status).toBe(201);
    expect(
      (
        await app.rest("POST", `/api/events/${theirEvent.body.id}/rsvp`, {
          token: m.token,
          body: { status: "maybe" },
        })
      ).status,
    ).toBe(200);
    expect(
      (await app.rest("POST", "/api/events", { token: m.token, body: newEvent("Esha's reunion") }))
        .status,
    ).toBe(201);
    await app.rest("PATCH", `/api/admin/users/${m.user.id}/verify`, {
      token: admin.token,
      body: { is_verified: false },
    });

    const res = await app.rest("GET", "/api/profile/export", { token: m.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="istc-connect-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.body;
    for (const key of EXPORT_KEYS) expect(data, key).toHaveProperty(key);
    expect(data.profile).toMatchObject({
      id: m.user.id,
      full_name: "Esha Export",
      bio: "Tool room lead",
    });
    expect(data.opportunities).toEqual([expect.objectContaining({ title: "Tool room job" })]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.api_tokens).toEqual([
      expect.objectContaining({ name: "Backup script", scope: "read", prefix: expect.any(String) }),
    ]);
    expect(data.saved_searches).toEqual([expect.objectContaining({ query: "fitters in Pune" })]);
    expect(data.connections).toEqual([
      expect.objectContaining({
        status: "accepted",
        direction: "outgoing",
        note: "Hello from the export test",
        member: { id: friend.user.id, full_name: "Farid Friend" },
      }),
    ]);
    // The friend's acceptance told the member: a notification.
    expect(data.notifications.length).toBeGreaterThanOrEqual(1);
    expect(data.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          role: "organiser",
          event: expect.objectContaining({ title: "Esha's reunion" }),
        }),
        expect.objectContaining({
          role: "rsvp",
          rsvp: "maybe",
          event: expect.objectContaining({ title: "Farid's meet-up" }),
        }),
      ]),
    );
    expect(data.messages).toEqual([
      expect.objectContaining({
        direction: "sent",
        body: "See you at the reunion",
        with: { id: friend.user.id, full_name: "Farid Friend" },
      }),
    ]);
    expect(data.admin_actions).toEqual([
      expect.objectContaining({ action: "UNVERIFY", by: "Export Admin" }),
    ]);
    // No secrets: no token hash, no photo bytes, no e-mail bodies.
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/token_hash|"data":|text_body|html_body/);
    const [{ token_hash }] = await app.db.query(
      `SELECT token_hash FROM sessions WHERE user_id = $1 LIMIT 1`,
      [m.user.id],
    );
    expect(text).not.toContain(token_hash);
    // Only one's own: the friend's export lists the connection as incoming, and not the post.
    const theirs = (await app.rest("GET", "/api/profile/export", { token: friend.token })).body;
    expect(theirs.connections[0].direction).toBe("incoming");
    expect(theirs.opportunities).toEqual([]);
    expect((await app.rest("GET", "/api/profile/export")).status).toBe(401);
  });
});

/** Rows naming the member in every table of the registry (by its member columns). */
async function rowsNaming(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, rule] of Object.entries(MEMBER_TABLES)) {
    for (const column of rule.memberColumns) {
      const [{ n }] = await app.db.query(
        `SELECT count(*)::int AS n FROM "${table}" WHERE "${column}" = $1`,
        [userId],
      );
      if (n) counts[`${table}.${column}`] = n;
    }
  }
  return counts;
}

describe("erasure", () => {
  it("every table is in the registry, and each foreign key to users deletes as it says", async () => {
    const tables: { table_name: string }[] = await app.db.query(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations'`,
    );
    const missing = tables.map((t) => t.table_name).filter((t) => !(t in MEMBER_TABLES));
    expect(missing, "tables missing from server/src/modules/account/member-data.ts").toEqual([]);
    for (const [table, rule] of Object.entries(MEMBER_TABLES)) {
      if (!rule.exportKey) expect(rule.why, `${table}: why it is not exported`).toBeTruthy();
      else expect(EXPORT_KEYS as readonly string[]).toContain(rule.exportKey);
    }
    const fks: { table: string; column: string; rule: string }[] = await app.db.query(
      `SELECT c.conrelid::regclass::text AS table, a.attname AS column,
         CASE c.confdeltype WHEN 'c' THEN 'cascade' WHEN 'n' THEN 'set null' ELSE 'restrict' END AS rule
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
       WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`,
    );
    expect(fks.length).toBeGreaterThan(5);
    for (const fk of fks) {
      const rule = MEMBER_TABLES[fk.table.replace(/"/g, "")];
      expect(rule?.memberColumns, `${fk.table}.${fk.column}`).toContain(fk.column);
      expect(rule?.erasure, `${fk.table}.${fk.column} deletes with ${fk.rule}`).toBe(fk.rule);
    }
  });

  it("deletes the account at once and everywhere; the audit log keeps the id only; the address can sign up again", async () => {
    const admin = await member({ fullName: "Erasing Admin", isAdminFlag: true });
    const m = await member({ fullName: "Ravi Removed", bio: "Leaving" });
    const friend = await member();
    const email = m.user.email;
    await app.rest("POST", "/api/opportunities", {
      token: m.token,
      body: { title: "Gone job", type: "Job", location: "Pune", description: "A job." },
    });
    await app.rest("POST", "/api/saved-searches", {
      token: m.token,
      body: { query: "welders", alert: "weekly" },
    });
    const asked = await app.rest("POST", "/api/connections", {
      token: friend.token,
      body: { user_id: m.user.id },
    });
    await app.rest("POST", `/api/connections/${asked.body.id}/accept`, { token: m.token });
    for (const [from, body] of [
      [m, "I am leaving ISTC Connect"],
      [friend, "Sorry to hear it"],
    ] as const) {
      const res = await app.rest("POST", "/api/messages", {
        token: from.token,
        body: { to_user_id: (from === m ? friend : m).user.id, body },
      });
      expect(res.status).toBe(201);
    }
    const event = await app.rest("POST", "/api/events", {
      token: m.token,
      body: newEvent("Ravi's farewell"),
    });
    expect(event.status).toBe(201);
    await app.rest("POST", `/api/events/${event.body.id}/rsvp`, {
      token: friend.token,
      body: { status: "going" },
    });
    await app.rest("PATCH", `/api/admin/users/${m.user.id}/verify`, {
      token: admin.token,
      body: { is_verified: false },
    });
    await app.rest("POST", "/api/auth/send-otp", { body: { email, full_name: "Ravi Removed" } });
    expect(Object.keys(await rowsNaming(m.user.id)).length).toBeGreaterThan(4);

    // The words must be typed exactly.
    for (const confirm of ["", "delete my account", "DELETE", undefined]) {
      const res = await app.rest("DELETE", "/api/profile", { token: m.token, body: { confirm } });
      expect(res.status).toBe(400);
      expect(res.body.detail ?? res.body.error).toMatch(/Type DELETE MY ACCOUNT/);
    }
    expect((await app.rest("GET", "/api/auth/me", { token: m.token })).status).toBe(200);

    const gone = await app.rest("DELETE", "/api/profile", {
      token: m.token,
      body: { confirm: "DELETE MY ACCOUNT" },
    });
    expect(gone.status).toBe(200);
    expect((await app.rest("GET", "/api/auth/me", { token: m.token })).status).toBe(401);
    // What stays names them by id only: the audit log's entry, and the conversation the friend
    // keeps (its row, the friend's side, the message they sent).
    const left = await rowsNaming(m.user.id);
    const conversationRows =
      (left["conversations.member_a"] ?? 0) + (left["conversations.member_b"] ?? 0);
    delete left["conversations.member_a"];
    delete left["conversations.member_b"];
    expect(conversationRows).toBe(1);
    expect(left).toEqual({
      "admin_audit_log.target_id": 1,
      "conversation_members.other_id": 1,
      "messages.sender_id": 1,
    });
    const [entry] = await app.db.query(
      `SELECT target_name, before, after FROM admin_audit_log WHERE target_id = $1`,
      [m.user.id],
    );
    expect(entry.target_name).toBe("Deleted member");
    expect(JSON.stringify(entry)).not.toContain("Ravi");
    expect((await app.db.query(`SELECT 1 FROM email_codes WHERE email = $1`, [email])).length).toBe(
      0,
    );
    // The friend who was going to their event is told it is cancelled; the event is gone.
    const told = await app.db.query(
      `SELECT title, body FROM notifications WHERE user_id = $1 AND kind = 'event'`,
      [friend.user.id],
    );
    expect(told).toContainEqual({
      title: "Cancelled: Ravi's farewell",
      body: expect.stringContaining("its organiser left ISTC Connect"),
    });
    expect(
      (await app.rest("GET", `/api/events/${event.body.id}`, { token: friend.token })).status,
    ).toBe(404);
    // The friend keeps the conversation, from "Deleted member", and can no longer write to it.
    const conversations = await app.rest("GET", "/api/conversations", { token: friend.token });
    expect(conversations.body).toEqual([
      expect.objectContaining({ with: expect.objectContaining({ full_name: "Deleted member" }) }),
    ]);
    const thread = await app.rest(
      "GET",
      `/api/conversations/${conversations.body[0].id}/messages`,
      { token: friend.token },
    );
    expect(thread.status).toBe(200);
    expect(thread.body.messages.map((x: { body: string }) => x.body)).toEqual([
      "I am leaving ISTC Connect",
      "Sorry to hear it",
    ]);
    const reply = await app.rest("POST", "/api/messages", {
      token: friend.token,
      body: { to_user_id: m.user.id, body: "Hello?" },
    });
    expect([403, 404]).toContain(reply.status);
    // The friend's connections no longer list them; the directory does not either.
    const friends = await app.rest("GET", "/api/connections", { token: friend.token });
    expect(friends.body).toEqual([]);
    expect((await app.rest("GET", `/api/users/${m.user.id}`, { token: friend.token })).status).toBe(
      404,
    );

    // The same address signs up as a new member.
    await app.rest("POST", "/api/auth/send-otp", { body: { email, full_name: "Ravi Again" } });
    const otp = await app.mailbox.waitForCode(email, 2);
    const again = await app.rest("POST", "/api/auth/verify-otp", { body: { email, otp } });
    expect(again.status).toBe(200);
    expect(again.body.is_new_user ?? again.body.isNewUser).toBe(true);
    expect(again.body.user.id).not.toBe(m.user.id);
    expect(again.body.user.is_verified).toBe(false);
  });

  it("an admin erases a member with a reason; not themselves; never the last admin", async () => {
    const admin = await member({ fullName: "Second Admin", isAdminFlag: true });
    const target = await member({ fullName: "Spam Account" });
    const noReason = await app.rest("DELETE", `/api/admin/users/${target.user.id}`, {
      token: admin.token,
      body: { reason: "   " },
    });
    expect(noReason.status).toBe(400);
    const member2 = await member();
    expect(
      (
        await app.rest("DELETE", `/api/admin/users/${target.user.id}`, {
          token: member2.token,
          body: { reason: "x" },
        })
      ).status,
    ).toBe(403);
    const erased = await app.rest("DELETE", `/api/admin/users/${target.user.id}`, {
      token: admin.token,
      body: { reason: "Fake profile" },
    });
    expect(erased.status).toBe(200);
    const [entry] = await app.db.query(
      `SELECT actor_name, action, target_name, after FROM admin_audit_log
       WHERE target_id = $1 AND action = 'ERASE_MEMBER'`,
      [target.user.id],
    );
    expect(entry).toEqual({
      actor_name: "Second Admin",
      action: "ERASE_MEMBER",
      target_name: "Deleted member",
      after: { erased: true, reason: "Fake profile" },
    });
    expect(
      (
        await app.rest("DELETE", `/api/admin/users/${target.user.id}`, {
          token: admin.token,
          body: { reason: "Again" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await app.rest("DELETE", `/api/admin/users/${admin.user.id}`, {
          token: admin.token,
          body: { reason: "Myself" },
        })
      ).status,
    ).toBe(403);
  });

  it("the last admin cannot delete their account (409); with another admin they can", async () => {
    const last = await member({ fullName: "Last Admin", isAdminFlag: true });
    await app.db.query(`UPDATE users SET is_admin = false WHERE id <> $1`, [last.user.id]);
    const res = await app.rest("DELETE", "/api/profile", {
      token: last.token,
      body: { confirm: "DELETE MY ACCOUNT" },
    });
    expect(res.status).toBe(409);
    expect(res.body.detail ?? res.body.error).toMatch(/last admin/);
    expect((await app.rest("GET", "/api/auth/me", { token: last.token })).status).toBe(200);
    await member({ fullName: "Next Admin", isAdminFlag: true });
    const ok = await app.rest("DELETE", "/api/profile", {
      token: last.token,
      body: { confirm: "DELETE MY ACCOUNT" },
    });
    expect(ok.status).toBe(200);
  });
});
