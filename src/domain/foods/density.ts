/**
 * Density and serving evidence from a food's household portions: a portion measured in a volume
 * unit ("1 cup = 240 g", "1 tbsp = 14.2 g") pairs a volume with a weight. Nothing else counts as
 * evidence of mass; without such a portion the density is unknown.
 */
import type { FoodRecord } from './food';
import { volumePortionDensity } from '../language/grams';
import type { DensityEvidence } from '../recipes/recipe-calculation';

export function densityFromPortions(food: FoodRecord): DensityEvidence | null {
  // Volume measures are read through the unit table (grams.ts), the one list of units.
  const d = volumePortionDensity(food.portions);
  return d ? { g_per_ml: d.g_per_ml, method: 'household measure (volume and weight)', portion: d.portion } : null;
}

/** The first recorded household portion is the serving (SR28 lists the common measure first). */
export function servingFromPortions(food: FoodRecord): { grams: number; evidence: string } | null {
  const first = food.portions[0];
  return first ? { grams: first.grams, evidence: `${first.amount} ${first.measure} = ${first.grams} g (portion ${first.seq})` } : null;
}
