/**
 * The product store at size (issue 18): import speed and peak RSS (JSONL and CSV), warm start,
 * barcode lookup, product name search, and analysis of every ingredient text in the shared samples.
 *
 *   npx bun bench/products.ts [N=2000000] [--formats jsonl,csv,parquet] [--dir /tmp/morsel-products-bench] [--workers N] [--skip-analysis] [--import-only]
 *   npx bun bench/products.ts --serve <products.sqlite> N     # the lookup and search part only
 *   npx bun bench/products.ts --analysis-only                 # the ingredient texts only
 *
 * Generates the exports with bench/off-generate.ts under --dir when absent (never in the repo),
 * imports each with `corpus:import` in a child process (wall time and peak RSS from /usr/bin/time),
 * then opens the last store in a fresh child and times lookups and searches there.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { args, table } from './lib';

const ROOT = resolve(import.meta.dir, '..');
const BUN = process.execPath;
const DATA = resolve(process.env.MORSEL_SHARED_DATA ?? join(ROOT, '../shared/data'));
const { values: opt, positionals } = args({
  positionals: '[N=2000000]',
  flags: {
    'skip-analysis': 'leaves out the ingredient texts',
    'import-only': 'stops after the imports',
    'analysis-only': 'the ingredient texts only',
  },
  options: {
    formats: { description: 'export formats to import', default: 'jsonl,csv', value: '<jsonl,csv,parquet>' },
    dir: { description: 'where the generated exports and stores go (never the repo)', default: '/tmp/morsel-products-bench', value: '<dir>' },
    workers: { description: 'import workers (default: the import decides)', value: '<n>' },
    serve: { description: 'child mode: time lookups and searches of this store over N generated codes', value: '<products.sqlite>' },
  },
});

/** Child mode: open the store, time lookups and searches, print JSON. */
async function serve(storePath: string, n: number) {
  const { ProductStore } = await import('../src/products/store');
  const { barcodeLookupKeys } = await import('../src/domain/foods/barcode');
  const { syntheticCode } = await import('./off-generate');
  const { foldText } = await import('../src/products/fold');
  const t0 = performance.now();
  const store = ProductStore.open(storePath)!;
  store.byBarcodeKey('0000000000000');
  store.search('nutella');
  const warmMs = performance.now() - t0;
  const pct = (xs: number[], p: number) => xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
  const lookups: number[] = [];
  let found = 0;
  for (let i = 0; i < 20_000; i++) {
    const code = syntheticCode(Math.floor(Math.random() * n));
    const a = performance.now();
    const hit = barcodeLookupKeys(code)
      .map((k) => store.byBarcodeKey(k))
      .find(Boolean);
    lookups.push(performance.now() - a);
    if (hit) found++;
  }
  // The pre-rendered GET /v1/barcode answer of the same kind of codes.
  const answers: number[] = [];
  for (let i = 0; i < 20_000; i++) {
    const key = barcodeLookupKeys(syntheticCode(Math.floor(Math.random() * n)))[0]!;
    const a = performance.now();
    await store.answerByBarcodeKey(key); // a read when not in the answer cache: timed to its end
    answers.push(performance.now() - a);
  }
  // Names to search: a random sample of stored names (the exact name, as a person would type it).
  const names: string[] = [];
  for (let i = 0; names.length < 500 && i < 5000; i++) {
    const r = store.byBarcodeKey(syntheticCode(Math.floor(Math.random() * n)).slice(0));
    if (r) names.push(r.name);
  }
  const searches: number[] = [];
  let exactFirst = 0;
  for (const name of names) {
    const a = performance.now();
    const hits = store.search(name, { limit: 10 });
    searches.push(performance.now() - a);
    if (hits[0] && foldText(hits[0].record.name) === foldText(name)) exactFirst++;
  }
  // Broad queries: the first word, and the first two words, of the same names (many matches each),
  // and the first three letters as autocomplete types them.
  const broad = (cut: (n: string) => string) =>
    names.map((n) => {
      const a = performance.now();
      store.search(cut(n), { limit: 10 });
      return performance.now() - a;
    });
  const oneWord = broad((n) => n.split(/\s+/)[0]!);
  const twoWords = broad((n) => n.split(/\s+/).slice(0, 2).join(' '));
  const threeLetters = names.map((n) => {
    const a = performance.now();
    store.search(n.slice(0, 3), { limit: 10 });
    return performance.now() - a;
  });
  console.log(
    JSON.stringify({
      products: store.count,
      warm_start_ms: Math.round(warmMs),
      barcode_p50_ms: pct(lookups, 0.5),
      barcode_p99_ms: pct(lookups, 0.99),
      barcode_found: found / lookups.length,
      search_p50_ms: pct(searches, 0.5),
      search_p99_ms: pct(searches, 0.99),
      exact_name_first: exactFirst / Math.max(1, names.length),
      search_first_word_p50_ms: pct(oneWord, 0.5),
      search_first_word_p99_ms: pct(oneWord, 0.99),
      search_two_words_p50_ms: pct(twoWords, 0.5),
      search_two_words_p99_ms: pct(twoWords, 0.99),
      autocomplete_3_letters_p50_ms: pct(threeLetters, 0.5),
      autocomplete_3_letters_p99_ms: pct(threeLetters, 0.99),
      answer_p50_ms: pct(answers, 0.5),
      answer_p99_ms: pct(answers, 0.99),
      store_mb: storeMb(dirname(storePath)),
      rss_mb: Math.round(process.memoryUsage().rss / 1e6),
    }),
  );
}

/** The store's files (the SQLite file and its product file), in MB. */
function storeMb(dir: string): number {
  return Math.round(readdirSync(dir).reduce((sum, f) => sum + (f.startsWith('products.') ? statSync(join(dir, f)).size : 0), 0) / 1e6);
}

/** Every ingredient text of the shared samples through the analyser: crashes and p99. */
async function analysis() {
  const { buildOffTaxonomy } = await import('../src/corpus/off-taxonomy');
  const { analyzeIngredients } = await import('../src/domain/foods/ingredient-analysis');
  const taxonomy = buildOffTaxonomy(DATA);
  const dir = join(DATA, 'openfoodfacts/products');
  const texts = [
    ...readFileSync(join(dir, 'products_off_csv_samples.jsonl'), 'utf8').split('\n'),
    ...gunzipSync(readFileSync(join(dir, 'products_lifyzer_2019_sample.jsonl.gz')))
      .toString('utf8')
      .split('\n'),
  ]
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { ingredients_text?: unknown }).ingredients_text)
    .filter((t): t is string => typeof t === 'string' && t.trim() !== '');
  const times: number[] = [];
  // CPU time of the thread per text as well: on a shared host wall time includes preemption by
  // other processes, which the analysis does not cause.
  const cpuTimes: number[] = [];
  let crashes = 0;
  for (const t of texts) {
    const c = process.cpuUsage();
    const a = performance.now();
    try {
      analyzeIngredients(t, taxonomy);
    } catch {
      crashes++;
    }
    times.push(performance.now() - a);
    const d = process.cpuUsage(c);
    cpuTimes.push((d.user + d.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const at = (xs: number[], p: number) => xs[Math.floor(xs.length * p)]!;
  return {
    texts: texts.length,
    crashes,
    p50_ms: at(times, 0.5),
    p99_ms: at(times, 0.99),
    cpu_p50_ms: at(cpuTimes, 0.5),
    cpu_p99_ms: at(cpuTimes, 0.99),
    cpu_max_ms: cpuTimes[cpuTimes.length - 1]!,
  };
}

async function run(cmd: string[], env: Record<string, string> = {}) {
  const p = Bun.spawn(['/usr/bin/time', '-f', '__TIME__ %e %M %U %S', ...cmd], { cwd: ROOT, env: { ...process.env, ...env }, stdout: 'pipe', stderr: 'pipe' });
  const [out, err] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text()]);
  await p.exited;
  const m = /__TIME__ ([\d.]+) (\d+) ([\d.]+) ([\d.]+)/.exec(err);
  if (p.exitCode !== 0) throw new Error(`${cmd.join(' ')} failed:\n${err.slice(-2000)}`);
  return { out, seconds: Number(m?.[1]), peakMb: Math.round(Number(m?.[2]) / 1024), cpuSeconds: Number(m?.[3]) + Number(m?.[4]) };
}

async function main() {
  if (opt.serve !== undefined) return serve(opt.serve, Number(positionals[0]));
  if (opt['analysis-only']) return console.log(table([{ measure: 'ingredient texts analysed (shared samples)', ...(await analysis()) }]));
  const n = Number(positionals[0] ?? 2_000_000);
  const formats = opt.formats.split(',');
  const dir = resolve(opt.dir);
  const workers = opt.workers ?? '';
  mkdirSync(dir, { recursive: true });
  const rows: Record<string, string | number>[] = [];
  let storeDir = '';
  for (const format of formats) {
    const file = join(dir, format === 'parquet' ? `off-${n}.parquet` : `off-${n}.${format}.gz`);
    if (!existsSync(file)) {
      process.stderr.write(`[bench] generating ${file}\n`);
      await run([BUN, 'bench/off-generate.ts', String(n), '--format', format, '--out', file]);
    }
    storeDir = join(dir, `store-${format}`);
    mkdirSync(storeDir, { recursive: true });
    process.stderr.write(`[bench] importing ${file}\n`);
    const r = await run([BUN, 'src/products/cli.ts', 'off', ...(workers ? [`--workers=${workers}`] : []), file], {
      MORSEL_CORPUS_DIR: storeDir,
      MORSEL_SHARED_DATA: DATA,
    });
    const imported = Number(/imported (\d+)/.exec(r.out)?.[1]);
    // The command's own rate, without process start and the taxonomy build.
    const own = Number(/\((\d+) rows\/s\)/.exec(r.out)?.[1]);
    const fileMb = storeMb(storeDir);
    const analysed = /ingredient texts analysed: (\d+) \((\d+) more answered from the cache\); (\d+) worker/.exec(r.out);
    rows.push({
      measure: `import ${format}`,
      rows: n,
      imported,
      seconds: r.seconds,
      'rows/s (wall)': Math.round(n / r.seconds),
      'rows/s (import loop)': own,
      // Load-independent: rows per second of CPU (all threads; on an idle host wall rate ≈ this × busy cores).
      'rows per CPU-s': Math.round(n / r.cpuSeconds),
      workers: Number(analysed?.[3]),
      'analyses run / cached': `${analysed?.[1]} / ${analysed?.[2]}`,
      'of which indexes s': Number(/indexes built and file synced in ([\d.]+) s/.exec(r.out)?.[1]),
      'peak RSS MB': r.peakMb,
      'store MB': fileMb,
    });
  }
  console.log(table(rows));
  if (opt['import-only']) return;
  const s = await run([BUN, 'bench/products.ts', '--serve', join(storeDir, 'products.sqlite'), String(n)]);
  const served = JSON.parse(s.out.trim().split('\n').pop()!);
  console.log(table(Object.entries(served).map(([k, v]) => ({ measure: k, value: typeof v === 'number' ? Math.round(v * 1000) / 1000 : String(v) }))));
  if (!opt['skip-analysis']) {
    const a = await analysis();
    console.log(table([{ measure: 'ingredient texts analysed (shared samples)', ...a }]));
  }
}

await main();
