/** The OFF taxonomy lookup built once per test process from the shared data folder. */
import { resolve } from 'node:path';
import { buildOffTaxonomy } from '../../../src/corpus/off-taxonomy';
import type { OffTaxonomy } from '../../../src/domain/foods/ingredient-taxonomy';

export const DATA_DIR = process.env.MORSEL_SHARED_DATA ?? resolve(import.meta.dir, '../../../../shared/data');

let cached: OffTaxonomy | null = null;
export function taxonomy(): OffTaxonomy {
  cached ??= buildOffTaxonomy(DATA_DIR);
  return cached;
}
