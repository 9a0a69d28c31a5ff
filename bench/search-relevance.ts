/**
 * Food search relevance on bench/data/food-queries.json: hit@1, hit@5 and MRR (cut at 10) for
 * morsel's lexical, semantic (USE-lite by default) and hybrid search, and for @orama/orama and
 * minisearch indexing the same names and aliases.
 *
 *   npx bun bench/search-relevance.ts [--no-products] [--model use-lite] [--tune] [--fails]
 *
 * Generic SR28 foods plus ~40k Open Food Facts products are indexed (products compete
 * lexically, as in the service). The vector cache goes to corpus/vectors/ (MORSEL_VECTOR_CACHE).
 */
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import MiniSearch from 'minisearch';
import { join } from 'node:path';
import { loadBenchDocs, MODELS_DIR } from './search-corpus';
import { ROOT, table } from './lib';
import { loadEmbedder } from '../src/search/embedder';
import { DEFAULT_FUSION, FoodSearch, type FusionOptions } from '../src/search/hybrid';
import { LexicalIndex } from '../src/search/lexical';
import { SemanticIndex } from '../src/search/semantic';
import type { SearchDoc } from '../src/search/doc';
import labelled from './data/food-queries.json';

interface Query {
  query: string;
  kind: string;
  accept: string[];
}

const args = new Set(process.argv.slice(2));
const argValue = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const model = argValue('--model') ?? 'use-lite';
const queries = labelled.queries as Query[];
const LIMIT = 10;

const loaded = await loadBenchDocs({ products: args.has('--no-products') ? 0 : 40_000 });
const docs: SearchDoc[] = [...loaded.generic, ...loaded.products];
const ndbOf = new Map<string, string>(loaded.generic.map((d, i) => [d.id, loaded.ndb[i]!]));
console.log(`corpus: ${loaded.generic.length} generic (${loaded.source}) + ${loaded.products.length} products; ${queries.length} labelled queries`);

interface Scores {
  hit1: number;
  hit5: number;
  mrr: number;
  byKind: Record<string, number>;
  fails: string[];
}

/** Ranks ids for every query and scores them against the accepted NDB numbers. */
async function evaluate(rank: (q: string) => Promise<string[]> | string[]): Promise<Scores> {
  let hit1 = 0;
  let hit5 = 0;
  let mrr = 0;
  const kindHits: Record<string, [number, number]> = {};
  const fails: string[] = [];
  for (const q of queries) {
    const ids = (await rank(q.query)).slice(0, LIMIT);
    const pos = ids.findIndex((id) => q.accept.includes(ndbOf.get(id) ?? ''));
    if (pos === 0) hit1++;
    if (pos >= 0 && pos < 5) hit5++;
    if (pos >= 0) mrr += 1 / (pos + 1);
    const k = (kindHits[q.kind] ??= [0, 0]);
    k[1]++;
    if (pos === 0) k[0]++;
    else fails.push(`${q.query} [${pos}] → ${ids.slice(0, 3).map((id) => docs[docIndex.get(id)!]?.name.slice(0, 50)).join(' | ')}`);
  }
  const n = queries.length;
  const byKind = Object.fromEntries(Object.entries(kindHits).map(([k, [a, t]]) => [k, a / t]));
  return { hit1: hit1 / n, hit5: hit5 / n, mrr: mrr / n, byKind, fails };
}
const docIndex = new Map(docs.map((d, i) => [d.id, i]));

const rows: Record<string, string | number>[] = [];
const row = (system: string, s: Scores, note = '') => {
  rows.push({ system, 'hit@1': s.hit1, 'hit@5': s.hit5, MRR: s.mrr, note });
};

// morsel lexical
let t = performance.now();
const lexical = new LexicalIndex(docs);
const lexBuildMs = performance.now() - t;
const lexScores = await evaluate((q) => lexical.search(q, { limit: LIMIT }).map((h) => h.id));
row('morsel lexical', lexScores, `index ${lexBuildMs.toFixed(0)} ms`);

// morsel semantic + hybrid
let semantic: SemanticIndex | null = null;
try {
  t = performance.now();
  const embedder = await loadEmbedder({ modelsDir: MODELS_DIR, model });
  const cacheDir = process.env.MORSEL_VECTOR_CACHE ?? join(ROOT, 'corpus/vectors');
  semantic = await SemanticIndex.build(embedder, docs, {
    cacheDir,
    progress: (done, total) => process.stderr.write(`\rembedding ${done}/${total}`),
  });
  process.stderr.write('\n');
  console.log(`semantic index (${model}, ${semantic.index.size} vectors, ${semantic.index.fromCache ? 'from cache' : 'built'}) in ${(performance.now() - t).toFixed(0)} ms`);
} catch (err) {
  console.log(`semantic unavailable: ${(err as Error).message}`);
}

let hybridScores: Scores | null = null;
if (semantic) {
  const sem = semantic;
  const search = new FoodSearch(docs, lexical, sem);
  row(`morsel semantic (${model})`, await evaluate(async (q) => (await search.search(q, { mode: 'semantic', limit: LIMIT })).hits.map((h) => h.id)));
  hybridScores = await evaluate(async (q) => (await search.search(q, { mode: 'hybrid', limit: LIMIT })).hits.map((h) => h.id));
  row(`morsel hybrid (${model})`, hybridScores, `fusion ${JSON.stringify(DEFAULT_FUSION)}`);

  if (args.has('--tune')) {
    // Small grid over the fusion knobs; reported, not applied (DEFAULT_FUSION is set by hand).
    const grid: Record<string, string | number>[] = [];
    for (const weightWhenCovered of [0, 0.1, 0.15, 0.25, 0.4]) {
      for (const weightWhenUncovered of [0.5, 1, 2]) {
        for (const similarityFloor of [0.2, 0.3, 0.4]) {
          const fusion: FusionOptions = { ...DEFAULT_FUSION, weightWhenCovered, weightWhenUncovered, similarityFloor };
          const s = new FoodSearch(docs, lexical, sem, fusion);
          const r = await evaluate(async (q) => (await s.search(q, { limit: LIMIT })).hits.map((h) => h.id));
          grid.push({ weightWhenCovered, weightWhenUncovered, similarityFloor, 'hit@1': r.hit1, 'hit@5': r.hit5, MRR: r.mrr });
        }
      }
    }
    grid.sort((a, b) => (b.MRR as number) - (a.MRR as number));
    console.log('\nfusion grid (best 10 by MRR)\n' + table(grid.slice(0, 10)));
  }
}

// Orama: default BM25 over the same fields, typo tolerance 1.
t = performance.now();
const orama = create({ schema: { name: 'string', aliases: 'string[]' } as const });
await insertMultiple(orama, docs.map((d) => ({ id: d.id, name: d.name, aliases: d.aliases })) as never, 1000);
const oramaBuildMs = performance.now() - t;
row('@orama/orama 3 (tolerance 1)', await evaluate(async (q) => {
  const r = await oramaSearch(orama, { term: q, properties: ['name', 'aliases'], limit: LIMIT, tolerance: 1 });
  return r.hits.map((h) => h.id);
}), `index ${oramaBuildMs.toFixed(0)} ms`);

// MiniSearch: BM25+, prefix and fuzzy 0.2 as its docs suggest for search-as-you-type.
t = performance.now();
const mini = new MiniSearch<{ id: string; name: string; aliases: string }>({ fields: ['name', 'aliases'], storeFields: [] });
mini.addAll(docs.map((d) => ({ id: d.id, name: d.name, aliases: d.aliases.join(' ; ') })));
const miniBuildMs = performance.now() - t;
row('minisearch 7 (prefix, fuzzy 0.2)', await evaluate((q) => mini.search(q, { prefix: true, fuzzy: 0.2 }).slice(0, LIMIT).map((h) => String(h.id))), `index ${miniBuildMs.toFixed(0)} ms`);

console.log(`\nrelevance (n=${queries.length}, cut at ${LIMIT})\n` + table(rows));

const kinds = Object.keys(lexScores.byKind);
const kindRows = [{ system: 'lexical', ...lexScores.byKind }];
if (hybridScores) kindRows.push({ system: 'hybrid', ...hybridScores.byKind });
console.log('\nhit@1 by query kind (' + kinds.map((k) => `${k}: ${queries.filter((q) => q.kind === k).length}`).join(', ') + ')\n' + table(kindRows));

if (args.has('--fails')) {
  console.log('\nhybrid misses at rank 1:\n' + (hybridScores ?? lexScores).fails.join('\n'));
}
