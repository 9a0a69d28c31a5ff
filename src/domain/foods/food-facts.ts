/**
 * A food record's nutrition as daily values, labels and the density score read it (./nutrition-facts.ts):
 * its facts on its basis, and its serving when the source states one (a packaged product's serving
 * size; reference foods have household measures, not a serving).
 */
import type { FoodRecord } from './food';
import { basisOf, carbsConventionOf, factsOf, NO_FACTS, type NutritionFacts, type ServingSize } from './nutrition-facts';

export function foodFacts(food: FoodRecord): NutritionFacts {
  if (basisOf(food.nutrition_basis) === 'unknown') return NO_FACTS;
  const countries = (food.extra as { countries?: string[] } | undefined)?.countries ?? [];
  return factsOf(food.nutrients, food, carbsConventionOf(food.dataset, countries));
}

/** "30 g", "1 cup (240 ml)", "2 biscuits (25g)": the last quantity in g or ml. */
const QUANTITY = /(\d+(?:[.,]\d+)?)\s*(g|ml|mL)\b/g;

export function foodServing(food: FoodRecord): ServingSize | null {
  const text = (food.extra as { serving_size?: string | null } | undefined)?.serving_size ?? null;
  const portion = food.portions.find((p) => p.seq === 'serving');
  if (portion) return { description: portion.measure, quantity: portion.grams, unit: 'g' };
  if (!text) return null;
  const last = [...text.matchAll(QUANTITY)].pop();
  if (!last) return { description: text, quantity: null, unit: null };
  const quantity = Number(last[1]!.replace(',', '.'));
  return { description: text, quantity: quantity > 0 ? quantity : null, unit: last[2]!.toLowerCase() as 'g' | 'ml' };
}
