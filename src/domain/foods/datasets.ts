/**
 * The generic reference tables and the preference between them when several have the same food
 * and a query matches them equally well: SR28 first (the table the service was tuned on and the
 * most complete analytical record), then FNDDS (foods as eaten, with household portions), CNF
 * (largely SR-derived, with Canadian fortification), CIQUAL, IFCT. A better match in any table
 * still wins: the preference only breaks near-ties (src/search/doc.ts).
 */
import type { FoodDataset } from './food';

export const REFERENCE_DATASETS = ['usda-sr28', 'usda-fndds', 'cnf', 'ciqual', 'ifct'] as const satisfies readonly FoodDataset[];

/** Rank-prior deduction per step down the preference order. */
const STEP = 0.03;

/** Prior deduction for a table's foods (0 for SR28, products and private foods). */
export function datasetDeduction(dataset: string): number {
  const i = (REFERENCE_DATASETS as readonly string[]).indexOf(dataset);
  return i <= 0 ? 0 : i * STEP;
}

/** How labels and citations name each table a record can come from. */
export const DATASET_TITLES: Record<FoodDataset, string> = {
  'usda-sr28': 'USDA National Nutrient Database for Standard Reference, Legacy (SR28)',
  'usda-fndds': 'USDA Food and Nutrient Database for Dietary Studies 2021-2023 (FNDDS)',
  cnf: 'Canadian Nutrient File 2015',
  ciqual: 'ANSES-CIQUAL French food composition table 2020',
  ifct: 'Indian Food Composition Tables 2017 (ICMR-NIN)',
  openfoodfacts: 'Open Food Facts contributors (ODbL 1.0)',
  fdc: 'USDA FoodData Central',
  private: 'your own private food',
};
