/** The corpus sources, in build order (later sources may read earlier parts). */
import type { CorpusSource } from './source';
import { openFoodFactsSource } from './off-products';
import { retentionSource } from './retention-import';
import { usdaSource } from './usda-import';
import { recipesSource } from './recipes-import';
import { drinksSource } from './drinks-import';
import { taxonomyNamesSource } from './taxonomy-names';

export function defaultSources(): CorpusSource<unknown>[] {
  return [usdaSource, openFoodFactsSource, retentionSource, recipesSource, drinksSource, taxonomyNamesSource] as CorpusSource<unknown>[];
}
