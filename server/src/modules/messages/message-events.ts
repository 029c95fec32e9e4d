import pg from "pg";
import type { Logger } from "../../logger.js";

/** The PostgreSQL channel every app copy listens on; the payload carries ids only. */
export const MESSAGE_EVENTS_CHANNEL = "message_events";

/** What happened, as the channel carries it: ids only (each copy loads what its subscribers need). */
export interface MessageNote {
  kind: "MESSAGE" | "SEEN";
  conversationId: string;
  /** The two members of the conversation: only their subscriptions hear of it. */
  memberIds: [string, string];
  /** The new message (MESSAGE). */
  messageId?: string;
  /** Who read the conversation, and up to when (SEEN). */
  readerId?: string;
  seenAt?: string;
}

/** How notes travel: PostgreSQL's LISTEN/NOTIFY between copies, or within this process (embedded). */
export type EventDelivery = "listener" | "in-process";

/** One subscription: a member (and optionally one conversation) and where its notes go. */
interface Subscriber {
  userId: string;
  conversationId: string | null;
  push(note: MessageNote): void;
}

const RECONNECT_MS = [250, 1_000, 5_000, 15_000];
/** Events held for a subscriber that does not read them; older ones are dropped beyond this. */
const MAX_QUEUED = 100;
const MAX_PAYLOAD = 7_000;

/**
 * The message events of every conversation, for the subscriptions open on this copy. With
 * PostgreSQL a note is sent with `pg_notify` and every copy (this one too) hears it on its own
 * listening connection; on the embedded database (one process) it is handed over in-process.
 */
export class MessageEventBus {
  private readonly byUser = new Map<string, Set<Subscriber>>();
  private listener: pg.Client | null = null;
  private stopped = false;
  private started = false;
  private attempts = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: () => pg.Pool,
    private readonly options: { delivery: EventDelivery; log?: Logger },
  ) {}

  /** Subscriptions open on this copy (for tests and the logs). */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.stopped = false;
    if (this.options.delivery === "listener") await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.started = false;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
  }

  /** Tells every copy; a failure is logged (the screens refetch on focus), never thrown. */
  async publish(note: MessageNote): Promise<void> {
    if (this.options.delivery === "in-process") {
      this.dispatch(note);
      return;
    }
    try {
      await this.pool().query("SELECT pg_notify($1, $2)", [
        MESSAGE_EVENTS_CHANNEL,
        JSON.stringify(note),
      ]);
    } catch (err) {
      this.options.log?.warn({ err }, "message event not sent");
    }
  }

  /**
   * The notes of a member's conversations (or of one), as an async iterator that ends when the
   * caller returns it (the socket closes, the subscription completes).
   */
  subscribe<T>(
    userId: string,
    conversationId: string | null,
    load: (note: MessageNote) => Promise<T | null>,
  ): AsyncIterableIterator<T> {
    const queue: MessageNote[] = [];
    let wake: (() => void) | null = null;
    let done = false;
    const sub: Subscriber = {
      userId,
      conversationId,
      push(note) {
        if (done) return;
        if (queue.length >= MAX_QUEUED) queue.shift();
        queue.push(note);
        wake?.();
      },
    };
    const set = this.byUser.get(userId) ?? new Set<Subscriber>();
    set.add(sub);
    this.byUser.set(userId, set);
    const finish = () => {
      done = true;
      set.delete(sub);
      if (!set.size && this.byUser.get(userId) === set) this.byUser.delete(userId);
      wake?.();
    };
    const iterator: AsyncIterableIterator<T> = {
      async next(): Promise<IteratorResult<T>> {
        while (!done) {
          const note = queue.shift();
          if (note) {
            const value = await load(note).catch(() => null);
            if (value !== null) return { value, done: false };
            continue;
          }
          await new Promise<void>((resolve) => (wake = resolve));
          wake = null;
        }
        return { value: undefined, done: true };
      },
      async return(): Promise<IteratorResult<T>> {
        finish();
        return { value: undefined, done: true };
      },
      async throw(err?: unknown): Promise<IteratorResult<T>> {
        finish();
        throw err;
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  /** Hands a note to the subscriptions of its two members on this copy. */
  dispatch(note: MessageNote): void {
    for (const userId of new Set(note.memberIds)) {
      for (const sub of this.byUser.get(userId) ?? []) {
        if (sub.conversationId && sub.conversationId !== note.conversationId) continue;
        sub.push(note);
      }
    }
  }

  private receive(payload: string | undefined): void {
    if (!payload || payload.length > MAX_PAYLOAD) return;
    let note: MessageNote;
    try {
      note = JSON.parse(payload) as MessageNote;
    } catch {
      return;
    }
    if (!note || !Array.isArray(note.memberIds) || typeof note.conversationId !== "string") return;
    this.dispatch(note);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client((this.pool() as unknown as { options: pg.ClientConfig }).options);
    client.on("error", (err) => this.lost(client, err));
    client.on("end", () => this.lost(client));
    client.on("notification", (n) => {
      if (n.channel === MESSAGE_EVENTS_CHANNEL) this.receive(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${MESSAGE_EVENTS_CHANNEL}`);
    } catch (err) {
      this.lost(client, err);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.listener = client;
    this.attempts = 0;
  }

  private lost(client: pg.Client, err?: unknown): void {
    if (this.listener && this.listener !== client) return;
    const wasListening = this.listener === client;
    this.listener = null;
    client.removeAllListeners("end");
    client.end().catch(() => {});
    if (this.stopped || this.reconnectTimer) return;
    if (wasListening) this.options.log?.warn({ err }, "message events: listening connection lost");
    const delay = RECONNECT_MS[Math.min(this.attempts++, RECONNECT_MS.length - 1)];
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }
}
