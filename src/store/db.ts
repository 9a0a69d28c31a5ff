/**
 * Opens the private-data store: embedded PGlite in a local folder by default, or a PostgreSQL
 * server through postgres.js when DATABASE_URL is set. Both speak the same drizzle schema.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './schema';
import { applyMigrations } from './migrate';
import { PgliteThread } from './pglite-thread';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Store {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw SQL statement (migrations, health checks). */
  exec(sql: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StoreOptions {
  databaseUrl: string | null;
  /** Embedded store folder; `null` keeps PGlite in memory (tests). */
  dataDir: string | null;
}

export async function openStore(options: StoreOptions): Promise<Store> {
  const store = options.databaseUrl ? openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  await applyMigrations(store.db);
  return store;
}

/** The embedded store's folder cannot be created or written: the message says which and why. */
export class StoreFolderError extends Error {}

/** Whether `test` holds for the error's code (SQLSTATE, or a socket error's code) or for any cause it wraps (drizzle wraps the driver's). */
function someCode(err: unknown, test: (code: string) => boolean): boolean {
  const e = err as { code?: unknown; errno?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (test(String(e.code ?? e.errno ?? ''))) return true;
  return e.cause !== undefined && e.cause !== err && someCode(e.cause, test);
}

/**
 * Whether an error means the store could not be reached (server down, restarting, connection
 * lost) rather than a bug: operations answer 503 for these, never 500.
 */
export const isStoreUnavailable = (err: unknown): boolean =>
  // Socket errors, SQLSTATE class 08 (connection exception) and 57P0x (server shutting down or starting).
  someCode(err, (code) =>
    /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|CONNECTION_CLOSED|CONNECTION_ENDED|CONNECTION_DESTROYED|CONNECT_TIMEOUT|08...|57P0[1-4])$/.test(
      code,
    ),
  );

/** SQLSTATE 40P01 (deadlock detected) or 40001 (serialization failure): the transaction was rolled back whole and may simply run again. */
export const isConflict = (err: unknown): boolean => someCode(err, (code) => code === '40P01' || code === '40001');

/**
 * Runs a transaction again when PostgreSQL aborted it for a conflict with another one (a deadlock
 * between two lock orders is resolved by aborting one side), up to `attempts` times in all.
 */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (i >= attempts || !isConflict(err)) throw err;
    }
  }
}

/** `EROFS: read-only file system`: a file error's code and meaning, without the call and path its message adds. */
function fileErrorReason(err: unknown): string {
  const { code, message } = err as NodeJS.ErrnoException;
  const head = message?.split(', ')[0];
  return code && head?.startsWith(`${code}: `) ? head : (code ?? String(err));
}

async function openPglite(dataDir: string | null): Promise<Store> {
  let path: string | undefined;
  if (dataDir) {
    path = join(dataDir, 'pglite');
    try {
      mkdirSync(path, { recursive: true });
      // Writable for real (read-only mounts, wrong owner): probe rather than trust permission bits.
      const probe = join(path, `.write-probe-${process.pid}`);
      writeFileSync(probe, '');
      rmSync(probe);
    } catch (err) {
      throw new StoreFolderError(
        `The embedded store folder ${path} cannot be created or written (${fileErrorReason(err)}). Set MORSEL_DATA_DIR to a writable folder, or DATABASE_URL to use a PostgreSQL server.`,
      );
    }
  }
  // PGlite runs on its own thread (see pglite-worker.ts); drizzle uses only the calls it forwards.
  const client = await PgliteThread.open(path ?? null);
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    ping: async () => {
      if (client.closed) throw new Error('embedded store is closed');
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
    },
  };
}

function openPostgres(url: string): Store {
  // Short connect timeout: a down server must surface as 503 quickly, not hang requests.
  const client = postgres(url, { max: 10, connect_timeout: 3, idle_timeout: 30, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await client.unsafe(sql);
    },
    ping: async () => {
      await client`select 1`;
    },
    close: async () => {
      await client.end({ timeout: 2 });
    },
  };
}
