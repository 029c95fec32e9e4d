import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** One database per worker (VITEST_POOL_ID 1, 2, ...): files of one worker run one at a time. */
    e2eDatabaseUrls: string[];
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
  // Their own databases (the server tests reset theirs while these run), one per worker: two
  // browser-test files run at once, each on its worker's database, so no file sees another's
  // members appear half-way.
  const workers = Math.max(
    1,
    Number(project.config.maxWorkers || project.vitest.config.maxWorkers) || 1,
  );
  const databases: TestDatabase[] = [];
  for (let i = 1; i <= workers; i++) databases.push(await provideTestDatabase(`_e2e${i}`));
  console.log(
    `browser tests: ${chromePath}; databases = ${databases.map((d) => d.kind).join(", ")}`,
  );
  project.provide(
    "e2eDatabaseUrls",
    databases.map((d) => d.url),
  );
  project.provide("chromePath", chromePath);
  return async () => {
    for (const d of databases) await d.stop();
  };
}
