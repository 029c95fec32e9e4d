import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import swc from "unplugin-swc";
import { defineConfig } from "vitest/config";

const WORKERS = Math.min(4, Math.max(2, availableParallelism()));
const graphqlEntry = fileURLToPath(new URL("./node_modules/graphql/index.js", import.meta.url));
/** `#common/x` (package.json "imports") is common/x.ts in tests, as in the client build. */
const commonAlias = {
  find: /^#common\/(.*)$/,
  replacement: fileURLToPath(new URL("./common/$1.ts", import.meta.url)),
};

// Four projects: unit (pure server modules: no database, no global set-up), server (real
// PostgreSQL, through HTTP or a service on its DataSource), client (components in jsdom), e2e (real
// Chromium against the built app on a real server).
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on a 2-core machine, the other core
    // idle while a file imports and sets up. Each worker has its own databases (the projects'
    // global set-ups), so files of two workers never see each other's data.
    maxWorkers: WORKERS,
    projects: [
      {
        plugins: [swc.vite({ tsconfigFile: "server/tsconfig.json" })],
        oxc: false,
        resolve: { alias: [{ find: "graphql", replacement: graphqlEntry }, commonAlias] },
        test: {
          name: "unit",
          environment: "node",
          include: ["tests/unit/**/*.test.ts"],
        },
      },
      {
        // SWC, not oxc: type-graphql and TypeORM need decorator metadata.
        plugins: [swc.vite({ tsconfigFile: "server/tsconfig.json" })],
        oxc: false,
        resolve: { alias: [{ find: "graphql", replacement: graphqlEntry }, commonAlias] },
        test: {
          name: "server",
          environment: "node",
          include: ["tests/server/**/*.test.ts"],
          globalSetup: ["tests/server/global-setup.ts"],
          // One module graph per worker: the server (type-graphql, TypeORM, Apollo) is imported once
          // instead of once per file, which is most of this project's run time. Test files share
          // nothing else: each starts its own app and makes its own data.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: [commonAlias] },
        test: {
          name: "client",
          environment: "jsdom",
          include: ["client/src/**/*.test.{ts,tsx}", "tests/client/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/client/setup.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          // One file at a time, after the other projects: two at once (each on its worker's own
          // database) starved each other's server on 2 cores (an app not ready within 60 s).
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
