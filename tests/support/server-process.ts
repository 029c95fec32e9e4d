import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";

// The real server process, started the way a deployment starts it: the compiled server when the
// build is current (npm test builds first), else server/src/main.ts through SWC as `npm run dev` does.

const newest = (dir: string): number =>
  Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((e) =>
      e.isDirectory() ? newest(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).mtimeMs,
    ),
  );
const COMPILED = "dist/server/src/main.js";
const serverCommand = () =>
  existsSync(COMPILED) &&
  statSync(COMPILED).mtimeMs > Math.max(newest("server/src"), newest("common"))
    ? [COMPILED]
    : ["--import", "./scripts/swc-register.mjs", "server/src/main.ts"];

export interface Started {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

export function startServer(env: Record<string, string>): Started {
  let out = "";
  let err = "";
  const child = spawn(process.execPath, serverCommand(), {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      SWC_NODE_PROJECT: "server/tsconfig.json",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "istc-boot-")),
      CLIENT_DIST: path.join(tmpdir(), "istc-no-client"),
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (out += chunk));
  child.stderr!.on("data", (chunk) => (err += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** The JSON log lines a server wrote. */
export const logLines = (s: Started) =>
  s
    .stdout()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as { msg: string; port?: number; migrations?: string[] });

export async function portOf(s: Started): Promise<number> {
  let port: number | undefined;
  await expect
    .poll(
      () => {
        if (s.child.exitCode !== null) throw new Error(`exited ${s.child.exitCode}: ${s.stderr()}`);
        port = logLines(s).find((l) => l.msg === "listening")?.port;
        return port;
      },
      { timeout: 40_000, interval: 100 },
    )
    .toBeTypeOf("number");
  return port!;
}
