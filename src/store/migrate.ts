/**
 * Applies the SQL migrations drizzle-kit generated (src/store/migrations, in journal order),
 * each once, inside one transaction holding an advisory lock so that several instances
 * starting together against one server do not race.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

const MIGRATIONS_DIR = join(import.meta.dir, 'migrations');
const LOCK_ID = 7_411_301; // arbitrary, constant: "morsel migrations"

interface Journal {
  entries: { idx: number; tag: string }[];
}

function migrationList(): { tag: string; sql: string }[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries.sort((a, b) => a.idx - b.idx).map((e) => ({ tag: e.tag, sql: readFileSync(join(MIGRATIONS_DIR, `${e.tag}.sql`), 'utf8') }));
}

/** Migrations are plain SQL: any database handle will do, whatever schema it was typed with. */
export async function applyMigrations(db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>): Promise<string[]> {
  const applied: string[] = [];
  const { sql } = await import('drizzle-orm');
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${LOCK_ID})`));
    await tx.execute(sql.raw('create table if not exists morsel_migrations (tag text primary key, applied_at timestamptz not null default now())'));
    const rows = (await tx.execute(sql.raw('select tag from morsel_migrations'))) as unknown;
    const done = new Set(rowsOf(rows).map((r) => String(r.tag)));
    for (const m of migrationList()) {
      if (done.has(m.tag)) continue;
      for (const statement of m.sql.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into morsel_migrations (tag) values (${m.tag})`);
      applied.push(m.tag);
    }
  });
  return applied;
}

/** postgres.js returns an array of rows; PGlite returns `{ rows }`. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}
