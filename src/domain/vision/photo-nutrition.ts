/**
 * Meal-photo nutrition from vision items and reference records (spec "Vision", photo rules).
 * Plain values in and out. The vision model supplies only names and gram estimates; every
 * calorie and nutrient comes from the resolved reference record, scaled by those grams. An item
 * that does not resolve to a record with calories and macros on a 100 g (or, with density
 * evidence, 100 ml) basis makes the meal unresolved: nothing is filled in for it.
 */
import type { FoodRecord } from '../foods/food';
import { MACRO_KEYS } from '../foods/nutrients';
import { densityFromPortions } from '../foods/density';
import { bagKey, tokenize } from '../language/text';
import { round } from '../round';

/** A food seen in a photo, as the vision model names it. */
export interface VisionItem {
  /** A plain generic food name, e.g. "white rice, cooked". */
  name: string;
  /** Estimated edible weight in grams. */
  grams: number;
}

type PhotoConfidence = 'high' | 'medium' | 'low';
const LEVELS: PhotoConfidence[] = ['low', 'medium', 'high'];
const lowest = (levels: PhotoConfidence[]) => LEVELS[Math.min(...levels.map((l) => LEVELS.indexOf(l)))]!;

/** How well the record's name answers the name the model gave. */
export type NameMatch = 'exact' | 'close' | 'loose';

interface PhotoItem {
  name: string;
  grams: number;
  food: { id: string; name: string; confidence: number };
  match: NameMatch;
  calories: number;
  protein_g: number;
  carbs_g: number;
  fat_g: number;
  confidence: PhotoConfidence;
}

interface UnresolvedPhotoItem {
  name: string;
  grams: number;
  reason: string;
}

interface PhotoNutrient {
  key: string;
  name: string;
  amount: number;
  unit: string;
}

interface PhotoNutrition {
  name: string;
  calories: number;
  protein_g: number;
  carbs_g: number;
  fat_g: number;
  total_grams: number;
  confidence: PhotoConfidence;
  items: PhotoItem[];
  /** Nutrients every item's record reports, summed; the four macros are the top-level fields. */
  nutrients: PhotoNutrient[];
  /** Nutrients some item's record does not report: no total is given for them. */
  incomplete_nutrients: string[];
}

export type PhotoOutcome = { ok: true; result: PhotoNutrition } | { ok: false; unresolved: UnresolvedPhotoItem[] };

export function nameMatch(itemName: string, food: FoodRecord): NameMatch {
  const names = [food.name, ...food.aliases];
  const key = bagKey(itemName);
  if (key && names.some((n) => bagKey(n) === key)) return 'exact';
  const wanted = tokenize(itemName);
  const have = new Set(names.flatMap((n) => tokenize(n)));
  return wanted.length > 0 && wanted.every((t) => have.has(t)) ? 'close' : 'loose';
}

function recordLevel(food: FoodRecord): PhotoConfidence {
  return food.confidence >= 80 ? 'high' : food.confidence >= 60 ? 'medium' : 'low';
}

const MATCH_LEVEL: Record<NameMatch, PhotoConfidence> = { exact: 'high', close: 'medium', loose: 'low' };

/** Grams → the multiple of the record's 100 g / 100 ml basis, or why it cannot be scaled. */
function basisFactor(food: FoodRecord, grams: number): { factor: number } | { reason: string } {
  if (food.nutrition_basis === '100g') return { factor: grams / 100 };
  if (food.nutrition_basis === '100ml') {
    const density = densityFromPortions(food);
    if (!density) return { reason: `'${food.name}' is given per 100 ml and has no density evidence to convert grams` };
    return { factor: grams / density.g_per_ml / 100 };
  }
  return { reason: `'${food.name}' has no per-100 g nutrition` };
}

/**
 * Resolves every item and computes the meal. `resolve` answers a reference record for a food
 * name, or null.
 */
export function photoNutrition(items: VisionItem[], resolve: (name: string) => FoodRecord | null): PhotoOutcome {
  const unresolved: UnresolvedPhotoItem[] = [];
  const scaled: { item: VisionItem; food: FoodRecord; factor: number }[] = [];
  for (const item of items) {
    const food = resolve(item.name);
    if (!food) {
      unresolved.push({ ...item, reason: 'no reference food matches this name' });
      continue;
    }
    if ([food.calories, food.protein_g, food.carbs_g, food.fat_g].some((v) => v === null)) {
      unresolved.push({ ...item, reason: `'${food.name}' lacks calories or macros in the reference corpus` });
      continue;
    }
    const basis = basisFactor(food, item.grams);
    if ('reason' in basis) {
      unresolved.push({ ...item, reason: basis.reason });
      continue;
    }
    scaled.push({ item, food, factor: basis.factor });
  }
  if (unresolved.length > 0) return { ok: false, unresolved };

  const out: PhotoItem[] = scaled.map(({ item, food, factor }) => {
    const match = nameMatch(item.name, food);
    return {
      name: item.name,
      grams: item.grams,
      food: { id: food.id, name: food.name, confidence: food.confidence },
      match,
      calories: Math.round(food.calories! * factor),
      protein_g: Math.round(food.protein_g! * factor),
      carbs_g: Math.round(food.carbs_g! * factor),
      fat_g: Math.round(food.fat_g! * factor),
      confidence: lowest([MATCH_LEVEL[match], recordLevel(food)]),
    };
  });
  const sum = (pick: (f: FoodRecord) => number) => Math.round(scaled.reduce((s, x) => s + pick(x.food) * x.factor, 0));

  const totals = new Map<string, PhotoNutrient & { count: number }>();
  const skip = new Set<string>(MACRO_KEYS);
  for (const { food, factor } of scaled) {
    for (const n of food.nutrients) {
      if (skip.has(n.key)) continue;
      const t = totals.get(n.key) ?? { key: n.key, name: n.name, unit: n.unit, amount: 0, count: 0 };
      t.amount += n.amount * factor;
      t.count++;
      totals.set(n.key, t);
    }
  }
  const nutrients = [...totals.values()]
    .filter((t) => t.count === scaled.length)
    .map(({ key, name, unit, amount }) => ({ key, name, unit, amount: round(amount, 2) }));
  const incomplete = [...totals.values()].filter((t) => t.count !== scaled.length).map((t) => t.key);

  return {
    ok: true,
    result: {
      name: items
        .map((i) => i.name)
        .join(', ')
        .slice(0, 200),
      calories: sum((f) => f.calories!),
      protein_g: sum((f) => f.protein_g!),
      carbs_g: sum((f) => f.carbs_g!),
      fat_g: sum((f) => f.fat_g!),
      total_grams: round(
        items.reduce((s, i) => s + i.grams, 0),
        1,
      ),
      confidence: lowest(out.map((i) => i.confidence)),
      items: out,
      nutrients,
      incomplete_nutrients: incomplete,
    },
  };
}
