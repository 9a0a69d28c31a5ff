/** Row counts and a checksum of every table, to prove a run of requests changed nothing stored. */
import { sql } from 'drizzle-orm';
import type { Store } from '../../src/store/db';
import { rowsOf } from '../../src/store/migrate';

/** Metering tables change with every counted call by design (the spec keeps the cost of a 400). */
const METERING_TABLES = new Set(['usage_days', 'usage_leases', 'instances']);

const statements = new WeakMap<Store, string>();

/** One round trip: the statement over every table is built once per store (tables never change during a test). */
export async function snapshot(store: Store, skip: Set<string> = METERING_TABLES): Promise<Record<string, string>> {
  let statement = statements.get(store);
  if (!statement) {
    const tables = rowsOf(
      await store.db.execute(
        sql.raw("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1"),
      ),
    )
      .map((r) => String(r.table_name))
      .filter((t) => !skip.has(t));
    statement = tables
      .map((t) => `select '${t}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as sum from "${t}" x`)
      .join(' union all ');
    statements.set(store, statement);
  }
  const out: Record<string, string> = {};
  for (const row of rowsOf(await store.db.execute(sql.raw(statement)))) out[String(row.t)] = `${row.n}:${row.sum}`;
  return out;
}
