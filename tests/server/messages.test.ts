import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Messages through HTTP (REST and GraphQL) on the real PostgreSQL: only connections write to each
// other, conversations newest first with unread counts, "seen", paging back, the limits and the
// notices they send.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

type Member = { user: User; token: string };

async function member(fields: Partial<User> = {}): Promise<Member> {
  const user = await app.buildUser({ fullName: "Messaging Member", isVerified: true, ...fields });
  return { user, token: await app.tokenFor(user) };
}

async function connect(a: Member, b: Member) {
  await app.db.query(
    `INSERT INTO connections (requester_id, recipient_id, status, responded_at) VALUES ($1, $2, 'accepted', now())`,
    [a.user.id, b.user.id],
  );
}

const send = (from: Member, to: Member, body: unknown) =>
  app.rest("POST", "/api/messages", { token: from.token, body: { to_user_id: to.user.id, body } });
const conversations = async (who: Member) =>
  (await app.rest("GET", "/api/conversations", { token: who.token })).body;
const thread = (who: Member, id: string, query = "") =>
  app.rest("GET", `/api/conversations/${id}/messages${query}`, { token: who.token });
const unread = async (who: Member) =>
  (await app.gql(`{ unreadConversationCount }`, {}, { token: who.token })).data
    .unreadConversationCount as number;
const stored = async () => (await app.db.query(`SELECT count(*)::int AS n FROM messages`))[0].n;

describe("sending and reading", () => {
  it("sends (201), lists the conversation with its unread count, reads it (seen) both ways", async () => {
    const a = await member({ fullName: "Asha Verma" });
    const b = await member({ fullName: "Bilal Khan" });
    await connect(a, b);
    const sent = await send(a, b, "  Hello\u0000 Bilal, see https://istc.example/x  ");
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      id: expect.any(String),
      conversation_id: expect.any(String),
      body: "Hello Bilal, see https://istc.example/x",
      sent_at: expect.any(String),
      from: { id: a.user.id },
      seen: false,
      removed: false,
    });
    const conversationId = sent.body.conversation_id;

    expect(await conversations(b)).toEqual([
      {
        id: conversationId,
        with: { id: a.user.id, full_name: "Asha Verma", profile_image: null },
        last_message: expect.objectContaining({ body: "Hello Bilal, see https://istc.example/x" }),
        unread: 1,
        updated_at: sent.body.sent_at,
      },
    ]);
    expect(await unread(b)).toBe(1);
    expect(await unread(a)).toBe(0);

    // Reading marks it read: the sender sees it as seen.
    const read = await thread(b, conversationId);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      messages: [expect.objectContaining({ id: sent.body.id, from: { id: a.user.id } })],
      has_more: false,
      before: null,
    });
    expect(await unread(b)).toBe(0);
    const mine = await thread(a, conversationId);
    expect(mine.body.messages[0].seen).toBe(true);

    // A reply goes into the same conversation; GraphQL shows mine and the other member.
    const reply = await send(b, a, "Hi Asha");
    expect(reply.body.conversation_id).toBe(conversationId);
    const res = await app.gql(
      `query($id: ID!) { conversation(id: $id) { unreadCount otherMember { fullName }
          lastMessage { body mine seen sender { fullName } } } }`,
      { id: conversationId },
      { token: a.token },
    );
    expect(res.data.conversation).toEqual({
      unreadCount: 1,
      otherMember: { fullName: "Bilal Khan" },
      lastMessage: {
        body: "Hi Asha",
        mine: false,
        seen: false,
        sender: { fullName: "Bilal Khan" },
      },
    });
    const withB = await app.gql(
      `query($u: ID!) { conversationWith(userId: $u) { id } }`,
      { u: b.user.id },
      { token: a.token },
    );
    expect(withB.data.conversationWith).toEqual({ id: conversationId });
  });

  it("lists conversations newest first and pages back through a thread, oldest first", async () => {
    const a = await member();
    const b = await member({ fullName: "Chetan Rao" });
    const c = await member({ fullName: "Divya Nair" });
    await connect(a, b);
    await connect(c, a);
    for (let i = 1; i <= 7; i++) expect((await send(a, b, `message ${i}`)).status).toBe(201);
    await send(c, a, "from Divya");
    const list = await conversations(a);
    expect(list.map((x: { with: { full_name: string } }) => x.with.full_name)).toEqual([
      "Divya Nair",
      "Chetan Rao",
    ]);
    const id = list[1].id;
    const first = await thread(a, id, "?limit=3");
    expect(first.body.messages.map((m: { body: string }) => m.body)).toEqual([
      "message 5",
      "message 6",
      "message 7",
    ]);
    expect(first.body.has_more).toBe(true);
    const second = await thread(a, id, `?limit=3&before=${first.body.before}`);
    expect(second.body.messages.map((m: { body: string }) => m.body)).toEqual([
      "message 2",
      "message 3",
      "message 4",
    ]);
    const third = await thread(a, id, `?limit=3&before=${second.body.before}`);
    expect(third.body).toEqual({
      messages: [expect.objectContaining({ body: "message 1" })],
      has_more: false,
      before: null,
    });
    const forged = await thread(a, id, "?before=bm90LWEtY3Vyc29y");
    expect(forged.status).toBe(400);

    // GraphQL paging of the list.
    const page = await app.gql(
      `{ conversations(first: 1) { items { otherMember { fullName } } hasNextPage endCursor } }`,
      {},
      { token: a.token },
    );
    expect(page.data.conversations.items).toEqual([{ otherMember: { fullName: "Divya Nair" } }]);
    const next = await app.gql(
      `query($after: String) { conversations(first: 1, after: $after) { items { otherMember { fullName } } hasNextPage } }`,
      { after: page.data.conversations.endCursor },
      { token: a.token },
    );
    expect(next.data.conversations).toEqual({
      items: [{ otherMember: { fullName: "Chetan Rao" } }],
      hasNextPage: false,
    });
  });
});

describe("who may write", () => {
  it("refuses members who are not connected (403), oneself, unknown members, and bad text", async () => {
    const a = await member();
    const b = await member();
    const before = await stored();
    const notConnected = await send(a, b, "hello");
    expect(notConnected.status).toBe(403);
    expect(notConnected.body.detail).toBe("You can message only members you are connected with");
    // A pending request is not a connection.
    await app.db.query(`INSERT INTO connections (requester_id, recipient_id) VALUES ($1, $2)`, [
      a.user.id,
      b.user.id,
    ]);
    expect((await send(a, b, "hello")).status).toBe(403);
    expect((await send(a, a, "hello")).status).toBe(400);
    const unknown = await app.rest("POST", "/api/messages", {
      token: a.token,
      body: { to_user_id: "00000000-0000-4000-8000-000000000000", body: "hi" },
    });
    expect(unknown.status).toBe(404);

    const c = await member();
    await connect(a, c);
    const blank = await send(a, c, " \u0000 \n ");
    expect([400, 422]).toContain(blank.status);
    expect(blank.body.detail).toBe("Write a message");
    const long = await send(a, c, "x".repeat(2001));
    expect([400, 422]).toContain(long.status);
    expect(long.body.detail).toBe("Keep the message to 2,000 characters or fewer");
    expect((await send(a, c, "x".repeat(2000))).status).toBe(201);
    expect(await stored()).toBe(before + 1);

    const signedOut = await app.rest("POST", "/api/messages", {
      body: { to_user_id: c.user.id, body: "hi" },
    });
    expect(signedOut.status).toBe(401);
    const pending = await member({ isVerified: false });
    await connect(pending, c);
    expect((await send(pending, c, "hi")).status).toBe(403);
  });

  it("hides another pair's conversation (404) and refuses a malformed id", async () => {
    const a = await member();
    const b = await member();
    const stranger = await member();
    await connect(a, b);
    const sent = await send(a, b, "private");
    const id = sent.body.conversation_id;
    expect((await thread(stranger, id)).status).toBe(404);
    expect((await thread(stranger, "not-a-uuid")).status).toBe(404);
    const gql = await app.gql(
      `query($id: ID!) { messages(conversationId: $id) { messages { body } } }`,
      { id },
      { token: stranger.token },
    );
    expect(gql.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const write = await app.rest("POST", "/api/messages", {
      token: stranger.token,
      body: { conversation_id: id, body: "let me in" },
    });
    expect(write.status).toBe(404);
    // Nothing was marked read by the stranger's attempts.
    expect(await unread(b)).toBe(1);
  });

  it("allows 60 messages a minute per member, then RATE_LIMITED with retryAfter", async () => {
    const a = await member();
    const b = await member();
    await connect(a, b);
    await app.db.query(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, now(), 60)
       ON CONFLICT (key) DO UPDATE SET count = 60, window_start = now()`,
      [`message:${a.user.id}`],
    );
    const res = await app.gql(
      `mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }`,
      { input: { toUserId: b.user.id, body: "one too many" } },
      { token: a.token },
    );
    expect(res.errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    expect(res.errors?.[0].extensions?.retryAfter).toBeGreaterThan(0);
    expect(res.errors?.[0].message).toMatch(/at most 60 messages a minute/);
    const rest = await send(a, b, "still too many");
    expect(rest.status).toBe(429);
  });
});

describe("notices", () => {
  it("tells an away recipient once per conversation per 15 minutes, in-app and by e-mail preference", async () => {
    const a = await member({ fullName: "Esha Gupta" });
    const b = await member();
    await connect(a, b);
    await send(a, b, "first");
    await send(a, b, "second");
    const rows = await app.db.query(
      `SELECT kind, title, body, url, email FROM notifications WHERE user_id = $1`,
      [b.user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "message",
      title: "New message from Esha Gupta",
      body: "first",
      email: "instant",
    });
    expect(rows[0].url).toMatch(/^\/messages\/[0-9a-f-]{36}$/);
  });

  it("does not e-mail a recipient with an open socket", async () => {
    const a = await member();
    const b = await member();
    await connect(a, b);
    const socket = await app.services.messages.presence.opened(b.user.id);
    try {
      await send(a, b, "you are here");
    } finally {
      await app.services.messages.presence.closed(socket);
    }
    const rows = await app.db.query(`SELECT email FROM notifications WHERE user_id = $1`, [
      b.user.id,
    ]);
    expect(rows).toEqual([{ email: "off" }]);
  });
});
