/**
 * Hot path of issue 20: wrk (Debian package `wrk`), 64 connections, in one run:
 *   bare Elysia hello-world  vs  the cheapest metered operation (GET /v1/recipes/diets)
 *   [vs the same with REDIS_URL: the burst shared through Redis]
 * reporting µs/request overhead = 1e6/rps_metered − 1e6/rps_bare and p99 / bare p99, and the
 * server's own CPU per answered request (user + system from /proc, all threads): on a shared host
 * req/s move with the neighbours, CPU per request much less (compare within one run).
 * The metered server is the full registry over an empty corpus (test/helpers/instance.ts) on a
 * fresh embedded store, or on DATABASE_URL when set. Load goes to 127.0.0.1 only.
 *
 *   npx bun bench/hardening.ts [--seconds 10] [--connections 64] [--threads 2] [--redis redis://127.0.0.1:6379]
 *
 * Targets: overhead ≤ 10 µs (≤ 40 µs with Redis), metered p99 ≤ 2.5 × bare p99.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_TOKEN, ROOT, args, benchAccount, table, waitFor, wrk, type WrkResult } from './lib';
import { startInstance } from '../test/helpers/instances';

const {
  seconds,
  connections,
  threads,
  redis: redisUrl,
} = args({
  options: {
    seconds: { description: 'length of each wrk run', default: 10 },
    connections: { description: 'wrk connections', default: 64 },
    threads: { description: 'wrk threads', default: 2 },
    redis: { description: 'also measure with the burst shared through this Redis', default: '', value: '<url>' },
  },
}).values;

const load = { threads, connections, seconds };

async function bare(): Promise<WrkResult> {
  const port = 40000 + Math.floor(Math.random() * 10000);
  const proc = Bun.spawn([process.execPath, 'bench/fixtures/bare-elysia.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  await waitFor(`http://127.0.0.1:${port}/`);
  const result = wrk(`http://127.0.0.1:${port}/`, { ...load, pid: proc.pid });
  proc.kill();
  await proc.exited;
  return result;
}

async function metered(env: Record<string, string>): Promise<WrkResult> {
  const node = await startInstance({
    MORSEL_ADMIN_TOKEN: ADMIN_TOKEN,
    MORSEL_DATA_DIR: mkdtempSync(join(tmpdir(), 'morsel-hardening-')),
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    ...env,
  });
  try {
    const key = await benchAccount(node.base);
    const check = await fetch(`${node.base}/v1/recipes/diets`, { headers: { 'x-api-key': key } });
    if (!check.ok) throw new Error(`/v1/recipes/diets answered ${check.status}`);
    return wrk(`${node.base}/v1/recipes/diets`, { ...load, pid: node.proc.pid, headers: { 'x-api-key': key } });
  } finally {
    await node.kill('SIGTERM');
  }
}

const rows: { name: string; r: WrkResult }[] = [];
const base = await bare();
rows.push({ name: 'bare Elysia', r: base });
rows.push({ name: 'metered /v1/recipes/diets', r: await metered({}) });
if (redisUrl) rows.push({ name: 'metered, REDIS_URL', r: await metered({ REDIS_URL: redisUrl, MORSEL_REDIS_PREFIX: `morsel-bench:${process.pid}:` }) });

console.log(`wrk -t${threads} -c${connections} -d${seconds}s; store ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}`);
console.log(
  table(
    rows.map(({ name, r }) => ({
      run: name,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50ms.toFixed(2),
      'p99 ms': r.p99ms.toFixed(2),
      errors: r.errors,
      'overhead µs/req': name === 'bare Elysia' ? '-' : (1e6 / r.rps - 1e6 / base.rps).toFixed(1),
      'p99 / bare': name === 'bare Elysia' ? '-' : (r.p99ms / base.p99ms).toFixed(2),
      'server CPU µs/req': r.cpuUs.toFixed(1),
      'CPU overhead µs/req': name === 'bare Elysia' ? '-' : (r.cpuUs - base.cpuUs).toFixed(1),
    })),
  ),
);
