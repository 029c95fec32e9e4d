import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailbox, type Mailbox } from "../support/mailbox.js";
import { startServer, type Started } from "../support/server-process.js";
import { uniqueEmail, uniqueIp } from "../support/test-app.js";

// The alert loop on the embedded database (`npm start` without DATABASE_URL): PGlite is one session
// for every connection, so a job holding a transaction while the notifications write through
// another connection would stop the whole app. Here the real server process, its workers inline,
// alerts a saved search's owner when an admin verifies a matching demo member, and keeps answering.

let mailbox: Mailbox;
let server: Started;
let base: string;
const ADMIN = uniqueEmail("embedded.admin");

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
  return verified.body.token as string;
}

beforeAll(async () => {
  mailbox = await startMailbox();
  server = startServer({
    SMTP_URL: mailbox.url,
    ADMIN_EMAILS: ADMIN,
    WORKERS: "inline",
    JOBS_POLL_SECONDS: "0.5",
    LOG_LEVEL: "warn",
  });
  // LOG_LEVEL warn hides "listening": the address is read from the line the server prints.
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

describe("alerts on the embedded database", () => {
  it("alerts the owner of a matching saved search when an admin verifies a member, and keeps serving", async () => {
    const searcher = uniqueEmail("embedded.searcher");
    const token = await signIn(searcher, "Embedded Searcher");
    const admin = await signIn(ADMIN, "Embedded Admin");
    const pending = await call("GET", "/api/admin/users?status=pending&limit=100", admin);
    expect(pending.status).toBe(200);
    const member = (pending.body as { id: string; full_name: string; trade: string | null }[]).find(
      (u) => u.trade && u.full_name !== "Embedded Searcher",
    );
    expect(member).toBeDefined();
    const saved = await call("POST", "/api/saved-searches", token, {
      query: member!.trade,
      alert: "instant",
    });
    expect(saved.status).toBe(201);

    const verified = await call("PATCH", `/api/admin/users/${member!.id}/verify`, admin, {
      is_verified: true,
    });
    expect(verified.status).toBe(200);
    const mail = await mailbox.waitForMail(searcher, 2, 60_000); // the code, then the alert
    expect(mail.text).toContain(member!.full_name);
    expect(mail.text).toContain(`/user/${member!.id}`);

    const list = await call("GET", "/api/notifications", token);
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({ kind: "saved_search", url: `/user/${member!.id}` }),
    ]);
    expect((await call("GET", "/healthz")).status).toBe(200);
    expect((await call("GET", "/api/saved-searches", token)).body[0].new_matches).toBe(1);

    // The e-mail's one-click unsubscribe, as a mail program posts it, on the same single session.
    const link = /^List-Unsubscribe: <([^>]+)>/m.exec(mail.raw.replace(/\r?\n[ \t]+/g, " "))![1];
    const unsubscribe = await fetch(`${base}${new URL(link).pathname}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribe.status).toBe(200);
    const prefs = await call("GET", "/api/notifications/preferences", token);
    expect(prefs.body.email.saved_searches).toBe("off");
    expect((await call("GET", "/healthz")).status).toBe(200);
  });
});
