/**
 * Opens the private-data store: embedded PGlite in a local folder by default, or a PostgreSQL
 * server through postgres.js when DATABASE_URL is set. Both speak the same drizzle schema.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './schema';
import { applyMigrations } from './migrate';

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
  await applyMigrations(store);
  return store;
}

async function openPglite(dataDir: string | null): Promise<Store> {
  let path: string | undefined;
  if (dataDir) {
    path = join(dataDir, 'pglite');
    mkdirSync(path, { recursive: true });
  }
  const client = new PGlite(path);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
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
      if (!client.closed) await client.close();
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
