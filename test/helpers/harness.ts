/**
 * Test harness: a runtime on an in-memory embedded store, or — when DATABASE_URL is set — on a
 * fresh database created on that PostgreSQL server for this harness and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { loadConfig, type Config } from '../../src/config';
import type { AnyOp } from '../../src/http/op';
import type { Clock } from '../../src/http/metering';
import { createLogger } from '../../src/logger';
import { createRuntime, type Runtime, type RuntimeOptions } from '../../src/runtime';
import type { Channel, PlanId } from '../../src/domain/plans/service-plans';
import type { Catalog } from '../../src/catalog/types';
import { FoodSearch } from '../../src/search/hybrid';
import { LexicalIndex } from '../../src/search/lexical';
import { OutsideUrlCheck } from './outside-urls';
import { adminOps } from '../../src/ops/admin';
import { responseChecker } from './response-check';

export const ADMIN_TOKEN = 'test-admin-token';

class TestClock implements Clock {
  constructor(public t = Date.UTC(2026, 10, 22, 12, 0, 0)) {}
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

export interface Harness {
  runtime: Runtime;
  clock: TestClock;
  config: Config;
  request(path: string, init?: RequestInit & { key?: string | null; json?: unknown }): Promise<Response>;
  account(plan?: PlanId, channel?: Channel): Promise<{ id: string; key: string }>;
  /** Serves the app on 127.0.0.1 (port 0) with the same response checks; returns its base URL. */
  listen(): string;
  /** Every response is checked for outside URLs (./outside-urls.ts); `stop` fails on any found late. */
  urls: OutsideUrlCheck;
  stop(): Promise<void>;
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

/** A catalog with nothing in it, for tests of the pipeline itself. */
export function emptyCatalog(): Catalog {
  return {
    builtAt: new Date(0).toISOString(),
    manifest: null,
    parts: {},
    foods: { byId: new Map(), byBarcode: new Map(), generic: [] },
    search: new FoodSearch([], new LexicalIndex([]), null),
    retention: new Map(),
  };
}

export async function createHarness(ops: AnyOp[], options: RuntimeOptions & { env?: Record<string, string>; catalog?: Catalog } = {}): Promise<Harness> {
  const clock = new TestClock();
  const baseUrl = process.env.DATABASE_URL;
  const db = baseUrl ? await scratchDatabase(baseUrl) : null;
  const config = loadConfig({ ...process.env, DATABASE_URL: db?.url ?? '', MORSEL_ADMIN_TOKEN: ADMIN_TOKEN, LOG_LEVEL: 'silent', ...options.env });
  const runtime = await createRuntime(config, ops, { clock, inMemoryStore: true, flushEveryMs: 0, log: createLogger('silent'), ...options });
  runtime.setCatalog(options.catalog ?? emptyCatalog());
  const urls = new OutsideUrlCheck();
  const schemas = responseChecker([...ops, ...adminOps]);
  const checked = async (req: Request, sent: string): Promise<Response> => {
    const res = await runtime.app.handle(req);
    await schemas(req, res);
    const url = new URL(req.url);
    await urls.scan(url.pathname + url.search, decodeURIComponent(url.search) + sent, res);
    return res;
  };
  let server: ReturnType<typeof Bun.serve> | null = null;
  const request: Harness['request'] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.key) headers.set('x-api-key', init.key);
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    return checked(new Request(`http://localhost${path}`, { ...init, headers, body }), typeof body === 'string' ? body : '');
  };
  return {
    runtime,
    clock,
    config,
    request,
    account: async (plan = 'free', channel = 'direct') => {
      const res = await request('/admin/accounts', { method: 'POST', json: { plan, channel }, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      const body = (await res.json()) as { account_id: string; api_key: string };
      return { id: body.account_id, key: body.api_key };
    },
    urls,
    listen: () => {
      server ??= Bun.serve({
        hostname: '127.0.0.1',
        port: 0,
        idleTimeout: 60,
        fetch: async (req) =>
          checked(
            req,
            await req
              .clone()
              .text()
              .catch(() => ''),
          ),
      });
      urls.ownPorts.add(String(server.port));
      return `http://127.0.0.1:${server.port}`;
    },
    stop: async () => {
      server?.stop(true);
      await runtime.stop();
      await db?.drop();
      await urls.finish();
    },
  };
}

/** Parses a response, asserting the spec's error body when it is an error. */
export async function body<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export function meter(res: Response) {
  const n = (h: string) => Number(res.headers.get(h));
  return {
    limit: n('x-ratelimit-limit'),
    remaining: n('x-ratelimit-remaining'),
    used: n('x-ratelimit-used'),
    cost: n('x-ratelimit-cost'),
    plan: res.headers.get('x-plan'),
  };
}
