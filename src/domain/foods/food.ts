/**
 * The food record every part of the service shares: generic reference foods (USDA SR28),
 * packaged products (Open Food Facts) and private foods all take this shape.
 *
 * Values are kept at source precision; HTTP code rounds calories/macros to integers when it
 * renders the spec's fields. Unknown is `null`, never 0.
 */

export type NutritionBasis = '100g' | '100ml' | 'per_serving' | 'unknown';

/** One nutrient value on the record's basis. `key` comes from the canonical nutrient table. */
export interface NutrientAmount {
  key: string;
  name: string;
  amount: number;
  unit: string;
}

/** A household-measure portion: `amount` × `measure` weighs `grams` (SR28 WEIGHT.txt). */
export interface Portion {
  amount: number;
  measure: string;
  grams: number;
  /** Source row id, so evidence can name the exact portion used. */
  seq: string;
}

/** How a value came to be: the spec's per-field provenance. */
export interface Provenance {
  method: 'reported' | 'calculated' | 'estimated';
  source: string;
  /** Source-specific codes: data points, standard error, source and derivation codes. */
  detail?: Record<string, string | number | null>;
}

/** A value borrowed from a compatible reference food; never mixed into `nutrients` or macros. */
export interface EstimatedNutrient extends NutrientAmount {
  donor_id: string;
  donor_name: string;
  method: string;
}

/** The table a record comes from; one importer per reference table (src/corpus). */
export type FoodDataset = 'usda-sr28' | 'usda-fndds' | 'ciqual' | 'cnf' | 'ifct' | 'openfoodfacts' | 'fdc' | 'private';

/**
 * The source of names from morsel's own reviewed lexicons (src/domain/language/food-lexicons*.ts,
 * zh-ingredients.ts), which the taxonomies lack ("土豆", "ご飯", "계란", "khoai tây").
 */
export const LEXICON_NAMES_SOURCE = 'morsel-lexicon';

/** A name of the food in one language, as the source table (or a taxonomy linked to it) gives it. */
export interface LocalName {
  /** BCP 47 primary language subtag: `en`, `fr`, `de`, `hi`, `zh` … */
  lang: string;
  text: string;
  /** Where the name comes from, e.g. `ciqual`, `cnf`, `ifct`, `off-taxonomy`. */
  source: string;
  /**
   * Linked through an English name the English search answers with several foods alike (namesakes:
   * "coconut milk", "rice") or with a food the name only heads ("egg"): the name means one of them,
   * not surely this one (corpus/taxonomy-names.ts).
   */
  oneOfMany?: true;
}

export interface FoodRecord {
  /** Deterministic UUID from source dataset + source id; survives rebuilds. */
  id: string;
  dataset: FoodDataset;
  source_id: string;
  name: string;
  /** Names people type, generated from the description plus the synonym table. */
  aliases: string[];
  /** Names in other languages (and the source's own-language name); absent when the source has none. */
  names?: LocalName[];
  /** Food group (SR28) or main category (OFF); null when unknown. */
  group: string | null;
  nutrition_basis: NutritionBasis;
  calories: number | null;
  protein_g: number | null;
  carbs_g: number | null;
  fat_g: number | null;
  nutrients: NutrientAmount[];
  estimated_nutrients: EstimatedNutrient[];
  /** Canonical keys with no value in `nutrients`. */
  unknown_keys: string[];
  /** `unknown_keys` that no estimate covers either. */
  unresolved_keys: string[];
  /** Keyed by nutrient key (or field name). */
  provenance: Record<string, Provenance>;
  portions: Portion[];
  /** 0-100 integers, see src/domain/foods/quality.ts for the formulas. */
  confidence: number;
  validity: number;
  /** A reference row that is one of several rows of a canonical food: that food's id (src/domain/foods/canonical.ts). */
  canonical_id?: string;
  /** Packaged products only; null elsewhere. */
  barcode?: string | null;
  brand?: string | null;
  extra?: Record<string, unknown>;
}
