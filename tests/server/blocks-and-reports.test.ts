import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Safety through HTTP on the real PostgreSQL: blocking (the connection and requests go, nothing
// either way afterwards, the blocked member is not told), reports of messages and members, and the
// admins' moderation queue with its audit log.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

type Member = { user: User; token: string };

async function member(fields: Partial<User> = {}): Promise<Member> {
  const user = await app.buildUser({ fullName: "Safe Member", isVerified: true, ...fields });
  return { user, token: await app.tokenFor(user) };
}

async function connect(a: Member, b: Member, status = "accepted") {
  await app.db.query(
    `INSERT INTO connections (requester_id, recipient_id, status) VALUES ($1, $2, $3)`,
    [a.user.id, b.user.id, status],
  );
}

const send = (from: Member, to: Member, body: string) =>
  app.rest("POST", "/api/messages", { token: from.token, body: { to_user_id: to.user.id, body } });
const block = (who: Member, other: Member) =>
  app.rest("POST", `/api/users/${other.user.id}/block`, { token: who.token });
const unblock = (who: Member, other: Member) =>
  app.rest("DELETE", `/api/users/${other.user.id}/block`, { token: who.token });
const pairRows = async (a: Member, b: Member) =>
  app.db.query(
    `SELECT status FROM connections WHERE (requester_id = $1 AND recipient_id = $2)
        OR (requester_id = $2 AND recipient_id = $1)`,
    [a.user.id, b.user.id],
  );
const VIEW = `query($id: ID!) { user(id: $id) { viewerBlocked viewerConnection { state } } }`;

describe("blocking", () => {
  it("removes the connection; neither can message or ask; the blocked member is not told", async () => {
    const a = await member({ fullName: "Asha Verma" });
    const b = await member({ fullName: "Bilal Khan" });
    await connect(a, b);
    expect((await send(b, a, "hello")).status).toBe(201);

    const res = await block(a, b);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ blocked: true });
    expect(await pairRows(a, b)).toEqual([]);
    // Again is the same answer.
    expect((await block(a, b)).status).toBe(200);

    for (const [from, to] of [
      [a, b],
      [b, a],
    ]) {
      const msg = await send(from, to, "after the block");
      expect(msg.status).toBe(403);
      const ask = await app.rest("POST", "/api/connections", {
        token: from.token,
        body: { user_id: to.user.id },
      });
      expect(ask.status).toBe(403);
    }
    expect(await pairRows(a, b)).toEqual([]);

    // The blocker sees Unblock; the blocked member sees no button and no word of the block.
    const mine = await app.gql(VIEW, { id: b.user.id }, { token: a.token });
    expect(mine.data.user).toEqual({ viewerBlocked: true, viewerConnection: null });
    const theirs = await app.gql(VIEW, { id: a.user.id }, { token: b.token });
    expect(theirs.data.user).toEqual({ viewerBlocked: false, viewerConnection: null });
    const notices = await app.db.query(
      `SELECT title FROM notifications WHERE user_id = $1 AND title ILIKE '%block%'`,
      [b.user.id],
    );
    expect(notices).toEqual([]);

    const list = await app.gql(`{ blockedMembers { id fullName } }`, {}, { token: a.token });
    expect(list.data.blockedMembers).toEqual([{ id: b.user.id, fullName: "Bilal Khan" }]);
    const none = await app.gql(`{ blockedMembers { id } }`, {}, { token: b.token });
    expect(none.data.blockedMembers).toEqual([]);

    // Unblocking does not restore the connection; either may ask again.
    expect((await unblock(a, b)).body).toEqual({ blocked: false });
    expect((await app.gql(VIEW, { id: b.user.id }, { token: a.token })).data.user).toEqual({
      viewerBlocked: false,
      viewerConnection: { state: "NONE" },
    });
    expect((await send(a, b, "still not connected")).status).toBe(403);
    const ask = await app.rest("POST", "/api/connections", {
      token: b.token,
      body: { user_id: a.user.id },
    });
    expect(ask.status).toBe(201);
  });

  it("removes pending requests either way", async () => {
    const a = await member();
    const b = await member();
    await connect(b, a, "pending");
    expect((await block(a, b)).status).toBe(200);
    expect(await pairRows(a, b)).toEqual([]);
  });

  it("refuses oneself (400), unknown members (404) and visitors (401)", async () => {
    const a = await member();
    expect((await block(a, a)).status).toBe(400);
    const unknown = await app.rest(
      "POST",
      "/api/users/00000000-0000-4000-8000-000000000000/block",
      { token: a.token },
    );
    expect(unknown.status).toBe(404);
    expect((await app.rest("POST", "/api/users/not-an-id/block", { token: a.token })).status).toBe(
      404,
    );
    expect((await app.rest("POST", `/api/users/${a.user.id}/block`)).status).toBe(401);
    const visitor = await app.gql(VIEW, { id: a.user.id });
    expect(visitor.data?.user?.viewerBlocked ?? null).toBeNull();
  });
});

async function admin(): Promise<Member> {
  return member({ fullName: "Ada Admin", isAdminFlag: true });
}

async function reportedMessage() {
  const a = await member({ fullName: "Reporter Rani" });
  const b = await member({ fullName: "Rude Ravi" });
  await connect(a, b);
  await send(a, b, "Hi Ravi");
  const rude = await send(b, a, "something rude");
  await send(a, b, "Please stop");
  const report = await app.rest("POST", "/api/reports", {
    token: a.token,
    body: { message_id: rude.body.id, reason: "  Abusive\u0000 language " },
  });
  return { a, b, rude: rude.body, report };
}

const auditOf = async (targetId: string) =>
  app.db.query(
    `SELECT action, actor_name AS "actorName", after FROM admin_audit_log WHERE target_id = $1 ORDER BY created_at`,
    [targetId],
  );

describe("reports and moderation", () => {
  it("a member reports a message (201); admins see it with the conversation around it", async () => {
    const { b, rude, report } = await reportedMessage();
    expect(report.status).toBe(201);
    expect(report.body).toEqual({
      id: expect.any(String),
      status: "open",
      reason: "Abusive language",
      created_at: expect.any(String),
      reported_member: { id: b.user.id },
      message: { id: rude.id },
      action: null,
    });
    const boss = await admin();
    const queue = await app.rest("GET", "/api/admin/reports?status=open&limit=100", {
      token: boss.token,
    });
    expect(queue.status).toBe(200);
    const mine = queue.body.find((r: { id: string }) => r.id === report.body.id);
    expect(mine).toMatchObject({
      reason: "Abusive language",
      reporter: { full_name: "Reporter Rani" },
      reported_member: { full_name: "Rude Ravi" },
      message: { body: "something rude", removed: false },
    });
    expect(mine.messages.map((m: { body: string }) => m.body)).toEqual([
      "Hi Ravi",
      "something rude",
      "Please stop",
    ]);
    // Members may not see the queue.
    expect((await app.rest("GET", "/api/admin/reports", { token: b.token })).status).toBe(403);
  });

  it("REMOVE_MESSAGE empties the message for both members and is audit-logged", async () => {
    const { a, b, rude, report } = await reportedMessage();
    const boss = await admin();
    const resolved = await app.rest("POST", `/api/admin/reports/${report.body.id}/resolve`, {
      token: boss.token,
      body: { action: "remove_message", note: "Clear abuse" },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      status: "resolved",
      action: "remove_message",
      note: "Clear abuse",
      resolved_at: expect.any(String),
    });
    for (const who of [a, b]) {
      const thread = await app.rest("GET", `/api/conversations/${rude.conversation_id}/messages`, {
        token: who.token,
      });
      expect(thread.body.messages.find((m: { id: string }) => m.id === rude.id)).toMatchObject({
        body: "",
        removed: true,
      });
    }
    expect(await auditOf(b.user.id)).toEqual([
      expect.objectContaining({ action: "REMOVE_MESSAGE", actorName: "Ada Admin" }),
    ]);
    // Once resolved, again is a conflict.
    const again = await app.rest("POST", `/api/admin/reports/${report.body.id}/resolve`, {
      token: boss.token,
      body: { action: "dismiss" },
    });
    expect(again.status).toBe(409);
    const resolvedList = await app.rest("GET", "/api/admin/reports?status=resolved&limit=100", {
      token: boss.token,
    });
    expect(resolvedList.body.map((r: { id: string }) => r.id)).toContain(report.body.id);
  });

  it("SUSPEND_MEMBER puts the member back to pending verification (UNVERIFY logged)", async () => {
    const { b, report } = await reportedMessage();
    const boss = await admin();
    const res = await app.gql(
      `mutation($id: ID!) { resolveReport(id: $id, action: SUSPEND_MEMBER) { status action reportedMember { isVerified } } }`,
      { id: report.body.id },
      { token: boss.token },
    );
    expect(res.data.resolveReport).toEqual({
      status: "RESOLVED",
      action: "SUSPEND_MEMBER",
      reportedMember: { isVerified: false },
    });
    expect((await auditOf(b.user.id)).map((r: { action: string }) => r.action)).toEqual([
      "UNVERIFY",
      "RESOLVE_REPORT",
    ]);
    // Suspended: no more messages.
    const reply = await app.rest("POST", "/api/messages", {
      token: b.token,
      body: { to_user_id: report.body.reported_member.id, body: "x" },
    });
    expect(reply.status).toBe(403);
  });

  it("reports a member; refuses blank, long, foreign and own messages, and oneself", async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    await connect(b, c);
    const theirs = await send(b, c, "between b and c");
    const post = (body: unknown) => app.rest("POST", "/api/reports", { token: a.token, body });
    const before = (await app.db.query(`SELECT count(*)::int AS n FROM reports`))[0].n;
    expect((await post({ user_id: b.user.id, reason: " " })).status).toBe(400);
    expect((await post({ user_id: b.user.id, reason: "x".repeat(1001) })).body.detail).toBe(
      "Keep the reason to 1,000 characters or fewer",
    );
    expect((await post({ message_id: theirs.body.id, reason: "nosy" })).status).toBe(404);
    expect((await post({ user_id: a.user.id, reason: "me" })).status).toBe(400);
    expect((await post({ reason: "nothing named" })).status).toBe(400);
    const own = await app.rest("POST", "/api/reports", {
      token: b.token,
      body: { message_id: theirs.body.id, reason: "mine" },
    });
    expect(own.status).toBe(400);
    expect((await app.db.query(`SELECT count(*)::int AS n FROM reports`))[0].n).toBe(before);
    const ok = await post({ user_id: b.user.id, reason: "Fake profile" });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ reported_member: { id: b.user.id }, message: null });
    // A member report cannot have its message removed.
    const boss = await admin();
    const wrong = await app.rest("POST", `/api/admin/reports/${ok.body.id}/resolve`, {
      token: boss.token,
      body: { action: "remove_message" },
    });
    expect(wrong.status).toBe(400);
    const dismiss = await app.rest("POST", `/api/admin/reports/${ok.body.id}/resolve`, {
      token: boss.token,
      body: { action: "dismiss" },
    });
    expect(dismiss.body).toMatchObject({ status: "resolved", action: "dismiss" });
    const unknown = await app.rest(
      "POST",
      "/api/admin/reports/00000000-0000-4000-8000-000000000000/resolve",
      { token: boss.token, body: { action: "dismiss" } },
    );
    expect(unknown.status).toBe(404);
    const badAction = await app.rest("POST", `/api/admin/reports/${ok.body.id}/resolve`, {
      token: boss.token,
      body: { action: "ban" },
    });
    expect(badAction.status).toBe(400);
  });
});
