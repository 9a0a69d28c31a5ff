/**
 * Food search speed: lexical and autocomplete latency over ~49k documents (SR28 + Open Food Facts
 * products), hybrid latency with cached and uncached query vectors, vector index build and
 * cache reload times, and memory.
 *
 *   npx bun bench/search-speed.ts [--model use-lite] [--rebuild]
 *
 * --rebuild embeds the whole corpus again into a temporary cache (minutes on two cores);
 * without it the build figure is the HNSW graph build from cached vectors.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, args, table, timeit } from './lib';
import { loadBenchDocs, MODELS_DIR } from './search-corpus';
import { loadEmbedder } from '../src/search/embedder';
import { FoodSearch } from '../src/search/hybrid';
import { LexicalIndex } from '../src/search/lexical';
import { SemanticIndex, vectorEntries } from '../src/search/semantic';
import { VectorIndex } from '../src/search/vector-index';
import type { SearchDoc } from '../src/search/doc';
import { englishQueries } from './english-queries';

const opt = args({
  flags: { rebuild: 'embeds the whole corpus again into a temporary cache (minutes on two cores)' },
  options: { model: { description: 'sentence-vector model', default: 'use-lite', value: '<name>' } },
}).values;
const { model } = opt;
const queries = englishQueries.map((q) => q.query);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const rows: Record<string, string | number>[] = [];
const ms = (x: number) => `${x.toFixed(3)} ms`;

Bun.gc(true);
const heap0 = process.memoryUsage();
const loaded = await loadBenchDocs();
const docs: SearchDoc[] = [...loaded.generic, ...loaded.products];
Bun.gc(true);
const heapDocs = process.memoryUsage();

let t = performance.now();
const lexical = new LexicalIndex(docs);
const lexBuild = performance.now() - t;
Bun.gc(true);
const heapLex = process.memoryUsage();
rows.push({ measure: 'lexical index build', value: ms(lexBuild), note: `${docs.length} docs, ${lexical.variantCount} names+aliases` });
rows.push({
  measure: 'lexical index heap',
  value: mb(heapLex.heapUsed - heapDocs.heapUsed),
  note: `documents themselves: ${mb(heapDocs.heapUsed - heap0.heapUsed)}`,
});

// Lexical latency: every labelled query in turn (typos, numerics and multiword included).
let qi = 0;
const lex = await timeit(20_000, () => lexical.search(queries[qi++ % queries.length]!, { limit: 10 }), 2000);
rows.push({ measure: 'lexical search p50 / p95 / p99', value: `${ms(lex.p50)} / ${ms(lex.p95)} / ${ms(lex.p99)}`, note: 'target p50 ≤ 0.3 ms' });

// Autocomplete (distinct names, as served): prefixes of the labelled queries (3+ characters).
const prefixes = queries.flatMap((q) => [q.slice(0, 3), q.slice(0, Math.max(3, Math.ceil(q.length / 2)))]);
const lexicalSearch = new FoodSearch(docs, lexical, null);
let pi = 0;
const ac = await timeit(10_000, () => lexicalSearch.autocomplete(prefixes[pi++ % prefixes.length]!, 10), 1000);
rows.push({
  measure: 'autocomplete p50 / p95 / p99',
  value: `${ms(ac.p50)} / ${ms(ac.p95)} / ${ms(ac.p99)}`,
  note: '10 distinct names; prefixes of labelled queries',
});

try {
  t = performance.now();
  const embedder = await loadEmbedder({ modelsDir: MODELS_DIR, model });
  const modelLoad = performance.now() - t;
  rows.push({ measure: `encoder load (${model})`, value: ms(modelLoad), note: '' });

  const cacheDir = process.env.MORSEL_VECTOR_CACHE ?? join(ROOT, 'corpus/vectors');
  const entries = vectorEntries(docs);
  if (opt.rebuild) {
    const tmp = mkdtempSync(join(tmpdir(), 'morsel-vectors-'));
    t = performance.now();
    await VectorIndex.build(embedder, entries, { cacheDir: tmp });
    rows.push({ measure: 'vector build (embed + HNSW + save)', value: ms(performance.now() - t), note: `${entries.length} texts` });
    rmSync(tmp, { recursive: true, force: true });
  }
  t = performance.now();
  const semantic = await SemanticIndex.build(embedder, docs, { cacheDir, progress: (d, n) => process.stderr.write(`\rembedding ${d}/${n}`) });
  const reload = performance.now() - t;
  rows.push({
    measure: semantic.index.fromCache ? 'vector cache reload' : 'vector build (cache was cold)',
    value: ms(reload),
    note: `${semantic.index.size} vectors × ${semantic.index.dims} for ${semantic.index.documents} generic foods`,
  });

  // Count encoder calls to tell queries that took the semantic path (no generic food has every
  // word) from those answered by the lexical ranking alone (see DEFAULT_FUSION).
  let encoded = 0;
  const counting = {
    model: embedder.model,
    dims: embedder.dims,
    embed: (t: string[]) => {
      encoded += t.length;
      return embedder.embed(t);
    },
  };
  const search = new FoodSearch(docs, lexical, new SemanticIndex(counting, semantic.index));
  const semanticPath: string[] = [];
  for (const q of queries) {
    const before = encoded;
    await search.search(q, { limit: 10 }); // also warms the query-vector LRU
    if (encoded > before) semanticPath.push(q);
  }
  qi = 0;
  const cached = await timeit(5000, () => search.search(queries[qi++ % queries.length]!, { limit: 10 }), 500);
  rows.push({
    measure: 'hybrid, all labelled queries p50 / p95',
    value: `${ms(cached.p50)} / ${ms(cached.p95)}`,
    note: `target p50 ≤ 1 ms; ${semanticPath.length} of ${queries.length} take the semantic path`,
  });
  let ci = 0;
  const cachedSem = await timeit(3000, () => search.search(semanticPath[ci++ % semanticPath.length]!, { limit: 10 }), 300);
  rows.push({
    measure: 'hybrid, semantic path, cached vector p50 / p95',
    value: `${ms(cachedSem.p50)} / ${ms(cachedSem.p95)}`,
    note: 'query vector from the LRU; fusion of both lists',
  });

  // A number appended keeps every query off the lexical-only path and out of the LRU.
  let ui = 0;
  const uncached = await timeit(300, () => search.search(`${queries[ui % queries.length]} ${ui++}`, { limit: 10 }), 20);
  rows.push({
    measure: 'hybrid, semantic path, uncached p50 / p95',
    value: `${ms(uncached.p50)} / ${ms(uncached.p95)}`,
    note: 'target p50 ≤ 20 ms; includes the encoder call',
  });

  let si = 0;
  const semOnly = await timeit(5000, () => search.search(queries[si++ % queries.length]!, { mode: 'semantic', limit: 10 }), 500);
  rows.push({ measure: 'semantic only, cached vector p50', value: ms(semOnly.p50), note: 'HNSW query' });
} catch (err) {
  rows.push({ measure: 'semantic', value: 'unavailable', note: (err as Error).message });
}

Bun.gc(true);
const end = process.memoryUsage();
rows.push({ measure: 'process memory at end (rss / heap)', value: `${mb(end.rss)} / ${mb(end.heapUsed)}`, note: 'includes encoder and vectors' });

console.log(
  `\nsearch speed (${loaded.generic.length} generic + ${loaded.products.length} products; ${queries.length} distinct queries; bun ${Bun.version})\n${table(rows)}`,
);
