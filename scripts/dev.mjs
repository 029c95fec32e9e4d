// `npm run dev`: the server with reload (SWC keeps decorator metadata) and Vite with hot reload,
// which proxies /graphql and /api to the server. Open http://localhost:5173.
import { spawn } from "node:child_process";

const children = [
  spawn(
    process.execPath,
    ["--watch-path=server/src", "--import", "./scripts/swc-register.mjs", "server/src/main.ts"],
    { stdio: "inherit", env: { ...process.env, SWC_NODE_PROJECT: "server/tsconfig.json" } },
  ),
  spawn("npx", ["vite", "--config", "client/vite.config.ts"], { stdio: "inherit" }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children) {
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
}
