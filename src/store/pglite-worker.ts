/**
 * Owns the embedded PGlite store on its own thread, so that PostgreSQL's work (and its WASM
 * memory) does not run on the thread that serves HTTP: the serving thread's p99 then holds
 * near bare Elysia's. Requests arrive as pglite-wire messages; transactions stay open here,
 * by id, until the serving thread ends them.
 */
import { PGlite, types } from '@electric-sql/pglite';
import { type Reply, type Request, toWireError } from './pglite-wire';

declare const self: Worker;

// drizzle's own parsers for PGlite: dates, times and intervals stay text (it maps them itself).
const KEEP_AS_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const parsers = Object.fromEntries(KEEP_AS_TEXT.map((oid) => [oid, (value: string) => value]));

type Tx = Parameters<Parameters<PGlite['transaction']>[0]>[0];

let db: PGlite | null = null;
let nextTx = 1;
interface OpenTx {
  tx: Tx;
  end: (commit: boolean) => void;
  /** Settles once COMMIT or ROLLBACK ran; rejects if COMMIT failed. */
  done: Promise<void>;
}
const open = new Map<number, OpenTx>();
/** Rolls back a transaction without reporting an error: the caller asked for it. */
const ROLLBACK = Symbol('rollback');

function store(): PGlite {
  if (!db) throw new Error('embedded store is not open');
  return db;
}

function target(tx: number | null): PGlite | Tx {
  if (tx === null) return store();
  const entry = open.get(tx);
  if (!entry) throw new Error('Transaction is closed');
  return entry.tx;
}

async function begin(): Promise<number> {
  const id = nextTx++;
  return new Promise<number>((started, failed) => {
    // The callback runs after `done` is assigned: PGlite first waits for its transaction lock.
    const done: Promise<void> = store()
      .transaction(async (tx) => {
        const commit = await new Promise<boolean>((end) => {
          open.set(id, { tx, end, done });
          started(id);
        });
        if (!commit) throw ROLLBACK;
      })
      .then(
        () => undefined,
        (err) => {
          if (err !== ROLLBACK) throw err;
        },
      );
    // Before the transaction opened this reports BEGIN's failure; afterwards `end` reports it.
    done.catch(failed);
  });
}

async function end(id: number, commit: boolean): Promise<void> {
  const entry = open.get(id);
  if (!entry) throw new Error('Transaction is closed');
  open.delete(id);
  entry.end(commit);
  await entry.done;
}

/**
 * PostgreSQL's 128 MB of shared buffers are touched when it starts: 126 MB resident for a store of
 * accounts, keys and workspaces that the OS page cache holds anyway (RSS at open 277 → 151 MB).
 */
const STORE_SETTINGS = ['-c', 'shared_buffers=16MB'];

async function handle(req: Request): Promise<unknown> {
  switch (req.op) {
    case 'open':
      db = new PGlite(req.path ?? undefined, { startParams: [...PGlite.defaultStartParams, ...STORE_SETTINGS] });
      await db.waitReady;
      return null;
    case 'query':
      return target(req.tx).query(req.sql, req.params, { rowMode: req.rowMode, parsers });
    case 'exec':
      return target(req.tx).exec(req.sql);
    case 'begin':
      return begin();
    case 'end':
      return end(req.tx, req.commit);
    case 'close':
      if (db && !db.closed) await db.close();
      return null;
  }
}

self.onmessage = async (event: MessageEvent<Request>) => {
  const req = event.data;
  let reply: Reply;
  try {
    reply = { id: req.id, ok: true, value: await handle(req) };
  } catch (err) {
    reply = { id: req.id, ok: false, error: toWireError(err) };
  }
  self.postMessage(reply);
};
