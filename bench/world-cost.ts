/**
 * Cost of the full reference (SR28 + FNDDS + CNF + CIQUAL + IFCT + products): warm start (built
 * corpus → catalog with lexical search), resident memory after it, in-process lexical search p50
 * over everyday queries, and with --vectors the cold sentence-vector build (progress on stderr).
 *
 *   npx bun bench/world-cost.ts [--corpus DIR] [--vectors]
 *
 * --corpus: a corpus folder holding build/ (default: the service's MORSEL_CORPUS_DIR or corpus/);
 * it is built first when missing, which is not counted as warm start. Vectors go to a temporary
 * cache, so --vectors always measures a cold build on MORSEL_EMBED_WORKERS threads.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { loadCatalog } from '../src/catalog/load';
import { createLogger } from '../src/logger';
import { createEmbedder } from '../src/search/embedder';
import { openEmbedderPool } from '../src/search/embedder-pool';
import { addSemantic } from '../src/search/build';
import { args, table, timeit } from './lib';

const opt = args({
  flags: { vectors: 'also the cold sentence-vector build (progress on stderr)' },
  options: { corpus: { description: 'the corpus folder (default: MORSEL_CORPUS_DIR, as the service)', value: '<dir>' } },
}).values;
const base = loadConfig();
const config = { ...base, corpusDir: opt.corpus ?? base.corpusDir, embeddingModel: 'none' };

// Make sure the corpus is built, in a child process: not part of the warm start or its memory.
const built = Bun.spawnSync([process.execPath, join(import.meta.dir, '../src/corpus/cli.ts'), 'build', '--out', join(config.corpusDir, 'build')], {
  stderr: 'inherit',
});
if (built.exitCode !== 0) throw new Error('corpus build failed');

Bun.gc(true);
const rss0 = process.memoryUsage().rss;
let t = performance.now();
const cpu0 = process.cpuUsage();
const catalog = await loadCatalog(config, createLogger('silent'), { embeddingModel: 'none' });
const warmMs = performance.now() - t;
const warmCpu = process.cpuUsage(cpu0);
Bun.gc(true);
const rss = process.memoryUsage().rss;
const byTable: Record<string, number> = {};
for (const f of catalog.foods.generic) byTable[f.dataset] = (byTable[f.dataset] ?? 0) + 1;

const QUERIES = [
  'apple',
  'dal',
  'pizza',
  'paneer',
  'cooked red lentils',
  'whole milk',
  'chicken breast',
  'brown rice',
  'tempeh',
  'orange juice',
  'croissant',
  'naan',
  'butter salted',
  'greek yogurt',
  'oatmeal',
];
let qi = 0;
const search = await timeit(2000, () => catalog.search.search(QUERIES[qi++ % QUERIES.length]!, { mode: 'lexical', limit: 10 }));

const rows = [
  {
    measure: `generic foods served (${Object.entries(byTable)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')})`,
    value: catalog.foods.generic.length,
  },
  { measure: 'warm start: built corpus → catalog, lexical search ready (s)', value: warmMs / 1000 },
  // Under shared load wall time mostly waits for a core; CPU time is the steadier figure.
  { measure: 'warm start CPU time, user + system (s)', value: (warmCpu.user + warmCpu.system) / 1e6 },
  { measure: 'RSS after warm start, process total (MB)', value: Math.round(rss / 1e6) },
  { measure: 'RSS growth during warm start (MB)', value: Math.round((rss - rss0) / 1e6) },
  { measure: 'peak RSS of the process so far (MB)', value: Math.round(process.resourceUsage().maxRSS / 1024) },
  { measure: 'lexical search p50 / p95 in-process (ms)', value: `${search.p50.toFixed(3)} / ${search.p95.toFixed(3)}` },
];

if (opt.vectors) {
  const embedder = await createEmbedder({ modelsDir: config.modelsDir, model: base.embeddingModel });
  if (!embedder) throw new Error(`encoder ${base.embeddingModel} not available under ${config.modelsDir}`);
  const cacheDir = mkdtempSync(join(tmpdir(), 'morsel-vectors-'));
  t = performance.now();
  let shown = 0;
  await addSemantic(catalog.search, embedder, {
    cacheDir,
    openPool: base.embedWorkers > 0 ? () => openEmbedderPool({ modelsDir: config.modelsDir, model: base.embeddingModel }, base.embedWorkers) : undefined,
    progress: (done, total) => {
      if (done === total || performance.now() - shown > 5000) {
        shown = performance.now();
        process.stderr.write(`[vectors] ${done}/${total} ${((performance.now() - t) / 1000).toFixed(0)} s\n`);
      }
    },
  });
  rows.push({ measure: `cold vector build, ${base.embedWorkers} worker threads (s)`, value: (performance.now() - t) / 1000 });
  rows.push({ measure: 'peak RSS with vectors (MB)', value: Math.round(process.resourceUsage().maxRSS / 1024) });
}
console.log(table(rows));
process.exit(0);
