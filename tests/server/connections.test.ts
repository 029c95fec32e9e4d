import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Connections through HTTP (REST and GraphQL) on the real PostgreSQL: who may ask whom, the answers,
// the limits and holds, another member's ids, hostile input, and the notifications they send.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

type Member = { user: User; token: string };

async function member(fields: Partial<User> = {}): Promise<Member> {
  const user = await app.buildUser({ fullName: "Connecting Member", isVerified: true, ...fields });
  return { user, token: await app.tokenFor(user) };
}

const ask = (from: Member, body: unknown) =>
  app.rest("POST", "/api/connections", { token: from.token, body });
const act = (who: Member, id: string, action: "accept" | "decline") =>
  app.rest("POST", `/api/connections/${id}/${action}`, { token: who.token });
const remove = (who: Member, id: string) =>
  app.rest("DELETE", `/api/connections/${id}`, { token: who.token });
const list = async (who: Member, status?: string) =>
  (
    await app.rest("GET", `/api/connections${status ? `?status=${status}` : ""}`, {
      token: who.token,
    })
  ).body;
const rows = async () => (await app.db.query(`SELECT count(*)::int AS n FROM connections`))[0].n;

const STATE = `query($id: ID!) { user(id: $id) { viewerConnection { state connectionId } } }`;
async function stateOf(viewer: Member, other: Member) {
  const res = await app.gql(STATE, { id: other.user.id }, { token: viewer.token });
  return res.data.user.viewerConnection as { state: string; connectionId: string | null };
}

async function notices(userId: string) {
  return app.db.query(`SELECT kind, title, body, url FROM notifications WHERE user_id = $1`, [
    userId,
  ]);
}

describe("asking and answering", () => {
  it("asks (201, outgoing), lists both ways, accepts, and either side removes", async () => {
    const a = await member({ fullName: "Asha Verma" });
    const b = await member({ fullName: "Bilal Khan", trade: "Fitter" });
    const sent = await ask(a, { user_id: b.user.id, note: "  Met you at the\u0000 reunion  " });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      id: expect.any(String),
      status: "pending",
      direction: "outgoing",
      user: expect.objectContaining({ id: b.user.id, full_name: "Bilal Khan", trade: "Fitter" }),
      note: "Met you at the reunion",
      created_at: expect.any(String),
    });
    const id = sent.body.id;
    expect(await list(b, "pending")).toEqual([
      expect.objectContaining({
        id,
        direction: "incoming",
        user: expect.objectContaining({ id: a.user.id }),
      }),
    ]);
    expect(await list(a, "accepted")).toEqual([]);
    expect(await stateOf(a, b)).toEqual({ state: "REQUEST_SENT", connectionId: id });
    expect(await stateOf(b, a)).toEqual({ state: "REQUEST_RECEIVED", connectionId: id });

    // The recipient is told, with the note.
    expect(await notices(b.user.id)).toEqual([
      {
        kind: "connection",
        title: "Asha Verma wants to connect with you",
        body: "Met you at the reunion",
        url: `/user/${a.user.id}`,
      },
    ]);

    expect((await act(a, id, "accept")).status).toBe(403);
    const accepted = await act(b, id, "accept");
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ id, status: "accepted" });
    expect(await notices(a.user.id)).toEqual([
      expect.objectContaining({
        kind: "connection",
        title: "Bilal Khan accepted your connection request",
        url: `/user/${b.user.id}`,
      }),
    ]);
    expect(await stateOf(a, b)).toEqual({ state: "CONNECTED", connectionId: id });
    expect((await list(a, "accepted")).map((c: { id: string }) => c.id)).toEqual([id]);
    expect(await list(b, "pending")).toEqual([]);

    // Asking again while connected is a conflict; so is declining a connection.
    const again = await ask(b, { user_id: a.user.id });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("You are already connected with Asha Verma");
    expect((await act(b, id, "decline")).status).toBe(409);

    const removed = await remove(a, id);
    expect(removed.status).toBe(200);
    expect(removed.body.id).toBe(id);
    expect(await list(b)).toEqual([]);
    expect(await stateOf(b, a)).toEqual({ state: "NONE", connectionId: null });
    // Removed: either may ask again.
    expect((await ask(b, { user_id: a.user.id })).status).toBe(201);
  });

  it("asking again while pending is 409; a crossing request accepts the one waiting", async () => {
    const a = await member({ fullName: "Chetan Rao" });
    const b = await member({ fullName: "Divya Nair" });
    const first = await ask(a, { user_id: b.user.id });
    const twice = await ask(a, { user_id: b.user.id, note: "again" });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(
      "You have already asked Divya Nair to connect; the request is waiting for an answer",
    );
    const crossing = await ask(b, { user_id: a.user.id });
    expect(crossing.status).toBe(201);
    expect(crossing.body).toMatchObject({
      id: first.body.id,
      status: "accepted",
      direction: "incoming",
    });
    expect(
      (
        await app.db.query(`SELECT count(*)::int AS n FROM connections WHERE id = $1`, [
          first.body.id,
        ])
      )[0].n,
    ).toBe(1);
    expect(await stateOf(a, b)).toMatchObject({ state: "CONNECTED" });
    expect(await notices(a.user.id)).toEqual([
      expect.objectContaining({ title: "Divya Nair accepted your connection request" }),
    ]);
  });

  it("a declined request cannot be repeated by its asker for 30 days; the other member may ask", async () => {
    const a = await member({ fullName: "Esha Gill" });
    const b = await member({ fullName: "Farhan Ali" });
    const { id } = (await ask(a, { user_id: b.user.id })).body;
    expect((await act(a, id, "decline")).status).toBe(403);
    const declined = await act(b, id, "decline");
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ id, status: "declined" });
    // Listed nowhere, answerable by no one, not removable (the hold stays).
    expect(await list(a)).toEqual([]);
    expect(await list(b)).toEqual([]);
    expect(await stateOf(a, b)).toEqual({ state: "NONE", connectionId: null });
    expect((await remove(a, id)).status).toBe(404);
    expect((await act(b, id, "accept")).status).toBe(404);

    const repeat = await ask(a, { user_id: b.user.id });
    expect(repeat.status).toBe(409);
    expect(repeat.body.detail).toMatch(
      /^Farhan Ali declined your connection request\. You can ask again from \d{4}-\d{2}-\d{2}\.$/,
    );
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(repeat.body.detail).toContain(until);

    // 31 days later the asker may ask again: the same row, pending anew.
    await app.db.query(
      `UPDATE connections SET responded_at = now() - interval '31 days' WHERE id = $1`,
      [id],
    );
    const later = await ask(a, { user_id: b.user.id, note: "Second try" });
    expect(later.status).toBe(201);
    expect(later.body).toMatchObject({ id, status: "pending", note: "Second try" });
    // A second request is a second notification.
    expect((await notices(b.user.id)).length).toBe(2);

    // The member who declined may ask the asker at any time.
    const c = await member({ fullName: "Gita Das" });
    const d = await member({ fullName: "Hari Jain" });
    const cd = (await ask(c, { user_id: d.user.id })).body.id;
    await act(d, cd, "decline");
    const back = await ask(d, { user_id: c.user.id });
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({ id: cd, status: "pending", direction: "outgoing" });
  });

  it("the recipient may withdraw nothing of another's: other members get 404 for every call", async () => {
    const a = await member();
    const b = await member();
    const stranger = await member();
    const { id } = (await ask(a, { user_id: b.user.id })).body;
    expect((await act(stranger, id, "accept")).status).toBe(404);
    expect((await act(stranger, id, "decline")).status).toBe(404);
    expect((await remove(stranger, id)).status).toBe(404);
    expect(await list(stranger)).toEqual([]);
    const gql = await app.gql(
      `mutation($id: ID!) { acceptConnection(id: $id) { id } }`,
      { id },
      {
        token: stranger.token,
      },
    );
    expect(gql.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(await stateOf(stranger, a)).toEqual({ state: "NONE", connectionId: null });
    // Still pending for the two.
    expect(await stateOf(b, a)).toEqual({ state: "REQUEST_RECEIVED", connectionId: id });
    // The asker withdraws.
    expect((await remove(a, id)).status).toBe(200);
    expect(await list(b)).toEqual([]);
  });
});

describe("at the same moment", () => {
  it("two members asking each other end connected, in one row; the same request twice is one", async () => {
    const a = await member();
    const b = await member();
    const [ab, ba] = await Promise.all([
      ask(a, { user_id: b.user.id }),
      ask(b, { user_id: a.user.id }),
    ]);
    expect([ab.status, ba.status]).toEqual([201, 201]);
    expect(ab.body.id).toBe(ba.body.id);
    const [row] = await app.db.query(
      `SELECT count(*)::int AS n, min(status) AS status FROM connections
        WHERE $1 IN (requester_id, recipient_id) AND $2 IN (requester_id, recipient_id)`,
      [a.user.id, b.user.id],
    );
    expect(row).toEqual({ n: 1, status: "accepted" });

    const c = await member();
    const d = await member();
    const twice = await Promise.all([
      ask(c, { user_id: d.user.id }),
      ask(c, { user_id: d.user.id }),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await list(d, "pending")).length).toBe(1);
  });
});

describe("who may ask", () => {
  it("pending members can neither ask nor be asked (403); oneself 400; unknown 404; nothing stored", async () => {
    const before = await rows();
    const verified = await member();
    const pending = await member({ isVerified: false, fullName: "Pending Person" });
    const fromPending = await ask(pending, { user_id: verified.user.id });
    expect(fromPending.status).toBe(403);
    const toPending = await ask(verified, { user_id: pending.user.id });
    expect(toPending.status).toBe(403);
    expect(toPending.body.detail).toBe(
      "Pending Person is not verified yet: members can connect once an admin has verified them",
    );
    const self = await ask(verified, { user_id: verified.user.id });
    expect(self.status).toBe(400);
    expect(self.body.detail).toBe("You can't send a connection request to yourself");
    const unknown = await ask(verified, { user_id: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe("Member not found");
    expect(
      (await app.rest("POST", "/api/connections", { body: { user_id: verified.user.id } })).status,
    ).toBe(401);
    expect(await rows()).toBe(before);
  });

  it("at most 20 requests a day: the 21st is a clear 429 with Retry-After", async () => {
    const a = await member();
    for (let i = 0; i < 20; i++) {
      const other = await member();
      expect((await ask(a, { user_id: other.user.id })).status).toBe(201);
    }
    const last = await member();
    const refused = await ask(a, { user_id: last.user.id });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(
      /^You can send at most 20 connection requests a day\. Please try again in .+\.$/,
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await stateOf(a, last)).toMatchObject({ state: "NONE" });
    const gql = await app.gql(
      `mutation($i: RequestConnectionInput!) { requestConnection(input: $i) { id } }`,
      { i: { userId: last.user.id } },
      { token: a.token },
    );
    expect(gql.errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    expect(gql.errors?.[0].extensions?.retryAfter).toBeGreaterThan(0);
  });
});

describe("hostile input", () => {
  it("refuses bad ids, wrong types, huge notes; NUL is stripped; nothing stored on refusal", async () => {
    const a = await member();
    const b = await member();
    const before = await rows();
    const cases: [unknown, number][] = [
      [{ user_id: "not-a-uuid" }, 404],
      [{ user_id: "" }, 400],
      [{}, 400],
      [{ user_id: 42 }, 400],
      [{ user_id: [b.user.id] }, 400],
      [{ user_id: b.user.id, note: 7 }, 400],
      [{ user_id: b.user.id, note: "x".repeat(301) }, 400],
      [{ user_id: b.user.id, note: "x".repeat(100_000) }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await ask(a, body);
      expect([res.status, body]).toEqual([status, body]);
      expect(typeof res.body.detail).toBe("string");
    }
    const long = await ask(a, { user_id: b.user.id, note: "x".repeat(301) });
    expect(long.body.detail).toBe("Keep the note to 300 characters or fewer");
    expect(await rows()).toBe(before);

    // 300 characters (emoji count as one each) are fine; a note of only control characters is none.
    const emoji = await ask(a, { user_id: b.user.id, note: "🙂".repeat(300) });
    expect(emoji.status).toBe(201);
    await remove(a, emoji.body.id);
    // Control characters are removed from every text argument, the id's too.
    const blank = await ask(a, { user_id: `${b.user.id}\u0000`, note: "\u0000\u0007  " });
    expect(blank.status).toBe(201);
    expect(blank.body.note).toBeNull();
    expect(blank.body.user.id).toBe(b.user.id);

    for (const id of ["nope", "00000000-0000-4000-8000-000000000000", "%00", "1%27%20OR%201=1"]) {
      expect(
        (await app.rest("POST", `/api/connections/${id}/accept`, { token: b.token })).status,
      ).toBe(404);
      expect((await app.rest("DELETE", `/api/connections/${id}`, { token: b.token })).status).toBe(
        404,
      );
    }
    expect(
      (await app.rest("GET", "/api/connections?status=declined", { token: a.token })).status,
    ).toBe(400);
  });
});
