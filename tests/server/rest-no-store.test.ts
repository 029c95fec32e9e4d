// REST answers hold members' data: none may be kept by a browser or a proxy (`Cache-Control:
// no-store`, as GraphQL answers), on every path, whatever the answer; photos, public and immutable,
// are served outside /api and keep their long cache.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restRouteTables } from "../../server/src/http/routes.js";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { REST_PATHS } from "./authorization/matrix.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
let admin: { id: string; token: string; user: User };
beforeAll(async () => {
  app = await startTestApp();
  const user = await app.buildUser({
    fullName: "No Store Admin",
    isVerified: true,
    isAdminFlag: true,
    trade: "Welder",
    currentLocation: "Mohali",
    profileCompleted: true,
  });
  admin = { id: user.id, token: await app.tokenFor(user), user };
});
afterAll(() => app.close());

describe("Cache-Control: no-store on /api", () => {
  it.each(
    restRouteTables.flat().map((r) => [`${r.method.toUpperCase()} /api${r.path}`, r] as const),
  )("%s, signed in and not", async (key, route) => {
    const path = `/api${route.path.replace(/:\w+/g, admin.id)}`;
    const body =
      route.method === "get" || route.method === "delete"
        ? undefined
        : (REST_PATHS[key.replace("/api", "")]?.body ?? {});
    // (logout ends the session it is sent with: it gets one of its own)
    const session = key.endsWith("/logout") ? await app.tokenFor(admin.user) : admin.token;
    for (const token of [session, undefined]) {
      const res = await app.rest(route.method.toUpperCase(), path, { token, body });
      expect({
        key,
        signedIn: !!token,
        status: res.status < 500,
        cache: res.headers.get("cache-control"),
      }).toEqual({
        key,
        signedIn: !!token,
        status: true,
        cache: "no-store",
      });
    }
  });

  it("on the answers that carry personal data", async () => {
    const me = await app.rest("GET", "/api/auth/me", { token: admin.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBeTruthy();
    expect(me.headers.get("cache-control")).toBe("no-store");
    const member = await app.rest("GET", `/api/users/${admin.id}`, { token: admin.token });
    expect(member.status).toBe(200);
    expect(member.headers.get("cache-control")).toBe("no-store");
    const directory = await app.rest("GET", "/api/directory/users?limit=5");
    expect(directory.status).toBe(200);
    expect(directory.headers.get("cache-control")).toBe("no-store");
    const list = await app.rest("GET", "/api/admin/users?limit=5", { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
  });

  it("on refusals before any route (a body that is not JSON, an unknown path, the Google start)", async () => {
    const broken = await app.rest("POST", "/api/auth/verify-otp", { rawBody: "{nope" });
    expect(broken.status).toBe(400);
    expect(broken.headers.get("cache-control")).toBe("no-store");
    const unknown = await app.rest("GET", "/api/nothing-here");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("cache-control")).toBe("no-store");
    const google = await app.rest("GET", "/api/auth/google");
    expect(google.status).toBe(302);
    expect(google.headers.get("cache-control")).toBe("no-store");
  });
});

describe("Cache-Control: no-store on GraphQL answers", () => {
  it("signed in, anonymous and refused", async () => {
    const post = (query: string, token?: string) =>
      fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query }),
      });
    const me = await post("{ me { id email } }", admin.token);
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe("no-store");
    const anonymous = await post("{ __typename }");
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    const refused = await post("{ nope }");
    expect(refused.status).toBe(400);
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });
});
