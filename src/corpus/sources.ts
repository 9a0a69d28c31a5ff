/** The corpus sources, in build order (later sources may read earlier parts). */
import type { CorpusSource } from './source';
import { openFoodFactsSource } from './off-products';
import { retentionSource } from './retention-import';
import { usdaSource } from './usda-import';
import { recipesSource } from './recipes-import';
import { drinksSource } from './drinks-import';
import { fnddsSource } from './fndds-import';
import { cnfSource } from './cnf-import';
import { ciqualSource } from './ciqual-import';
import { ifctSource } from './ifct-import';
import { taxonomyNamesSource } from './taxonomy-names';
import { foodLinksSource } from './food-links';

export function defaultSources(): CorpusSource<unknown>[] {
  // The world tables come after the sources the build reads; food names link taxonomy entries to every generic food, and the
  // links join the tables' rows into canonical foods, so they come last.
  return [
    usdaSource,
    openFoodFactsSource,
    retentionSource,
    recipesSource,
    drinksSource,
    fnddsSource,
    cnfSource,
    ciqualSource,
    ifctSource,
    taxonomyNamesSource,
    foodLinksSource,
  ] as CorpusSource<unknown>[];
}
