/** What an ingredient analysis reports: the parsed list and the findings read from it. */
import type { Allergen } from './allergens';
import type { Concern } from './ingredient-taxonomy';

export interface ParsedIngredient {
  text: string;
  /** Matched taxonomy ids (several when the phrase names several things, e.g. "salt and pepper"). */
  ids: string[];
  percent: number | null;
  /** Most of the phrase matched the taxonomy (used for counts and the unrecognised list). */
  recognized: boolean;
  /** Every word of the phrase is explained (matched, a qualifier, or an E-number): diet flags need this. */
  complete: boolean;
  children: ParsedIngredient[];
}

export interface AdditiveFinding {
  code: string;
  name: string;
  concern: Concern;
}

export interface NovaMarker {
  group: number;
  type: 'ingredients' | 'additives' | 'categories';
  tag: string;
}

export interface IngredientAnalysis {
  additives: AdditiveFinding[];
  allergens: Allergen[];
  /** Allergens from "may contain" / "traces" statements. */
  traces: Allergen[];
  nova: 1 | 2 | 3 | 4;
  nova_reason: string;
  nova_markers: NovaMarker[];
  vegan: boolean;
  vegetarian: boolean;
  gluten_free: boolean;
  reasons: string[];
  ingredients: ParsedIngredient[];
  unrecognized: string[];
  /** Conservative shares (%) estimated from the list order and stated percentages; null without ingredients. */
  estimates: {
    /** Fruits, vegetables, legumes (Nutri-Score 2023). */
    fvl_percent: number | null;
    /** Fruits, vegetables, nuts, colza/walnut/olive oils (Nutri-Score 2021). */
    fvn_percent: number | null;
    milk_percent: number | null;
    red_meat_percent: number | null;
  };
  non_nutritive_sweeteners: boolean;
  /** Diet classes present (DIET_CLASS bits) and their sources, for diet checks in scoring. */
  diet_classes: number;
  /** Ids of every matched ingredient with ancestors, for avoid-list matching. */
  matched_ids: string[];
}
