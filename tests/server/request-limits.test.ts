import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, uniqueIp, type TestApp } from "../support/test-app.js";

const LIMITS = {
  RATE_LIMIT_MUTATIONS_PER_MEMBER: "3",
  RATE_LIMIT_MUTATIONS_PER_IP: "5",
  RATE_LIMIT_READS_PER_MEMBER: "5",
  RATE_LIMIT_READS_PER_IP: "8",
};
// Two copies of the app on one database, as behind a load balancer.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await startTestApp(LIMITS);
  b = await startTestApp(LIMITS, { mailbox: a.mailbox });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const MUTATION = `mutation { completeProfile(input: { rollNumber: "", trade: "", currentLocation: "" }) { id } }`;

async function post(app: TestApp, query: string, token?: string, ip = uniqueIp()) {
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return { res, body: await res.json() };
}

describe("operation rate limits", () => {
  it("count a member's mutations from any network, and say what is left", async () => {
    const token = await a.tokenFor(await a.buildUser());
    const remaining: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const { res, body } = await post(a, MUTATION, token);
      expect(res.status).toBeLessThan(429);
      remaining.push(res.headers.get("ratelimit-remaining"));
      expect(body.extensions.rateLimit).toMatchObject({ limit: 3, remaining: 2 - i });
    }
    expect(remaining).toEqual(["2", "1", "0"]);
    const { res, body } = await post(a, MUTATION, token);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^Too many changes\. Please try again in \d+ seconds?\.$/),
      extensions: { code: "RATE_LIMITED" },
    });
    expect(body.errors[0].extensions.http).toBeUndefined();
    // REST runs the same operations under the same limits, with the same headers.
    const rest = await a.rest("PUT", "/api/profile/complete", {
      token,
      body: { roll_number: "R", trade: "T", current_location: "L" },
    });
    expect(rest.status).toBe(429);
    expect(rest.body.detail).toMatch(/^Too many changes/);
    expect(rest.headers.get("retry-after")).toEqual(expect.stringMatching(/^\d+$/));
    // Reads are a separate, larger budget.
    expect((await post(a, "{ me { id } }", token)).res.status).toBe(200);
  });

  it("count every write of a mutation, aliases and fragments included, and refuse one with more than are left", async () => {
    const token = await a.tokenFor(await a.buildUser());
    const field = (alias: string) =>
      `${alias}: completeProfile(input: { rollNumber: "", trade: "", currentLocation: "" }) { id }`;
    const two = `mutation { ${field("one")} ${field("two")} }`;
    const first = await post(a, two, token);
    expect(first.res.status).toBeLessThan(429);
    expect(first.res.headers.get("ratelimit-remaining")).toBe("1");
    expect(first.body.extensions.rateLimit).toMatchObject({ limit: 3, remaining: 1 });
    // Two more writes, one left: refused before any resolver runs.
    const second = await post(
      a,
      `mutation { ...W } fragment W on Mutation { ${field("x")} ${field("y")} }`,
      token,
    );
    expect(second.res.status).toBe(429);
    expect(second.body.errors[0]).toMatchObject({ extensions: { code: "RATE_LIMITED" } });
    expect(second.body.data).toBeUndefined();

    // One network: five writes a minute, whoever sends them.
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const member = await a.tokenFor(await a.buildUser());
      statuses.push((await post(a, two, member, ip)).res.status);
    }
    expect(statuses.map((s) => s < 429)).toEqual([true, true, false]);
  });

  it("count an API token's use against its member", async () => {
    const member = await a.buildUser();
    const session = await a.tokenFor(member);
    const { token } = await a.services.accessTokens.create(member.id, {
      name: "script",
      scope: "read_write" as never,
    });
    for (let i = 0; i < 2; i++)
      expect((await post(a, MUTATION, token)).res.status).toBeLessThan(429);
    expect((await post(a, MUTATION, session)).res.headers.get("ratelimit-remaining")).toBe("0");
    expect((await post(a, MUTATION, token)).res.status).toBe(429);
  });

  it("count everyone's mutations from one network, signed in or not", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const token = await a.tokenFor(await a.buildUser());
      statuses.push((await post(a, MUTATION, token, ip)).res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s < 429)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it("limit reads per member across app copies, and tell anonymous callers their IP's budget", async () => {
    const token = await a.tokenFor(await a.buildUser());
    for (let i = 0; i < 3; i++)
      expect((await post(a, "{ me { id } }", token)).res.status).toBe(200);
    // Copy b learns a's reads within a second (batched into PostgreSQL).
    await a.services.readCounter.flush();
    await expect
      .poll(async () => {
        await b.services.readCounter.flush();
        const { res } = await post(b, "{ me { id } }", token);
        return res.status;
      })
      .toBe(429);

    const anonymous = await post(a, "{ appInfo { productName } }");
    expect(anonymous.res.headers.get("ratelimit-limit")).toBe("8");
    expect(anonymous.body.extensions.rateLimit).toMatchObject({ limit: 8, remaining: 7 });
  });
});
