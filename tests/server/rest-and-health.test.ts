import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("REST error shapes", () => {
  it("malformed JSON is 400 with a detail", async () => {
    const res = await app.rest("POST", "/api/auth/verify-otp", { rawBody: "{nope" });
    expect(res).toMatchObject({
      status: 400,
      body: { detail: "The request body is not valid JSON" },
    });
  });

  it("a body that is not an object is 400", async () => {
    const res = await app.rest("POST", "/api/auth/send-otp", { rawBody: "[1,2]" });
    expect(res).toMatchObject({
      status: 400,
      body: { detail: "Request body must be a JSON object" },
    });
  });

  it("a huge body is 413", async () => {
    const res = await app.rest("POST", "/api/auth/send-otp", {
      body: { email: "a@b.in", full_name: "x".repeat(200_000) },
    });
    expect(res).toMatchObject({ status: 413, body: { detail: "The request body is too large" } });
  });

  it("wrong types are 400, never 500", async () => {
    const res = await app.rest("POST", "/api/auth/verify-otp", {
      body: { email: ["a"], otp: { x: 1 } },
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.detail).toBe("string");
  });

  it("an unknown API path is 404", async () => {
    expect(await app.rest("GET", "/api/nothing-here")).toMatchObject({
      status: 404,
      body: { detail: "Not found" },
    });
  });

  it("every response carries a request id", async () => {
    const res = await app.rest("GET", "/api/auth/me", { headers: { "x-request-id": "trace-123" } });
    expect(res.headers.get("x-request-id")).toBe("trace-123");
  });
});

describe("health", () => {
  it("/healthz says the process is up and /readyz that the database answers", async () => {
    expect(await app.rest("GET", "/healthz")).toMatchObject({
      status: 200,
      body: { status: "ok" },
    });
    expect(await app.rest("GET", "/readyz")).toMatchObject({
      status: 200,
      body: { status: "ready" },
    });
  });

  it("appInfo is public and says whether Google sign-in is configured", async () => {
    const res = await app.gql(
      `{ appInfo { productName contactEmail postalAddress googleSignInEnabled } }`,
    );
    expect(res.data.appInfo).toMatchObject({
      productName: "ISTC Connect",
      googleSignInEnabled: false,
    });
    expect(res.data.appInfo.contactEmail).toContain("@");
  });
});
