/**
 * Corpus → Catalog: builds the corpus when its inputs changed (else reads the built parts), then
 * indexes foods and products in memory and prepares search (lexical always; semantic when the
 * encoder loads, with vectors cached on disk by model and corpus hash).
 */
import { join } from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../http/log';
import type { FoodRecord } from '../domain/food';
import { buildCorpus } from '../corpus/build';
import type { BuildContext, CorpusSource } from '../corpus/source';
import { defaultSources } from '../corpus/sources';
import type { RetentionPart } from '../corpus/retention-import';
import { barcodeKey } from '../domain/barcode';
import { LexicalIndex } from '../search/lexical';
import { FoodSearch } from '../search/hybrid';
import { SemanticIndex } from '../search/semantic';
import { createEmbedder } from '../search/embedder';
import { searchDocFromFood } from '../search/doc';
import type { Catalog } from './types';

export interface LoadOptions {
  subset?: BuildContext['subset'];
  /** Defaults to <corpusDir>/build (or build-subset for subsets). */
  buildDir?: string;
  sources?: CorpusSource<unknown>[];
  force?: boolean;
  embeddingModel?: string;
  progress?: (line: string) => void;
}

function records(part: unknown, field: string): FoodRecord[] {
  const value = (part as Record<string, unknown> | undefined)?.[field];
  return Array.isArray(value) ? (value as FoodRecord[]) : [];
}

export async function loadCatalog(config: Config, log: Logger, options: LoadOptions = {}): Promise<Catalog> {
  const started = performance.now();
  const buildDir = options.buildDir ?? join(config.corpusDir, options.subset ? 'build-subset' : 'build');
  const { manifest, parts } = await buildCorpus({
    dataDir: config.sharedDataDir,
    buildDir,
    sources: options.sources ?? defaultSources(),
    subset: options.subset,
    force: options.force,
    log: options.progress,
  });

  const generic = records(parts['usda-sr28'], 'foods');
  const products = records(parts.openfoodfacts, 'products');
  const byId = new Map<string, FoodRecord>();
  for (const f of generic) byId.set(f.id, f);
  const byBarcode = new Map<string, FoodRecord>();
  for (const p of products) {
    byId.set(p.id, p);
    const key = p.barcode ? barcodeKey(p.barcode) : null;
    if (key) byBarcode.set(key, p);
  }

  const docs = [...generic, ...products].map(searchDocFromFood);
  const lexical = new LexicalIndex(docs);
  const model = options.embeddingModel ?? config.embeddingModel;
  const embedder = await createEmbedder({ modelsDir: config.modelsDir, model, onError: (err) => log.warn('semantic search unavailable', { error: err.message }) });
  let semantic: SemanticIndex | null = null;
  if (embedder) {
    let shown = 0;
    semantic = await SemanticIndex.build(embedder, docs, {
      cacheDir: join(config.corpusDir, 'vectors'),
      progress: (done, total) => {
        if (done === total || performance.now() - shown > 2000) {
          shown = performance.now();
          options.progress?.(`[corpus] embedding ${model}: ${done}/${total}`);
        }
      },
    });
  }
  const retention = (parts.retention as RetentionPart | undefined)?.profiles ?? [];
  log.info('catalog loaded', { foods: generic.length, products: products.length, semantic: semantic !== null, ms: Math.round(performance.now() - started) });
  return {
    builtAt: manifest.built_at,
    manifest,
    parts,
    foods: { byId, byBarcode, generic },
    search: new FoodSearch(docs, lexical, semantic),
    retention: new Map(retention.map((p) => [p.code, p])),
  };
}
