/**
 * Leases with an owner and an expiry, on real processes sharing one PostgreSQL database:
 * kill -9 of an instance holding points → after the lease TTL its unspent points return, the
 * whole budget can be spent on the survivor, and `used` equals the calls answered.
 * Needs DATABASE_URL (several processes cannot share an embedded store); skipped loudly without.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { CHEAP, limitedAccount, startInstance, usedPoints, type Instance } from '../helpers/instances';
import { scratchDatabase } from '../helpers/harness';

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) console.warn('\n  !! test/scale/leases.test.ts SKIPPED: set DATABASE_URL to a PostgreSQL server to run it.\n');

describe.skipIf(!baseUrl)('usage leases across processes', () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  const started: Instance[] = [];
  const TTL_S = 2;

  beforeAll(async () => {
    db = await scratchDatabase(baseUrl!);
  });
  afterAll(async () => {
    for (const i of started) if (i.proc.exitCode === null) await i.kill();
    await db.drop();
  });

  const call = (i: Instance, key: string) => fetch(i.base + CHEAP, { headers: { 'x-api-key': key } });

  test('kill -9 with a lease held: points return at expiry, used = calls answered', async () => {
    const a = await startInstance({ DATABASE_URL: db.url, MORSEL_LEASE_TTL_S: String(TTL_S) });
    started.push(a);
    const b = await startInstance({ DATABASE_URL: db.url, MORSEL_LEASE_TTL_S: String(TTL_S) });
    started.push(b);
    const acct = await limitedAccount(a.base, 60, 10_000);

    let answered = 0;
    for (let n = 0; n < 20; n++) {
      const res = await call(b, acct.key);
      await res.arrayBuffer();
      if (res.status === 200) answered += 1;
    }
    expect(answered).toBe(20);
    await Bun.sleep(1_500); // B's spent points are flushed (≤ 1 s)
    await b.kill('SIGKILL');

    // Right after the kill the survivor's view over-reports by at most one block (5 points here).
    const first = await call(a, acct.key);
    await first.arrayBuffer();
    answered += 1;
    expect(Number(first.headers.get('x-ratelimit-used'))).toBeLessThanOrEqual(answered + 5);

    await Bun.sleep(TTL_S * 1000 + 500);
    for (;;) {
      const res = await call(a, acct.key);
      await res.arrayBuffer();
      if (res.status === 402) break;
      expect(res.status).toBe(200);
      answered += 1;
    }
    // The whole budget was spent, none lost to the dead instance, none overspent.
    expect(answered).toBe(60);
    expect(await usedPoints(a.base, acct.id)).toBe(60);
  }, 60_000);

  test('restart after kill -9: usage reads the same before and after', async () => {
    const a = await startInstance({ DATABASE_URL: db.url, MORSEL_LEASE_TTL_S: String(TTL_S) });
    started.push(a);
    const acct = await limitedAccount(a.base, 100, 10_000);
    for (let n = 0; n < 14; n++) await (await call(a, acct.key)).arrayBuffer();
    await Bun.sleep(1_500);
    const before = await usedPoints(a.base, acct.id);
    await a.kill('SIGKILL');
    await Bun.sleep(TTL_S * 1000 + 500);
    const again = await startInstance({ DATABASE_URL: db.url, MORSEL_LEASE_TTL_S: String(TTL_S) });
    started.push(again);
    const res = await call(again, acct.key);
    await res.arrayBuffer();
    expect(before).toBe(14);
    // The restarted instance's first lease reclaimed the dead one's: the header shows 14 + this call.
    expect(Number(res.headers.get('x-ratelimit-used'))).toBe(15);
    await Bun.sleep(1_500);
    expect(await usedPoints(again.base, acct.id)).toBe(15);
  }, 60_000);
});
