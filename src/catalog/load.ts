/**
 * Corpus → Catalog: builds the corpus when its inputs changed (else reads the built parts), then
 * indexes foods and products in memory and prepares search (lexical always; semantic when the
 * encoder loads, with vectors cached on disk by model and corpus hash).
 */
import { attachLocalNames, taxonomyNamesSource } from '../corpus/taxonomy-names';
import { join } from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { FoodRecord } from '../domain/foods/food';
import { buildCorpus, partProductStore } from '../corpus/build';
import type { BuildContext, CorpusSource } from '../corpus/source';
import { defaultSources } from '../corpus/sources';
import { referenceFoods } from '../corpus/reference-parts';
import type { RetentionPart } from '../corpus/retention-import';
import { barcodeKey } from '../domain/foods/barcode';
import { createEmbedder, DEFAULT_MODEL, type Embedder } from '../search/embedder';
import { openEmbedderPool, openWorkerEmbedder } from '../search/embedder-pool';
import { addSemantic, createFoodSearch } from '../search/build';
import type { Catalog } from './types';
import { catalogNames } from './names';
import { openProducts } from './open-products';
import { joinCanonical } from './canonical';
import { openListedFoods } from './listed-foods';
import { FOOD_LINKS_SOURCE, type FoodLinksPart } from '../corpus/food-links';
import { searchDocsKey } from './search-key';

export interface LoadOptions {
  subset?: BuildContext['subset'];
  /** Defaults to <corpusDir>/build (or build-subset for subsets). */
  buildDir?: string;
  sources?: CorpusSource<unknown>[];
  force?: boolean;
  embeddingModel?: string;
  progress?: (line: string) => void;
  /** Wait for semantic search (and the listed foods' file) before returning (tests, benchmarks); the service does not. */
  waitForSemantic?: boolean;
  /** Semantic search starts loading once this settles (the service: its store is open, so it is ready first). */
  semanticAfter?: Promise<unknown>;
  /** Called after each step of the load with its name (bench/corpus-memory.ts measures between them). */
  onStep?: (step: string) => void;
}

function records(part: unknown, field: string): FoodRecord[] {
  const value = (part as Record<string, unknown> | undefined)?.[field];
  return Array.isArray(value) ? (value as FoodRecord[]) : [];
}

export async function loadCatalog(config: Config, log: Logger, options: LoadOptions = {}): Promise<Catalog> {
  const started = performance.now();
  const step = options.onStep ?? (() => {});
  const buildDir = options.buildDir ?? join(config.corpusDir, options.subset ? 'build-subset' : 'build');
  const { manifest, parts } = await buildCorpus({
    dataDir: config.sharedDataDir,
    buildDir,
    sources: options.sources ?? defaultSources(),
    subset: options.subset,
    force: options.force,
    log: options.progress,
    onPart: (name) => step(`read part ${name}`),
  });

  const rows = referenceFoods(parts);
  // Empty for a built corpus: its products are in a product store file (see openProducts below).
  const products = records(parts.openfoodfacts, 'products');
  attachLocalNames(rows, parts[taxonomyNamesSource.name]);
  // One food per canonical food; every row keeps its id (GET /v1/foods/{row id}).
  const canonical = joinCanonical(rows, parts[FOOD_LINKS_SOURCE] as FoodLinksPart | undefined);
  const generic = canonical.served;
  const byId = new Map<string, FoodRecord>();
  for (const f of rows) byId.set(f.id, f);
  for (const f of generic) byId.set(f.id, f);
  const barcodes = new Map<string, FoodRecord>();
  for (const p of products) {
    byId.set(p.id, p);
    const key = p.barcode ? barcodeKey(p.barcode) : null;
    if (key) barcodes.set(key, p);
  }
  step('generic list, byId and barcode maps');
  const store = await openProducts(config, parts, log, options.progress, partProductStore(buildDir, 'openfoodfacts'));
  step('open product store');

  const indexDir = join(config.corpusDir, 'index');
  const search = createFoodSearch([...generic, ...products], { cacheDir: indexDir, docsKey: searchDocsKey(manifest), warn: (message) => log.warn(message) });
  step('lexical search index');
  // Work that waits until the catalog serves (the service: until its store is open and it is ready).
  const after = options.semanticAfter?.catch(() => {}) ?? Promise.resolve();
  const { listed, written } = openListedFoods(indexDir, manifest.built_at, canonical, log, after);
  step('listed foods');
  const retention = (parts.retention as RetentionPart | undefined)?.profiles ?? [];
  log.info('catalog loaded', {
    foods: generic.length,
    products: products.length + (store.source.corpus?.count ?? 0),
    ms: Math.round(performance.now() - started),
  });
  const catalog: Catalog = {
    builtAt: manifest.built_at,
    manifest,
    parts,
    foods: { byId: store.byId(byId), byBarcode: store.byBarcode(barcodes), barcodeAnswer: store.barcodeAnswer(barcodes), generic },
    canonical,
    listed,
    products: store.source,
    search,
    retention: new Map(retention.map((p) => [p.code, p])),
  };
  catalogNames(catalog);
  step('name resolver (lexical name index)');
  // The encoder and the vectors load after the catalog serves (lexically, semantic_available=false):
  // seconds at a warm start, minutes when a cold vector cache fills. Search swaps to hybrid when ready.
  const semantic = after.then(() => loadSemantic(config, log, catalog, options, started));
  if (options.waitForSemantic) await Promise.all([semantic, written]);
  return catalog;
}

/**
 * The encoder of search queries: the default one on a worker thread (embedder-pool.ts: a batch of
 * queries then holds up no other request), else, or when no worker starts, on this thread.
 */
async function queryEncoder(config: Config, log: Logger, model: string): Promise<Embedder | null> {
  if (model === DEFAULT_MODEL) {
    try {
      return await openWorkerEmbedder({ modelsDir: config.modelsDir, model });
    } catch (err) {
      log.warn('query encoder worker did not start: encoding on the main thread', { error: String(err) });
    }
  }
  return createEmbedder({ modelsDir: config.modelsDir, model, onError: (err) => log.warn('semantic search unavailable', { error: err.message }) });
}

/** Loads the sentence encoder and the vector index, then swaps hybrid search into the catalog. */
async function loadSemantic(config: Config, log: Logger, catalog: Catalog, options: LoadOptions, started: number): Promise<void> {
  const model = options.embeddingModel ?? config.embeddingModel;
  const embedder = await queryEncoder(config, log, model);
  if (!embedder) return;
  let shown = 0;
  try {
    catalog.search = await addSemantic(catalog.search, embedder, {
      cacheDir: join(config.corpusDir, 'vectors'),
      openPool: config.embedWorkers > 0 ? () => openEmbedderPool({ modelsDir: config.modelsDir, model }, config.embedWorkers) : undefined,
      progress: (done, total) => {
        if (done === total || performance.now() - shown > 2000) {
          shown = performance.now();
          options.progress?.(`[corpus] embedding ${model}: ${done}/${total}`);
        }
      },
    });
    log.info('semantic search ready', { model, ms: Math.round(performance.now() - started) });
  } catch (err) {
    log.warn('semantic search unavailable', { error: String(err) });
  }
}
