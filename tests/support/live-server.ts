import { logLines, startServer, type Started } from "./server-process.js";
import { sharedDatabaseUrl } from "./shared-database.js";

/**
 * The real server as its own process, on the test database: what a request can do to the process
 * (an unhandled 'error' event ends it) shows here as a dead server. In-process test apps cannot
 * show that: vitest catches the exception and the app goes on answering.
 */
export async function startLiveServer(env: Record<string, string> = {}) {
  const server: Started = startServer({
    NODE_ENV: "test",
    DATABASE_URL: sharedDatabaseUrl(),
    AUTH_SECRET: "live-server-secret-".padEnd(48, "l"),
    DB_POOL_SIZE: "4",
    RATE_LIMIT_MUTATIONS_PER_MEMBER: "100000",
    RATE_LIMIT_MUTATIONS_PER_IP: "100000",
    RATE_LIMIT_READS_PER_MEMBER: "100000",
    RATE_LIMIT_READS_PER_IP: "100000",
    ...env,
  });
  let port: number | undefined;
  for (const deadline = Date.now() + 100_000; !port;) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited ${server.child.exitCode}: ${server.stderr()}`);
    if (Date.now() > deadline) throw new Error(`no "listening" within 100 s: ${server.stderr()}`);
    port = logLines(server).find((l) => l.msg === "listening")?.port;
    if (!port) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    port,
    /**
     * Throws (with what the server last wrote to stderr) unless the process still runs and answers
     * `/healthz` with 200. `after` says what was just done to it.
     */
    async assertAlive(after: string): Promise<void> {
      const died = () =>
        new Error(
          `the server died after ${after} (exit ${server.child.exitCode}):\n${server.stderr().slice(-3000)}`,
        );
      let status: number;
      try {
        status = (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) })).status;
      } catch {
        throw died();
      }
      if (server.child.exitCode !== null || status !== 200) throw died();
    },
    /**
     * Does `what` to the server (`send`), then checks it is alive: a request that fails because the
     * server died reports the death (and its stderr) rather than a bare "fetch failed".
     */
    async run<T>(what: string, send: () => Promise<T>): Promise<T> {
      let result: T;
      try {
        result = await send();
      } catch (err) {
        await this.assertAlive(what);
        throw err;
      }
      await this.assertAlive(what);
      return result;
    },
    async close() {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
      await server.exited;
    },
  };
}

export type LiveServer = Awaited<ReturnType<typeof startLiveServer>>;
