import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { chromium, type Browser, type Page } from "playwright-core";
import { inject } from "vitest";
import { startMailbox, type Mailbox } from "../support/mailbox.js";
import { startOidcProvider, type TestOidcProvider } from "../support/oidc.js";

const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export interface Stack {
  url: string;
  mailbox: Mailbox;
  google: TestOidcProvider;
  browser: Browser;
  db: pg.Pool;
  newPage(width?: number): Promise<Page>;
  screenshot(page: Page, name: string): Promise<void>;
  /** Lets time pass for an address's sign-in codes (the 60 s spacing between sends). */
  ageCodes(email: string, seconds?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The built app (`node dist/server/src/main.js`) as a real server on loopback, with a real SMTP server,
 * a real OpenID provider standing in for Google, and a real Chromium.
 */
export async function startStack(): Promise<Stack> {
  const mailbox = await startMailbox();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const google = await startOidcProvider([`${url}/api/auth/google/callback`]);
  // The worker's own database (see global-setup.ts).
  const urls = inject("e2eDatabaseUrls");
  const databaseUrl = urls[(Number(process.env.VITEST_POOL_ID ?? "1") - 1) % urls.length];
  const app: ChildProcess = spawn(process.execPath, ["dist/server/src/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATABASE_URL: databaseUrl,
      SMTP_URL: mailbox.url,
      AUTH_SECRET: "e2e-secret-".padEnd(48, "e"),
      OIDC_ISSUER: google.issuer,
      OIDC_CLIENT_ID: google.clientId,
      OIDC_CLIENT_SECRET: google.clientSecret,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "istc-e2e-")),
      LOG_LEVEL: "warn",
      // Background jobs (alerts, notification e-mails) in the app's own process, polled often so
      // an instant alert reaches the mailbox within a few seconds; whatever the caller's shell says.
      WORKERS: "inline",
      JOBS_POLL_SECONDS: "0.5",
      // Every browser test signs in from 127.0.0.1: keep the per-IP limits out of the way.
      RATE_LIMIT_SEND_PER_IP: "1000",
      RATE_LIMIT_VERIFY_PER_IP: "1000",
      RATE_LIMIT_MUTATIONS_PER_IP: "100000",
      RATE_LIMIT_READS_PER_IP: "100000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => app.once("exit", resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (app.exitCode !== null)
      throw new Error(`the app exited with ${app.exitCode} while starting`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error("the app did not become ready within 60 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: inject("chromePath"),
    args: CHROMIUM_FLAGS,
  });
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const shots = path.resolve("test-results/e2e");
  mkdirSync(shots, { recursive: true });

  return {
    url,
    mailbox,
    google,
    browser,
    db,
    async newPage(width = 1280) {
      const context = await browser.newContext({ baseURL: url, viewport: { width, height: 860 } });
      return context.newPage();
    },
    async screenshot(page, name) {
      await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
    },
    async ageCodes(email, seconds = 61) {
      await db.query(
        `UPDATE email_codes SET created_at = created_at - make_interval(secs => $2) WHERE email = $1`,
        [email.toLowerCase(), seconds],
      );
    },
    async close() {
      await browser.close();
      app.kill("SIGTERM");
      const code = await exited;
      await db.end();
      await google.close();
      await mailbox.close();
      if (code !== 0)
        throw new Error(`the app exited with ${code} on SIGTERM (expected a clean 0)`);
    },
  };
}
