/**
 * Scale-out: 3 instances (child processes) on one PostgreSQL database and one Redis.
 * Asserts the daily budget is never overspent, the shared burst admits exactly its value per
 * minute across instances (the documented tolerance: 0 within a window), kill -9 of one under
 * load leaves usage = calls answered after lease expiry (± its last unflushed second), and an
 * unreachable Redis falls back to per-instance burst with a warning and a metric, never a 5xx.
 * Needs DATABASE_URL and Redis on REDIS_URL (default 127.0.0.1:6379); skipped loudly without.
 * Keys carry a prefix unique to this run and are deleted afterwards.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { RedisClient } from 'bun';
import { randomBytes } from 'node:crypto';
import { CHEAP, limitedAccount, startInstance, usedPoints, type Instance } from '../helpers/instances';
import { scratchDatabase } from '../helpers/harness';

const baseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const r = new RedisClient(redisUrl, { connectionTimeout: 1_000, autoReconnect: false });
  try {
    await r.connect();
    return (await r.send('PING', [])) === 'PONG';
  } catch {
    return false;
  } finally {
    r.close();
  }
}
const haveRedis = baseUrl ? await redisReachable() : false;
if (!baseUrl || !haveRedis)
  console.warn(
    `\n  !! test/scale/redis-burst.test.ts SKIPPED: needs DATABASE_URL (${baseUrl ? 'set' : 'unset'}) and Redis at ${redisUrl} (${haveRedis ? 'up' : 'unreachable'}).\n`,
  );

// Lease lifetime. An instance spends only within TTL/2 of its last heartbeat and writes what it
// spent every second, so its lease cannot expire with spent points unwritten unless its event
// loop stalls for TTL/2. At 2 s that was 1 s: once, on a 2-core machine busy with a second job,
// usage ended at 476 of 400, most likely a survivor's lease reclaimed with spent points unwritten.
const TTL_S = 4;

describe.skipIf(!baseUrl || !haveRedis)('3 instances, one PostgreSQL, one Redis', () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  const prefix = `morsel-test:${randomBytes(6).toString('hex')}:`;
  let nodes: Instance[] = [];

  beforeAll(async () => {
    db = await scratchDatabase(baseUrl!);
    const env = { DATABASE_URL: db.url, REDIS_URL: redisUrl, MORSEL_REDIS_PREFIX: prefix, MORSEL_LEASE_TTL_S: String(TTL_S) };
    nodes = [];
    for (let i = 0; i < 3; i++) nodes.push(await startInstance(env));
  }, 120_000);

  afterAll(async () => {
    for (const n of nodes) if (n.proc.exitCode === null) await n.kill();
    await db.drop();
    // Only this run's keys; never FLUSHALL a shared Redis.
    const r = new RedisClient(redisUrl);
    let cursor = '0';
    do {
      const [next, keys] = (await r.send('SCAN', [cursor, 'MATCH', `${prefix}*`, 'COUNT', '1000'])) as [string, string[]];
      cursor = next;
      if (keys.length) await r.send('DEL', keys);
    } while (cursor !== '0');
    r.close();
  });

  const call = async (n: Instance, key: string): Promise<number> => {
    const res = await fetch(n.base + CHEAP, { headers: { 'x-api-key': key } });
    await res.arrayBuffer();
    return res.status;
  };

  /** Calls round-robin from `start` until `stopAfter` refusals (402) in a row; every other answer must be 200. Returns the 200s. */
  const spendUntilRefused = async (targets: Instance[], key: string, start: number, stopAfter: number): Promise<number> => {
    let ok = 0;
    for (let i = start, refusals = 0; refusals < stopAfter; i++) {
      const s = await call(targets[i % targets.length]!, key);
      if (s === 402) {
        refusals += 1;
        continue;
      }
      refusals = 0;
      expect(s).toBe(200);
      ok += 1;
    }
    return ok;
  };

  /** Leaves at least `s` seconds before the next minute, so one window holds the whole test. */
  const awayFromMinuteEdge = async (s: number) => {
    const left = 60 - ((Date.now() / 1000) % 60);
    if (left < s) await Bun.sleep(left * 1000 + 200);
  };

  test('the burst is shared: exactly burst_per_minute admitted across 3 instances', async () => {
    const acct = await limitedAccount(nodes[0]!.base, 100_000, 30);
    await awayFromMinuteEdge(15);
    const statuses = await Promise.all(Array.from({ length: 90 }, (_, i) => call(nodes[i % 3]!, acct.key)));
    expect(statuses.filter((s) => s === 200).length).toBe(30);
    expect(statuses.filter((s) => s === 429).length).toBe(60);
    const metrics = await (await fetch(`${nodes[0]!.base}/metrics`)).text();
    expect(metrics).toMatch(/morsel_redis_up 1/);
  }, 60_000);

  test('under load on all 3, the daily budget is spent exactly, never over', async () => {
    const acct = await limitedAccount(nodes[0]!.base, 200, 1_000_000);
    // An instance refuses (402) while another still holds leased points: stop after a 402 from each.
    const spent = await Promise.all(Array.from({ length: 12 }, (_, w) => spendUntilRefused(nodes, acct.key, w, 3)));
    const answered = spent.reduce((a, b) => a + b, 0);
    // Every instance refuses now, so nothing more can be admitted anywhere.
    for (const n of nodes) expect(await call(n, acct.key)).toBe(402);
    expect(answered).toBe(200);
    await Bun.sleep(1_500);
    expect(await usedPoints(nodes[0]!.base, acct.id)).toBe(200);
  }, 60_000);

  test('MCP: discovery and tool calls count toward one per-account burst across instances', async () => {
    const acct = await limitedAccount(nodes[0]!.base, 1_000, 6);
    const mcp = (n: Instance, message: unknown) =>
      fetch(`${n.base}/mcp`, {
        method: 'POST',
        headers: { 'x-api-key': acct.key, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify(message),
      });
    let admitted = 0;
    for (let i = 0; i < 12; i++) {
      const n = nodes[i % 3]!;
      if (i % 2 === 0) {
        // Discovery: HTTP 429 over the burst.
        const res = await mcp(n, { jsonrpc: '2.0', id: i, method: 'tools/list' });
        await res.arrayBuffer();
        if (res.status === 200) admitted += 1;
        else expect(res.status).toBe(429);
      } else {
        // A tool call goes through the REST pipeline: over the burst it is a 429 tool error.
        const res = await mcp(n, { jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'list_recipe_diets', arguments: {} } });
        const text = await res.text();
        expect(res.status).toBe(200);
        if (text.includes('"isError":true')) expect(text).toContain('429');
        else admitted += 1;
      }
    }
    // 12 calls over 3 instances (4 each) against a burst of 6: per instance all 12 would pass.
    expect(admitted).toBe(6);
  });

  test('kill -9 of one instance under load: after lease expiry usage = calls answered', async () => {
    const acct = await limitedAccount(nodes[0]!.base, 400, 1_000_000);
    const victim = nodes[2]!;
    let answered = 0;
    const victimOk: number[] = [];
    let killedAt = 0;
    const worker = async (w: number) => {
      for (let i = w, refusals = 0; refusals < 2; i++) {
        const n = nodes[i % 3]!;
        if (n === victim && killedAt) continue;
        let s: number;
        try {
          s = await call(n, acct.key);
        } catch {
          continue; // the victim's connection died with it: not answered
        }
        if (s === 402) {
          refusals += 1;
          continue;
        }
        refusals = 0;
        expect(s).toBe(200);
        answered += 1;
        if (n === victim) victimOk.push(Date.now());
        if (answered === 120 && !killedAt) {
          killedAt = Date.now();
          victim.proc.kill('SIGKILL');
        }
      }
    };
    // First pass: until the survivors run out (the victim's lease is still held).
    await Promise.all(Array.from({ length: 9 }, (_, w) => worker(w)));
    await Bun.sleep(TTL_S * 1000 + 1_500);
    // Second pass on the survivors: the dead lease has expired and its points are back.
    const more = await spendUntilRefused(nodes.slice(0, 2), acct.key, 0, 2);
    answered += more;
    // What the victim answered in its last flush period (1 s, plus the flush itself on a loaded machine) was never written: the only slack allowed.
    const unflushed = victimOk.filter((t) => t > killedAt - 1_500).length;
    await Bun.sleep(1_500);
    const used = await usedPoints(nodes[0]!.base, acct.id);
    expect(used).toBe(400);
    expect(answered).toBeGreaterThanOrEqual(400);
    expect(answered - used).toBeLessThanOrEqual(unflushed);
    // The bound in calls depends on the traffic: print the victim's rate so "± 1 s of traffic" is explicit.
    const firstOk = victimOk[0] ?? killedAt;
    const rate = victimOk.length / Math.max(0.001, (killedAt - firstOk) / 1000);
    console.log(
      `kill -9 under load: answered ${answered}, used ${used}, over-spent ${answered - used} (bound: the victim's ${unflushed} calls in its last 1.5 s before the kill); ` +
        `victim traffic ${rate.toFixed(0)} calls/s (${victimOk.length} in ${((killedAt - firstOk) / 1000).toFixed(1)} s), so 1 s of its traffic is ~${Math.round(rate)} calls here; second pass ${more}`,
    );
  }, 90_000);
});

describe.skipIf(!baseUrl)('Redis unreachable', () => {
  test('falls back to per-instance burst: a warning, a metric, no 5xx', async () => {
    const db = await scratchDatabase(baseUrl!);
    const n = await startInstance({ DATABASE_URL: db.url, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const acct = await limitedAccount(n.base, 1_000, 5);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await fetch(n.base + CHEAP, { headers: { 'x-api-key': acct.key } });
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      expect(statuses.filter((s) => s === 200).length).toBe(5);
      expect(statuses.filter((s) => s === 429).length).toBe(3);
      const metrics = await (await fetch(`${n.base}/metrics`)).text();
      expect(Number(metrics.match(/^morsel_redis_fallback_total (\d+)$/m)?.[1])).toBeGreaterThanOrEqual(8);
      expect(metrics).toMatch(/morsel_redis_up 0/);
      expect(n.log()).toContain('redis unreachable');
    } finally {
      await n.kill();
      await db.drop();
    }
  }, 60_000);
});
