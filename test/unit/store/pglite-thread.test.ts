import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { isStoreUnavailable } from '../../../src/store/db';
import { PgliteThread } from '../../../src/store/pglite-thread';

describe('PGlite on its own thread', () => {
  let db: PgliteThread;
  beforeAll(async () => {
    db = await PgliteThread.open(null);
    await db.exec('create table t (id int primary key, at timestamptz, day date, note text)');
  });
  afterAll(() => db.close());

  test('rows come back in object or array mode, dates as text', async () => {
    await db.query("insert into t values (1, '2026-01-02T03:04:05Z', '2026-01-02', 'a')");
    const objects = await db.query('select id, at, day, note from t where id = $1', [1]);
    expect(objects.rows).toEqual([{ id: 1, at: '2026-01-02 03:04:05+00', day: '2026-01-02', note: 'a' }]);
    const arrays = await db.query('select id, note from t where id = $1', [1], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'a']]);
  });

  test('a constraint violation keeps its SQLSTATE and constraint name across the thread', async () => {
    const err = (await db.query('insert into t (id) values (1)').catch((e) => e)) as { code?: string; constraint?: string };
    expect(err).toBeInstanceOf(Error);
    expect(err.code).toBe('23505');
    expect(err.constraint).toBe('t_pkey');
  });

  test('a transaction commits when its callback returns', async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into t (id, note) values (2, 'kept')");
    });
    expect((await db.query('select note from t where id = 2')).rows).toEqual([{ note: 'kept' }]);
  });

  test('a transaction rolls back when its callback throws', async () => {
    const err = await db
      .transaction(async (tx) => {
        await tx.query("insert into t (id, note) values (3, 'lost')");
        throw new Error('boom');
      })
      .catch((e) => e);
    expect((err as Error).message).toBe('boom');
    expect((await db.query('select count(*)::int as n from t where id = 3')).rows).toEqual([{ n: 0 }]);
  });

  test('an explicit rollback discards the work and closes the transaction', async () => {
    const err = await db
      .transaction(async (tx) => {
        await tx.query("insert into t (id, note) values (4, 'lost')");
        await tx.rollback();
        expect(tx.closed).toBe(true);
        await tx.query('select 1');
      })
      .catch((e) => e);
    expect((err as Error).message).toBe('Transaction is closed');
    expect((await db.query('select count(*)::int as n from t where id = 4')).rows).toEqual([{ n: 0 }]);
  });

  test('statements outside an open transaction wait for it instead of interleaving', async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inside = db.transaction(async (tx) => {
      await tx.query("insert into t (id, note) values (5, 'tx')");
      await gate;
      order.push('tx end');
    });
    await Bun.sleep(10);
    const outside = db.query('select count(*)::int as n from t where id = 5').then((r) => {
      order.push('outside');
      return r.rows;
    });
    await Bun.sleep(10);
    release();
    await inside;
    expect(await outside).toEqual([{ n: 1 }]);
    expect(order).toEqual(['tx end', 'outside']);
  });

  test('a closed store answers "unavailable", not a crash', async () => {
    const other = await PgliteThread.open(null);
    await other.close();
    expect(other.closed).toBe(true);
    const err = await other.query('select 1').catch((e) => e);
    expect((err as Error).message).toBe('embedded store is closed');
    expect(isStoreUnavailable(err)).toBe(true);
  });
});
