import "reflect-metadata";
import path from "node:path";
import type { Server } from "node:http";
import { createApp } from "./app.js";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { createDataSource } from "./db/data-source.js";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "./db/embedded.js";
import { migrateForServing } from "./db/migrate.js";
import { resolvePendingPlaces } from "./modules/search/place-resolver.js";
import { DEMO_ADMIN_EMAIL, demoMembers, seedDemoData } from "./db/seed/demo.js";
import { JOBS_POOL_SIZE, JobQueue } from "./jobs/job-queue.js";
import { createLogger, type Logger } from "./logger.js";
import { OutboxMailer, SmtpMailer } from "./mail/mailer.js";
import { pruneExpired } from "./services.js";

const DRAIN_MS = 7_000;
/**
 * After SIGTERM the copy keeps accepting for this long with readiness red and `Connection: close`
 * on every answer: load balancers stop routing to it and keep-alive clients move away, so closing
 * the listener and the idle sockets afterwards races with no request.
 */
const DRAIN_GRACE_MS = 1_500;

/** The database (the embedded one when DATABASE_URL is unset), migrated, places resolved, seeded. */
async function openDatabase(config: Config, log: Logger) {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    // The app's pool, the job queue's (JOBS_POOL_SIZE), and a few for listeners and migrations.
    embedded = await startEmbeddedDatabase(config.dataDir, config.dbPoolSize + JOBS_POOL_SIZE + 3);
    databaseUrl = embedded.url;
    log.info(
      { dataDir: config.dataDir },
      "using the embedded PostgreSQL (PGlite); set DATABASE_URL for a server",
    );
  }
  const db = createDataSource({ url: databaseUrl, poolSize: config.dbPoolSize, logger: log });
  await db.initialize();
  const applied = await migrateForServing(db);
  if (applied.length) log.info({ migrations: applied }, "migrations applied");
  const placed = await resolvePendingPlaces(db);
  if (placed) log.info({ members: placed }, "member locations resolved");
  if (config.seedDemoData) {
    const seeded = await seedDemoData(db);
    if (seeded) log.info({ members: seeded.members, admin: seeded.adminEmail }, "demo data seeded");
  }

  return { db, embedded, databaseUrl };
}

/** WORKERS=only: no web server; the process runs the background jobs until it is stopped. */
function runJobsOnly(log: Logger, say: (line: string) => void, close: () => Promise<void>) {
  log.info("running background jobs only (WORKERS=only): no web server");
  say("\nISTC Connect is running its background jobs (WORKERS=only)");
  const stop = () =>
    void close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

/** The configuration, or the process exits with its message. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const config = configOrExit();
  const log = createLogger(config.logLevel);
  const say = (line: string) => {
    if (config.logLevel !== "silent") process.stdout.write(line + "\n");
  };

  const { db, embedded, databaseUrl } = await openDatabase(config, log);

  const outbox = path.join(config.dataDir, "outbox");
  const mailer = config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom, config.smtpTimeoutSeconds)
    : new OutboxMailer(outbox, log, say);
  const jobs = new JobQueue(databaseUrl, log, {
    workers: config.workers !== "off",
    pollSeconds: config.jobsPollSeconds,
  });
  const { app, apollo, services, startDraining, subscriptions } = await createApp({
    config,
    db,
    log,
    mailer,
    jobs,
  });

  // Expired codes, sessions and unfinished sign-ins go now and every 15 minutes; e-mails a stopped
  // copy left queued without a job are sent.
  const prune = () =>
    Promise.all([
      pruneExpired(services),
      config.workers !== "off" ? services.mail.flush() : null,
    ]).catch((err) => log.warn({ err }, "maintenance failed"));
  void prune();
  const maintenance = setInterval(prune, 15 * 60_000);
  maintenance.unref();

  if (config.workers === "only")
    return runJobsOnly(log, say, async () => {
      clearInterval(maintenance);
      await jobs.stop();
      await apollo.stop();
      await db.destroy();
      await embedded?.stop();
      mailer.close();
    });

  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
    s.once("error", reject);
  });
  const sockets = await subscriptions(server);
  server.headersTimeout = 30_000;
  server.requestTimeout = 60_000;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info({ port }, "listening");
  say(
    `\nISTC Connect is running at ${config.appUrlExplicit ? config.appUrl : `http://localhost:${port}`}`,
  );
  if (!config.smtpUrl)
    say(`Sign in with any e-mail: codes are printed here and written to ${outbox}/`);
  if (embedded && config.seedDemoData) {
    say(`Demo admin: ${DEMO_ADMIN_EMAIL}; a demo member: ${demoMembers()[0].email}`);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: draining in-flight requests");
    startDraining();
    clearInterval(maintenance);
    if (signal === "SIGTERM") await new Promise((resolve) => setTimeout(resolve, DRAIN_GRACE_MS));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Subscription sockets close with 1001 (going away): their clients reconnect to another copy.
    await sockets.close();
    server.closeIdleConnections();
    const force = setTimeout(() => {
      log.warn("drain timeout: closing remaining connections");
      server.closeAllConnections();
    }, DRAIN_MS);
    await closed;
    clearTimeout(force);
    await jobs.stop();
    await apollo.stop();
    await db.destroy();
    await embedded?.stop();
    mailer.close();
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err) => {
  console.error("ISTC Connect failed to start:", err);
  process.exit(1);
});
