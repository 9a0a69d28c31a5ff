/**
 * The loaded reference data every read operation works from: built once by the corpus pipeline,
 * held in memory, never mutated by requests. Services expose it through `services.catalog()`,
 * which answers 503 until it is loaded.
 */
import type { FoodRecord } from '../domain/foods/food';
import type { RetentionProfile } from '../domain/recipes/retention';
import type { CorpusManifest } from '../corpus/build';
import type { FoodSearch } from '../search/hybrid';
import type { ProductSource } from './product-source';
import type { StoredAnswer } from '../products/store';
import type { CanonicalIndex } from './canonical';
import type { ListedFoods } from './listed-foods';

export interface FoodIndex {
  byId: Map<string, FoodRecord>;
  /** Packaged products by canonical barcode key (src/domain/foods/barcode.ts). */
  byBarcode: Map<string, FoodRecord>;
  /**
   * The serialised GET /v1/barcode answer for a canonical key when a product store holds the
   * product (src/catalog/product-source.ts), a promise when it must be read; null sends the caller to
   * `byBarcode`. Absent without a store.
   */
  barcodeAnswer?: (key: string) => StoredAnswer | Promise<StoredAnswer> | null;
  generic: FoodRecord[];
}

export interface Catalog {
  builtAt: string;
  manifest: CorpusManifest | null;
  /** Built parts by source name (recipes, drinks, taxonomy …), typed by their readers. */
  parts: Record<string, unknown>;
  foods: FoodIndex;
  search: FoodSearch;
  retention: Map<number, RetentionProfile>;
  /** Reference rows joined into canonical foods (`foods.generic` is its `served`); absent in hand-built catalogs, whose rows are each their own food. */
  canonical?: CanonicalIndex;
  /** Foods as a search lists them, stored once per build (src/catalog/listed-foods.ts); absent in hand-built catalogs, which render them. */
  listed?: ListedFoods;
  /** The on-disk product store (full OFF exports); absent in hand-built catalogs. */
  products?: ProductSource;
}
