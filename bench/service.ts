/**
 * The whole service as people run it: `npm start` in a fresh process, timed and weighed from outside.
 *
 *   npm run bench -- service [--seconds 5] [--mixed 60] [--database-url URL] [--corpus DIR] [--skip-empty] [--lexical]
 *
 * For each start (an existing data folder, an empty one; embedded, and with --database-url the
 * same on PostgreSQL; --corpus DIR serves another built corpus, e.g. one with a 2M-product store)
 * it reports: time from spawn to /readyz 200, to the first search answer, and to semantic search
 * (hybrid answers with the vector index); RSS of the serving process after warm-up and after 3 s
 * without a request, and peak and steady RSS during `--mixed` seconds of mixed traffic; then, on
 * the embedded existing-folder start, per-operation p50/p99 over HTTP at 1 and 64 connections
 * beside bare Elysia in the same run (with the answering process's minor page faults a request), barcode lookups at 1 connection while searches of texts new
 * to the encoder load the service at 8 (what encoding queries costs other requests), and the
 * metering cost per request (wrk, 64 connections:
 * metered /v1/recipes/diets against bare).
 *
 * Searches use queries not asked before (the labelled English and world queries, each with several
 * result counts, so the answer cache never answers); a run that would exhaust them says so.
 * The corpus (MORSEL_CORPUS_DIR or ./corpus) must be built and its vector cache filled: the first
 * start of this benchmark waits for both, untimed. `--lexical` starts the service as
 * `MORSEL_EMBEDDING_MODEL=none` does (lexical search only, no encoder): what that setting saves.
 */
import { Database } from 'bun:sqlite';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, args, benchAccount, minorFaults, npmStart, percentile, rssBytes, table, waitFor, wrk, type NpmStarted } from './lib';
import { englishQueries } from './english-queries';
import { runLoad, type Load } from './load';
import { searchPaths } from './search-questions';
import { PRODUCT_STORE_FILE } from '../src/products/store';

const opts = args({
  flags: {
    'skip-empty': 'measure no start on an empty data folder',
    'skip-latency': 'measure no per-operation latency',
    lexical: 'start with MORSEL_EMBEDDING_MODEL=none (lexical search only)',
  },
  options: {
    seconds: { description: 'length of each per-operation load run', default: 5 },
    mixed: { description: 'seconds of mixed traffic while RSS is sampled (0: none)', default: 60 },
    'database-url': { description: 'also start on this PostgreSQL', default: '', value: '<url>' },
    corpus: { description: 'serve this built corpus (default: MORSEL_CORPUS_DIR or ./corpus)', default: '', value: '<dir>' },
  },
}).values;
const SECONDS = opts.seconds;
/** Quiet after the warm-up before the idle reading. */
const IDLE_SECONDS = 3;
const MIXED_SECONDS = opts.mixed;
const corpusDir = opts.corpus || process.env.MORSEL_CORPUS_DIR || join(ROOT, 'corpus');
// npm start reads it from the environment it is given (lib.ts npmStart passes ours on).
if (opts.lexical) process.env.MORSEL_EMBEDDING_MODEL = 'none';

// ---------------------------------------------------------------------------------------------
// Inputs: questions not asked before, barcodes and ingredient lines.

/** Barcodes of the store the service answers from: an imported product store, else the corpus's sample. */
function barcodePaths(): string[] {
  const dir = join(corpusDir, 'build');
  const sample = readdirSync(dir).find((f) => f.endsWith('.products.sqlite'));
  const file = existsSync(join(corpusDir, PRODUCT_STORE_FILE)) ? join(corpusDir, PRODUCT_STORE_FILE) : sample && join(dir, sample);
  if (!file) return [];
  const db = new Database(file, { readonly: true });
  try {
    return db
      .query<{ key: string }, []>('SELECT key FROM product ORDER BY random() LIMIT 5000')
      .all()
      .map((r) => `/v1/barcode/${r.key}`);
  } finally {
    db.close();
  }
}

/**
 * Searches whose texts no other part of the run asks, so each reaches the encoder: two labelled
 * foods, "X with Y" (a meal as people type it; no food holds both, so the words alone rarely
 * cover it).
 */
function encoderSearchPaths(n: number): string[] {
  const foods = [...new Set(englishQueries.map((q) => q.query))];
  return Array.from({ length: n }, (_, i) => {
    const text = `${foods[i % foods.length]} with ${foods[(i * 7 + 3 + Math.floor(i / foods.length)) % foods.length]}`;
    return `/v1/search-foods?query=${encodeURIComponent(text)}&number=10`;
  });
}

function linePaths(): string[] {
  return readFileSync(join(ROOT, 'bench/data/ingredient-lines.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => `/v1/compute-nutrition?ingredients=${encodeURIComponent((JSON.parse(l) as { line: string }).line)}`);
}

// ---------------------------------------------------------------------------------------------
// A start, as `npm start` does it.

const rssMb = (pid: number) => rssBytes(pid) / (1024 * 1024);

/** Polls until `check` answers true; the time since `from`, in ms. */
async function until(from: number, check: () => Promise<boolean>, timeoutMs = 900_000): Promise<number> {
  const limit = performance.now() + timeoutMs;
  while (performance.now() < limit) {
    if (await check().catch(() => false)) return performance.now() - from;
    await Bun.sleep(20);
  }
  throw new Error('timed out');
}

const semanticUp = (base: string, key: string) => async () => {
  const res = await fetch(`${base}/v1/search-foods?query=${encodeURIComponent(`apple ${Math.random()}`)}&number=1`, { headers: { 'x-api-key': key } });
  const body = (await res.json()) as { retrieval?: { semantic_available?: boolean } };
  return res.ok && body.retrieval?.semantic_available === true;
};

// ---------------------------------------------------------------------------------------------
// Traffic.

const search = searchPaths();
const barcodes = barcodePaths();
const lines = linePaths();
let searchNext = 0;
/** Mixed traffic asks the last of the questions (and asks them again); measured searches take the first. */
const MIXED_SEARCHES = 3000;
/** The next `n` search paths not asked before of this process (each start is a new process). */
function freshSearches(n: number): string[] {
  const out = search.slice(searchNext, Math.min(searchNext + n, search.length - MIXED_SEARCHES));
  searchNext += out.length;
  return out;
}

async function mixed(base: string, key: string, pid: number, seconds: number): Promise<{ peak: number; steady: number; rps: number }> {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(rssMb(pid)), 1000);
  const urls = [...search.slice(-MIXED_SEARCHES), ...barcodes.slice(0, 2000), ...lines, '/v1/recipes/diets'].map((p) => base + p);
  urls.sort(() => Math.random() - 0.5);
  const load = await runLoad({ urls, headers: { 'x-api-key': key }, connections: 16, seconds });
  clearInterval(timer);
  const later = samples.slice(Math.floor(samples.length / 2)).sort((a, b) => a - b);
  return { peak: Math.max(...samples), steady: percentile(later, 50), rps: load.rps };
}

interface StartRow {
  start: string;
  ready: number;
  firstSearch: number;
  semantic: number;
  rssWarm: number;
  /** Of it, pages of mapped files (the program itself, the vector graph, the listed foods …), which the kernel can drop. */
  fileWarm: number;
  /** RSS after IDLE_SECONDS with no request (the service collects its garbage once idle, src/http/idle-collection.ts). */
  rssIdle: number;
  peak: number;
  steady: number;
}

async function measureStart(
  label: string,
  dataDir: string,
  databaseUrl: string,
  afterReady?: (s: NpmStarted, key: string) => Promise<void>,
  traffic = true,
): Promise<StartRow> {
  const s = npmStart({ dataDir, corpusDir, databaseUrl });
  searchNext = 0;
  try {
    const ready = await until(s.spawnedAt, async () => (await fetch(`${s.base}/readyz`)).ok);
    const key = await benchAccount(s.base);
    const firstSearch = await until(
      s.spawnedAt,
      async () => (await fetch(`${s.base}/v1/search-foods?query=apple&number=1`, { headers: { 'x-api-key': key } })).ok,
    );
    const semantic = opts.lexical ? Number.NaN : await until(s.spawnedAt, semanticUp(s.base, key));
    if (!traffic) return { start: label, ready, firstSearch, semantic, rssWarm: NaN, fileWarm: NaN, rssIdle: NaN, peak: NaN, steady: NaN };
    // Warm-up: a pass of every kind of request.
    await runLoad({
      urls: [...freshSearches(300), ...barcodes.slice(0, 200), ...lines.slice(0, 100)].map((p) => s.base + p),
      headers: { 'x-api-key': key },
      connections: 4,
      seconds: 3,
    });
    const rssWarm = rssMb(s.pid);
    const fileWarm = rssBytes(s.pid, 'RssFile') / (1024 * 1024);
    await Bun.sleep(IDLE_SECONDS * 1000);
    const rssIdle = rssMb(s.pid);
    const load = MIXED_SECONDS > 0 ? await mixed(s.base, key, s.pid, MIXED_SECONDS) : { peak: NaN, steady: NaN };
    if (afterReady) await afterReady(s, key);
    return { start: label, ready, firstSearch, semantic, rssWarm, fileWarm, rssIdle, peak: load.peak, steady: load.steady };
  } finally {
    await s.stop();
  }
}

interface LatencyRow {
  operation: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Minor page faults of the answering process a request (fresh memory touched; 12-15 µs each on these VMs). */
  faults: number;
}

async function latencies(base: string, key: string, pid: number): Promise<LatencyRow[]> {
  const rows: LatencyRow[] = [];
  const rowFrom = (operation: string, connections: number, l: Load, faults: number) =>
    rows.push({ operation, connections, rps: l.rps, p50: l.p50, p99: l.p99, errors: l.non2xx, faults: faults / Math.max(1, l.ok2xx + l.non2xx) });
  /** One load run against the service, its page faults counted. */
  const measured = async (run: () => Promise<Load>, server = pid) => {
    const before = minorFaults(server);
    const l = await run();
    return { l, faults: minorFaults(server) - before };
  };
  const row = async (operation: string, connections: number, run: () => Promise<Load>, server = pid) => {
    const { l, faults } = await measured(run, server);
    rowFrom(operation, connections, l, faults);
  };
  const barePort = 40000 + Math.floor(Math.random() * 10000);
  const bareProc = Bun.spawn([process.execPath, 'bench/fixtures/bare-elysia.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(barePort) },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  try {
    await waitFor(`http://127.0.0.1:${barePort}/`);
    for (const connections of [1, 64]) {
      await row(
        'bare Elysia hello-world',
        connections,
        () => runLoad({ urls: [`http://127.0.0.1:${barePort}/`], connections, seconds: SECONDS }),
        bareProc.pid,
      );
      await row('metered /v1/recipes/diets', connections, () =>
        runLoad({ urls: [`${base}/v1/recipes/diets`], headers: { 'x-api-key': key }, connections, seconds: SECONDS }),
      );
      const before = searchNext;
      const { l, faults } = await measured(() =>
        runLoad({
          urls: freshSearches(connections === 1 ? 5000 : 8000).map((p) => base + p),
          headers: { 'x-api-key': key },
          connections,
          seconds: SECONDS,
        }),
      );
      const asked = l.ok2xx + l.non2xx;
      rowFrom(`search-foods, new queries${asked > searchNext - before ? ` (${asked - (searchNext - before)} repeated)` : ''}`, connections, l, faults);
      if (barcodes.length)
        await row('barcode (corpus products)', connections, () =>
          runLoad({ urls: barcodes.map((p) => base + p), headers: { 'x-api-key': key }, connections, seconds: SECONDS }),
        );
      await row('compute-nutrition, one line', connections, () =>
        runLoad({ urls: lines.map((p) => base + p), headers: { 'x-api-key': key }, connections, seconds: SECONDS }),
      );
    }
    // A cheap request beside searches that reach the encoder: what a batch being encoded costs the
    // other requests (searches of texts new to the encoder at 8 connections, barcode at 1).
    if (barcodes.length) {
      const [beside, encoded] = await Promise.all([
        runLoad({ urls: barcodes.map((p) => base + p), headers: { 'x-api-key': key }, connections: 1, seconds: SECONDS }),
        runLoad({ urls: encoderSearchPaths(20_000).map((p) => base + p), headers: { 'x-api-key': key }, connections: 8, seconds: SECONDS }),
      ]);
      // Two loads at once: the process's faults are no one row's.
      rowFrom('barcode, beside the next row', 1, beside, Number.NaN);
      rowFrom('search-foods, texts new to the encoder', 8, encoded, Number.NaN);
    }
    // Metering cost per request: wrk at 64 connections, metered cheap operation against bare, same run.
    const w = { threads: 2, connections: 64, seconds: Math.max(SECONDS, 10) };
    const b = wrk(`http://127.0.0.1:${barePort}/`, { ...w, pid: bareProc.pid });
    const m = wrk(`${base}/v1/recipes/diets`, { ...w, headers: { 'x-api-key': key } });
    console.log(
      `\nwrk -t2 -c64 -d${w.seconds}s: bare ${Math.round(b.rps)} req/s (p99 ${b.p99ms.toFixed(2)} ms), metered /v1/recipes/diets ${Math.round(m.rps)} req/s (p99 ${m.p99ms.toFixed(2)} ms, ${m.errors} errors): metering ${(1e6 / m.rps - 1e6 / b.rps).toFixed(1)} µs per request, p99 ${(m.p99ms / b.p99ms).toFixed(2)} × bare`,
    );
  } finally {
    bareProc.kill();
    await bareProc.exited;
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------

console.log(
  `service benchmark: ${availableParallelism()} cores, corpus ${corpusDir}, ${search.length} search questions, ${barcodes.length} barcodes, ${lines.length} ingredient lines`,
);

const existing = mkdtempSync(join(tmpdir(), 'morsel-service-'));
// Untimed preparation: the data folder exists, and the corpus and the vector cache are filled.
process.stderr.write('preparing the data folder and the vector cache (untimed)…\n');
await measureStart('prepare', existing, '', undefined, false);

const starts: StartRow[] = [];
let latencyRows: LatencyRow[] = [];
starts.push(
  await measureStart('existing data folder, embedded', existing, '', async (s, key) => {
    if (!opts['skip-latency']) latencyRows = await latencies(s.base, key, s.pid);
  }),
);
if (!opts['skip-empty']) {
  const empty = mkdtempSync(join(tmpdir(), 'morsel-service-'));
  starts.push(await measureStart('empty data folder, embedded', empty, ''));
  rmSync(empty, { recursive: true, force: true });
}
if (opts['database-url']) {
  const pgDir = mkdtempSync(join(tmpdir(), 'morsel-service-'));
  starts.push(await measureStart('DATABASE_URL (first start)', pgDir, opts['database-url']));
  starts.push(await measureStart('DATABASE_URL (existing)', pgDir, opts['database-url']));
  rmSync(pgDir, { recursive: true, force: true });
}
rmSync(existing, { recursive: true, force: true });

const s1 = (ms: number) => (ms / 1000).toFixed(2);
console.log(`\nStarts (npm start, times from spawn; RSS of the serving process, MB; mixed traffic ${MIXED_SECONDS} s at 16 connections)`);
console.log(
  table(
    starts.map((r) => ({
      start: r.start,
      'ready s': s1(r.ready),
      'first search s': s1(r.firstSearch),
      'semantic s': s1(r.semantic),
      'RSS warm': Math.round(r.rssWarm),
      'of it mapped files': Math.round(r.fileWarm),
      [`RSS idle ${IDLE_SECONDS} s`]: Math.round(r.rssIdle),
      'RSS peak': Math.round(r.peak),
      'RSS steady': Math.round(r.steady),
    })),
  ),
);
if (latencyRows.length) {
  console.log(`\nPer operation over HTTP (bench/load.ts, ${SECONDS} s each; ms)`);
  console.log(
    table(
      latencyRows.map((r) => ({
        operation: r.operation,
        connections: r.connections,
        'req/s': Math.round(r.rps),
        p50: r.p50.toFixed(2),
        p99: r.p99.toFixed(2),
        'non-2xx': r.errors,
        'page faults a request': Number.isNaN(r.faults) ? '' : r.faults.toFixed(1),
      })),
    ),
  );
  console.log('(compute-nutrition: lines no table resolves get their documented 404, 114 of the 792 labelled lines)');
}
