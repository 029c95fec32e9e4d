import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_HINT_SCRIPT } from "../../common/session-hint.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Security headers (helmet, server/src/http/security-headers.ts) and CORS (CORS_ORIGINS only).

const PARTNER = "https://partner.istc-connect.in";
let app: TestApp;
let secure: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), "istc-headers-"));
  mkdirSync(path.join(dist, "assets"), { recursive: true });
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>ISTC Connect</title>");
  writeFileSync(path.join(dist, "assets", "index-a1b2c3.js"), "console.log('app')");
  app = await startTestApp({ CLIENT_DIST: dist, CORS_ORIGINS: PARTNER });
  secure = await startTestApp({ CLIENT_DIST: dist, APP_URL: "https://connect.istc.in" });
});
afterAll(() => Promise.all([app.close(), secure.close()]));

const get = (target: TestApp, route: string, headers: Record<string, string> = {}) =>
  fetch(target.url + route, { headers });
const post = (route: string, headers: Record<string, string> = {}) =>
  fetch(app.url + route, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query: "{ __typename }" }),
  });

/** The CSP as directive -> sources. */
const csp = (res: Response) =>
  Object.fromEntries(
    (res.headers.get("content-security-policy") ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

describe("security headers", () => {
  it("every response (page, asset, API, REST, health, 404) has the self-only CSP", async () => {
    // Scripts: this origin, and index.html's one inline script (the session hint) by its hash.
    const hint = `'sha256-${createHash("sha256").update(SESSION_HINT_SCRIPT).digest("base64")}'`;
    const responses = [
      await get(app, "/"),
      await get(app, "/dashboard"),
      await get(app, "/assets/index-a1b2c3.js"),
      await post("/graphql"),
      await get(app, "/api/auth/me"),
      await get(app, "/healthz"),
      await get(app, "/api/nope"),
    ];
    for (const res of responses) {
      const policy = csp(res);
      expect(policy["default-src"]).toEqual(["'self'"]);
      expect(policy["script-src"]).toEqual(["'self'", hint]);
      expect(policy["style-src"]).toEqual(["'self'"]);
      expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:"]);
      expect(policy["connect-src"]).toEqual(["'self'"]);
      expect(policy["object-src"]).toEqual(["'none'"]);
      expect(policy["frame-ancestors"]).toEqual(["'none'"]);
      expect(Object.values(policy).flat().join(" ")).not.toMatch(/https:|unsafe|\*/);
    }
  });

  it("sends Referrer-Policy no-referrer, nosniff and a same-origin frame policy", async () => {
    for (const res of [await get(app, "/"), await post("/graphql")]) {
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("sends HSTS only when APP_URL is https", async () => {
    expect((await get(app, "/")).headers.get("strict-transport-security")).toBeNull();
    for (const route of ["/", "/healthz"]) {
      expect((await get(secure, route)).headers.get("strict-transport-security")).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
  });

  it("widens the CSP for Apollo's GraphQL landing page only", async () => {
    const page = await get(app, "/graphql", { accept: "text/html" });
    expect(page.status).toBe(200);
    expect(csp(page)["script-src"]).toContain("https://embeddable-sandbox.cdn.apollographql.com");
    // Its inline scripts run: no hash next to 'unsafe-inline' (browsers would then ignore it).
    expect(csp(page)["script-src"]).toContain("'unsafe-inline'");
    expect(csp(page)["script-src"].filter((s: string) => s.startsWith("'sha"))).toEqual([]);
    expect(csp(page)["frame-ancestors"]).toEqual(["'none'"]);
  });
});

describe("CORS", () => {
  it("allows the origins in CORS_ORIGINS, with a preflight", async () => {
    const preflight = await fetch(`${app.url}/graphql`, {
      method: "OPTIONS",
      headers: {
        origin: PARTNER,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("authorization");
    const res = await post("/graphql", { origin: PARTNER });
    expect(res.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(res.headers.get("vary")).toMatch(/origin/i);
  });

  it("says nothing to any other origin, nor without CORS_ORIGINS", async () => {
    for (const origin of ["https://evil.example", "null", `${PARTNER}.evil.example`]) {
      const preflight = await fetch(`${app.url}/graphql`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST" },
      });
      expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
      const res = await post("/api/auth/me", { origin });
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    }
    const other = await fetch(`${secure.url}/graphql`, {
      method: "POST",
      headers: { origin: PARTNER, "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});
