/**
 * What the recipe extractor returns, and which layer each field came from: the shape every part of
 * the extractor agrees on.
 */
import type { LanguageSource } from './page-language';
import type { IngredientGroup, StepGroup } from './layer-recipe';
import type { ParsedYield } from './page-quantities';

/** Where a field's value came from: a schema.org form, plugin markup, h-recipe, section headings, an unheaded list of amounts and the steps after it, or the page itself (h1, og:title, <title>). */
export type ExtractionLayer = 'json-ld' | 'microdata' | 'plugin' | 'h-recipe' | 'headings' | 'lists' | 'app-state' | 'page' | 'derived';

type ExtractedField = 'name' | 'ingredients' | 'instructions' | 'recipe_yield' | 'prep_minutes' | 'cook_minutes' | 'total_minutes';
/** The layer each field came from. */
export type FieldSources = Partial<Record<ExtractedField, ExtractionLayer>>;

/** Whether a field came from the page's schema.org data (JSON-LD or microdata), which the page's own markup may correct. */
export const fromStructuredData = (layer: ExtractionLayer | undefined) => layer === 'json-ld' || layer === 'microdata';

export interface ExtractedRecipe {
  index: number;
  /** The layer that found the recipe. */
  format: ExtractionLayer;
  /** The recipe plugin whose markup was read, when one was. */
  plugin: string | null;
  name: string | null;
  description: string | null;
  authors: string[];
  date_published: string | null;
  /** Yield values exactly as the page states them. */
  recipe_yield: string[];
  /** Set only from a yield explicitly labelled as servings. */
  servings: number | null;
  servings_max: number | null;
  prep_minutes: number | null;
  cook_minutes: number | null;
  total_minutes: number | null;
  times_raw: { prep: string | null; cook: string | null; total: string | null };
  /** The yield as a number with its unit ("12 cookies" → 12, "cookies"); null when the page states none. */
  yield: ParsedYield | null;
  /** Ingredient lines, one per source line, group headings left out. */
  ingredients: string[];
  /** The same lines under the page's group headings (name null when ungrouped). */
  ingredient_groups: IngredientGroup[];
  /** Steps in groups; each step's `name` is its own title where the page gives one (null otherwise). */
  instructions: StepGroup[];
  /** Primary language subtag of the page (e.g. "fr") and how it was known. */
  language: string | null;
  language_source: LanguageSource | null;
  /** Which layer supplied each field; fields the page does not state are absent. */
  field_sources: FieldSources;
  categories: string[];
  cuisines: string[];
  keywords: string[];
  suitable_for_diet: string[];
  /** NutritionInformation properties as written on the page (e.g. calories: "240 calories"). */
  nutrition: Record<string, string> | null;
  unverified: true;
}

export interface ExtractionResult {
  count: number;
  selected_index: number;
  recipe: ExtractedRecipe;
  /** Every recipe on the page, with its counts of ingredient lines and steps (the page may give two the same name, or none). */
  candidates: { index: number; name: string | null; format: ExtractionLayer; ingredient_count: number; step_count: number }[];
  /** True when the page held more recipes than the 20 read. */
  truncated: boolean;
}

/** Fields computed from the merged layers. */
export type Derived = Pick<
  ExtractedRecipe,
  | 'name'
  | 'recipe_yield'
  | 'servings'
  | 'servings_max'
  | 'yield'
  | 'prep_minutes'
  | 'cook_minutes'
  | 'total_minutes'
  | 'times_raw'
  | 'ingredients'
  | 'ingredient_groups'
  | 'instructions'
  | 'language'
  | 'language_source'
  | 'field_sources'
>;
