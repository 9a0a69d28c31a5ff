/** Starts, talks to and kills service instances (test/helpers/instance.ts) from a test. */
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
