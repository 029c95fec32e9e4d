import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/src/config.js";
import { startTestApp } from "../support/test-app.js";

const base = { DATA_DIR: mkdtempSync(path.join(tmpdir(), "istc-config-")) };
const production = {
  ...base,
  NODE_ENV: "production",
  DATABASE_URL: "postgres://istc:secret@db.internal:5432/istc",
  SMTP_URL: "smtp://mail.internal:587",
  AUTH_SECRET: "s".repeat(40),
};

/** The message loadConfig stops with (empty when it accepts the environment). */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return "";
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
}

describe("TRUST_PROXY accepts what Express accepts", () => {
  it.each([
    ["true", true],
    ["TRUE", true],
    ["false", false],
    ["1", 1],
    ["2", 2],
    ["loopback", ["loopback"]],
    ["loopback, 10.0.0.0/8, fd00::/8", ["loopback", "10.0.0.0/8", "fd00::/8"]],
    ["uniquelocal,linklocal", ["uniquelocal", "linklocal"]],
    ["203.0.113.7", ["203.0.113.7"]],
  ])("TRUST_PROXY=%s", (raw, parsed) => {
    expect(loadConfig({ ...base, TRUST_PROXY: raw }).trustProxy).toEqual(parsed);
  });

  it("defaults to loopback", () => {
    expect(loadConfig(base).trustProxy).toEqual(["loopback"]);
  });

  it.each(["banana", "10.0.0.0/99", "1.2.3", "yes please"])(
    "stops the boot with one clear line for TRUST_PROXY=%s",
    (raw) => {
      expect(refusal({ ...base, TRUST_PROXY: raw })).toMatch(
        /^Invalid configuration:\n {2}TRUST_PROXY: TRUST_PROXY must be true, false, a hop count, or addresses/,
      );
    },
  );

  it("a hop count trusts exactly that many proxies: the client is the address before them", async () => {
    const app = await startTestApp({
      TRUST_PROXY: "1",
      RATE_LIMIT_VERIFY_PER_IP: "2",
    });
    try {
      // The one proxy in front appends the address it saw; what the client wrote before it is
      // not believed. Two requests seen from 203.0.113.9 share a bucket, 203.0.113.10 has its own.
      const from = async (chain: string) =>
        (
          await app.rest("POST", "/api/auth/verify-otp", {
            headers: { "x-forwarded-for": chain },
            body: { email: "hop@example.org", otp: "123456" },
          })
        ).status;
      expect(await from("198.51.100.1, 203.0.113.9")).toBe(400);
      expect(await from("198.51.100.2, 203.0.113.9")).toBe(400);
      expect(await from("198.51.100.1, 203.0.113.10")).toBe(400);
      expect(await from("198.51.100.3, 203.0.113.9")).toBe(429);
    } finally {
      await app.close();
    }
  });

  it("TRUST_PROXY=true believes the whole X-Forwarded-For chain", async () => {
    const app = await startTestApp({ TRUST_PROXY: "true", RATE_LIMIT_VERIFY_PER_IP: "1" });
    try {
      for (const client of ["198.51.100.11", "198.51.100.12"]) {
        const res = await app.rest("POST", "/api/auth/verify-otp", {
          headers: { "x-forwarded-for": `${client}, 203.0.113.9` },
          body: { email: "chain@example.org", otp: "123456" },
        });
        expect(res.status).toBe(400);
      }
    } finally {
      await app.close();
    }
  });
});

describe("production means production", () => {
  it("accepts a complete production environment, and never seeds demo data there", () => {
    const config = loadConfig(production);
    expect(config.production).toBe(true);
    expect(config.seedDemoData).toBe(false);
  });

  it("refuses to start without DATABASE_URL, with one clear line", () => {
    expect(refusal({ ...production, DATABASE_URL: "" })).toBe(
      "Invalid configuration:\n  DATABASE_URL is required in production (the embedded database is for development only)",
    );
  });

  it("refuses to start without SMTP_URL, with one clear line", () => {
    expect(refusal({ ...production, SMTP_URL: "" })).toBe(
      "Invalid configuration:\n  SMTP_URL is required in production (without it sign-in codes would only be written to a local outbox)",
    );
  });

  it("names every missing piece at once, and refuses the demo seed", () => {
    const message = refusal({ ...base, NODE_ENV: "production", SEED_DEMO_DATA: "true" });
    expect(message.split("\n")).toEqual([
      "Invalid configuration:",
      "  DATABASE_URL is required in production (the embedded database is for development only)",
      "  SMTP_URL is required in production (without it sign-in codes would only be written to a local outbox)",
      "  AUTH_SECRET is required in production (at least 32 random characters, the same on every app copy)",
      "  SEED_DEMO_DATA cannot be used in production (demo members are for development only)",
    ]);
  });

  it("outside production the embedded database and the outbox stay the defaults", () => {
    const config = loadConfig(base);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
  });
});

describe("background jobs", () => {
  it("run in the web process by default, polled every 2 seconds", () => {
    const config = loadConfig(base);
    expect(config.workers).toBe("inline");
    expect(config.jobsPollSeconds).toBe(2);
  });

  it("run apart only on a shared PostgreSQL: WORKERS=off or only without DATABASE_URL stops", () => {
    for (const workers of ["off", "only"])
      expect(refusal({ ...base, WORKERS: workers })).toBe(
        `Invalid configuration:\n  WORKERS=${workers} needs DATABASE_URL (web and background jobs run apart only on a shared PostgreSQL; the embedded database belongs to one process)`,
      );
    expect(
      loadConfig({ ...base, WORKERS: "only", DATABASE_URL: "postgres://db.internal/istc" }).workers,
    ).toBe("only");
  });

  it("refuses an unknown WORKERS value and a poll outside 0.5 to 60 seconds", () => {
    expect(refusal({ ...base, WORKERS: "sometimes" })).toContain(
      "WORKERS must be inline (web and background jobs), off (web only) or only (jobs only)",
    );
    expect(refusal({ ...base, JOBS_POLL_SECONDS: "0.1" })).toContain(
      "JOBS_POLL_SECONDS must be at least 0.5",
    );
    expect(refusal({ ...base, JOBS_POLL_SECONDS: "soon" })).toContain(
      "JOBS_POLL_SECONDS must be a number of seconds",
    );
  });
});

describe("operation rate limits", () => {
  it("default to 60 changes and 1,200 reads a minute per member, 300 and 3,000 per network", () => {
    expect(loadConfig(base).rateLimits).toEqual({
      windowSeconds: 300,
      sendPerIp: 30,
      verifyPerIp: 60,
      verifyFailuresPerAddress: 20,
      mutationsPerMember: 60,
      mutationsPerIp: 300,
      readsPerMember: 1200,
      readsPerIp: 3000,
    });
  });

  it("refuses a limit that is not a positive whole number", () => {
    expect(refusal({ ...base, RATE_LIMIT_MUTATIONS_PER_MEMBER: "0" })).toContain(
      "RATE_LIMIT_MUTATIONS_PER_MEMBER",
    );
  });
});
