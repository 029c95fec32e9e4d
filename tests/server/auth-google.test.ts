import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider, type TestOidcProvider } from "../support/oidc.js";
import { followRedirects } from "../support/redirects.js";
import { startTestApp, uniqueEmail, type TestApp } from "../support/test-app.js";

let provider: TestOidcProvider;
let app: TestApp;
let unconfigured: TestApp;
const adminByConfig = uniqueEmail("google-config-admin");
const adminListedLater = uniqueEmail("google-listed-later");

beforeAll(async () => {
  unconfigured = await startTestApp();
  app = await startTestApp(
    async (appUrl) => {
      provider = await startOidcProvider([`${appUrl}/api/auth/google/callback`]);
      return {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        ADMIN_EMAILS: `${adminByConfig},${adminListedLater}`,
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

/**
 * A browser going through the Google sign-in; `cookie` is what it then sends to this site (the
 * exchange binding set by the callback), as the client's POST of the code would.
 */
async function signInWithGoogle() {
  const jar = new Map<string, Map<string, string>>();
  const result = await followRedirects(
    `${app.url}/api/auth/google`,
    (url) =>
      url.origin === app.url &&
      url.pathname !== "/api/auth/google" &&
      !url.pathname.startsWith("/api/"),
    jar,
  );
  const cookies = jar.get(new URL(app.url).host) ?? new Map<string, string>();
  const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  return { ...result, cookie, code: result.url.searchParams.get("token") };
}

/** What the client does on /auth/success: trade the one-time code for the session, from its browser. */
const exchange = (code: string | null, cookie = "") =>
  app.rest("POST", "/api/auth/exchange", { body: { code }, headers: { cookie } });

/** Signs in with Google and trades the code in the same browser. */
async function googleSession() {
  const flow = await signInWithGoogle();
  return { flow, traded: await exchange(flow.code, flow.cookie) };
}

const GRAPHQL_EXCHANGE = `mutation($c: String!) { exchangeSignInCode(code: $c) { token user { id } } }`;
const SET_ADMIN = `mutation($id: ID!) { setAdmin(userId: $id, isAdmin: true) { id isAdmin } }`;
const REFUSED = "This sign-in link has expired or was already used. Please sign in again.";

const account = (
  overrides: Partial<{ sub: string; email: string; email_verified: boolean; name: string }> = {},
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

    const traded = await exchange(code, first.cookie);
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
    const { code, cookie } = await signInWithGoogle();
    expect(code).toMatch(/^[\w-]{43}$/);
    const stored = await app.db.query(
      `SELECT code_hash, expires_at - created_at AS ttl FROM sign_in_exchanges WHERE code_hash = encode(sha256($1::bytea), 'hex')`,
      [code],
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);

    expect((await exchange(code, cookie)).status).toBe(200);
    const again = await exchange(code, cookie);
    expect(again).toMatchObject({
      status: 400,
      body: { detail: REFUSED },
    });

    provider.signInAs(account());
    const late = await signInWithGoogle();
    await app.db.query(
      `UPDATE sign_in_exchanges SET expires_at = now() - interval '1 second' WHERE code_hash = encode(sha256($1::bytea), 'hex')`,
      [late.code],
    );
    expect((await exchange(late.code, late.cookie)).status).toBe(400);
    // Malformed or missing codes are refused with the same message, never looked up as anything else.
    for (const bad of ["", "x", "a".repeat(500), null]) {
      const res = await exchange(bad, cookie);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(REFUSED);
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
    const traded = await exchange(result.code, result.cookie);
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
    expect((await exchange(result.code, result.cookie)).body.user.id).toBe(member.id);
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

  it("trades the code only in the browser that finished the sign-in (login CSRF)", async () => {
    provider.signInAs(account());
    // The browser up to the callback; then the callback itself, to see what it sets.
    const jar = new Map<string, Map<string, string>>();
    const atCallback = await followRedirects(
      `${app.url}/api/auth/google`,
      (url) => url.pathname === "/api/auth/google/callback",
      jar,
    );
    const state = jar.get(new URL(app.url).host)!.get("istc_oidc_state");
    const callback = await fetch(atCallback.url, {
      redirect: "manual",
      headers: { cookie: `istc_oidc_state=${state}` },
    });
    const code = new URL(callback.headers.get("location")!).searchParams.get("token")!;
    const binding = callback.headers.getSetCookie().find((c) => c.startsWith("istc_sign_in="))!;
    expect(binding).toMatch(/; HttpOnly/i);
    expect(binding).toMatch(/; SameSite=Lax/i);
    expect(binding).toMatch(/; Path=\/(;|$)/);
    expect(binding).toMatch(/; Max-Age=60(;|$)/);
    const cookie = binding.split(";")[0];
    expect(cookie).not.toContain(code);

    // The attacker sends their /auth/success link to a victim: the victim's browser has no binding.
    expect(await exchange(code)).toMatchObject({ status: 400, body: { detail: REFUSED } });
    expect((await app.gql(GRAPHQL_EXCHANGE, { c: code })).errors?.[0]).toMatchObject({
      message: REFUSED,
      extensions: { code: "BAD_USER_INPUT" },
    });
    // Nor does the binding of the victim's own Google sign-in fit it.
    provider.signInAs(account());
    const victim = await signInWithGoogle();
    expect((await exchange(code, victim.cookie)).status).toBe(400);
    expect((await exchange(code, "istc_sign_in=forged")).status).toBe(400);
    // Only hashes are stored.
    const [row] = await app.db.query(
      `SELECT binding_hash FROM sign_in_exchanges WHERE code_hash = encode(sha256($1::bytea), 'hex')`,
      [code],
    );
    expect(row.binding_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.binding_hash).not.toContain(cookie.split("=")[1]);

    // Those refusals did not use it up: the browser that finished the flow signs in (GraphQL too).
    const own = await app.gql(GRAPHQL_EXCHANGE, { c: code }, { headers: { cookie } });
    expect(own.data?.exchangeSignInCode.token).toMatch(/^[\w-]{43}$/);
    expect((await exchange(victim.code, victim.cookie)).status).toBe(200);
  });

  it("a Google-linked member made admin with setAdmin loses the link and signs in with codes", async () => {
    const who = account();
    provider.signInAs(who);
    const { traded } = await googleSession();
    expect(traded.status).toBe(200);
    const memberId: string = traded.body.user.id;

    const admin = await app.buildUser({ isAdminFlag: true });
    const promoted = await app.gql(
      SET_ADMIN,
      { id: memberId },
      { token: await app.tokenFor(admin) },
    );
    expect(promoted.data?.setAdmin.isAdmin).toBe(true);
    const [row] = await app.db.query(`SELECT google_sub FROM users WHERE id = $1`, [memberId]);
    expect(row.google_sub).toBeNull();

    const again = await signInWithGoogle();
    expect(again.url.pathname).toBe("/login");
    expect(again.url.searchParams.get("error")).toBe("google_admin_account");
    const rows = await app.db.query(`SELECT id, google_sub FROM users WHERE email = $1`, [
      who.email,
    ]);
    expect(rows).toEqual([{ id: memberId, google_sub: null }]);
  });

  it("an account linked before its address was listed in ADMIN_EMAILS is refused and unlinked", async () => {
    // Linked while a member; the address was added to ADMIN_EMAILS later (then the server restarted).
    const sub = `google-${randomBytes(6).toString("hex")}`;
    const listed = await app.buildUser({ email: adminListedLater, googleSub: sub });
    provider.signInAs(account({ sub, email: adminListedLater }));
    const result = await signInWithGoogle();
    expect(result.url.pathname).toBe("/login");
    expect(result.url.searchParams.get("error")).toBe("google_admin_account");
    const [row] = await app.db.query(`SELECT google_sub FROM users WHERE id = $1`, [listed.id]);
    expect(row.google_sub).toBeNull();

    // At start (and on the maintenance timer) every admin's link goes; members keep theirs.
    await app.db.query(`UPDATE users SET google_sub = $2 WHERE id = $1`, [listed.id, sub]);
    const flagged = await app.buildUser({ isAdminFlag: true, googleSub: `${sub}-flag` });
    const member = await app.buildUser({ googleSub: `${sub}-member` });
    await app.services.google.unlinkAdmins();
    const links = await app.db.query(
      `SELECT id, google_sub FROM users WHERE id = ANY($1) ORDER BY google_sub NULLS FIRST`,
      [[listed.id, flagged.id, member.id]],
    );
    expect(
      Object.fromEntries(
        links.map((l: { id: string; google_sub: string | null }) => [l.id, l.google_sub]),
      ),
    ).toEqual({
      [listed.id]: null,
      [flagged.id]: null,
      [member.id]: `${sub}-member`,
    });
  });
});
