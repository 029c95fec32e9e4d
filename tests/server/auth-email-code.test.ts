import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, uniqueEmail, uniqueIp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const SEND = `mutation($input: SendCodeInput!) { sendSignInCode(input: $input) { email isNewUser expiresInSeconds message } }`;
const VERIFY = `mutation($input: VerifyCodeInput!) { verifySignInCode(input: $input) { token isNewUser message user { id email fullName profileCompleted } } }`;

const send = (email: string, fullName?: string, ip?: string) =>
  app.gql(SEND, { input: { email, fullName } }, { ip });
const verify = (email: string, code: string, ip?: string) =>
  app.gql(VERIFY, { input: { email, code } }, { ip });

/** Moves an address's codes back in time, as if `seconds` had passed. */
const age = (email: string, seconds: number) =>
  app.db.query(
    `UPDATE email_codes SET created_at = created_at - make_interval(secs => $2),
       expires_at = expires_at - make_interval(secs => $2) WHERE email = $1`,
    [email, seconds],
  );

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("probe and sending", () => {
  it("the REST probe with an empty full_name says whether the e-mail is new and sends nothing", async () => {
    const email = uniqueEmail();
    const res = await app.rest("POST", "/api/auth/send-otp", { body: { email, full_name: "" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email, is_new_user: true });
    expect(app.mailbox.to(email)).toHaveLength(0);
    const [{ count }] = await app.db.query(
      `SELECT count(*)::int AS count FROM email_codes WHERE email = $1`,
      [email],
    );
    expect(count).toBe(0);

    const member = await app.buildUser();
    const known = await app.rest("POST", "/api/auth/send-otp", { body: { email: member.email } });
    expect(known.body).toEqual({ email: member.email, is_new_user: false });
  });

  it("sends a 6-digit code by real SMTP and stores only a keyed hash of it", async () => {
    const email = uniqueEmail();
    const res = await app.rest("POST", "/api/auth/send-otp", {
      body: { email, full_name: "Asha Rani" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, is_new_user: true, expires_in_seconds: 600 });
    const code = await app.mailbox.waitForCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = app.mailbox.to(email)[0];
    expect(mail.raw).toContain("valid for 10 minutes");
    const rows = await app.db.query(
      `SELECT code_hash, full_name FROM email_codes WHERE email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].code_hash).not.toContain(code);
    expect(rows[0].full_name).toBe("Asha Rani");
  });

  it("normalises the e-mail's case and spaces-free form", async () => {
    const email = uniqueEmail();
    const res = await send(email.toUpperCase(), "Case Person");
    expect(res.data.sendSignInCode.email).toBe(email);
    expect(app.mailbox.to(email)).toHaveLength(1);
  });

  it("requires a name for a new address and a valid e-mail", async () => {
    const noName = await send(uniqueEmail(), "   ");
    expect(noName.errors?.[0]).toMatchObject({
      message: "Please enter your name",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const bad = await app.rest("POST", "/api/auth/send-otp", {
      body: { email: "not-an-email", full_name: "X" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ detail: "Please enter a valid email address" });
    const missing = await app.rest("POST", "/api/auth/send-otp", { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe("Please enter a valid email address");
  });

  it("refuses a second send within 60 s with 429 and Retry-After, then allows it", async () => {
    const email = uniqueEmail();
    expect((await send(email, "Spaced Out")).errors).toBeUndefined();
    const again = await app.rest("POST", "/api/auth/send-otp", {
      body: { email, full_name: "Spaced Out" },
    });
    expect(again.status).toBe(429);
    expect(again.body.detail).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
    const retryAfter = Number(again.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // GraphQL says a code is on its way (the client then simply asks for it, with no error).
    const spaced = await send(email, "Spaced Out");
    expect(spaced.errors?.[0].extensions).toMatchObject({ code: "RATE_LIMITED", codeSent: true });
    await age(email, 61);
    expect((await send(email, "Spaced Out")).errors).toBeUndefined();
    expect(app.mailbox.to(email)).toHaveLength(2);
  });

  it("allows at most 5 sends per hour per address", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      expect((await send(email, "Busy Bee")).errors).toBeUndefined();
      await age(email, 61);
    }
    const sixth = await send(email, "Busy Bee");
    expect(sixth.errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    expect(sixth.errors?.[0].extensions).not.toHaveProperty("codeSent");
    expect(sixth.errors?.[0].message).toMatch(
      /^Too many codes were requested for this e-mail\. Please try again in \d+ minutes?\.$/,
    );
    expect(app.mailbox.to(email)).toHaveLength(5);
    await age(email, 3600);
    expect((await send(email, "Busy Bee")).errors).toBeUndefined();
  });

  it("does not keep a code whose e-mail could not be sent", async () => {
    const email = uniqueEmail();
    app.mailbox.refuse(email);
    const res = await app.rest("POST", "/api/auth/send-otp", {
      body: { email, full_name: "No Mail" },
    });
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe(
      "We couldn't send the e-mail right now. Please try again in a minute.",
    );
    const [{ count }] = await app.db.query(
      `SELECT count(*)::int AS count FROM email_codes WHERE email = $1`,
      [email],
    );
    expect(count).toBe(0);
  });
});

describe("verifying", () => {
  it("creates the account at verification with the name given when the code was sent", async () => {
    const email = uniqueEmail();
    await send(email, "Gurleen Kaur Sandhu");
    const before = await app.db.query(`SELECT 1 FROM users WHERE email = $1`, [email]);
    expect(before).toHaveLength(0);
    const res = await app.rest("POST", "/api/auth/verify-otp", {
      body: { email, otp: await app.mailbox.waitForCode(email) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      is_new_user: true,
      message: "Welcome to ISTC Connect, Gurleen!",
      user: {
        email,
        full_name: "Gurleen Kaur Sandhu",
        profile_completed: false,
        is_verified: false,
      },
    });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Returning: the name sent now is not used, the account keeps its own.
    await age(email, 61);
    await send(email, "Someone Else");
    const again = await verify(email, await app.mailbox.waitForCode(email, 2));
    expect(again.data.verifySignInCode).toMatchObject({
      isNewUser: false,
      message: "Welcome back, Gurleen!",
      user: { fullName: "Gurleen Kaur Sandhu" },
    });
    const [{ count }] = await app.db.query(
      `SELECT count(*)::int AS count FROM users WHERE email = $1`,
      [email],
    );
    expect(count).toBe(1);
  });

  it("a code works once", async () => {
    const email = uniqueEmail();
    await send(email, "Once Only");
    const code = await app.mailbox.waitForCode(email);
    expect((await verify(email, code)).errors).toBeUndefined();
    const second = await verify(email, code);
    expect(second.errors?.[0].message).toBe(
      "This code has expired or was already used. Please request a new code.",
    );
  });

  it("a code expires after 10 minutes", async () => {
    const email = uniqueEmail();
    await send(email, "Late Comer");
    const code = await app.mailbox.waitForCode(email);
    await age(email, 601);
    const res = await app.rest("POST", "/api/auth/verify-otp", { body: { email, otp: code } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(
      "This code has expired or was already used. Please request a new code.",
    );
  });

  it("a new code voids the previous one", async () => {
    const email = uniqueEmail();
    await send(email, "Two Codes");
    const first = await app.mailbox.waitForCode(email, 1);
    await age(email, 61);
    await send(email, "Two Codes");
    const second = await app.mailbox.waitForCode(email, 2);
    if (first !== second) {
      expect((await verify(email, first)).errors?.[0].message).toMatch(/^Invalid OTP/);
    }
    expect((await verify(email, second)).errors).toBeUndefined();
  });

  it("voids the code after 5 wrong tries, counting down the tries left", async () => {
    const email = uniqueEmail();
    await send(email, "Wrong Guesser");
    const code = await app.mailbox.waitForCode(email);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++)
      messages.push((await verify(email, wrongCode(code))).errors![0].message);
    expect(messages).toEqual([
      "Invalid OTP. 4 attempts left.",
      "Invalid OTP. 3 attempts left.",
      "Invalid OTP. 2 attempts left.",
      "Invalid OTP. 1 attempt left.",
      "Too many wrong attempts. Please request a new code.",
    ]);
    const right = await verify(email, code);
    expect(right.errors?.[0].message).toBe(
      "This code has expired or was already used. Please request a new code.",
    );
    expect(right.data).toBeNull();
  });

  it("rejects codes that are not 6 digits before looking anything up", async () => {
    const res = await app.rest("POST", "/api/auth/verify-otp", {
      body: { email: uniqueEmail(), otp: "12ab" },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("Enter the 6-digit code from your e-mail");
  });
});

describe("per-IP limits, kept in PostgreSQL", () => {
  let limited: TestApp;
  let otherCopy: TestApp;
  beforeAll(async () => {
    const env = {
      RATE_LIMIT_SEND_PER_IP: "3",
      RATE_LIMIT_VERIFY_PER_IP: "4",
      RATE_LIMIT_WINDOW_SECONDS: "300",
    };
    limited = await startTestApp(env, { mailbox: app.mailbox });
    otherCopy = await startTestApp(env, { mailbox: app.mailbox });
  });
  afterAll(async () => {
    await limited.close();
    await otherCopy.close();
  });

  it("limits code requests per IP across app copies", async () => {
    const ip = uniqueIp();
    const sendFrom = (target: TestApp) =>
      target.rest("POST", "/api/auth/send-otp", {
        ip,
        body: { email: uniqueEmail(), full_name: "Net Worker" },
      });
    expect((await sendFrom(limited)).status).toBe(200);
    expect((await sendFrom(otherCopy)).status).toBe(200);
    expect((await sendFrom(limited)).status).toBe(200);
    const fourth = await sendFrom(otherCopy);
    expect(fourth.status).toBe(429);
    expect(fourth.body.detail).toMatch(
      /^Too many sign-in attempts from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another network is not affected.
    expect(
      (
        await limited.rest("POST", "/api/auth/send-otp", {
          body: { email: uniqueEmail(), full_name: "X Y" },
        })
      ).status,
    ).toBe(200);
  });

  it("limits verifications per IP", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await (i % 2 ? otherCopy : limited).rest("POST", "/api/auth/verify-otp", {
        ip,
        body: { email: uniqueEmail(), otp: "123456" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });

  it("uses the defaults of 30 sends and 60 verifications per 5 minutes, and 20 wrong codes per address a day", () => {
    expect(app.config.rateLimits).toMatchObject({
      windowSeconds: 300,
      sendPerIp: 30,
      verifyPerIp: 60,
      verifyFailuresPerAddress: 20,
    });
  });
});
