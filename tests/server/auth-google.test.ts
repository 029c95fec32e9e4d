import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider, type TestOidcProvider } from "../support/oidc.js";
import { followRedirects } from "../support/redirects.js";
import { startTestApp, uniqueEmail, type TestApp } from "../support/test-app.js";

let provider: TestOidcProvider;
let app: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  unconfigured = await startTestApp();
  app = await startTestApp(
    async (appUrl) => {
      provider = await startOidcProvider([`${appUrl}/api/auth/google/callback`]);
      return {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
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

  it("a new Google user lands on /auth/success with a working token and new_user=true, then false", async () => {
    const who = account();
    provider.signInAs(who);
    const first = await signInWithGoogle();
    expect(first.url.pathname).toBe("/auth/success");
    expect(first.url.searchParams.get("new_user")).toBe("true");
    const token = first.url.searchParams.get("token")!;
    const me = await app.rest("GET", "/api/auth/me", { token });
    expect(me.body).toMatchObject({
      email: who.email,
      full_name: "Harleen Kaur",
      profile_completed: false,
    });

    const second = await signInWithGoogle();
    expect(second.url.pathname).toBe("/auth/success");
    expect(second.url.searchParams.get("new_user")).toBe("false");
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
    const me = await app.rest("GET", "/api/auth/me", {
      token: result.url.searchParams.get("token")!,
    });
    expect(me.body).toMatchObject({ id: existing.id, full_name: "Existing Member" });
    const rows = await app.db.query(`SELECT google_sub FROM users WHERE email = $1`, [
      existing.email,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].google_sub).toMatch(/^google-/);
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
});
