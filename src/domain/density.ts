/**
 * Density and serving evidence from a food's household portions: a portion measured in a volume
 * unit ("1 cup = 240 g", "1 tbsp = 14.2 g") pairs a volume with a weight. Nothing else counts as
 * evidence of mass; without such a portion the density is unknown.
 */
import type { FoodRecord, Portion } from './food';
import type { DensityEvidence } from './recipe-calculation';

/** Millilitres per US household volume measure, as SR28 writes them. */
const VOLUME_ML: [RegExp, number][] = [
  [/^(cup|cups)\b/, 236.588],
  [/^(tbsp|tablespoons?)\b/, 14.787],
  [/^(tsp|teaspoons?)\b/, 4.929],
  [/^(fl oz|fluid ounces?)\b/, 29.574],
  [/^(ml|milliliters?|millilitres?)\b/, 1],
  [/^(l|liters?|litres?)\b/, 1000],
  [/^(pint|pt)\b/, 473.176],
  [/^(quart|qt)\b/, 946.353],
];

export function portionVolumeMl(p: Portion): number | null {
  const measure = p.measure.toLowerCase().trim();
  for (const [re, ml] of VOLUME_ML) if (re.test(measure)) return ml * p.amount;
  return null;
}

export function densityFromPortions(food: FoodRecord): DensityEvidence | null {
  for (const p of food.portions) {
    const ml = portionVolumeMl(p);
    if (ml && p.grams > 0) return { g_per_ml: p.grams / ml, method: 'household measure (volume and weight)', portion: { seq: p.seq, amount: p.amount, measure: p.measure, grams: p.grams } };
  }
  return null;
}

/** The first recorded household portion is the serving (SR28 lists the common measure first). */
export function servingFromPortions(food: FoodRecord): { grams: number; evidence: string } | null {
  const first = food.portions[0];
  return first ? { grams: first.grams, evidence: `${first.amount} ${first.measure} = ${first.grams} g (portion ${first.seq})` } : null;
}
