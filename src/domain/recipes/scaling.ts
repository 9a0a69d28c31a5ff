/**
 * Recorded quantities scaled to a number of servings (GET /v1/recipes/{id}/ingredients) and the
 * serving_scale block of recipe detail.
 *
 * Rules (spec rule 3): the recorded unit is kept; vague or missing amounts stay null with
 * quantity_known=false; changing the yield needs known source servings (else a typed 422);
 * missing nutrients stay absent.
 */
import { invalidInput, unprocessable } from './errors';
import type { RecipeIngredient, RecipeRecord } from './types';

const MAX_SCALE_SERVINGS = 1000;

/** A recipe line with its quantity and weight scaled (food, lookup name and reason left out). */
type ScaledIngredient = Pick<
  RecipeIngredient,
  | 'original'
  | 'name'
  | 'normalized_name'
  | 'group'
  | 'quantity'
  | 'quantity_max'
  | 'unit'
  | 'unit_text'
  | 'quantity_known'
  | 'preparation'
  | 'optional'
  | 'grams'
>;

export interface ScaledIngredients {
  id: number;
  title: string;
  source: 'corpus';
  /** Servings the recorded quantities make, or null when the source does not say. */
  source_servings: number | null;
  source_servings_max: number | null;
  /** The yield text as recorded. */
  source_yield: string | null;
  servings: number | null;
  scale_factor: number;
  ingredients: ScaledIngredient[];
}

/** Up to 4 significant decimals: enough for 1/3 cups, without float noise. */
const tidy = (n: number) => Math.round(n * 10_000) / 10_000;

export function validateServings(servings: number | undefined, max = MAX_SCALE_SERVINGS): number | undefined {
  if (servings === undefined || servings === null) return undefined;
  if (!Number.isInteger(servings) || servings < 1 || servings > max)
    throw invalidInput(`servings must be an integer from 1 to ${max}.`, { parameter: 'servings', minimum: 1, maximum: max });
  return servings;
}

/** Scale factor for a requested serving count; 422 when the recipe does not record its servings. */
function scaleFactor(r: RecipeRecord, servings: number | undefined): number {
  if (servings === undefined) return 1;
  if (r.yield.servings === null) {
    throw unprocessable(
      `Recipe ${r.id} does not record how many servings it makes (yield: ${r.yield.text === null ? 'not stated' : `"${r.yield.text}"`}), so it cannot be scaled to ${servings} servings.`,
      {
        id: r.id,
        source_yield: r.yield.text,
        reason: 'source_servings_unknown',
      },
    );
  }
  return servings / r.yield.servings;
}

export function scaleIngredients(r: RecipeRecord, servingsInput?: number): ScaledIngredients {
  const servings = validateServings(servingsInput);
  const factor = scaleFactor(r, servings);
  return {
    id: r.id,
    title: r.title,
    source: 'corpus',
    source_servings: r.yield.servings,
    source_servings_max: r.yield.servings_max,
    source_yield: r.yield.text,
    servings: servings ?? r.yield.servings,
    scale_factor: tidy(factor),
    ingredients: r.ingredients.map((i) => ({
      original: i.original,
      name: i.name,
      normalized_name: i.normalized_name,
      group: i.group,
      quantity: i.quantity_known && i.quantity !== null ? tidy(i.quantity * factor) : null,
      quantity_max: i.quantity_known && i.quantity_max !== null ? tidy(i.quantity_max * factor) : null,
      unit: i.unit,
      unit_text: i.unit_text,
      quantity_known: i.quantity_known && i.quantity !== null,
      preparation: i.preparation,
      optional: i.optional,
      grams: i.grams === null ? null : tidy(i.grams * factor),
    })),
  };
}

export interface ServingScale {
  servings: number;
  source_servings: number | null;
  scale_factor: number | null;
  calories: number | null;
  protein_g: number | null;
  carbs_g: number | null;
  fat_g: number | null;
  note: string | null;
}

/** Macros for `servings` servings (per-serving values × servings); nulls stay null. */
export function servingScale(r: RecipeRecord, servings: number): ServingScale {
  const n = r.nutrition;
  const mul = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(v * servings));
  if (!n) {
    return {
      servings,
      source_servings: r.yield.servings,
      scale_factor: r.yield.servings === null ? null : tidy(servings / r.yield.servings),
      calories: null,
      protein_g: null,
      carbs_g: null,
      fat_g: null,
      note:
        r.yield.servings === null
          ? 'The source does not record its servings, so per-serving nutrition is unknown.'
          : 'Per-serving nutrition is not recorded for this recipe.',
    };
  }
  return {
    servings,
    source_servings: n.servings,
    scale_factor: tidy(servings / n.servings),
    calories: mul(n.calories),
    protein_g: mul(n.protein_g),
    carbs_g: mul(n.carbs_g),
    fat_g: mul(n.fat_g),
    note: null,
  };
}
