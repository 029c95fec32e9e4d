import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Pool, PoolClient } from "pg";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver.js";

import { createApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import { createDataSource } from "../../server/src/db/data-source.js";
import { JobQueue } from "../../server/src/jobs/job-queue.js";
import { createLogger } from "../../server/src/logger.js";
import { SmtpMailer } from "../../server/src/mail/mailer.js";
import { User } from "../../server/src/modules/users/user.entity.js";
import { startMailbox, type Mailbox } from "./mailbox.js";
import { sharedDatabaseUrl } from "./shared-database.js";

export interface CallOptions {
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface RestResponse {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
}

/**
 * A documentation-range address in a /64 of its own (per-IP limits count IPv6 /64s), unique per
 * call: each test gets its own rate-limit buckets.
 */
export const uniqueIp = () =>
  `2001:db8:${randomBytes(4)
    .toString("hex")
    .replace(/(.{4})/, "$1:")}::1`;
export const uniqueEmail = (prefix = "member") =>
  `${prefix}.${randomBytes(5).toString("hex")}@test.istc-connect.in`;

/** The real app (Express + Apollo + services) on a loopback port, with a real SMTP mailbox. */
export async function startTestApp(
  env: Record<string, string> | ((appUrl: string) => Promise<Record<string, string>>) = {},
  shared?: { mailbox: Mailbox },
) {
  const mailbox = shared?.mailbox ?? (await startMailbox());
  const http = createServer();
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: sharedDatabaseUrl(),
    SMTP_URL: mailbox.url,
    APP_URL: url,
    AUTH_SECRET: "test-secret-".padEnd(48, "x"),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "istc-test-")),
    CLIENT_DIST: path.join(tmpdir(), "istc-no-client"),
    DB_POOL_SIZE: "4",
    // Feature tests make many calls a minute as one member; request-limits.test.ts sets real limits.
    RATE_LIMIT_MUTATIONS_PER_MEMBER: "100000",
    RATE_LIMIT_MUTATIONS_PER_IP: "100000",
    RATE_LIMIT_READS_PER_MEMBER: "100000",
    RATE_LIMIT_READS_PER_IP: "100000",
    // Test files share one database: a worker here would run other files' jobs. A file that needs
    // jobs run sets WORKERS=inline on a database of its own (provideTestDatabase(suffix)).
    WORKERS: "off",
    JOBS_POLL_SECONDS: "0.5",
    ...(typeof env === "function" ? await env(url) : env),
  });
  const log = createLogger(config.logLevel);
  const db = createDataSource({
    url: config.databaseUrl!,
    poolSize: config.dbPoolSize,
    logger: log,
  });
  await db.initialize();
  const recording = recordStatements(db.driver as PostgresDriver);
  const mailer = new SmtpMailer(config.smtpUrl!, config.mailFrom, config.smtpTimeoutSeconds);
  const jobs = new JobQueue(config.databaseUrl!, log, {
    workers: config.workers !== "off",
    pollSeconds: config.jobsPollSeconds,
    poolSize: 2,
  });
  const { app, apollo, services, subscriptions } = await createApp({
    config,
    db,
    log,
    mailer,
    jobs,
  });
  http.on("request", app);
  const sockets = await subscriptions(http);

  const headersFor = ({ token, ip, headers }: CallOptions = {}) => ({
    "x-forwarded-for": ip ?? uniqueIp(),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...headers,
  });

  return {
    url,
    db,
    config,
    services,
    mailbox,
    async gql(query: string, variables: Record<string, unknown> = {}, options?: CallOptions) {
      const res = await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headersFor(options) },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as {
        data?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
        errors?: { message: string; extensions?: { code?: string; retryAfter?: number } }[];
      };
    },
    async rest(
      method: string,
      route: string,
      options: CallOptions & { body?: unknown; rawBody?: string } = {},
    ): Promise<RestResponse> {
      const hasBody = options.body !== undefined || options.rawBody !== undefined;
      const res = await fetch(`${url}${route}`, {
        method,
        redirect: "manual",
        headers: {
          ...(hasBody ? { "content-type": "application/json" } : {}),
          ...headersFor(options),
        },
        body:
          options.rawBody ??
          (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, body, headers: res.headers };
    },
    /**
     * The SQL statements the app sends to PostgreSQL while `fn` runs (every pool client: TypeORM,
     * the viewer look-up, the rate limiters), in the order they were sent.
     */
    async statementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
      const log: string[] = [];
      recording.logs.add(log);
      try {
        await fn();
      } finally {
        recording.logs.delete(log);
      }
      return log;
    },
    /** A member stored directly (a factory), e.g. buildUser({ isVerified: true }). */
    async buildUser(overrides: Partial<User> = {}): Promise<User> {
      const repo = db.getRepository(User);
      return repo.save(
        repo.create({ email: uniqueEmail(), fullName: "Test Member", skills: [], ...overrides }),
      );
    },
    jobs,
    /** A bearer token for a member, as a sign-in would give. */
    async tokenFor(user: User): Promise<string> {
      return (await services.sessions.create(user.id)).token;
    },
    /** GraphQL subscriptions (graphql-ws) on `url` with path /graphql. */
    sockets,
    async close() {
      await sockets.close();
      await new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      });
      await jobs.stop();
      await apollo.stop();
      mailer.close();
      await db.destroy();
      if (!shared) await mailbox.close();
    },
  };
}

/**
 * Wraps `query` of every client the app's pg pool hands out (TypeORM's query runners and direct
 * `pool.query` calls both check a client out), so a test can count the statements really sent.
 */
function recordStatements(driver: PostgresDriver) {
  const logs = new Set<string[]>();
  const wrapped = new WeakSet<PoolClient>();
  (driver.master as Pool).on("acquire", (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const first = args[0] as string | { text?: string };
      const text = typeof first === "string" ? first : (first?.text ?? String(first));
      for (const log of logs) log.push(text.replace(/\s+/g, " ").trim());
      return query(...args);
    }) as PoolClient["query"];
  });
  return { logs };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
