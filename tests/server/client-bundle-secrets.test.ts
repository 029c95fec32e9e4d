import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

// The production client bundle, built with secrets in the build environment (as a CI or a Docker
// build would have them), must contain none of them: no admin key, no signing secret, no SMTP
// credentials, no admin addresses. The spec's original client shipped an admin password.
const SECRETS = {
  ADMIN_API_KEY: "leak-check-admin-key-7f3a9c1e5b2d4f6a8c0e",
  AUTH_SECRET: "leak-check-auth-secret-1b3d5f7a9c2e4f6a8b0d",
  SMTP_URL: "smtp://leakuser:leak-smtp-pass-93e1c7@smtp.leak-check.example:587",
  ADMIN_EMAILS: "leak.admin.one@leak-check.example,leak.admin.two@leak-check.example",
  OIDC_CLIENT_SECRET: "leak-check-oidc-secret-5e7c9a1b3d",
};
/** Every value a leak could show, whole or in parts (user, password, each address). */
const NEEDLES = [
  SECRETS.ADMIN_API_KEY,
  SECRETS.AUTH_SECRET,
  SECRETS.SMTP_URL,
  "leakuser",
  "leak-smtp-pass-93e1c7",
  SECRETS.ADMIN_EMAILS,
  "leak.admin.one@leak-check.example",
  "leak.admin.two@leak-check.example",
  SECRETS.OIDC_CLIENT_SECRET,
];

const outDir = mkdtempSync(path.join(tmpdir(), "istc-bundle-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe("the production client bundle", () => {
  it("holds no server secret from the build environment", { timeout: 180_000 }, async () => {
    const vite = path.resolve("node_modules/vite/bin/vite.js");
    await promisify(execFile)(
      process.execPath,
      [vite, "build", "--config", "client/vite.config.ts", "--outDir", outDir, "--emptyOutDir"],
      {
        env: {
          ...process.env,
          NODE_ENV: "production",
          ...SECRETS,
          // A VITE_-prefixed copy is what Vite would inline if a file asked for it.
          ...Object.fromEntries(Object.entries(SECRETS).map(([k, v]) => [`VITE_${k}`, v])),
        },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const files = filesUnder(outDir);
    expect(files.some((f) => f.endsWith(".js"))).toBe(true);
    const leaks: string[] = [];
    for (const file of files) {
      const text = readFileSync(file).toString("latin1");
      for (const needle of NEEDLES) {
        for (const form of [
          needle,
          encodeURIComponent(needle),
          Buffer.from(needle).toString("base64"),
        ]) {
          if (text.includes(form)) leaks.push(`${path.relative(outDir, file)}: ${needle}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The bundle does talk about the key (the scripts note), by name only.
    expect(files.some((f) => readFileSync(f, "utf8").includes("X-Admin-Key"))).toBe(true);
  });
});
