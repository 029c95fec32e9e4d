import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photo } from "../support/images.js";
import { startMailbox, type Mailbox } from "../support/mailbox.js";
import { logLines, startServer, type Started } from "../support/server-process.js";
import { uniqueEmail, uniqueIp } from "../support/test-app.js";
import { sharedDatabaseUrl } from "../support/shared-database.js";

// Two copies of the app (real server processes, each with its own DATA_DIR, memory and pool)
// behind one PostgreSQL, as a deployment with two instances runs them. Whatever one copy does, the
// other knows at the next request: sessions, sign-outs, limits, photos and admin decisions live in
// the database, not in a copy.

const MUTATIONS_PER_MEMBER = 4;
const ADMIN = uniqueEmail("copies.admin");

let mailbox: Mailbox;
let copies: Started[] = [];
let A: string;
let B: string;

type Answer = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any;
  errors?: { message: string; extensions?: { code?: string } }[];
};

async function gql(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  { token, ip }: { token?: string; ip?: string } = {},
) {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": ip ?? uniqueIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer };
}

const SEND = `mutation($input: SendCodeInput!) { sendSignInCode(input: $input) { expiresInSeconds } }`;
const VERIFY = `mutation($input: VerifyCodeInput!) { verifySignInCode(input: $input) { token user { id } } }`;
const ME = `{ me { id email isVerified isAdmin profileImage } }`;

const sent = new Map<string, number>();
/** Signs in with an e-mailed code on `base` (a new address makes an account). */
async function signIn(base: string, email: string, fullName = "Copies Member") {
  const ip = uniqueIp();
  const send = await gql(base, SEND, { input: { email, fullName } }, { ip });
  expect(send.body.errors).toBeUndefined();
  sent.set(email, (sent.get(email) ?? 0) + 1);
  const code = await mailbox.waitForCode(email, sent.get(email));
  const verify = await gql(base, VERIFY, { input: { email, code } }, { ip });
  expect(verify.body.errors).toBeUndefined();
  return verify.body.data.verifySignInCode as { token: string; user: { id: string } };
}

/** The port a copy listens on, once it says so (portOf's poll only runs inside a test). */
async function listening(copy: Started): Promise<number> {
  for (const deadline = Date.now() + 100_000; Date.now() < deadline;) {
    if (copy.child.exitCode !== null)
      throw new Error(`exited ${copy.child.exitCode}: ${copy.stderr()}`);
    const port = logLines(copy).find((l) => l.msg === "listening")?.port;
    if (port) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no "listening" within 100 s: ${copy.stderr()}`);
}

beforeAll(async () => {
  mailbox = await startMailbox();
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: sharedDatabaseUrl(),
    SMTP_URL: mailbox.url,
    AUTH_SECRET: "two-copies-secret-".padEnd(48, "c"),
    DB_POOL_SIZE: "4",
    LOG_LEVEL: "info", // the "listening" line tells the port
    ADMIN_EMAILS: ADMIN,
    RATE_LIMIT_MUTATIONS_PER_MEMBER: String(MUTATIONS_PER_MEMBER),
  };
  // startServer gives each copy a DATA_DIR of its own: nothing may be shared through a local disk.
  copies = [startServer(env), startServer(env)];
  const [a, b] = await Promise.all(copies.map(listening));
  expect(a).not.toBe(b);
  A = `http://127.0.0.1:${a}`;
  B = `http://127.0.0.1:${b}`;
}, 150_000);

afterAll(async () => {
  for (const copy of copies) if (copy.child.exitCode === null) copy.child.kill("SIGTERM");
  await Promise.all(copies.map((c) => c.exited));
  await mailbox?.close();
});

describe("two app copies on one database", () => {
  it("a session made on A works on B; signing out on B ends it on A at once", async () => {
    const email = uniqueEmail("copies");
    const { token, user } = await signIn(A, email);

    const onB = await gql(B, ME, {}, { token });
    expect(onB.status).toBe(200);
    expect(onB.body.data.me).toMatchObject({ id: user.id, email });

    const out = await gql(B, `mutation { logout }`, {}, { token });
    expect(out.body.errors).toBeUndefined();
    expect(out.body.data.logout).toBe(true);

    for (const base of [A, B]) {
      const after = await gql(base, ME, {}, { token });
      expect(after.body.data?.me ?? null).toBeNull();
      expect(after.body.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    }
  });

  it("a member's change limit used up on A answers 429 with Retry-After on B", async () => {
    const { token } = await signIn(A, uniqueEmail("copies.limit"));
    const change = `mutation($bio: String) { updateProfile(input: { bio: $bio }) { id bio } }`;
    for (let i = 0; i < MUTATIONS_PER_MEMBER; i++) {
      const ok = await gql(A, change, { bio: `Change ${i}` }, { token });
      expect(ok.body.errors).toBeUndefined();
    }
    const onA = await gql(A, change, { bio: "One too many" }, { token });
    expect(onA.status).toBe(429);

    // B never saw this member's changes, and still refuses the next one: from a fresh address too.
    const onB = await gql(B, change, { bio: "Through the other copy" }, { token });
    expect(onB.status).toBe(429);
    expect(onB.body.errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    const retryAfter = Number(onB.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Nothing went through on B.
    const me = await gql(B, `{ me { bio } }`, {}, { token });
    expect(me.body.data.me.bio).toBe(`Change ${MUTATIONS_PER_MEMBER - 1}`);
  });

  it("a photo uploaded through A is served by B, the same bytes and type", async () => {
    const { token } = await signIn(A, uniqueEmail("copies.photo"));
    const form = new FormData();
    form.append(
      "operations",
      JSON.stringify({
        query: `mutation($file: Upload!) { uploadProfileImage(file: $file) { profileImage } }`,
        variables: { file: null },
      }),
    );
    form.append("map", JSON.stringify({ 0: ["variables.file"] }));
    form.append(
      "0",
      new Blob([new Uint8Array(await photo(800, 600, "jpeg"))], { type: "image/jpeg" }),
      "me.jpg",
    );
    const res = await fetch(`${A}/graphql`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "apollo-require-preflight": "true",
        "x-forwarded-for": uniqueIp(),
      },
      body: form,
    });
    expect(res.status).toBe(200);
    const url = ((await res.json()) as Answer).data.uploadProfileImage.profileImage as string;
    expect(url).toMatch(/^\/images\/.+\.webp$/);

    const [fromA, fromB] = await Promise.all([fetch(`${A}${url}`), fetch(`${B}${url}`)]);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/webp");
    expect(fromB.headers.get("content-type")).toBe(fromA.headers.get("content-type"));
    const [bytesA, bytesB] = await Promise.all([fromA.arrayBuffer(), fromB.arrayBuffer()]);
    expect(bytesB.byteLength).toBeGreaterThan(100);
    expect(Buffer.from(bytesB).equals(Buffer.from(bytesA))).toBe(true);
    // B knows the photo as the member's own.
    expect((await gql(B, ME, {}, { token })).body.data.me.profileImage).toBe(url);
  });

  it("an admin's verification and its withdrawal on A apply to B's next request", async () => {
    const admin = await signIn(A, ADMIN, "Copies Admin");
    const member = await signIn(B, uniqueEmail("copies.pending"), "Copies Pending");
    const other = await signIn(A, uniqueEmail("copies.other"), "Copies Other");
    const contact = `query($id: ID!) { user(id: $id) { id email } }`;
    const set = `mutation($input: SetVerificationInput!) { setVerification(input: $input) { id isVerified } }`;

    // Pending: B shows the member unverified, without other members' contact details.
    expect((await gql(B, ME, {}, { token: member.token })).body.data.me.isVerified).toBe(false);
    const hidden = await gql(B, contact, { id: other.user.id }, { token: member.token });
    expect(hidden.body.data.user.email).toBeNull();

    const verified = await gql(
      A,
      set,
      { input: { userIds: [member.user.id], isVerified: true } },
      { token: admin.token },
    );
    expect(verified.body.errors).toBeUndefined();
    expect((await gql(B, ME, {}, { token: member.token })).body.data.me.isVerified).toBe(true);
    const shown = await gql(B, contact, { id: other.user.id }, { token: member.token });
    expect(shown.body.data.user.email).toMatch(/^copies\.other\./);

    const withdrawn = await gql(
      A,
      set,
      { input: { userIds: [member.user.id], isVerified: false } },
      { token: admin.token },
    );
    expect(withdrawn.body.errors).toBeUndefined();
    expect((await gql(B, ME, {}, { token: member.token })).body.data.me.isVerified).toBe(false);
    const hiddenAgain = await gql(B, contact, { id: other.user.id }, { token: member.token });
    expect(hiddenAgain.body.data.user.email).toBeNull();
  });
});
