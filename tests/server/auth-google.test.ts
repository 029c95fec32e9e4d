import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider, type TestOidcProvider } from "../support/oidc.js";
import { followRedirects } from "../support/redirects.js";
import { startTestApp, uniqueEmail, type TestApp } from "../support/test-app.js";

let provider: TestOidcProvider;
let app: TestApp;
let unconfigured: TestApp;
const adminByConfig = uniqueEmail("google-config-admin");

beforeAll(async () => {
  unconfigured = await startTestApp();
  app = await startTestApp(
    async (appUrl) => {
      provider = await startOidcProvider([`${appUrl}/api/auth/google/callback`]);
      return {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        ADMIN_EMAILS: adminByConfig,
      };
    },
    { mailbox: unconfigured.mailbox },
  );
});
afterAll(async () => {
  await app?.close();
  await unconfigured.close();
  await provider.close();
});

const signInWithGoogle = () =>
  followRedirects(
    `${app.url}/api/auth/google`,
    (url) =>
      url.origin === app.url &&
      url.pathname !== "/api/auth/google" &&
      !url.pathname.startsWith("/api/"),
  );

/** What the client does on /auth/success: trade the one-time code for the session. */
const exchange = (code: string | null) =>
  app.rest("POST", "/api/auth/exchange", { body: { code } });

const account = (
  overrides: Partial<{ email: string; email_verified: boolean; name: string }> = {},
) => ({
  sub: `google-${randomBytes(6).toString("hex")}`,
  email: uniqueEmail("g"),
  email_verified: true,
  name: "Harleen Kaur",
  ...overrides,
});

describe("Google sign-in (OpenID Connect)", () => {
  it("without configuration, /api/auth/google sends the browser back to /login with the reason", async () => {
    const res = await unconfigured.rest("GET", "/api/auth/google");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${unconfigured.url}/login?error=google_unavailable`);
  });

  it("redirects to the provider with PKCE (S256), state and nonce", async () => {
    const res = await app.rest("GET", "/api/auth/google");
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get("location")!);
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get("code_challenge_method")).toBe("S256");
    expect(to.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(to.searchParams.get("state")).toBeTruthy();
    expect(to.searchParams.get("nonce")).toBeTruthy();
    expect(to.searchParams.get("redirect_uri")).toBe(`${app.url}/api/auth/google/callback`);
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/i);
  });

  it("a new Google user lands on /auth/success with a one-time code and new_user=true, then false", async () => {
    const who = account();
    provider.signInAs(who);
    const first = await signInWithGoogle();
    expect(first.url.pathname).toBe("/auth/success");
    expect(first.url.searchParams.get("new_user")).toBe("true");
    const code = first.url.searchParams.get("token")!;
    // The URL never carries a session token: the code itself is refused as a bearer token.
    expect((await app.rest("GET", "/api/auth/me", { token: code })).status).toBe(401);

    const traded = await exchange(code);
    expect(traded.status).toBe(200);
    expect(traded.body).toMatchObject({
      is_new_user: true,
      message: "Welcome to ISTC Connect, Harleen!",
      user: { email: who.email, full_name: "Harleen Kaur", profile_completed: false },
    });
    expect(traded.body.token).not.toBe(code);
    const me = await app.rest("GET", "/api/auth/me", { token: traded.body.token });
    expect(me.body).toMatchObject({ email: who.email, full_name: "Harleen Kaur" });

    const second = await signInWithGoogle();
    expect(second.url.pathname).toBe("/auth/success");
    expect(second.url.searchParams.get("new_user")).toBe("false");
  });

  it("the exchange code works once, within 60 seconds, and only its hash is stored", async () => {
    provider.signInAs(account());
    const { url } = await signInWithGoogle();
    const code = url.searchParams.get("token")!;
    expect(code).toMatch(/^[\w-]{43}$/);
    const stored = await app.db.query(
      `SELECT code_hash, expires_at - created_at AS ttl FROM sign_in_exchanges WHERE code_hash = encode(sha256($1::bytea), 'hex')`,
      [code],
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);

    expect((await exchange(code)).status).toBe(200);
    const again = await exchange(code);
    expect(again).toMatchObject({
      status: 400,
      body: { detail: "This sign-in link has expired or was already used. Please sign in again." },
    });

    provider.signInAs(account());
    const late = (await signInWithGoogle()).url.searchParams.get("token")!;
    await app.db.query(
      `UPDATE sign_in_exchanges SET expires_at = now() - interval '1 second' WHERE code_hash = encode(sha256($1::bytea), 'hex')`,
      [late],
    );
    expect((await exchange(late)).status).toBe(400);
    // Malformed or missing codes are refused with the same message, never looked up as anything else.
    for (const bad of ["", "x", "a".repeat(500), null]) {
      const res = await exchange(bad);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(
        "This sign-in link has expired or was already used. Please sign in again.",
      );
    }
  });

  it("links to the existing account with that e-mail, never a second account", async () => {
    const existing = await app.buildUser({
      fullName: "Existing Member",
      rollNumber: `R-${Date.now()}`,
      profileCompleted: true,
    });
    provider.signInAs(account({ email: existing.email.toUpperCase(), name: "Different Name" }));
    const result = await signInWithGoogle();
    expect(result.url.searchParams.get("new_user")).toBe("false");
    const traded = await exchange(result.url.searchParams.get("token"));
    expect(traded.body.user).toMatchObject({ id: existing.id, full_name: "Existing Member" });
    const rows = await app.db.query(`SELECT google_sub FROM users WHERE email = $1`, [
      existing.email,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].google_sub).toMatch(/^google-/);
  });

  it("never links an unverified Google e-mail to an existing account", async () => {
    const existing = await app.buildUser({ fullName: "Careful Member" });
    provider.signInAs(account({ email: existing.email, email_verified: false }));
    const result = await signInWithGoogle();
    expect(result.url.pathname).toBe("/login");
    expect(result.url.searchParams.get("error")).toBe("google_email_unverified");
    const [row] = await app.db.query(`SELECT google_sub FROM users WHERE id = $1`, [existing.id]);
    expect(row.google_sub).toBeNull();
  });

  it("refuses, and keeps the link, when the account is linked to a different Google account", async () => {
    const existing = await app.buildUser({ googleSub: "google-original-owner" });
    const intruder = account({ email: existing.email });
    provider.signInAs(intruder);
    const result = await signInWithGoogle();
    expect(result.url.pathname).toBe("/login");
    expect(result.url.searchParams.get("error")).toBe("google_account_conflict");
    const [row] = await app.db.query(`SELECT google_sub FROM users WHERE id = $1`, [existing.id]);
    expect(row.google_sub).toBe("google-original-owner");
    expect(
      await app.db.query(`SELECT 1 FROM users WHERE google_sub = $1`, [intruder.sub]),
    ).toHaveLength(0);
  });

  it("never links Google to an admin account (by flag or by ADMIN_EMAILS), nor creates one", async () => {
    const flagged = await app.buildUser({ isAdminFlag: true });
    provider.signInAs(account({ email: flagged.email }));
    const byFlag = await signInWithGoogle();
    expect(byFlag.url.searchParams.get("error")).toBe("google_admin_account");
    const [row] = await app.db.query(`SELECT google_sub FROM users WHERE id = $1`, [flagged.id]);
    expect(row.google_sub).toBeNull();

    const configured = await app.buildUser({ email: adminByConfig });
    provider.signInAs(account({ email: ` ${adminByConfig.toUpperCase()}` }));
    const byConfig = await signInWithGoogle();
    expect(byConfig.url.searchParams.get("error")).toBe("google_admin_account");
    const [same] = await app.db.query(`SELECT google_sub FROM users WHERE id = $1`, [
      configured.id,
    ]);
    expect(same.google_sub).toBeNull();

    // An address of ADMIN_EMAILS with no account yet is not created through Google either.
    await app.db.query(`DELETE FROM users WHERE id = $1`, [configured.id]);
    const fresh = await signInWithGoogle();
    expect(fresh.url.searchParams.get("error")).toBe("google_admin_account");
    expect(
      await app.db.query(`SELECT 1 FROM users WHERE email = $1`, [adminByConfig]),
    ).toHaveLength(0);
  });

  it("still signs in with Google while e-mail codes are paused for the address", async () => {
    const member = await app.buildUser();
    await app.db.query(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, now(), 20)`,
      [`verify-failures:${member.email}`],
    );
    const paused = await app.rest("POST", "/api/auth/send-otp", {
      body: { email: member.email, full_name: "X" },
    });
    expect(paused.status).toBe(429);
    expect(paused.body.detail).toMatch(/or continue with Google\.$/);

    provider.signInAs(account({ email: member.email }));
    const result = await signInWithGoogle();
    expect(result.url.pathname).toBe("/auth/success");
    expect((await exchange(result.url.searchParams.get("token"))).body.user.id).toBe(member.id);
  });

  it("refuses an unverified Google e-mail and creates nothing", async () => {
    const who = account({ email_verified: false });
    provider.signInAs(who);
    const result = await signInWithGoogle();
    expect(result.url.pathname).toBe("/login");
    expect(result.url.searchParams.get("error")).toBe("google_email_unverified");
    expect(await app.db.query(`SELECT 1 FROM users WHERE email = $1`, [who.email])).toHaveLength(0);
  });

  it("refuses a callback whose state is not this browser's", async () => {
    const start = await app.rest("GET", "/api/auth/google");
    const state = new URL(start.headers.get("location")!).searchParams.get("state");
    // Another browser (no state cookie) arrives at the callback with that state.
    const res = await app.rest("GET", `/api/auth/google/callback?code=forged&state=${state}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${app.url}/login?error=google_failed`);
  });

  it("expires unfinished sign-ins after 10 minutes and deletes their rows", async () => {
    const start = await app.rest("GET", "/api/auth/google");
    const state = new URL(start.headers.get("location")!).searchParams.get("state")!;
    const cookie = start.headers.getSetCookie()[0].split(";")[0];
    await app.db.query(
      `UPDATE oidc_flows SET created_at = now() - interval '11 minutes' WHERE state = $1`,
      [state],
    );
    const late = await app.rest("GET", `/api/auth/google/callback?code=x&state=${state}`, {
      headers: { cookie },
    });
    expect(late.headers.get("location")).toBe(`${app.url}/login?error=google_failed`);

    const stale = (await app.rest("GET", "/api/auth/google")).headers.get("location")!;
    const staleState = new URL(stale).searchParams.get("state");
    await app.db.query(
      `UPDATE oidc_flows SET created_at = now() - interval '11 minutes' WHERE state = $1`,
      [staleState],
    );
    await app.services.google.pruneFlows();
    expect(
      await app.db.query(`SELECT 1 FROM oidc_flows WHERE state = $1`, [staleState]),
    ).toHaveLength(0);
  });

  it("a mangled state cookie on the callback is a readable redirect, not an error", async () => {
    const res = await app.rest("GET", "/api/auth/google/callback?code=x&state=abc", {
      headers: { cookie: "istc_oidc_state=%E0%A4%A" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${app.url}/login?error=google_failed`);
  });
});
