/**
 * The embedded PGlite store behind a worker thread, with the small part of PGlite's client
 * interface that drizzle uses (query, exec, transaction, close). Every call is a message to
 * pglite-worker.ts; errors come back with their SQLSTATE fields.
 */
import { type Reply, type RequestBody, type RowMode, fromWireError } from './pglite-wire';

export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface PgliteClient {
  query(sql: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
}

export interface PgliteTx extends PgliteClient {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** Bun's Worker can stop holding the process open while idle. */
type BunWorker = Worker & { ref(): void; unref(): void };

/** SQLSTATE 08006 (connection failure): callers treat it as "store unavailable", i.e. 503. */
function unavailable(message: string): Error {
  return Object.assign(new Error(message), { code: '08006' });
}

export class PgliteThread implements PgliteClient {
  readonly #worker: BunWorker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  #nextId = 1;
  #closed = false;
  #stopped: string | null = null;

  private constructor() {
    this.#worker = new Worker(new URL('./pglite-worker.ts', import.meta.url)) as BunWorker;
    this.#worker.unref();
    this.#worker.onmessage = (event: MessageEvent<Reply>) => this.#settle(event.data);
    this.#worker.addEventListener('error', (event) => this.#stop(`embedded store thread failed: ${(event as ErrorEvent).message}`));
    this.#worker.addEventListener('close', () => this.#stop('embedded store thread stopped'));
  }

  /** Opens (and on first use creates) the store in `path`; `null` keeps it in memory. */
  static async open(path: string | null): Promise<PgliteThread> {
    const thread = new PgliteThread();
    try {
      await thread.#call({ op: 'open', path });
    } catch (err) {
      thread.#worker.terminate();
      throw err;
    }
    return thread;
  }

  get closed(): boolean {
    return this.#closed || this.#stopped !== null;
  }

  query(sql: string, params: unknown[] = [], options: { rowMode?: RowMode } = {}): Promise<QueryResult> {
    return this.#query(null, sql, params, options);
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.#exec(null, sql);
  }

  /** Runs `callback` in one transaction: commits when it returns, rolls back when it throws. */
  async transaction<T>(callback: (tx: PgliteTx) => Promise<T>): Promise<T> {
    const id = (await this.#call({ op: 'begin' })) as number;
    let open = true;
    const guard = () => {
      if (!open) throw new Error('Transaction is closed');
    };
    const tx: PgliteTx = {
      query: async (sql, params = [], options = {}) => {
        guard();
        return this.#query(id, sql, params, options);
      },
      exec: async (sql) => {
        guard();
        return this.#exec(id, sql);
      },
      rollback: async () => {
        guard();
        open = false;
        await this.#call({ op: 'end', tx: id, commit: false });
      },
      get closed() {
        return !open;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      if (open) {
        open = false;
        await this.#call({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      }
      throw err;
    }
    if (open) {
      open = false;
      await this.#call({ op: 'end', tx: id, commit: true });
    }
    return result;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.#call({ op: 'close' });
    } finally {
      this.#closed = true;
      this.#worker.terminate();
    }
  }

  /** A statement outside any transaction (`tx` null) or inside the open one with that id. */
  #query(tx: number | null, sql: string, params: unknown[], options: { rowMode?: RowMode }): Promise<QueryResult> {
    return this.#call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', tx }) as Promise<QueryResult>;
  }

  #exec(tx: number | null, sql: string): Promise<QueryResult[]> {
    return this.#call({ op: 'exec', sql, tx }) as Promise<QueryResult[]>;
  }

  #call(body: RequestBody): Promise<unknown> {
    if (this.#closed) return Promise.reject(unavailable('embedded store is closed'));
    if (this.#stopped) return Promise.reject(unavailable(this.#stopped));
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...body, id });
    });
  }

  #settle(reply: Reply): void {
    const waiting = this.#pending.get(reply.id);
    if (!waiting) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(fromWireError(reply.error));
  }

  #stop(reason: string): void {
    if (this.#stopped || this.#closed) return;
    this.#stopped = reason;
    for (const waiting of this.#pending.values()) waiting.reject(unavailable(reason));
    this.#pending.clear();
  }
}
