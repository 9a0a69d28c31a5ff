/**
 * Opening the product store at service start: imports MORSEL_OFF_EXPORT first when it is newer
 * than the store (a first start can include the full export), then wraps the catalog's lookup
 * maps so they fall through to the store.
 */
import { Database } from 'bun:sqlite';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { offTaxonomyOf } from '../corpus/off-products';
import type { FoodRecord } from '../domain/foods/food';
import type { Logger } from '../logger';
import { ProductSource, StoreBackedMap, storedBarcodeAnswer } from './product-source';
import type { FoodIndex } from './types';
import { formatProgress, importOffExport } from '../products/import';
import { PRODUCT_STORE_FILE, PRODUCT_STORE_FORMAT, storeFormat } from '../products/store';

const productStorePath = (config: Config) => join(config.corpusDir, PRODUCT_STORE_FILE);

/** Whether the store file at `path` has the current format (an older one is rebuilt from MORSEL_OFF_EXPORT). */
function currentFormat(path: string): boolean {
  const db = new Database(path, { readonly: true });
  try {
    return storeFormat(db) === PRODUCT_STORE_FORMAT;
  } catch {
    return false;
  } finally {
    db.close();
  }
}

/** `corpusStore`: the corpus build's own products (a product store file beside its parts), asked after the imported store. */
export async function openProducts(config: Config, parts: Record<string, unknown>, log: Logger, progress?: (line: string) => void, corpusStore?: string) {
  const path = productStorePath(config);
  const taxonomy = offTaxonomyOf(parts);
  if (config.offExport && taxonomy && (!existsSync(path) || statSync(config.offExport).mtimeMs > statSync(path).mtimeMs || !currentFormat(path))) {
    const s = await importOffExport({ file: config.offExport, storePath: path, taxonomy, onProgress: (p) => progress?.(`[products] ${formatProgress(p)}`) });
    log.info('product export imported', { file: s.file, imported: s.imported, excluded: s.excluded, seconds: Math.round(s.seconds) });
  }
  const source = new ProductSource(path, corpusStore, config.productMapMb === null ? undefined : config.productMapMb * 1024 * 1024);
  if (source.store) log.info('product store opened', { path, products: source.store.count });
  if (source.corpus) log.info('corpus products opened', { path: corpusStore, products: source.corpus.count });
  for (const s of source.stores()) {
    if (!s.answersCurrent)
      log.warn(
        'stored barcode answers differ from the current rendering (the render code changed since the import): rendered per request until the store is re-imported',
        { path: s.path },
      );
  }
  return {
    source,
    byId: (memory: Map<string, FoodRecord>) => new StoreBackedMap(memory, source, (s, id) => s.byId(id)),
    byBarcode: (memory: Map<string, FoodRecord>) => new StoreBackedMap(memory, source, (s, key) => s.byBarcodeKey(key)),
    barcodeAnswer: (memory: Map<string, FoodRecord>) => storedBarcodeAnswer(memory, source),
  };
}

/** Points a catalog's lookups and searches at a product store (tests and tools that build catalogs by hand). */
export function attachProductStore(catalog: { foods: FoodIndex; products?: ProductSource }, source: ProductSource): void {
  catalog.products = source;
  catalog.foods.barcodeAnswer = storedBarcodeAnswer(new Map(catalog.foods.byBarcode), source);
  catalog.foods.byId = new StoreBackedMap(catalog.foods.byId, source, (s, id) => s.byId(id));
  catalog.foods.byBarcode = new StoreBackedMap(catalog.foods.byBarcode, source, (s, key) => s.byBarcodeKey(key));
}
