/**
 * Filling a recipe from a layer: each field taken only where the recipe lacks it, its source recorded.
 */
import type { LayerRecipe } from './layer-recipe';
import { minutesOf } from './page-quantities';
import type { ExtractionLayer, FieldSources } from './extracted-recipe';

/** Fills the fields `into` lacks from `from`, recording `source` for each one filled. */
export function fill(into: LayerRecipe, sources: FieldSources, from: LayerRecipe, source: ExtractionLayer) {
  if (!into.name && from.name) [into.name, sources.name] = [from.name, source];
  if (!into.ingredient_groups.length && from.ingredient_groups.length) [into.ingredient_groups, sources.ingredients] = [from.ingredient_groups, source];
  if (!into.instructions.length && from.instructions.length) [into.instructions, sources.instructions] = [from.instructions, source];
  if (!into.yields.some((y) => /\d/.test(y)) && from.yields.some((y) => /\d/.test(y))) [into.yields, sources.recipe_yield] = [from.yields, source];
  for (const k of ['prep', 'cook', 'total'] as const) {
    if (minutesOf(into[k]) === null && minutesOf(from[k]) !== null) {
      into[k] = from[k];
      sources[`${k}_minutes`] = source;
    }
  }
}

/** A recipe's ingredient lines and steps, groups left out: what layers are compared by. */
export const ingredientLines = (r: LayerRecipe) => r.ingredient_groups.flatMap((g) => g.ingredients);
export const stepLines = (r: LayerRecipe) => r.instructions.flatMap((g) => g.steps.map((s) => s.step));

/** Something is still missing: the next layer is asked. */
export const isEmpty = (r: LayerRecipe) => !r.name || !r.ingredient_groups.length || !r.instructions.length || !r.yields.length || minutesOf(r.total) === null;
