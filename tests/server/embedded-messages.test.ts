import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailbox, type Mailbox } from "../support/mailbox.js";
import { startServer, type Started } from "../support/server-process.js";
import { uniqueEmail, uniqueIp } from "../support/test-app.js";
import { connected, wsClient } from "../support/ws-client.js";

// Messages on the embedded database (`npm start` without DATABASE_URL): one process, so the events
// travel on the in-process bus. Two members connect, one subscribes, the other writes: the message
// arrives live, and the list shows it unread.

let mailbox: Mailbox;
let server: Started;
let base: string;
const ADMIN = uniqueEmail("embedded.msg.admin");

async function call(method: string, route: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: {
      "x-forwarded-for": uniqueIp(),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function signIn(email: string, fullName: string) {
  const sent = await call("POST", "/api/auth/send-otp", undefined, { email, full_name: fullName });
  expect(sent.status).toBe(200);
  const otp = await mailbox.waitForCode(email, 1, 20_000);
  const verified = await call("POST", "/api/auth/verify-otp", undefined, { email, otp });
  expect(verified.status).toBe(200);
  const token = verified.body.token as string;
  const me = await call("GET", "/api/auth/me", token);
  return { token, id: me.body.id as string };
}

beforeAll(async () => {
  mailbox = await startMailbox();
  server = startServer({ SMTP_URL: mailbox.url, ADMIN_EMAILS: ADMIN, LOG_LEVEL: "warn" });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const port = /running at http:\/\/localhost:(\d+)/.exec(server.stdout())?.[1];
    if (port) {
      base = `http://127.0.0.1:${port}`;
      break;
    }
    if (server.child.exitCode !== null) throw new Error(`exited: ${server.stderr()}`);
    if (Date.now() > deadline) throw new Error(`no start: ${server.stdout()} ${server.stderr()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 120_000);

afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await mailbox?.close();
});

describe("messages on the embedded database", () => {
  it(
    "a message arrives live on the other member's socket and is listed unread",
    {
      timeout: 60_000,
    },
    async () => {
      const admin = await signIn(ADMIN, "Embedded Admin");
      const a = await signIn(uniqueEmail("embedded.asha"), "Asha Embedded");
      const b = await signIn(uniqueEmail("embedded.bilal"), "Bilal Embedded");
      for (const who of [a, b])
        expect(
          (
            await call("PATCH", `/api/admin/users/${who.id}/verify`, admin.token, {
              is_verified: true,
            })
          ).status,
        ).toBe(200);
      const asked = await call("POST", "/api/connections", a.token, { user_id: b.id });
      expect(asked.status).toBe(201);
      expect((await call("POST", `/api/connections/${asked.body.id}/accept`, b.token)).status).toBe(
        200,
      );

      const client = wsClient(base, b.token);
      await connected(client);
      const events = client.iterate<{ messageEvents: { kind: string; message: { body: string } } }>(
        {
          query: `subscription { messageEvents { kind message { body } } }`,
        },
      );
      const first = events.next();
      try {
        // Sent until the subscription has started (its subscribe runs just after the socket's ack).
        let sent = 0;
        let result: Awaited<typeof first> | null = null;
        while (!result) {
          const res = await call("POST", "/api/messages", a.token, {
            to_user_id: b.id,
            body: `Hello from the embedded database ${++sent}`,
          });
          expect(res.status).toBe(201);
          result = await Promise.race([
            first,
            new Promise<null>((r) => setTimeout(() => r(null), 500)),
          ]);
        }
        expect(result.value?.data?.messageEvents).toEqual({
          kind: "MESSAGE",
          message: { body: expect.stringMatching(/^Hello from the embedded database \d+$/) },
        });
        const list = await call("GET", "/api/conversations", b.token);
        expect(list.body).toEqual([
          expect.objectContaining({ with: expect.objectContaining({ id: a.id }), unread: sent }),
        ]);
      } finally {
        await events.return?.();
        await client.dispose();
      }
    },
  );
});
