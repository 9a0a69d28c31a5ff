/**
 * Generic foods first among millions of products (issue 35), on bench/data/generic-first.json:
 * through the served search (GET /v1/foods/search in-process, app.handle, default parameters)
 * with a product store of generated products loaded, the share of generic queries whose first
 * food is a generic reference food (and the right one), and of product or brand queries whose
 * first food is the product; on the tune and held-out halves.
 *
 *   npx bun bench/off-generate.ts 2000000 --format parquet --out /tmp/off-2m.parquet
 *   MORSEL_CORPUS_DIR=/tmp/store-2m npm run corpus:import -- off /tmp/off-2m.parquet
 *   npx bun bench/generic-first.ts --store /tmp/store-2m/products.sqlite [--hybrid] [--fails]
 *
 * The corpus build is the one of MORSEL_CORPUS_DIR (default ./corpus), linked with the store into
 * a scratch corpus folder. Lexical by default (the products are lexical anyway); --hybrid waits
 * for the semantic index. Never commit the generated export or the store.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import labelled from './data/generic-first.json';
import { loadConfig } from '../src/config';
import { loadCatalog } from '../src/catalog/load';
import { createLogger } from '../src/logger';
import { operations } from '../src/ops';
import { createRuntime } from '../src/runtime';
import { NO_MODEL } from '../src/search/embedder';
import { ProductStore } from '../src/products/store';
import { args, table } from './lib';

const {
  store: storePath,
  hybrid,
  fails: showFails,
} = args({
  flags: { hybrid: 'hybrid search (waits for the sentence vectors)', fails: 'lists the queries answered wrong' },
  options: { store: { description: 'the product store to load', required: true, value: '<products.sqlite>' } },
}).values;
if (!existsSync(storePath)) {
  process.stderr.write(`no product store at ${storePath}\n`);
  process.exit(2);
}

/** FNV-1a of a query, bit 16: tune or held-out. */
function halfOf(text: string): 'tune' | 'held-out' {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return (h >>> 16) % 2 === 0 ? 'tune' : 'held-out';
}

// A scratch corpus folder: the build of the configured corpus, and the store with its product file.
const base = loadConfig();
const dir = mkdtempSync(join(tmpdir(), 'morsel-generic-first-'));
symlinkSync(resolve(base.corpusDir, 'build'), join(dir, 'build'));
for (const f of readdirSync(dirname(storePath))) {
  if (f === basename(storePath) || f.startsWith(`${basename(storePath).replace(/\.sqlite$/, '')}.records-`))
    symlinkSync(resolve(dirname(storePath), f), join(dir, f));
}
const config = { ...base, corpusDir: dir, adminToken: 'bench', logLevel: 'silent' as const };
const log = createLogger('silent');
const started = performance.now();
const catalog = await loadCatalog(config, log, { embeddingModel: hybrid ? undefined : NO_MODEL, waitForSemantic: hybrid });
const loadMs = Math.round(performance.now() - started);
const runtime = await createRuntime(config, operations, { inMemoryStore: true, flushEveryMs: 0, log });
runtime.setCatalog(catalog);
const { apiKey, account } = await runtime.services.accounts.createAccount('ultra', 'direct');
await runtime.services.accounts.setLimits(account.id, 1_000_000_000, 1_000_000_000);
const products = ProductStore.open(storePath)?.count ?? 0;

interface Food {
  name: string;
  brand?: string | null;
  dataset: string;
}
async function first(query: string): Promise<{ food: Food | null; ms: number }> {
  const t = performance.now();
  const res = await runtime.app.handle(
    new Request(`http://localhost/v1/foods/search?query=${encodeURIComponent(query)}&number=5`, { headers: { 'x-api-key': apiKey } }),
  );
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { foods: Food[] };
  return { food: body.foods[0] ?? null, ms: performance.now() - t };
}

type Row = { queries: number; first: number; right: number };
const counts: Record<string, Row> = {};
const fails: string[] = [];
const times: number[] = [];
for (const [kind, list] of [
  ['generic', labelled.generic],
  ['product', labelled.product],
] as const) {
  for (const { query, expect } of list) {
    const { food, ms } = await first(query);
    times.push(ms);
    const re = new RegExp(expect, 'i');
    const isProduct = food?.dataset === 'openfoodfacts';
    const firstOk = food !== null && (kind === 'generic' ? !isProduct : isProduct);
    const right = firstOk && re.test(`${food!.name} ${food!.brand ?? ''}`);
    for (const key of [`${kind} ${halfOf(query)}`, `${kind} all`]) {
      const c = (counts[key] ??= { queries: 0, first: 0, right: 0 });
      c.queries++;
      if (firstOk) c.first++;
      if (right) c.right++;
    }
    if (showFails && !right) fails.push(`${kind} "${query}" → ${food ? `${food.name}${food.brand ? ` (${food.brand})` : ''} [${food.dataset}]` : 'nothing'}`);
  }
}
times.sort((a, b) => a - b);
console.log(
  `products in store: ${products.toLocaleString('en')}; mode ${hybrid ? 'hybrid' : 'lexical'} (semantic ${catalog.search.semanticAvailable}); catalog loaded in ${loadMs} ms; search p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p99 ${times[Math.floor(times.length * 0.99)]!.toFixed(1)} ms`,
);
console.log(
  table(
    Object.entries(counts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, c]) => ({
        set: k,
        queries: c.queries,
        'first is generic (generic set) or the product (product set)': (c.first / c.queries).toFixed(3),
        'and the right one': (c.right / c.queries).toFixed(3),
      })),
  ),
);
if (fails.length) console.log(fails.join('\n'));
await runtime.stop();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
