import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCuttableProxy } from "../support/cuttable-proxy.js";
import { startOidcProvider, type TestOidcProvider } from "../support/oidc.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { sharedDatabaseUrl } from "../support/shared-database.js";

let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
let app: TestApp;
let provider: TestOidcProvider;
beforeAll(async () => {
  const direct = new URL(sharedDatabaseUrl());
  proxy = await startCuttableProxy(direct);
  const viaProxy = new URL(direct);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  app = await startTestApp(async (appUrl) => {
    provider = await startOidcProvider([`${appUrl}/api/auth/google/callback`]);
    return {
      DATABASE_URL: viaProxy.href,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    };
  });
});
afterAll(async () => {
  await proxy.restore().catch(() => {});
  await app.close();
  await provider.close();
  await proxy.cut();
});

describe("when the database goes away", () => {
  it("answers 503 with a clear message instead of crashing, and recovers when it is back", async () => {
    const member = await app.buildUser();
    const token = await app.tokenFor(member);
    expect((await app.rest("GET", "/readyz")).status).toBe(200);

    await proxy.cut();
    expect(await app.rest("GET", "/readyz")).toMatchObject({
      status: 503,
      body: { detail: "Database not reachable" },
    });
    const unavailable = "The service is temporarily unavailable. Please try again in a moment.";
    expect(
      await app.rest("POST", "/api/auth/send-otp", { body: { email: "x@y.in" } }),
    ).toMatchObject({
      status: 503,
      body: { detail: unavailable },
    });
    const me = await app.rest("GET", "/api/auth/me", { token });
    expect(me).toMatchObject({ status: 503, body: { detail: unavailable } });
    // REST says how long to wait, as GraphQL does.
    expect(me.headers.get("retry-after")).toBe("5");
    const gql = await app.gql(`{ emailStatus(email: "x@y.in") { isNewUser } }`);
    expect(gql.errors?.[0]).toMatchObject({
      message: unavailable,
      extensions: { code: "SERVICE_UNAVAILABLE" },
    });
    expect((await app.rest("GET", "/healthz")).status).toBe(200);
    // A browser in the Google redirect chain gets a readable page, not a JSON 5xx.
    for (const step of ["/api/auth/google", "/api/auth/google/callback?code=c&state=s"]) {
      const google = await app.rest("GET", step, { headers: { cookie: "istc_oidc_state=s" } });
      expect(google.status).toBe(302);
      expect(google.headers.get("location")).toBe(`${app.url}/login?error=service_unavailable`);
    }

    await proxy.restore();
    await expect
      .poll(async () => (await app.rest("GET", "/readyz")).status, { timeout: 10_000 })
      .toBe(200);
    expect(await app.rest("GET", "/api/auth/me", { token })).toMatchObject({
      status: 200,
      body: { id: member.id },
    });
  });
});
