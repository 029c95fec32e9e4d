import type { PGlite } from "@electric-sql/pglite";

interface Item {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (err: unknown) => void;
}

/** Protocol messages that end a client's turn: Sync, a simple Query, Terminate. */
const ENDS_TURN = new Set([0x53, 0x51, 0x58]);

/**
 * The query queue of the embedded database's socket server, replacing pglite-socket's own
 * (0.2.17), which interleaves the protocol messages of different connections on PGlite's one
 * session: connection B's Parse can land between A's Parse and Bind, so A runs B's statement or
 * gets B's rows (electric-sql/pglite#1046), and a failed message stops its queue for good.
 *
 * Here a connection owns the session from its first message until its turn ends (a Sync or a simple
 * Query completes outside a transaction; inside one, until the transaction ends). Other
 * connections' messages wait in order. A connection that goes away gives the session back, its open
 * transaction rolled back.
 */
export class SerialQueryQueue {
  private queue: Item[] = [];
  private processing = false;
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: Item["onData"]): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength() {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number) {
    this.queue = this.queue.filter((item) => {
      if (item.handlerId !== handlerId) return true;
      item.reject(new Error("Handler disconnected"));
      return false;
    });
  }

  async clearTransactionIfNeeded(handlerId: number) {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
    this.owner = null;
    void this.process();
  }

  private async process() {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = this.owner;
        const index = owner === null ? 0 : this.queue.findIndex((i) => i.handlerId === owner);
        // The owner has not sent the rest of its turn yet: wait for it.
        if (index === -1) break;
        const [item] = this.queue.splice(index, 1);
        // A startup message has no type byte: its first byte is the high byte of its length (0).
        const type = item.message[0];
        const endsTurn = type === 0 || ENDS_TURN.has(type);
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (err) {
          this.owner = this.db.isInTransaction() ? item.handlerId : null;
          item.reject(err);
          continue;
        }
        this.owner = endsTurn && !this.db.isInTransaction() ? null : item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }
}
