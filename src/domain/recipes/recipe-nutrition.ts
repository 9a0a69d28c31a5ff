/**
 * Per-serving nutrition of an imported recipe from its weighed, resolved ingredient lines.
 *
 * Decisions:
 * - A line is *weighted* when it has a weight in grams and a reference food; only weighted lines
 *   enter the totals. A nutrient total appears only when every weighted line's food supplies it
 *   (a measured zero counts as supplied); otherwise the key is listed in `incomplete_keys`.
 * - Lines with a stated amount that could not be weighed or matched are counted as `unresolved`,
 *   lines without a usable amount ("salt to taste") as `unquantified`; both are left out of the
 *   totals and reported in `coverage`, which is what admission to discovery is judged on.
 * - Values keep source precision here; rounding is for display.
 */
import type { FoodRecord, NutrientAmount } from '../foods/food';
import type { RecipeNutrition } from './types';
import { round } from '../round';

export interface NutritionLine {
  grams: number | null;
  food: FoodRecord | null;
  quantity_known: boolean;
}

/** Whole-recipe totals: the per-serving record's fields before division by servings. */
export type RecipeTotals = Omit<RecipeNutrition, 'basis' | 'servings'>;

/** Amount per gram of food for a record on a 100 g basis; null for other bases. */
function perGram(food: FoodRecord): number | null {
  return food.nutrition_basis === '100g' ? 1 / 100 : null;
}

export function sumRecipe(lines: NutritionLine[]): RecipeTotals {
  const weighted = lines.filter((l) => l.quantity_known && l.grams !== null && l.grams > 0 && l.food !== null && perGram(l.food) !== null);
  const zeroWeight = lines.filter((l) => l.quantity_known && l.grams === 0 && l.food !== null).length;
  const unquantified = lines.filter((l) => !l.quantity_known).length;
  const unresolved = lines.length - weighted.length - unquantified - zeroWeight;
  const resolvedGrams = weighted.reduce((s, l) => s + l.grams!, 0);
  const unresolvedGrams = lines.filter((l) => l.quantity_known && l.grams !== null && l.grams > 0 && !weighted.includes(l)).reduce((s, l) => s + l.grams!, 0);

  const sums = new Map<string, { n: NutrientAmount; amount: number; count: number }>();
  let calories: number | null = 0;
  let protein: number | null = 0;
  let carbs: number | null = 0;
  let fat: number | null = 0;
  for (const l of weighted) {
    const f = l.grams! * perGram(l.food!)!;
    calories = calories === null || l.food!.calories === null ? null : calories + l.food!.calories * f;
    protein = protein === null || l.food!.protein_g === null ? null : protein + l.food!.protein_g * f;
    carbs = carbs === null || l.food!.carbs_g === null ? null : carbs + l.food!.carbs_g * f;
    fat = fat === null || l.food!.fat_g === null ? null : fat + l.food!.fat_g * f;
    for (const n of l.food!.nutrients) {
      const s = sums.get(n.key) ?? { n, amount: 0, count: 0 };
      s.amount += n.amount * f;
      s.count += 1;
      sums.set(n.key, s);
    }
  }
  const nutrients: NutrientAmount[] = [];
  const incomplete: string[] = [];
  for (const [key, s] of sums) {
    if (s.count === weighted.length) nutrients.push({ key, name: s.n.name, amount: s.amount, unit: s.n.unit });
    else incomplete.push(key);
  }
  const none = weighted.length === 0;
  return {
    calories: none ? null : calories,
    protein_g: none ? null : protein,
    carbs_g: none ? null : carbs,
    fat_g: none ? null : fat,
    nutrients,
    incomplete_keys: incomplete.sort(),
    input_weight_g: round(resolvedGrams, 2),
    coverage: {
      lines: lines.length,
      weighted: weighted.length,
      unresolved,
      unquantified,
      resolved_share: lines.length ? round(weighted.length / lines.length, 3) : 0,
      weight_share: resolvedGrams + unresolvedGrams > 0 ? round(resolvedGrams / (resolvedGrams + unresolvedGrams), 3) : null,
    },
  };
}

/** Divides recipe totals by the servings the recorded quantities make. */
export function perServing(t: RecipeTotals, servings: number): RecipeNutrition {
  const d = (v: number | null) => (v === null ? null : round(v / servings, 2));
  return {
    basis: 'per_serving',
    servings,
    calories: d(t.calories),
    protein_g: d(t.protein_g),
    carbs_g: d(t.carbs_g),
    fat_g: d(t.fat_g),
    nutrients: t.nutrients.map((n) => ({ ...n, amount: round(n.amount / servings, 4) })),
    incomplete_keys: t.incomplete_keys,
    coverage: t.coverage,
    input_weight_g: t.input_weight_g,
  };
}
