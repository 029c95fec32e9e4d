import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import type { Logger } from "../logger.js";

/** Connections of the job queue's own pool (pg-boss), beside the app's DB_POOL_SIZE. */
export const JOBS_POOL_SIZE = 3;

/** How a queue runs its jobs: retries with backoff, at most one queued or active (stately). */
export interface QueueSettings {
  /** "stately": at most one job waiting and one running (a sweep that catches up by itself). */
  policy?: "standard" | "stately";
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time with `retryBackoff`. */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A running job that takes longer is failed and retried. */
  expireInSeconds?: number;
}

/** One kind of background work: its queue, its settings and the handler of one job. */
export interface JobDefinition<T extends object = object> {
  name: string;
  settings?: QueueSettings;
  /** Runs one job; throwing fails it and the queue retries it as its settings say. */
  handler: (data: T) => Promise<void>;
}

export interface SendOptions {
  /**
   * A key the job is known by: sending it again (from any copy) while the first is kept is a
   * no-op. The job's id is derived from it.
   */
  key?: string;
  /** When the job becomes due; a job due while no worker ran runs when one starts. */
  startAfter?: Date;
}

/** A job id (a UUID) derived from a key, the same on every copy. */
export function jobIdFor(key: string): string {
  const h = createHash("sha256").update(key).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Background jobs on PostgreSQL (pg-boss 10, docs/ARCHITECTURE.md "Background jobs"): the same
 * database as the app, so jobs survive restarts and every app copy shares them; a job is given to
 * one worker at a time (SKIP LOCKED). Every copy can send; only copies with workers run them.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly created = new Map<string, Promise<void>>();
  private started = false;

  constructor(
    connectionString: string,
    private readonly log: Logger,
    private readonly options: { workers: boolean; pollSeconds: number; poolSize?: number },
  ) {
    this.boss = new PgBoss({
      connectionString,
      max: options.poolSize ?? JOBS_POOL_SIZE,
      application_name: "istc-connect-jobs",
      // Maintenance (expiring, archiving) and cron only where workers run.
      supervise: options.workers,
      schedule: false,
    });
    this.boss.on("error", (err) => this.log.error({ err }, "job queue error"));
  }

  get runsWorkers(): boolean {
    return this.options.workers;
  }

  async start(definitions: JobDefinition[]): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const d of definitions) await this.ensureQueue(d.name, d.settings);
    if (!this.options.workers) return;
    for (const d of definitions) {
      await this.boss.work<object>(
        d.name,
        { pollingIntervalSeconds: this.options.pollSeconds, batchSize: 1 },
        async ([job]) => {
          try {
            await d.handler(job.data ?? {});
          } catch (err) {
            this.log.warn({ err, job: d.name, id: job.id }, "job failed; it will be retried");
            throw err;
          }
        },
      );
    }
  }

  private ensureQueue(name: string, settings: QueueSettings = {}): Promise<void> {
    let done = this.created.get(name);
    if (!done) {
      done = this.createQueue(name, settings);
      this.created.set(name, done);
      done.catch(() => this.created.delete(name));
    }
    return done;
  }

  /**
   * Creates a queue unless it exists. Two copies starting together may both try: pg-boss's creation
   * can then fail with a deadlock or a duplicate, so it is tried again after a short random pause
   * until the queue exists.
   */
  private async createQueue(name: string, settings: QueueSettings): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (await this.boss.getQueue(name)) return;
      try {
        await this.boss.createQueue(name, {
          name,
          policy: settings.policy ?? "standard",
          retryLimit: settings.retryLimit ?? 5,
          retryDelay: settings.retryDelay ?? 30,
          retryBackoff: settings.retryBackoff ?? true,
          expireInSeconds: settings.expireInSeconds ?? 15 * 60,
        });
        return;
      } catch (err) {
        if (attempt >= 8) throw err;
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
      }
    }
  }

  /** Queues a job; false when a job with the same key is already kept (or, stately, waiting). */
  async send(name: string, data: object, options: SendOptions = {}): Promise<boolean> {
    if (!this.started) throw new Error(`The job queue is not started (sending ${name})`);
    await this.ensureQueue(name);
    const id = await this.boss.send(name, data, {
      ...(options.key ? { id: jobIdFor(`${name}:${options.key}`) } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
    return id != null;
  }

  /** Stops taking jobs, waits for running ones (up to `timeoutMs`), closes the pool. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }
}
