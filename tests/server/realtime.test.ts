import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { connected, wsClient } from "../support/ws-client.js";

// Real time: graphql-ws on the app's own /graphql. Who may open a socket, which events a member
// hears (only their own conversations'), "seen", and hostile sockets that must not stop the app.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

type Member = { user: User; token: string };

async function member(fields: Partial<User> = {}): Promise<Member> {
  const user = await app.buildUser({ fullName: "Live Member", isVerified: true, ...fields });
  return { user, token: await app.tokenFor(user) };
}

async function connect(a: Member, b: Member) {
  await app.db.query(
    `INSERT INTO connections (requester_id, recipient_id, status, responded_at) VALUES ($1, $2, 'accepted', now())`,
    [a.user.id, b.user.id],
  );
}

const send = (from: Member, to: Member, body: string) =>
  app.rest("POST", "/api/messages", { token: from.token, body: { to_user_id: to.user.id, body } });

const EVENTS = `subscription($c: ID) { messageEvents(conversationId: $c) {
  kind conversationId seenAt readerId message { id body mine seen sender { fullName } } } }`;

type Event = {
  kind: string;
  conversationId: string;
  seenAt: string | null;
  readerId: string | null;
  message: {
    id: string;
    body: string;
    mine: boolean;
    seen: boolean;
    sender: { fullName: string };
  } | null;
};

/** Opens a socket for the member, subscribes, and waits until the subscription is live. */
async function listen(who: Member, conversationId: string | null = null) {
  const client = wsClient(app.url, who.token);
  await connected(client);
  const before = app.services.messages.events.size;
  const events = client.iterate<{ messageEvents: Event }>({
    query: EVENTS,
    variables: { c: conversationId },
  });
  const first = events.next();
  // The subscription is registered on the bus once its subscribe has run.
  while (app.services.messages.events.size === before) await new Promise((r) => setTimeout(r, 10));
  let pending: ReturnType<typeof events.next> | null = first;
  return {
    client,
    async next(): Promise<Event> {
      const result = await (pending ?? events.next());
      pending = null;
      if (result.done) throw new Error("subscription ended");
      if (result.value.errors) throw new Error(JSON.stringify(result.value.errors));
      return result.value.data!.messageEvents;
    },
    async close() {
      await events.return?.();
      await client.dispose();
    },
  };
}

describe("live messages", () => {
  it("delivers a message to the other member's open socket, and SEEN back to the sender", async () => {
    const a = await member({ fullName: "Asha Verma" });
    const b = await member({ fullName: "Bilal Khan" });
    await connect(a, b);
    const bSide = await listen(b);
    const aSide = await listen(a);
    try {
      const sent = await send(a, b, "Are you coming on Sunday?");
      expect(sent.status).toBe(201);
      expect(await bSide.next()).toEqual({
        kind: "MESSAGE",
        conversationId: sent.body.conversation_id,
        seenAt: null,
        readerId: null,
        message: {
          id: sent.body.id,
          body: "Are you coming on Sunday?",
          mine: false,
          seen: false,
          sender: { fullName: "Asha Verma" },
        },
      });
      // The sender's own socket hears it too (another tab), as theirs.
      expect((await aSide.next()).message).toMatchObject({ id: sent.body.id, mine: true });

      const read = await app.gql(
        `mutation($c: ID!) { markConversationRead(conversationId: $c) { unreadCount } }`,
        { c: sent.body.conversation_id },
        { token: b.token },
      );
      expect(read.data.markConversationRead.unreadCount).toBe(0);
      const seen = await aSide.next();
      expect(seen).toMatchObject({
        kind: "SEEN",
        conversationId: sent.body.conversation_id,
        readerId: b.user.id,
        message: null,
      });
      expect(new Date(seen.seenAt!).toISOString()).toBe(sent.body.sent_at);
    } finally {
      await aSide.close();
      await bSide.close();
    }
  });

  it("a member hears only their own conversations' events", async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const d = await member({ fullName: "Divya Nair" });
    await connect(a, b);
    await connect(d, c);
    const cSide = await listen(c);
    try {
      await send(a, b, "not for C");
      const mine = await send(d, c, "for C");
      // The first event C hears is their own conversation's.
      const event = await cSide.next();
      expect(event.message).toMatchObject({ id: mine.body.id, body: "for C" });
    } finally {
      await cSide.close();
    }
  });

  it("refuses another pair's conversation (NOT_FOUND) and anything but a subscription", async () => {
    const a = await member();
    const b = await member();
    const stranger = await member();
    await connect(a, b);
    const sent = await send(a, b, "private");
    const client = wsClient(app.url, stranger.token);
    try {
      const other = client.iterate({
        query: EVENTS,
        variables: { c: sent.body.conversation_id },
      });
      const result = await other.next();
      expect(result.done).toBe(false);
      expect(
        (result.value as { errors?: { extensions?: { code?: string } }[] }).errors?.[0].extensions
          ?.code,
      ).toBe("NOT_FOUND");
      const query = client.iterate({ query: `{ unreadConversationCount }` });
      await expect(query.next()).rejects.toBeDefined();
    } finally {
      await client.dispose();
    }
  });
});

describe("who may open a socket", () => {
  it("closes a socket without a valid token with 4401", async () => {
    const none = wsClient(app.url);
    expect(await none.closed).toBe(4401);
    await none.dispose();
    const wrong = wsClient(app.url, "not-a-real-token");
    expect(await wrong.closed).toBe(4401);
    await wrong.dispose();
  });
});

describe("hostile sockets", () => {
  /** A raw socket on /graphql speaking the graphql-transport-ws protocol. */
  function raw(): Promise<WebSocket> {
    const ws = new WebSocket(app.url.replace(/^http/, "ws") + "/graphql", "graphql-transport-ws");
    ws.on("error", () => {});
    return new Promise((resolve, reject) => {
      ws.once("open", () => resolve(ws));
      ws.once("error", reject);
    });
  }
  const closeCode = (ws: WebSocket) =>
    new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));

  it("closes a socket that sends garbage or a huge frame; the app goes on serving", async () => {
    const garbage = await raw();
    const garbageClosed = closeCode(garbage);
    garbage.send("{not json");
    expect(await garbageClosed).toBe(4400);

    const huge = await raw();
    const hugeClosed = closeCode(huge);
    huge.send("x".repeat(200_000));
    expect(await hugeClosed).toBe(1009);

    const binary = await raw();
    const binaryClosed = closeCode(binary);
    binary.send(Buffer.from([0xff, 0xfe, 0x00, 0x01]));
    expect([4400, 1007]).toContain(await binaryClosed);

    const notFound = await fetch(`${app.url}/api/health`).catch(() => null);
    expect(notFound).not.toBeNull();
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
  });

  it("caps the subscriptions of one socket", async () => {
    const a = await member();
    const client = wsClient(app.url, a.token);
    await connected(client);
    const iterators = Array.from({ length: 21 }, () => client.iterate({ query: EVENTS }));
    try {
      const last = await iterators[20].next();
      expect(JSON.stringify(last.value)).toMatch(/At most 20 subscriptions per socket/);
    } catch (err) {
      expect(JSON.stringify(err)).toMatch(/At most 20 subscriptions per socket/);
    } finally {
      for (const it of iterators) await it.return?.();
      await client.dispose();
    }
  });

  it("refuses an upgrade on another path", async () => {
    const ws = new WebSocket(app.url.replace(/^http/, "ws") + "/api/messages");
    const outcome = await new Promise<string>((resolve) => {
      ws.once("open", () => resolve("open"));
      ws.once("error", () => resolve("refused"));
      ws.once("unexpected-response", (_req, res) => resolve(`status ${res.statusCode}`));
    });
    expect(outcome).not.toBe("open");
  });
});
