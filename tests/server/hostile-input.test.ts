import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsubscribeToken } from "../../server/src/modules/notifications/unsubscribe-token.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Errors a client causes are 4xx, never 500: hostile paths, headers, cookies and bodies, and a
// checkout whose path has a dot-directory in it (e.g. ~/.cache/app).

let app: TestApp;
let dist: string;
beforeAll(async () => {
  dist = path.join(mkdtempSync(path.join(tmpdir(), "istc-")), ".cache", "app", "dist", "client");
  mkdirSync(path.join(dist, "assets"), { recursive: true });
  writeFileSync(
    path.join(dist, "index.html"),
    "<!doctype html><title>ISTC Connect</title>app-shell",
  );
  writeFileSync(path.join(dist, "assets", "app-1234.js"), "console.log('app')");
  app = await startTestApp({ CLIENT_DIST: dist });
});
afterAll(() => app.close());

interface RawResponse {
  status: number;
  headers: string;
  body: string;
}

/** One request written byte for byte (no URL normalisation, any method, any header). */
function raw(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body = "",
): Promise<RawResponse> {
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1");
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (data += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head, ...rest] = data.split("\r\n\r\n");
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head,
        body: rest.join("\r\n\r\n"),
      });
    });
    const lines = [
      `${method} ${target} HTTP/1.1`,
      "Host: 127.0.0.1",
      "Connection: close",
      ...(body ? [`Content-Length: ${Buffer.byteLength(body, "latin1")}`] : []),
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    // Written without closing our side: the server answers, then closes (Connection: close).
    socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`, "latin1");
  });
}

describe("the client build", () => {
  it("serves the app from a checkout under a dot-directory", async () => {
    expect(dist).toContain(`${path.sep}.cache${path.sep}`);
    for (const route of ["/", "/dashboard", "/login?error=google_failed"]) {
      const res = await app.rest("GET", route);
      expect(res.status).toBe(200);
      expect(res.body).toContain("app-shell");
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    }
    const asset = await app.rest("GET", "/assets/app-1234.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
  });

  it("answers a missing asset with 404, not the app's page", async () => {
    const res = await app.rest("GET", "/assets/nope.js");
    expect(res).toMatchObject({ status: 404, body: { detail: "Not found" } });
  });

  it("answers malformed %-encoding in a path with 400", async () => {
    for (const target of ["/%E0%A4%A", "/assets/%E0%A4%A", "/dashboard/%zz"]) {
      const res = await raw("GET", target);
      expect({ target, status: res.status }).toEqual({ target, status: 400 });
      expect(JSON.parse(res.body)).toEqual({ detail: "Bad Request" });
    }
  });
});

const PATHS = [
  "/",
  "/%",
  "/%zz",
  "/%E0%A4%A",
  "/%00",
  "/index.html%00.js",
  "/.env",
  "/.git/config",
  "/..%2f..%2fetc%2fpasswd",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/assets/..%2f..%2fpackage.json",
  "/assets/%2e%2e/index.html",
  "/assets/%E0%A4%A",
  "/assets/nope.js",
  "/assets/",
  "/api",
  "/api/%ff",
  "/api/auth/me/%ff",
  "/api/auth/google/callback?state=%ff&code=%",
  "/api/auth/google/callback?state[]=a&state[]=b&code[x]=1",
  "/api/auth/google?redirect=%0d%0aSet-Cookie:x=1",
  "/graphql?query=%",
  "/graphql?query={__typename",
  "/graphql?query=%7B__typename%7D&variables=%7B",
  // NUL and bidi controls in text the server searches or looks up (PostgreSQL refuses NUL).
  "/api/directory/users?search=%00",
  "/api/directory/users?search=a%00b%E2%80%AE&limit=1",
  "/api/users/%00",
  "/api/opportunities/%00",
  "/api/opportunities?search=%00",
  "/api/search/smart?query=%00",
  "/api/admin/users?search=%00&after=%00",
  "/api/auth/google/callback?state=%00&code=%00",
  "/api/auth/google?redirect=/dashboard%00",
  "/opportunities/%00",
  "/user/%00",
  "/images/%00.webp",
  "/images/%00",
  "/graphql?query=%7Bdirectory(filter:%22%5Cu0000%22)%7BtotalCount%7D%7D",
  // Issue 23: the one-click unsubscribe address (no session) and the new /api paths.
  "/unsubscribe/%00",
  "/unsubscribe/%E0%A4%A",
  "/unsubscribe/..%2f..%2fapi",
  `/unsubscribe/${"A".repeat(6000)}`,
  "/unsubscribe/AAAA/extra?x=%",
  "/api/notifications?after=%00&first=%ff",
  "/api/notifications/preferences/%00",
  "/api/saved-searches/%00",
  "/api/saved-searches/%E0%A4%A",
  "/healthz/%ff",
  "/readyz?x=%",
  `/${"a".repeat(6000)}`,
  `/api/${"%ff".repeat(500)}`,
];
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND"];

const HEADERS: Record<string, string>[] = [
  { "Content-Type": "application/json; charset=utf-9" },
  { "Content-Type": "application/json", "Content-Encoding": "gzip" },
  { "Content-Type": "application/json", "Content-Encoding": "br" },
  { "Content-Type": "application/json", "Content-Encoding": "bogus" },
  { Authorization: `Bearer ${"x".repeat(5000)}` },
  { Authorization: "Bearer a b c" },
  { Authorization: "Basic Zm9vOmJhcg==" },
  { Authorization: "Bearer %E0%A4%A" },
  { "X-Forwarded-For": "not-an-ip, ::::, 999.1.1.1" },
  { "X-Forwarded-For": Array.from({ length: 300 }, (_, i) => `10.0.${i % 250}.1`).join(", ") },
  { "X-Request-Id": "<script>alert(1)</script>" },
  { Cookie: "istc_oidc_state=%E0%A4%A" },
  { Cookie: "===;;; ;=;istc_oidc_state" },
  { Cookie: `istc_oidc_state=${"%".repeat(3000)}` },
  { Range: "bytes=abc" },
  { Range: "bytes=999999-" },
  { "If-Modified-Since": "yesterday-ish" },
  { Accept: "*/*;q=bogus" },
  { Origin: "null" },
  { "Apollo-Require-Preflight": "true", "Content-Type": "text/plain" },
];

const BODIES = [
  "{",
  "[]",
  "null",
  '"text"',
  '{"query": 1}',
  '{"query": "{ __typename }", "variables": "x"}',
  '[{"query": "{ __typename }"}, {"query": "{ __typename }"}]',
  '{"query": "{ me { id } }", "operationName": 5}',
  '{"query": "mutation { logout }"}',
  '{"query": "query($e: String!) { emailStatus(email: $e) { isNewUser } }", "variables": {"e": {"__proto__": {"x": 1}}}}',
  '{"email": {"__proto__": {"admin": true}}, "full_name": ["a"], "otp": 123456}',
  '{"email": "a@b.in", "full_name": "' + "\u0000".repeat(10) + '"}',
  '{"email": "' + "a".repeat(300) + '@b.in", "full_name": "x"}',
  '{"code": {"$ne": null}}',
  '{"roll_number": null, "trade": 7, "current_location": {}, "batch_year": "2019"}',
  '{"roll_number": "\\u0000", "trade": "\\u0000", "current_location": "a\\u0000\\u202e"}',
  '{"query": "{ directory(filter: \\"\\\\u0000\\") { totalCount } }"}',
  '{"email": "a\\u0000@b.in", "otp": "\\u0000"}',
  '{"code": "\\u0000"}',
];
const BODY_TARGETS = [
  ["POST", "/graphql"],
  ["POST", "/api/auth/send-otp"],
  ["POST", "/api/auth/verify-otp"],
  ["POST", "/api/auth/exchange"],
  ["PUT", "/api/profile/complete"],
  ["POST", "/api/auth/logout"],
  ["POST", "/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
  ["POST", "/api/saved-searches"],
  ["PATCH", "/api/saved-searches/00000000-0000-4000-8000-000000000000"],
  ["POST", "/api/notifications/read"],
  ["PUT", "/api/notifications/preferences"],
];

/** A response that is a client error or success, and never shows a stack trace. */
function expectNoServerError(what: string, res: RawResponse) {
  expect(res.status, what).toBeGreaterThanOrEqual(200);
  expect(res.status, what).toBeLessThan(500);
  expect(res.body, what).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

describe("a walk over hostile requests", () => {
  it("answers hostile paths with any method without a 5xx", async () => {
    for (const target of PATHS) {
      for (const method of METHODS) {
        expectNoServerError(`${method} ${target.slice(0, 80)}`, await raw(method, target));
      }
    }
  });

  it("answers hostile headers and cookies without a 5xx", async () => {
    const targets = [
      "/",
      "/assets/app-1234.js",
      "/api/auth/me",
      "/api/auth/google",
      "/api/auth/google/callback?state=s&code=c",
      "/graphql",
    ];
    for (const headers of HEADERS) {
      for (const target of targets) {
        for (const method of ["GET", "POST"]) {
          const what = `${method} ${target} ${JSON.stringify(headers).slice(0, 80)}`;
          expectNoServerError(
            what,
            await raw(method, target, headers, method === "POST" ? "{}" : ""),
          );
        }
      }
    }
  });

  it("answers the one-click unsubscribe address with any method, content type and body", async () => {
    const member = await app.buildUser({ fullName: "Unsubscribing Member" });
    const good = unsubscribeToken(app.config.authSecret, member.id, "events");
    const forged = good.slice(0, -2) + (good.endsWith("AA") ? "BA" : "AA");
    const types = [
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "multipart/form-data",
      "text/plain; charset=utf-9",
      "application/json",
      "",
    ];
    const bodies = ["List-Unsubscribe=One-Click", "", "{", "--x\r\nContent-Dis", "%E0%A4%A=\u0000"];
    for (const token of [good, forged]) {
      for (const type of types) {
        for (const body of bodies) {
          const what = `POST /unsubscribe (${token === good ? "good" : "forged"}) ${type} ${body}`;
          const res = await raw(
            "POST",
            `/unsubscribe/${token}`,
            type ? { "Content-Type": type } : {},
            body,
          );
          expect(res.status, what).toBe(token === good ? 200 : 400);
          expect(res.headers, what).toMatch(/^Content-Type: text\/plain/im);
        }
      }
      for (const method of ["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND"])
        expectNoServerError(`${method} /unsubscribe`, await raw(method, `/unsubscribe/${token}`));
    }
    const [prefs] = await app.db.query(
      `SELECT events FROM notification_preferences WHERE user_id = $1`,
      [member.id],
    );
    expect(prefs.events).toBe("off");
  });

  it("answers hostile bodies without a 5xx", async () => {
    for (const [method, target] of BODY_TARGETS) {
      for (const body of BODIES) {
        const what = `${method} ${target} ${body.slice(0, 60)}`;
        expectNoServerError(
          what,
          await raw(method, target, { "Content-Type": "application/json" }, body),
        );
      }
    }
  });
});
