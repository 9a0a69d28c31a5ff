/**
 * The port a food-name provider implements for the name fallback (./../food-name-fallback.ts):
 * a name in, the provider's foods out, each already mapped to a FoodRecord or excluded with a
 * reason. FoodData Central is the one adapter today (../fdc.ts); a second provider is a new
 * adapter implementing this, not edits across the fallback.
 */
import type { FoodRecord } from '../../domain/foods/food';

/** One food of a provider's answer, mapped (or not) to a record. */
export interface ProviderFood {
  /** The provider's own id of the food (promotion and quarantine rows are keyed on it). */
  sourceKey: string;
  mapped: { record: FoodRecord } | { excluded: string };
  /** The answer item as the provider sent it, kept with a quarantined food. */
  raw: unknown;
}

export interface FoodNameProvider {
  /** Provider id in promotions, quarantine, the miss cache and logs (`fdc`). */
  readonly name: string;
  /** The provider's foods for a name, best first; a failure is a ProviderError. */
  searchByName(query: string, limit: number): Promise<ProviderFood[]>;
  /** One food's full record (household portions included), or null when the provider does not know it. */
  detail(sourceKey: string): Promise<ProviderFood | null>;
}
