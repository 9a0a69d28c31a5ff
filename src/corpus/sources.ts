/** The corpus sources, in build order (later sources may read earlier parts). */
import type { CorpusSource } from './source';
import { openFoodFactsSource } from './off-products';
import { retentionSource } from './retention-import';

export function defaultSources(): CorpusSource<unknown>[] {
  return [openFoodFactsSource, retentionSource] as CorpusSource<unknown>[];
}
