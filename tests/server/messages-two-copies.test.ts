import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startMailbox, type Mailbox } from "../support/mailbox.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { connected, wsClient } from "../support/ws-client.js";

// Two app copies on one PostgreSQL (each with its own pool, listening connection and sockets): a
// message sent through one copy reaches a socket open on the other (LISTEN/NOTIFY carries the
// ids), and a member with a socket on either copy is not e-mailed.

let mailbox: Mailbox;
let A: TestApp;
let B: TestApp;

beforeAll(async () => {
  mailbox = await startMailbox();
  A = await startTestApp({}, { mailbox });
  B = await startTestApp({}, { mailbox });
});

afterAll(async () => {
  await B?.close();
  await A?.close();
  await mailbox?.close();
});

async function pair() {
  const asha = await A.buildUser({ fullName: "Asha Copies", isVerified: true });
  const bilal = await A.buildUser({ fullName: "Bilal Copies", isVerified: true });
  await A.db.query(
    `INSERT INTO connections (requester_id, recipient_id, status) VALUES ($1, $2, 'accepted')`,
    [asha.id, bilal.id],
  );
  return { asha, bilal };
}

const EVENTS = `subscription { messageEvents { kind message { id body mine sender { fullName } } } }`;

async function subscribeOn(app: TestApp, user: User) {
  const client = wsClient(app.url, await app.tokenFor(user));
  await connected(client);
  const before = app.services.messages.events.size;
  const events = client.iterate<{
    messageEvents: { kind: string; message: { id: string; body: string; mine: boolean } };
  }>({ query: EVENTS });
  const first = events.next();
  while (app.services.messages.events.size === before) await new Promise((r) => setTimeout(r, 10));
  return { client, events, first };
}

describe("messages on two copies", () => {
  it("a subscriber on copy A receives a message sent through copy B", async () => {
    const { asha, bilal } = await pair();
    const { client, events, first } = await subscribeOn(A, bilal);
    try {
      const sent = await B.rest("POST", "/api/messages", {
        token: await B.tokenFor(asha),
        body: { to_user_id: bilal.id, body: "Sent through B" },
      });
      expect(sent.status).toBe(201);
      const result = await first;
      expect(result.value?.data?.messageEvents).toEqual({
        kind: "MESSAGE",
        message: {
          id: sent.body.id,
          body: "Sent through B",
          mine: false,
          sender: { fullName: "Asha Copies" },
        },
      });
    } finally {
      await events.return?.();
      await client.dispose();
    }
  });

  it("a member with a socket on copy A is not e-mailed for a message sent through copy B", async () => {
    const { asha, bilal } = await pair();
    const { client, events } = await subscribeOn(A, bilal);
    try {
      // The socket's presence row is written when the socket opens.
      for (let i = 0; i < 200; i++) {
        const rows = await B.db.query(`SELECT 1 FROM message_sockets WHERE user_id = $1`, [
          bilal.id,
        ]);
        if (rows.length) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      const sent = await B.rest("POST", "/api/messages", {
        token: await B.tokenFor(asha),
        body: { to_user_id: bilal.id, body: "You are online" },
      });
      expect(sent.status).toBe(201);
      const rows = await B.db.query(`SELECT email FROM notifications WHERE user_id = $1`, [
        bilal.id,
      ]);
      expect(rows).toEqual([{ email: "off" }]);
    } finally {
      await events.return?.();
      await client.dispose();
    }
  });
});
