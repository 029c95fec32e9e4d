import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { provideTestDatabase } from "../support/test-database.js";

declare module "vitest" {
  export interface ProvidedContext {
    e2eDatabaseUrl: string;
    chromePath: string;
  }
}

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** Browser tests need a real Chromium and the built app; they fail (never skip) without them. */
export default async function setup(project: TestProject) {
  const chromePath = process.env.CHROME_PATH || CANDIDATES.find((p) => existsSync(p));
  if (!chromePath || !existsSync(chromePath)) {
    throw new Error(
      "Browser tests need Chromium or Chrome. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) " +
        "or set CHROME_PATH to the browser's executable.",
    );
  }
  if (!existsSync("dist/server/src/main.js") || !existsSync("dist/client/index.html")) {
    throw new Error(
      "Browser tests run against the built app: run `npm run build` first (npm test does).",
    );
  }
  // Its own database: the server tests reset theirs while these run.
  const database = await provideTestDatabase("_e2e");
  console.log(`browser tests: ${chromePath}; database = ${database.kind}`);
  project.provide("e2eDatabaseUrl", database.url);
  project.provide("chromePath", chromePath);
  return () => database.stop();
}
