/** Shared benchmark helpers: start the service in a child process, percentiles, tables, wrk. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Subprocess } from 'bun';

export const ROOT = new URL('..', import.meta.url).pathname;
export const ADMIN_TOKEN = 'bench-admin-token';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Times `fn` n times after a warm-up; returns p50/p95/p99 in ms. */
export async function timeit(n: number, fn: () => unknown, warmup = Math.min(200, n)): Promise<{ p50: number; p95: number; p99: number }> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) };
}

export async function waitFor(url: string, timeoutMs = 300_000): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return performance.now() - start;
    } catch {}
    await Bun.sleep(50);
  }
  throw new Error(`timed out waiting for ${url}`);
}

export interface Service {
  port: number;
  base: string;
  proc: Subprocess;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts `bun src/main.ts` on a free port with a fresh data dir (the built corpus is shared). */
export async function startService(env: Record<string, string> = {}, dataDir = mkdtempSync(join(tmpdir(), 'morsel-bench-'))): Promise<Service & { readyMs: number }> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const proc = Bun.spawn([process.execPath, 'src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), MORSEL_DATA_DIR: dataDir, MORSEL_ADMIN_TOKEN: ADMIN_TOKEN, LOG_LEVEL: 'warn', MORSEL_DEV_ACCOUNT: 'false', ...env },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  const readyMs = await waitFor(`${base}/readyz`);
  return {
    port,
    base,
    proc,
    dataDir,
    readyMs,
    stop: async () => {
      proc.kill('SIGTERM');
      await proc.exited;
    },
  };
}

/** An account with custom limits so that no measured request is rejected. */
export async function benchAccount(base: string, daily = 1_000_000_000, burst = 1_000_000_000): Promise<string> {
  const auth = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
  const created = (await (await fetch(`${base}/admin/accounts`, { method: 'POST', headers: auth, body: JSON.stringify({ plan: 'ultra', channel: 'direct' }) })).json()) as { account_id: string; api_key: string };
  await fetch(`${base}/admin/accounts/${created.account_id}/limits`, { method: 'PUT', headers: auth, body: JSON.stringify({ daily_points: daily, burst_per_minute: burst }) });
  return created.api_key;
}

export function table(rows: Record<string, string | number>[]): string {
  if (rows.length === 0) return '';
  const cols = Object.keys(rows[0]!);
  const fmt = (v: string | number) => (typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(3)) : v);
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => fmt(r[c] ?? '').length)));
  const line = (vals: string[]) => '| ' + vals.map((v, i) => v.padEnd(widths[i]!)).join(' | ') + ' |';
  return [line(cols), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(cols.map((c) => fmt(r[c] ?? ''))))].join('\n');
}

export interface WrkOptions {
  threads: number;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** A wrk Lua script (e.g. rotating paths). */
  script?: string;
  /** The server's pid: its CPU per answered request is measured from /proc. */
  pid?: number;
}

export interface WrkResult {
  rps: number;
  p50ms: number;
  p99ms: number;
  non2xx: number;
  /** Non-2xx answers plus socket errors. */
  errors: number;
  /** Server CPU (user + system, all threads) per answered request, µs; NaN without `pid`. */
  cpuUs: number;
}

const toMs = (v: string) => {
  const m = v.match(/^([\d.]+)(us|ms|s)$/);
  return m ? Number(m[1]) * (m[2] === 'us' ? 1e-3 : m[2] === 's' ? 1e3 : 1) : NaN;
};

/** utime + stime of a process in µs (Linux /proc; clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** One wrk run (Debian package `wrk`) against `url`, with latency percentiles. */
export function wrk(url: string, o: WrkOptions): WrkResult {
  const cpuBefore = o.pid === undefined ? 0 : cpuMicros(o.pid);
  const h = Object.entries(o.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const r = spawnSync('wrk', ['-t', String(o.threads), '-c', String(o.connections), '-d', `${o.seconds}s`, '--latency', ...h, ...(o.script ? ['-s', o.script] : []), url], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`wrk failed: ${r.stderr}`);
  const cpu = o.pid === undefined ? NaN : cpuMicros(o.pid) - cpuBefore;
  const out = r.stdout;
  const non2xx = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  const sock = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]),
    p50ms: toMs(out.match(/^\s+50%\s+(\S+)/m)?.[1] ?? ''),
    p99ms: toMs(out.match(/^\s+99%\s+(\S+)/m)?.[1] ?? ''),
    non2xx,
    errors: non2xx + (sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
    cpuUs: cpu / Number(out.match(/(\d+) requests in/)?.[1]),
  };
}
