import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import proxyAddr from "proxy-addr";
import { z } from "zod";
import { normalizeEmail } from "#common/email";

// Every environment variable the server reads, parsed and validated once. Nothing else reads process.env.
const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .optional()
    .transform((v) => (v === undefined ? fallback : ["true", "1", "yes"].includes(v)));

const emailList = z
  .string()
  .optional()
  .transform((v) => (v ?? "").split(",").map(normalizeEmail).filter(Boolean))
  .pipe(
    z.array(
      // Unicode local parts, like the sign-in form accepts.
      z.email({
        pattern: z.regexes.unicodeEmail,
        message: "ADMIN_EMAILS must be a comma-separated list of e-mails",
      }),
    ),
  );

/**
 * What Express's `trust proxy` accepts, parsed so that it means what it says: `true`/`false`, a hop
 * count (`1`: the first proxy in front of the app), or addresses, subnets and the names `loopback`,
 * `linklocal`, `uniquelocal`, comma-separated. Anything else stops the boot.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): boolean | number | string[] => {
    const value = raw?.trim() || "loopback";
    if (/^(true|false)$/i.test(value)) return value.toLowerCase() === "true";
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    try {
      proxyAddr.compile(list);
    } catch (err) {
      ctx.addIssue({
        code: "custom",
        message: `TRUST_PROXY must be true, false, a hop count, or addresses/subnets/loopback/linklocal/uniquelocal (${(err as Error).message})`,
      });
      return z.NEVER;
    }
    return list;
  });

const optionalUrl = (name: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : undefined))
    .pipe(z.url({ message: `${name} must be a URL` }).optional());

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default("0.0.0.0"),
  APP_URL: optionalUrl("APP_URL"),
  DATABASE_URL: optionalUrl("DATABASE_URL"),
  DATA_DIR: z.string().default("./data"),
  DB_POOL_SIZE: positiveInt(10),
  VIEWER_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  READ_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  SMTP_URL: optionalUrl("SMTP_URL"),
  MAIL_FROM: z.string().default("ISTC Connect <no-reply@istc-connect.local>"),
  ADMIN_EMAILS: emailList,
  OIDC_ISSUER: z
    .url({ message: "OIDC_ISSUER must be a URL" })
    .default("https://accounts.google.com"),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  // Optional key for the admin REST paths (X-Admin-Key, compared in constant time, acting as the
  // system admin); unset = the header is refused. Never sent to the client.
  ADMIN_API_KEY: z
    .string()
    .min(32, { message: "ADMIN_API_KEY must be at least 32 characters" })
    .optional(),
  AUTH_SECRET: z
    .string()
    .min(32, { message: "AUTH_SECRET must be at least 32 characters" })
    .optional(),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxy,
  GRAPHQL_INTROSPECTION: bool(true),
  CONTACT_EMAIL: z
    .email({ message: "CONTACT_EMAIL must be an e-mail" })
    .default("admin@istc-connect.in"),
  POSTAL_ADDRESS: z
    .string()
    .default("Indo-Swiss Training Centre, CSIO Campus, Sector 30-C, Chandigarh 160030, India"),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(300),
  RATE_LIMIT_SEND_PER_IP: positiveInt(30),
  RATE_LIMIT_VERIFY_PER_IP: positiveInt(60),
  RATE_LIMIT_VERIFY_FAILURES_PER_ADDRESS: positiveInt(20),
  RATE_LIMIT_MUTATIONS_PER_MEMBER: positiveInt(60),
  RATE_LIMIT_MUTATIONS_PER_IP: positiveInt(300),
  RATE_LIMIT_READS_PER_MEMBER: positiveInt(1200),
  RATE_LIMIT_READS_PER_IP: positiveInt(3000),
  SMTP_TIMEOUT_SECONDS: positiveInt(10),
  SEED_DEMO_DATA: bool(false),
  WORKERS: z
    .enum(["inline", "off", "only"], {
      message:
        "WORKERS must be inline (web and background jobs), off (web only) or only (jobs only)",
    })
    .default("inline"),
  JOBS_POLL_SECONDS: z.coerce
    .number({ message: "JOBS_POLL_SECONDS must be a number of seconds" })
    .min(0.5, { message: "JOBS_POLL_SECONDS must be at least 0.5" })
    .max(60, { message: "JOBS_POLL_SECONDS must be at most 60" })
    .default(2),
  CLIENT_DIST: z.string().default("dist/client"),
});

export type Config = ReturnType<typeof loadConfig>;

/** The window of the operation limits (RATE_LIMIT_MUTATIONS_*, RATE_LIMIT_READS_*): per minute. */
export const OPERATION_WINDOW_SECONDS = 60;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const dataDir = path.resolve(e.DATA_DIR);
  const oidcEnabled = Boolean(e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET);
  if (Boolean(e.OIDC_CLIENT_ID) !== Boolean(e.OIDC_CLIENT_SECRET)) {
    throw new ConfigError(
      "Invalid configuration:\n  OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together",
    );
  }
  if (e.WORKERS !== "inline" && !e.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  WORKERS=${e.WORKERS} needs DATABASE_URL (web and background jobs run apart only on a shared PostgreSQL; the embedded database belongs to one process)`,
    );
  }
  if (production) {
    // Production means production: a real database and a real mail server, never the demo seed.
    const missing = [
      !e.DATABASE_URL &&
        "DATABASE_URL is required in production (the embedded database is for development only)",
      !e.SMTP_URL &&
        "SMTP_URL is required in production (without it sign-in codes would only be written to a local outbox)",
      !e.AUTH_SECRET &&
        "AUTH_SECRET is required in production (at least 32 random characters, the same on every app copy)",
      e.SEED_DEMO_DATA &&
        "SEED_DEMO_DATA cannot be used in production (demo members are for development only)",
    ].filter(Boolean);
    if (missing.length) {
      throw new ConfigError(`Invalid configuration:\n${missing.map((m) => `  ${m}`).join("\n")}`);
    }
  }
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    production,
    port,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    appUrlExplicit: Boolean(e.APP_URL),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    dbPoolSize: e.DB_POOL_SIZE,
    // How long a signed-in request's viewer lookup may be reused while the database notifies no
    // change to it (modules/auth/viewer-cache.ts); 0 reads it on every request.
    viewerCacheSeconds: e.VIEWER_CACHE_SECONDS,
    // The answers of the client's own reads kept per viewer while the database notifies no data
    // change (graphql/read-cache.ts), at most this many MB as JSON; 0 keeps none. It follows the
    // viewer cache's notifications: with VIEWER_CACHE_SECONDS=0 it is off too.
    readCacheMb: e.READ_CACHE_MB,
    /** Where background jobs run: in this process beside the web (inline), elsewhere (off), or only here. */
    workers: e.WORKERS,
    jobsPollSeconds: e.JOBS_POLL_SECONDS,
    smtpUrl: e.SMTP_URL,
    smtpTimeoutSeconds: e.SMTP_TIMEOUT_SECONDS,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS,
    oidc: oidcEnabled
      ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET! }
      : undefined,
    adminApiKey: e.ADMIN_API_KEY,
    authSecret: e.AUTH_SECRET ?? persistedSecret(dataDir),
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    introspection: e.GRAPHQL_INTROSPECTION,
    contactEmail: e.CONTACT_EMAIL,
    postalAddress: e.POSTAL_ADDRESS,
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      sendPerIp: e.RATE_LIMIT_SEND_PER_IP,
      verifyPerIp: e.RATE_LIMIT_VERIFY_PER_IP,
      verifyFailuresPerAddress: e.RATE_LIMIT_VERIFY_FAILURES_PER_ADDRESS,
      // Every GraphQL operation (and so every REST call), per minute.
      mutationsPerMember: e.RATE_LIMIT_MUTATIONS_PER_MEMBER,
      mutationsPerIp: e.RATE_LIMIT_MUTATIONS_PER_IP,
      readsPerMember: e.RATE_LIMIT_READS_PER_MEMBER,
      readsPerIp: e.RATE_LIMIT_READS_PER_IP,
    },
    seedDemoData: !production && (e.SEED_DEMO_DATA || !e.DATABASE_URL),
    clientDist: path.resolve(e.CLIENT_DIST),
  };
}

/** Outside production, a missing AUTH_SECRET is generated once and kept in DATA_DIR. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
