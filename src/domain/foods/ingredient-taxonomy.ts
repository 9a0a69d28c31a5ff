/**
 * The shape of the compact Open Food Facts ingredient taxonomy, as src/corpus/off-taxonomy.ts
 * serialises it and the ingredient analysis reads it.
 */
import type { Allergen } from './allergens';

export type Concern = 'high' | 'moderate' | 'low' | 'none-known';
export type DietStatus = 'yes' | 'no' | 'maybe' | null;

/** Diet-relevant classes an ingredient belongs to (bit flags, resolved through ancestors). */
export const DIET_CLASS = {
  meat: 1,
  fish: 2,
  seafood: 4,
  dairy: 8,
  egg: 16,
  cereal: 32,
  legume: 64,
  added_sugar: 128,
  alcohol: 256,
} as const;

export interface TaxIngredient {
  id: string;
  name: string;
  /** Ancestor indices (all levels). */
  anc: number[];
  vegan: DietStatus;
  vegetarian: DietStatus;
  allergens: Allergen[];
  /** Highest NOVA marker on the ingredient or an ancestor (0 = none) and the tag that set it. */
  nova: number;
  nova_tag: string | null;
  /** Additive key ("e322i") when the ingredient is, or descends from, an additive. */
  additive: string | null;
  diet: number;
  /** Counts as fruit / vegetable / legume for the Nutri-Score 2023 estimate. */
  fvl: boolean;
  /** Counts as fruit / vegetable / nut / colza-walnut-olive oil (Nutri-Score 2021, OFF property). */
  fvn: boolean;
  /** Milk (for the 2021 rule on dairy drinks with ≥ 80 % milk). */
  milk: boolean;
  red_meat: boolean;
  /** Non-nutritive sweetener (Nutri-Score 2023 beverages). */
  nns: boolean;
  palm: boolean;
}

export interface TaxAdditive {
  key: string;
  code: string;
  name: string;
  concern: Concern;
  classes: string[];
  vegan: DietStatus;
  vegetarian: DietStatus;
  nova: number;
  parent: string | null;
}

export interface OffTaxonomy {
  version: number;
  ingredients: TaxIngredient[];
  /** Normalised name or synonym (any language) → ingredient index. */
  terms: Record<string, number>;
  additives: Record<string, TaxAdditive>;
  allergen_terms: Record<string, Allergen>;
  /** Normalised additive name or synonym → additive key. */
  additive_terms: Record<string, string>;
  qualifiers: string[];
  stopwords: string[];
  /** Words that open a list ("ingredients", "zutaten"…). */
  list_prefixes: string[];
  category_markers: [string, number][];
  max_term_words: number;
}
