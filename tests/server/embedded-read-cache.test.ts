import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailbox, type Mailbox } from "../support/mailbox.js";
import { startServer, type Started } from "../support/server-process.js";
import { uniqueEmail, uniqueIp } from "../support/test-app.js";

// The read cache (server/src/graphql/read-cache.ts) on the embedded database (`npm start` without
// DATABASE_URL), where the change notifications arrive in the answer of the statement that
// committed them rather than on a listening connection: a member's profile edit is in the very
// next read of the admin's kept member page.

let mailbox: Mailbox;
let server: Started;
let base: string;
const ADMIN = uniqueEmail("embedded.cache.admin");
const PROFILE = `query MemberProfile($id: ID!) { user(id: $id) { id fullName jobTitle } }`;
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id jobTitle } }`;

async function call(route: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${route}`, {
    method: "POST",
    headers: {
      "x-forwarded-for": uniqueIp(),
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}

async function signIn(email: string, fullName: string) {
  const sent = await call("/api/auth/send-otp", { email, full_name: fullName });
  expect(sent.status).toBe(200);
  const otp = await mailbox.waitForCode(email, 1, 20_000);
  const verified = await call("/api/auth/verify-otp", { email, otp });
  expect(verified.status).toBe(200);
  return { token: verified.body.token as string, id: verified.body.user.id as string };
}

beforeAll(async () => {
  mailbox = await startMailbox();
  server = startServer({ SMTP_URL: mailbox.url, ADMIN_EMAILS: ADMIN, LOG_LEVEL: "warn" });
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

describe("the read cache on the embedded database", () => {
  it("a member's profile edit is in the very next read of a kept answer", async () => {
    const admin = await signIn(ADMIN, "Embedded Admin");
    const member = await signIn(uniqueEmail("embedded.cache"), "Embedded Member");
    const read = async () => {
      const r = await call(
        "/graphql",
        { query: PROFILE, variables: { id: member.id } },
        admin.token,
      );
      expect(r.body.errors).toBeUndefined();
      return r.body.data.user.jobTitle as string | null;
    };
    for (const title of ["Fitter", "Welder", "Turner"]) {
      await read();
      await read();
      const updated = await call(
        "/graphql",
        { query: UPDATE, variables: { input: { jobTitle: title } } },
        member.token,
      );
      expect(updated.body.errors).toBeUndefined();
      expect(await read()).toBe(title);
    }
  });
});
