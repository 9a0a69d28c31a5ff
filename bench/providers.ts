/**
 * Outside providers (issue 19), against a local fake Open Food Facts on 127.0.0.1 that adds 50 ms
 * and counts every request. In-process: the service's app handles requests directly (no sockets
 * on morsel's side), on an in-memory embedded store.
 *
 * 1. Barcode miss → fake provider → gate → promotion: p50 of the first answer (target ≤ 80 ms),
 *    and the repeat from the promoted record (target ≤ 1 ms in-process, labelled `corpus`).
 * 2. Provider down (connection refused, never answers, 5xx): owned-barcode p99 against the
 *    healthy baseline, the slowest miss against the timeout, the breaker's transitions.
 * 3. 64 concurrent clients asking unknown barcodes for `--seconds` (default 15): the most requests
 *    the fake saw in any 60 s window, against MORSEL_OFF_READS_PER_MINUTE (100).
 *
 * 4. Food name miss → fake FoodData Central (+50 ms) → gate → promotion: p50 of the first search
 *    answer (`source: fdc`) and of the repeat from the promoted record by name (`corpus`); an FDC
 *    that is down against the owned-search baseline; 64 concurrent clients asking unknown names
 *    against MORSEL_FDC_PER_HOUR.
 *
 * Run: ./node_modules/.bin/bun bench/providers.ts [--seconds 15]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { intelligenceOps } from '../src/ops/intelligence';
import { foodsOps } from '../src/ops/foods';
import { EXPECTED_NUTRIENT_KEYS, sr28NumberOf } from '../src/domain/foods/nutrients';
import { searchDocFromFood } from '../src/search/doc';
import { createRuntime, type Runtime } from '../src/runtime';
import { barcodeKey, gs1CheckDigit } from '../src/domain/foods/barcode';
import type { Catalog } from '../src/catalog/types';
import type { FoodRecord } from '../src/domain/foods/food';
import { FoodSearch } from '../src/search/hybrid';
import { LexicalIndex } from '../src/search/lexical';
import { args, percentile, table } from './lib';

const SECONDS = args({ options: { seconds: { description: 'length of each load run', default: 15 } } }).values.seconds;
const ADMIN = 'bench-admin';
const LATENCY_MS = 50;

/** Valid EAN-13 codes (not starting with 0, so one provider request per miss). */
let serial = 0;
const freshCode = (prefix: string) => {
  const payload = prefix + String(serial++).padStart(12 - prefix.length, '0');
  return payload + gs1CheckDigit(payload);
};

function product(code: string) {
  return {
    code,
    product_name: `Bench soda ${code}`,
    quantity: '330 ml',
    categories_tags: ['en:beverages'],
    nutriments: { 'energy-kcal_100g': 42, proteins_100g: 0, carbohydrates_100g: 10.6, fat_100g: 0, sugars_100g: 10.6, salt_100g: 0.01 },
  };
}

type Mode = 'ok' | 'hang' | '5xx';
const fake = { mode: 'ok' as Mode, known: true, hits: [] as number[], fdcHits: [] as number[] };

/** A made-up word per number ("bkq"), so every food name is new to the index. */
const word = (n: number) => {
  let w = '';
  for (let i = n + 26 * 27; i > 0; i = Math.floor(i / 26)) w = String.fromCharCode(97 + (i % 26)) + w;
  return w;
};

/** An FDC search hit with every expected nutrient (flat spelling, per 100 g). */
function fdcHit(fdcId: number, description: string) {
  const macros: Record<string, number> = { calories: 60, protein: 1, carbs: 14, fat: 0.2 };
  const foodNutrients = EXPECTED_NUTRIENT_KEYS.flatMap((key) => {
    const nr = sr28NumberOf(key);
    return nr ? [{ nutrientNumber: nr, nutrientName: key, unitName: key === 'calories' ? 'KCAL' : 'G', value: macros[key] ?? 0.1 }] : [];
  });
  return { fdcId, description, dataType: 'Foundation', foodNutrients };
}
const server = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  idleTimeout: 60,
  async fetch(req) {
    const url = new URL(req.url);
    if (url.pathname === '/foods/search') {
      fake.fdcHits.push(performance.now());
      if (fake.mode === 'hang') return new Promise<Response>(() => {});
      await Bun.sleep(LATENCY_MS);
      if (fake.mode === '5xx') return Response.json({ error: 'down' }, { status: 503 });
      const q = url.searchParams.get('query') ?? '';
      const foods = fake.known ? [fdcHit(100000 + fake.fdcHits.length, `${q[0]!.toUpperCase()}${q.slice(1)}, raw`)] : [];
      return Response.json({ totalHits: foods.length, foods });
    }
    fake.hits.push(performance.now());
    const code = /\/api\/v2\/product\/(\d+)/.exec(new URL(req.url).pathname)?.[1] ?? '';
    if (fake.mode === 'hang') return new Promise<Response>(() => {});
    await Bun.sleep(LATENCY_MS);
    if (fake.mode === '5xx') return Response.json({ error: 'down' }, { status: 503 });
    return fake.known ? Response.json({ status: 1, product: product(code) }) : Response.json({ status: 0 }, { status: 404 });
  },
});

const owned: FoodRecord = {
  id: '77777777-7777-4777-8777-777777777777',
  dataset: 'openfoodfacts',
  source_id: '3000000000007',
  name: 'Owned juice',
  aliases: [],
  group: null,
  nutrition_basis: '100ml',
  calories: 45,
  protein_g: 0.5,
  carbs_g: 10,
  fat_g: 0.1,
  nutrients: [],
  estimated_nutrients: [],
  unknown_keys: [],
  unresolved_keys: [],
  provenance: {},
  portions: [],
  confidence: 80,
  validity: 100,
  barcode: barcodeKey('3000000000007'),
};
const apple: FoodRecord = {
  ...owned,
  id: '22222222-2222-4222-8222-222222222222',
  dataset: 'usda-sr28',
  source_id: '09003',
  name: 'Apples, raw, with skin',
  aliases: ['apple'],
  nutrition_basis: '100g',
  barcode: null,
};
function catalog(): Catalog {
  const generic = [apple];
  const docs = generic.map(searchDocFromFood);
  return {
    builtAt: new Date(0).toISOString(),
    manifest: null,
    parts: {},
    foods: {
      byId: new Map([
        [owned.id, owned],
        [apple.id, apple],
      ]),
      byBarcode: new Map([[owned.barcode!, owned]]),
      generic,
    },
    search: new FoodSearch(docs, new LexicalIndex(docs), null),
    retention: new Map(),
  };
}

async function boot(
  env: Record<string, string>,
): Promise<{ rt: Runtime; key: string; get: (path: string) => Promise<{ status: number; body: any; ms: number }> }> {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    MORSEL_ADMIN_TOKEN: ADMIN,
    LOG_LEVEL: 'silent',
    MORSEL_PROVIDER_IMAGES_DIR: mkdtempSync(join(tmpdir(), 'morsel-bench-img-')),
    ...env,
  });
  const rt = await createRuntime(config, [...intelligenceOps, ...foodsOps], { inMemoryStore: true, flushEveryMs: 0, log: createLogger('silent') });
  rt.setCatalog(catalog());
  const res = await rt.app.handle(
    new Request('http://localhost/admin/accounts', {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ plan: 'ultra', channel: 'direct' }),
    }),
  );
  const { api_key: key, account_id } = (await res.json()) as { api_key: string; account_id: string };
  // The bench measures providers, not the metering limits: lift them for this account.
  await rt.app.handle(
    new Request(`http://localhost/admin/accounts/${account_id}/limits`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ daily_points: 10_000_000, burst_per_minute: 1_000_000 }),
    }),
  );
  const get = async (path: string) => {
    const t = performance.now();
    const r = await rt.app.handle(new Request(`http://localhost${path}`, { headers: { 'x-api-key': key } }));
    const body = await r.json();
    return { status: r.status, body, ms: performance.now() - t };
  };
  return { rt, key, get };
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p99: percentile(s, 99), max: s[s.length - 1] ?? NaN };
};
const f = (v: number) => v.toFixed(v < 1 ? 3 : 1);
const rows: string[][] = [];
const base = {
  MORSEL_OFF_API_URL: `http://127.0.0.1:${server.port}`,
  MORSEL_OFF_USER_AGENT: 'morsel-bench/1.0 (bench@example.org)',
  MORSEL_OFF_READS_PER_MINUTE: '100000',
};
const fdcBase = { MORSEL_FDC_API_KEY: 'bench-key', MORSEL_FDC_API_URL: `http://127.0.0.1:${server.port}`, MORSEL_FDC_PER_HOUR: '1000000' };
let nameSerial = 0;

// ---------------------------------------------------------------- 1. miss, then repeat
{
  const { rt, get } = await boot(base);
  const codes = Array.from({ length: 60 }, () => freshCode('41'));
  const miss: number[] = [];
  for (const c of codes) {
    const r = await get(`/v1/barcode/${c}`);
    if (r.status !== 200 || r.body.source !== 'openfoodfacts') throw new Error(`miss ${c}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
    miss.push(r.ms);
  }
  const repeat: number[] = [];
  for (let i = 0; i < 3000; i++) {
    const r = await get(`/v1/barcode/${codes[i % codes.length]}`);
    if (r.body.source !== 'corpus') throw new Error('repeat not served from the promoted record');
    repeat.push(r.ms);
  }
  const index: number[] = [];
  for (let i = 0; i < 20000; i++) {
    const t = performance.now();
    rt.services.providers!.barcode.promoted(codes[i % codes.length]!);
    index.push(performance.now() - t);
  }
  const m = stats(miss),
    r = stats(repeat),
    x = stats(index);
  rows.push(['barcode miss → fake OFF (+50 ms) → promoted, first answer', `p50 ${f(m.p50)} ms, p99 ${f(m.p99)} ms (n=${miss.length})`, '≤ 80 ms p50']);
  rows.push(['repeat from the promoted record, whole request in-process (auth, metering, render)', `p50 ${f(r.p50)} ms, p99 ${f(r.p99)} ms`, '≤ 1 ms']);
  rows.push(['… promoted-index lookup alone', `p50 ${f(x.p50)} ms, p99 ${f(x.p99)} ms`, '']);
  await rt.stop();
}

// ---------------------------------------------------------------- 2. provider down
{
  const ownedRun = async (get: (p: string) => Promise<{ ms: number }>, n = 2000) => {
    const xs: number[] = [];
    for (let i = 0; i < n; i++) xs.push((await get('/v1/barcode/3000000000007')).ms);
    return stats(xs);
  };
  const healthy = await boot(base);
  const baseline = await ownedRun(healthy.get);
  await healthy.rt.stop();
  rows.push(['owned barcode, provider healthy (baseline)', `p50 ${f(baseline.p50)} ms, p99 ${f(baseline.p99)} ms`, '']);

  const dead = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response() });
  const deadUrl = `http://127.0.0.1:${dead.port}`;
  dead.stop(true);
  const scenarios: [string, Record<string, string>, Mode][] = [
    ['connection refused', { MORSEL_OFF_API_URL: deadUrl }, 'ok'],
    ['never answers', {}, 'hang'],
    ['503 on every call', {}, '5xx'],
  ];
  for (const [label, env, mode] of scenarios) {
    fake.mode = mode;
    const { rt, get } = await boot({ ...base, ...env, MORSEL_PROVIDER_BREAKER_COOLDOWN_S: '2' });
    const timeout = rt.services.config.providers.timeoutMs;
    const before = fake.hits.length;
    // 32 misses at once while owned lookups run: the breaker opens after 5 failures.
    const misses = Promise.all(Array.from({ length: 32 }, () => get(`/v1/barcode/${freshCode('42')}`)));
    const during = await ownedRun(get, 1000);
    const missTimes = (await misses).map((r) => r.ms);
    const statuses = new Set((await misses).map((r) => r.status));
    const breaker = rt.services.providers!.off!.client.breaker;
    const openedAfter = breaker.state(Date.now());
    // After the cool-down the provider is healthy again: the probe closes the breaker.
    fake.mode = 'ok';
    await Bun.sleep(2100);
    const probe = await get(`/v1/barcode/${freshCode('43')}`);
    const transitions = breaker.transitions.map((t) => t.to).join(' → ');
    rows.push([
      `provider down: ${label}`,
      `owned p99 ${f(during.p99)} ms (p50 ${f(during.p50)}); slowest miss ${f(stats(missTimes).max)} ms (timeout ${timeout} ms), statuses ${[...statuses].join('/')}; ${label === 'connection refused' ? 'no connection reached the provider' : `provider saw ${fake.hits.length - before - 1} requests for 32 misses (+1 probe)`}; breaker ${openedAfter} then ${transitions}; probe answered ${probe.status} ${probe.body.source ?? ''}`,
      'owned p99 unchanged; no miss > timeout; opens/closes',
    ]);
    await rt.stop();
  }
}

// ---------------------------------------------------------------- 3. rate limit under 64 clients
{
  fake.mode = 'ok';
  fake.known = false;
  const limit = 100;
  const { rt, get } = await boot({ ...base, MORSEL_OFF_READS_PER_MINUTE: String(limit) });
  const start = performance.now();
  const first = fake.hits.length;
  let asked = 0;
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (performance.now() - start < SECONDS * 1000) {
        const r = await get(`/v1/barcode/${freshCode('44')}`);
        asked++;
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      }
    }),
  );
  const hits = fake.hits.slice(first);
  let worst = 0;
  for (let i = 0, j = 0; i < hits.length; i++) {
    while (hits[i]! - hits[j]! >= 60_000) j++;
    worst = Math.max(worst, i - j + 1);
  }
  rows.push([
    `64 clients, unknown barcodes, ${SECONDS} s`,
    `${asked} asks (${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')}); provider received ${hits.length}, at most ${worst} in any 60 s window`,
    `≤ ${limit}/min`,
  ]);
  await rt.stop();
}

// ---------------------------------------------------------------- 4. FoodData Central: name miss, repeat, down, per-hour limit
{
  fake.mode = 'ok';
  fake.known = true;
  const { rt, get } = await boot(fdcBase);
  const names = Array.from({ length: 60 }, () => `${word(nameSerial++)} fruit`);
  const miss: number[] = [];
  for (const n of names) {
    const r = await get(`/v1/search-foods?query=${encodeURIComponent(n)}`);
    if (r.status !== 200 || r.body.source !== 'fdc' || r.body.foods.length === 0)
      throw new Error(`name miss ${n}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
    miss.push(r.ms);
  }
  const repeat: number[] = [];
  for (let i = 0; i < 3000; i++) {
    const r = await get(`/v1/search-foods?query=${encodeURIComponent(names[i % names.length]!)}`);
    if (r.body.source !== 'corpus' || r.body.foods[0]?.dataset !== 'fdc') throw new Error('repeat not served from the promoted record');
    repeat.push(r.ms);
  }
  const m = stats(miss),
    r = stats(repeat);
  rows.push(['food search miss → fake FDC (+50 ms) → promoted, first answer', `p50 ${f(m.p50)} ms, p99 ${f(m.p99)} ms (n=${miss.length})`, '≤ 80 ms p50']);
  rows.push([
    `repeat by name from the promoted records (${rt.services.providers!.promoted.size} promoted), whole request in-process`,
    `p50 ${f(r.p50)} ms, p99 ${f(r.p99)} ms`,
    '≤ 1 ms',
  ]);
  await rt.stop();

  const ownedSearch = async (g: (p: string) => Promise<{ ms: number; body: any }>, n = 2000) => {
    const xs: number[] = [];
    for (let i = 0; i < n; i++) xs.push((await g('/v1/search-foods?query=apple')).ms);
    return stats(xs);
  };
  const healthy = await boot(fdcBase);
  const baseline = await ownedSearch(healthy.get);
  await healthy.rt.stop();
  rows.push(['owned food search, FDC healthy (baseline)', `p50 ${f(baseline.p50)} ms, p99 ${f(baseline.p99)} ms`, '']);
  fake.mode = 'hang';
  const down = await boot({ ...fdcBase, MORSEL_PROVIDER_TIMEOUT_MS: '500' });
  const misses = Promise.all(Array.from({ length: 32 }, () => down.get(`/v1/search-foods?query=${encodeURIComponent(`${word(nameSerial++)} fruit`)}`)));
  const during = await ownedSearch(down.get, 1000);
  const missed = await misses;
  rows.push([
    'FDC never answers (timeout 500 ms)',
    `owned search p99 ${f(during.p99)} ms (p50 ${f(during.p50)}); slowest miss ${f(stats(missed.map((x) => x.ms)).max)} ms, answers ${[...new Set(missed.map((x) => `${x.status} ${x.body.source}`))].join('/')}; breaker ${down.rt.services.providers!.fdc!.client.breaker.state(Date.now())}`,
    'owned p99 unchanged; no miss > timeout',
  ]);
  await down.rt.stop();

  fake.mode = 'ok';
  fake.known = false;
  const perHour = 300;
  const limited = await boot({ ...fdcBase, MORSEL_FDC_PER_HOUR: String(perHour) });
  const start = performance.now();
  const first = fake.fdcHits.length;
  let asked = 0;
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (performance.now() - start < SECONDS * 1000) {
        await limited.get(`/v1/search-foods?query=${encodeURIComponent(`${word(nameSerial++)} fruit`)}`);
        asked++;
      }
    }),
  );
  rows.push([
    `64 clients, unknown food names, ${SECONDS} s, MORSEL_FDC_PER_HOUR=${perHour}`,
    `${asked} searches; FDC received ${fake.fdcHits.length - first}`,
    `≤ ${perHour}/hour`,
  ]);
  await limited.rt.stop();
}

server.stop(true);
console.log(`\nbench/providers.ts (fake provider +${LATENCY_MS} ms, in-process)\n`);
console.log(table(rows.map(([Figure, Result, Target]) => ({ Figure: Figure!, Result: Result!, Target: Target! }))));
process.exit(0);
