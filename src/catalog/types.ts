/**
 * The loaded reference data every read operation works from: built once by the corpus pipeline,
 * held in memory, never mutated by requests. Services expose it through `services.catalog()`,
 * which answers 503 until it is loaded.
 */
import type { FoodRecord } from '../domain/food';
import type { RetentionProfile } from '../corpus/retention-import';

export interface FoodIndex {
  byId: Map<string, FoodRecord>;
  /** Packaged products by canonical 13-digit barcode key. */
  byBarcode: Map<string, FoodRecord>;
  generic: FoodRecord[];
}

export interface Catalog {
  builtAt: string;
  foods: FoodIndex;
  retention: Map<number, RetentionProfile>;
}
