/** Starts, talks to and kills service instances (test/helpers/instance.ts) from a test. */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { Subprocess } from 'bun';
import { ADMIN_TOKEN } from './harness';

const ROOT = new URL('../..', import.meta.url).pathname;

export interface Instance {
  base: string;
  proc: Subprocess<'ignore', 'pipe', 'pipe'>;
  /** Everything the instance wrote to stderr (its log), for assertions. */
  log(): string;
  kill(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const proc = Bun.spawn([process.execPath, 'test/helpers/instance.ts'], {
    cwd: ROOT,
    env: { ...process.env, MORSEL_ADMIN_TOKEN: ADMIN_TOKEN, MORSEL_DEV_ACCOUNT: 'false', ...env },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  });
  let err = '';
  void (async () => {
    const r = proc.stderr.getReader();
    for (;;) {
      const { value, done } = await r.read();
      if (done) break;
      err += new TextDecoder().decode(value);
    }
  })();
  const reader = proc.stdout.getReader();
  let out = '';
  const deadline = Date.now() + 60_000;
  while (!out.includes('\n')) {
    if (Date.now() > deadline) throw new Error(`instance did not start: ${err}`);
    const { value, done } = await reader.read();
    if (done) throw new Error(`instance exited: ${err}`);
    out += new TextDecoder().decode(value);
  }
  reader.releaseLock();
  const { port } = JSON.parse(out.split('\n')[0]!) as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    proc,
    log: () => err,
    kill: async (signal = 'SIGKILL') => {
      proc.kill(signal);
      await proc.exited;
    },
  };
}

/** A fresh database on the server of `baseUrl`, dropped by the returned function. */
export async function scratchDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `morsel_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export async function admin(base: string, method: string, path: string, json?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(base + path, {
    method,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** An account with custom limits; returns its id and key. */
export async function limitedAccount(base: string, daily: number, burst: number): Promise<{ id: string; key: string }> {
  const created = await admin(base, 'POST', '/admin/accounts', { plan: 'free', channel: 'direct' });
  const id = String(created.account_id);
  await admin(base, 'PUT', `/admin/accounts/${id}/limits`, { daily_points: daily, burst_per_minute: burst });
  return { id, key: String(created.api_key) };
}

export async function usedPoints(base: string, accountId: string): Promise<number> {
  return Number((await admin(base, 'GET', `/admin/accounts/${accountId}/usage`)).used);
}

/** The cheapest metered operation (1 point, no store or corpus work). */
export const CHEAP = '/v1/recipes/diets';
