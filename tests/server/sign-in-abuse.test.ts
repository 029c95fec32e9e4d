import { randomBytes } from "node:crypto";
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, uniqueIp, type TestApp } from "../support/test-app.js";

// Attacks on the e-mail code sign-in: guessing codes across many codes and addresses, mailbox
// variants, per-IP limits dodged with IPv6, hostile names in e-mails, and a hung mail server.

let app: TestApp;
beforeAll(async () => {
  // A small cap so a test can reach it; the default (20) is checked in auth-email-code.test.ts.
  app = await startTestApp({ RATE_LIMIT_VERIFY_FAILURES_PER_ADDRESS: "7" });
});
afterAll(() => app.close());

const send = (email: string, ip = uniqueIp()) =>
  app.rest("POST", "/api/auth/send-otp", { ip, body: { email, full_name: "Pat Singh" } });
const verify = (email: string, otp: string, ip = uniqueIp()) =>
  app.rest("POST", "/api/auth/verify-otp", { ip, body: { email, otp } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
/** Lets the 60 s spacing between sends pass for a mailbox. */
const ageMailbox = (mailbox: string, seconds = 61) =>
  app.db.query(
    `UPDATE email_codes SET created_at = created_at - make_interval(secs => $2) WHERE mailbox = $1`,
    [mailbox, seconds],
  );
/** A Gmail mailbox and some of its many spellings. */
const gmailVariants = () => {
  const id = randomBytes(4).toString("hex");
  return {
    mailbox: `pat${id}@gmail.com`,
    spellings: [
      `pat${id}@gmail.com`,
      `p.a.t${id}+istc@gmail.com`,
      `Pat.${id}+x@googlemail.com`,
      `pat${id}+jobs@gmail.com`,
    ],
  };
};

describe("wrong codes are capped per address, across codes and client addresses", () => {
  it("pauses code sign-in at the cap, even with the right code, tells the owner once, and resumes after the window", async () => {
    const { mailbox, spellings } = gmailVariants();
    const [first, second, third] = spellings;

    // Code 1: five wrong guesses from five networks void it (and count 5 against the mailbox).
    expect((await send(first)).status).toBe(200);
    const code1 = await app.mailbox.waitForCode(first);
    for (let i = 0; i < 5; i++) expect((await verify(first, wrongCode(code1))).status).toBe(400);

    // Code 2, to another spelling of the same mailbox: the cap (7) is reached on its second guess.
    await ageMailbox(mailbox);
    expect((await send(second)).status).toBe(200);
    const code2 = await app.mailbox.waitForCode(second.toLowerCase());
    expect((await verify(second, wrongCode(code2))).body.detail).toBe(
      "Invalid OTP. 4 attempts left.",
    );
    const capped = await verify(second, wrongCode(code2));
    expect(capped.status).toBe(429);
    expect(capped.body.detail).toMatch(
      /^Too many wrong codes were entered for this e-mail, so sign-in codes are paused for it\. Please try again in 24 hours\.$/,
    );
    expect(Number(capped.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);

    // Refused even with the right code, from a fresh network; no new code is sent either.
    expect((await verify(second, code2)).status).toBe(429);
    expect((await send(third)).status).toBe(429);
    expect(app.mailbox.to(third.toLowerCase())).toHaveLength(0);
    const [{ consumed }] = await app.db.query(
      `SELECT consumed_at IS NOT NULL AS consumed FROM email_codes WHERE email = $1`,
      [second.toLowerCase()],
    );
    expect(consumed).toBe(false);

    // The owner of the address that reached the cap gets one e-mail about it.
    const notice = await app.mailbox.waitForMail(second.toLowerCase(), 2);
    expect(notice.subject).toBe("ISTC Connect: sign-in codes paused for your address");
    expect(notice.text).toContain("7 wrong sign-in codes were entered");
    expect(notice.text).toContain("Nobody signed in");
    await verify(second, wrongCode(code2));
    expect(app.mailbox.to(second.toLowerCase())).toHaveLength(2);

    // After the 24-hour window the right code works again.
    await app.db.query(
      `UPDATE rate_limits SET window_start = window_start - interval '24 hours' WHERE key = $1`,
      [`verify-failures:${mailbox}`],
    );
    const signedIn = await verify(second, code2);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe(second.toLowerCase());
  });
});

describe("a mailbox's many spellings count as one for the per-address limits", () => {
  it("shares the 60-second spacing and the hourly cap, while each code keeps the address as typed", async () => {
    const { mailbox, spellings } = gmailVariants();
    expect((await send(spellings[0])).status).toBe(200);
    const spaced = await send(spellings[1]);
    expect(spaced.status).toBe(429);
    expect(spaced.body.detail).toMatch(
      /^Please wait \d+ seconds before requesting another code\.$/,
    );

    for (const spelling of spellings.slice(1)) {
      await ageMailbox(mailbox);
      expect((await send(spelling)).status).toBe(200);
    }
    await ageMailbox(mailbox);
    expect((await send(`pat${mailbox.slice(3, 11)}+fifth@gmail.com`)).status).toBe(200);
    await ageMailbox(mailbox);
    const sixth = await send(`p.at${mailbox.slice(3, 11)}+sixth@gmail.com`);
    expect(sixth.status).toBe(429);
    expect(sixth.body.detail).toMatch(/^Too many codes were requested for this e-mail\./);

    const stored = await app.db.query(
      `SELECT email, mailbox FROM email_codes WHERE mailbox = $1 ORDER BY created_at`,
      [mailbox],
    );
    expect(stored.map((r: { email: string }) => r.email)).toEqual([
      ...spellings.map((s) => s.toLowerCase()),
      `pat${mailbox.slice(3, 11)}+fifth@gmail.com`,
    ]);
  });
});

describe("per-IP limits count an IPv6 client by its /64", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp(
      { RATE_LIMIT_VERIFY_PER_IP: "4", RATE_LIMIT_WINDOW_SECONDS: "300" },
      { mailbox: app.mailbox },
    );
  });
  afterAll(() => limited.close());

  it("addresses of one /64 share a bucket; another /64 has its own", async () => {
    const prefix = `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
    const statuses: number[] = [];
    for (const host of ["::1", ":1:2:3:4", "::abcd", ":ffff:0:0:1", "::99"]) {
      const res = await limited.rest("POST", "/api/auth/verify-otp", {
        ip: `${prefix}${host}`,
        body: { email: `nobody.${randomBytes(3).toString("hex")}@example.org`, otp: "123456" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const elsewhere = await limited.rest("POST", "/api/auth/verify-otp", {
      ip: `${prefix.replace(/:[0-9a-f]+$/, ":ffff")}::1`,
      body: { email: "nobody@example.org", otp: "123456" },
    });
    expect(elsewhere.status).toBe(400);
  });
});

describe("names typed by strangers in e-mails", () => {
  it("are never repeated in the code e-mail to an address with no account yet", async () => {
    const email = `eve.${randomBytes(4).toString("hex")}@example.org`;
    const hostile =
      'Eve <a href="https://evil.example/reset">Reset</a>\r\nLocked! https://evil.example/x\u202E moc.live';
    const res = await app.rest("POST", "/api/auth/send-otp", {
      body: { email, full_name: hostile },
    });
    expect(res.status).toBe(200);
    const mail = await app.mailbox.waitForMail(email);
    expect(mail.subject).toMatch(/^\d{6} is your ISTC Connect sign-in code$/);
    expect(mail.text.split("\n")[0]).toBe("Hello,");
    for (const typed of ["Eve", "evil.example", "Locked", "Reset", "moc.live", "\u202E"]) {
      expect(mail.raw).not.toContain(typed);
      expect(mail.text).not.toContain(typed);
      expect(mail.html).not.toContain(typed);
    }
    // The name is kept for the account the code creates, never mailed.
    const [row] = await app.db.query(`SELECT full_name FROM email_codes WHERE email = $1`, [email]);
    expect(row.full_name).toContain("Eve");
  });

  it("greets an existing account by its own name, not by what the request typed", async () => {
    const member = await app.buildUser({ fullName: "Asha Verma" });
    const res = await app.rest("POST", "/api/auth/send-otp", {
      body: { email: member.email, full_name: "Visit https://evil.example now" },
    });
    expect(res.status).toBe(200);
    const mail = await app.mailbox.waitForMail(member.email);
    expect(mail.text.split("\n")[0]).toBe("Hi Asha Verma,");
    expect(mail.raw).not.toContain("evil.example");
  });
});

describe("the one-time link in the 'codes paused' e-mail", () => {
  const SIGN_IN_WITH_LINK = `mutation($e: String!, $t: String!) {
    signInWithLink(email: $e, token: $t) { token isNewUser user { id email } } }`;
  const REFUSED =
    "This sign-in link has expired, was already used, or is not for this address. Each link works once, within 30 minutes. Please sign in again.";

  /** A stranger's last wrong guess pauses codes for `email` (the earlier ones are counted already). */
  async function pause(email: string) {
    await app.db.query(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, now(), 6)
       ON CONFLICT (key) DO UPDATE SET window_start = now(), count = 6`,
      [`verify-failures:${email}`],
    );
    expect((await send(email)).status).toBe(200);
    const code = await app.mailbox.waitForCode(email);
    expect((await verify(email, wrongCode(code))).status).toBe(429);
    return app.mailbox.waitForMail(email, 2);
  }

  /** The link of a notice, and its address and token. */
  function linkIn(text: string) {
    const found = /^https?:\/\/\S+$/m.exec(text);
    expect(found).not.toBeNull();
    const url = new URL(found![0]);
    return { url, email: url.searchParams.get("email")!, token: url.searchParams.get("token")! };
  }

  const useLink = (email: string, token: string) =>
    app.gql(SIGN_IN_WITH_LINK, { e: email, t: token }, { ip: uniqueIp() });

  it("signs its owner in despite the pause, once; only its hash is stored, for 30 minutes", async () => {
    const owner = await app.buildUser({
      email: `admin.${randomBytes(4).toString("hex")}@example.org`,
      fullName: "Owner Admin",
      isAdminFlag: true,
    });
    const notice = await pause(owner.email);
    expect(notice.subject).toBe("ISTC Connect: sign-in codes paused for your address");
    expect(notice.text).toContain("To sign in now despite the pause, open this link");
    const link = linkIn(notice.text);
    expect(`${link.url.origin}${link.url.pathname}`).toBe(`${app.url}/auth/link`);
    expect(link.email).toBe(owner.email);
    expect(link.token).toMatch(/^[\w-]{43}$/);
    expect(notice.html).toContain(`href="${link.url.href.replace(/&/g, "&#38;")}"`);

    const stored = await app.db.query(
      `SELECT user_id, mailbox, extract(epoch FROM expires_at - created_at)::int AS ttl
       FROM sign_in_links WHERE token_hash = encode(sha256($1::bytea), 'hex')`,
      [link.token],
    );
    expect(stored).toEqual([{ user_id: owner.id, mailbox: owner.email, ttl: 1800 }]);
    expect(JSON.stringify(await app.db.query(`SELECT * FROM sign_in_links`))).not.toContain(
      link.token,
    );

    // Codes stay paused, even the right one...
    const code = await app.mailbox.waitForCode(owner.email);
    expect((await verify(owner.email, code)).status).toBe(429);
    // ...but the link signs the owner in.
    const signedIn = await useLink(link.email, link.token);
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data.signInWithLink).toMatchObject({
      isNewUser: false,
      user: { id: owner.id, email: owner.email },
    });
    const me = await app.rest("GET", "/api/auth/me", {
      token: signedIn.data.signInWithLink.token,
    });
    expect(me.body).toMatchObject({ id: owner.id, is_admin: true });

    // Once.
    const again = await useLink(link.email, link.token);
    expect(again.errors?.[0]).toMatchObject({
      message: REFUSED,
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("stops working after 30 minutes", async () => {
    const owner = await app.buildUser();
    const link = linkIn((await pause(owner.email)).text);
    await app.db.query(
      `UPDATE sign_in_links SET expires_at = now() - interval '1 second'
       WHERE token_hash = encode(sha256($1::bytea), 'hex')`,
      [link.token],
    );
    expect((await useLink(link.email, link.token)).errors?.[0].message).toBe(REFUSED);
  });

  it("works only for the mailbox it was sent to; forged tokens are refused alike", async () => {
    const owner = await app.buildUser();
    const other = await app.buildUser();
    await pause(other.email);
    const link = linkIn((await pause(owner.email)).text);

    // Another mailbox (itself paused, or not) cannot use it, and the attempt does not spend it.
    for (const email of [other.email, `someone.${randomBytes(3).toString("hex")}@example.org`]) {
      const res = await useLink(email, link.token);
      expect(res.errors?.[0]).toMatchObject({
        message: REFUSED,
        extensions: { code: "BAD_USER_INPUT" },
      });
      expect(res.data).toBeNull();
    }
    for (const token of ["x".repeat(43), "short", link.token.toUpperCase()]) {
      expect((await useLink(owner.email, token)).errors?.[0].message).toBe(REFUSED);
    }
    expect((await useLink(owner.email, link.token)).data.signInWithLink.user.id).toBe(owner.id);
  });

  it("is not in the notice of an address with no account (nobody to sign in)", async () => {
    const email = `nobody.${randomBytes(4).toString("hex")}@example.org`;
    const notice = await pause(email);
    expect(notice.text).toContain("7 wrong sign-in codes were entered");
    expect(notice.text).not.toContain("/auth/link");
    expect(await app.db.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toEqual([]);
  });
});

describe("a mail server that hangs", () => {
  let hung: Server;
  let sockets: Socket[] = [];
  let slowMail: TestApp;
  beforeAll(async () => {
    // Accepts connections and never says a word (no SMTP greeting).
    hung = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => hung.listen(0, "127.0.0.1", resolve));
    const { port } = hung.address() as { port: number };
    slowMail = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_TIMEOUT_SECONDS: "1",
    });
  });
  afterAll(async () => {
    await slowMail.close();
    sockets.forEach((s) => s.destroy());
    sockets = [];
    await new Promise<void>((resolve) => hung.close(() => resolve()));
  });

  it("costs a 503 with a clear detail once the greeting times out, and keeps no code", async () => {
    const email = `late.${randomBytes(4).toString("hex")}@example.org`;
    const res = await slowMail.rest("POST", "/api/auth/send-otp", {
      body: { email, full_name: "Late Mail" },
    });
    expect(res).toMatchObject({
      status: 503,
      body: { detail: "We couldn't send the e-mail right now. Please try again in a minute." },
    });
    expect(await slowMail.db.query(`SELECT 1 FROM email_codes WHERE email = $1`, [email])).toEqual(
      [],
    );
  });
});
