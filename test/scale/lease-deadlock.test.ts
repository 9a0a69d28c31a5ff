/**
 * A lease that PostgreSQL aborts for a deadlock runs again instead of failing the request (503).
 * `lease()` locks the day row, then the lease row; a flush (`addUsed`) locks them the other way.
 * Here a second connection takes the lease row, then asks for the day row while `lease()` holds
 * it: PostgreSQL aborts `lease()` (its deadlock check runs first: the other side waits 10 s before
 * checking), and the lease must still be granted once the other side commits.
 * Needs DATABASE_URL (the embedded store has one connection, so nothing can deadlock); skipped loudly without.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import postgres from 'postgres';
import { openStore, type Store } from '../../src/store/db';
import { UsageLeases } from '../../src/store/usage-leases';
import { scratchDatabase } from '../helpers/harness';

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) console.warn('\n  !! test/scale/lease-deadlock.test.ts SKIPPED: set DATABASE_URL to a PostgreSQL server to run it.\n');

describe.skipIf(!baseUrl)('a lease aborted for a deadlock', () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  let store: Store;
  let other: postgres.Sql;
  const account = '11111111-1111-4111-8111-111111111111';
  const day = '2026-11-27';
  const clock = { now: () => Date.now() };

  beforeAll(async () => {
    db = await scratchDatabase(baseUrl!);
    store = await openStore({ databaseUrl: db.url, dataDir: null });
    other = postgres(db.url, { max: 1, onnotice: () => {} });
    await other`insert into accounts (id, plan, channel) values (${account}, 'starter', 'direct')`;
  });
  afterAll(async () => {
    await other.end();
    await store.close();
    await db.drop();
  });

  test('runs again and is granted', async () => {
    const leases = new UsageLeases(store.db, 'instance-a', 60_000, clock);
    expect(await leases.lease(account, day, 10, 100)).toEqual({ granted: 10, reserved: 10 });
    const held = other.reserve();
    const conn = await held;
    try {
      await conn`set deadlock_timeout = '10s'`;
      await conn`begin`;
      // The flush's order: the lease row first…
      await conn`update usage_leases set amount = amount where account_id = ${account} and owner = 'instance-a'`;
      const leasing = leases.lease(account, day, 5, 100);
      await Bun.sleep(300); // lease() now holds the day row and waits for the lease row
      // …then the day row: a deadlock, which lease()'s backend finds after 1 s and aborts.
      await conn`select reserved from usage_days where account_id = ${account} and day = ${day} for update`;
      await conn`commit`;
      expect(await leasing).toEqual({ granted: 5, reserved: 15 });
    } finally {
      conn.release();
    }
  }, 30_000);
});
