/**
 * Generic search documents from the corpus builder (USDA importer: FoodRecords with aliases),
 * built into the normal build folder (MORSEL_CORPUS_BUILD, default corpus/build) and reused
 * when up to date.
 */
import { join } from 'node:path';
import { ROOT } from './lib';
import { buildCorpus } from '../src/corpus/build';
import { usdaSource, type UsdaPart } from '../src/corpus/usda-sr28';
import type { CorpusSource } from '../src/corpus/source';
import { searchDocFromFood, type SearchDoc } from '../src/search/doc';

export async function genericFromBuild(dataDir: string): Promise<{ docs: SearchDoc[]; ndb: string[]; source: string }> {
  const buildDir = process.env.MORSEL_CORPUS_BUILD ?? join(ROOT, 'corpus/build');
  const { parts } = await buildCorpus({ dataDir, buildDir, sources: [usdaSource as CorpusSource<unknown>], log: () => {} });
  const foods = (parts['usda-sr28'] as UsdaPart).foods;
  return {
    docs: foods.map(searchDocFromFood),
    ndb: foods.map((f) => f.source_id),
    source: `corpus build (usda-sr28 importer, ${foods.length} servable foods)`,
  };
}
