/**
 * `dv=us|eu` on the answers that carry nutrition, and the nutrition facts those answers are made
 * of (shared with the labels, src/ops/labels.ts): a food's, a recipe's per serving, a sum of
 * resolved lines. What a percentage means and where its reference comes from is in
 * src/domain/foods/daily-values.ts.
 */
import { Type as t } from '@sinclair/typebox';
import type { Catalog } from '../catalog/types';
import type { FoodRecord, NutrientAmount } from '../domain/foods/food';
import { dailyValues, type DailyValues } from '../domain/foods/daily-values';
import { foodFacts, foodServing } from '../domain/foods/food-facts';
import { basisOf, carbsConventionOf, commonConvention, factsOf, servingFactor, type Macros, type NutritionFacts } from '../domain/foods/nutrition-facts';
import type { DailyValueSystem } from '../domain/foods/reference-intakes';
import type { RecipeRecord } from '../domain/recipes/types';

const DV_DESCRIPTION =
  '`us`: % FDA Daily Value; `eu`: % EU reference intake. Adds `daily_values` (schema DailyValues) for the basis and a known serving; unknown amounts have null percentages.';

export const DvParam = t.Optional(t.Union([t.Literal('us'), t.Literal('eu')], { description: DV_DESCRIPTION }));

/** A food record's daily values: its basis, and its serving when the source states one. */
export function foodDailyValues(food: FoodRecord, system: DailyValueSystem): DailyValues {
  const basis = basisOf(food.nutrition_basis);
  const serving = foodServing(food);
  const factor = basis === 'per_serving' ? null : servingFactor(basis, serving);
  return dailyValues(system, food.nutrition_basis, foodFacts(food), factor === null || !serving ? null : { ...serving, factor });
}

type Summed = Pick<FoodRecord, 'dataset' | 'extra'> | undefined;

/** Facts of summed nutrition (ingredient lines, a meal, a recipe) over `foods`; carbohydrate keeps their tables' definition when they agree. */
export function sumFacts(totals: Macros & { nutrients: readonly NutrientAmount[] }, foods: readonly Summed[]): NutritionFacts {
  const convention = commonConvention(
    foods.map((f) => (f ? carbsConventionOf(f.dataset, (f.extra as { countries?: string[] } | undefined)?.countries ?? []) : 'unknown')),
  );
  return factsOf(totals.nutrients, totals, convention);
}

/** A recipe's facts per serving (null when it has none), over the foods its weighed lines resolved to. */
export function recipeFacts(catalog: Catalog, recipe: RecipeRecord): NutritionFacts | null {
  const n = recipe.nutrition;
  if (!n) return null;
  return sumFacts(
    n,
    recipe.ingredients.filter((i) => i.food && i.grams !== null && i.grams > 0).map((i) => catalog.foods.byId.get(i.food!.id)),
  );
}

/** `answer` with `daily_values` when `dv` is given. */
export function withDailyValues<T extends object>(
  answer: T,
  dv: DailyValueSystem | undefined,
  make: (system: DailyValueSystem) => DailyValues,
): T | (T & { daily_values: DailyValues }) {
  return dv ? { ...answer, daily_values: make(dv) } : answer;
}
