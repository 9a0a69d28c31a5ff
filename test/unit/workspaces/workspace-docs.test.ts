import { describe, expect, test } from 'bun:test';
import {
  DocumentRejected,
  canonicalJson,
  checkFoodPlausibility,
  logDerived,
  normalizeRecipe,
  normalizeShoppingList,
  planDerived,
  plausibleCalories,
  type LoggedFood,
  type PrivateFoodData,
  type RecipeRef,
} from '../../../src/domain/workspaces/workspace-docs';
import { parseIfMatch } from '../../../src/ops/workspaces/documents';
import { applyCorrection } from '../../../src/scans/scan-memory';

function rejected(fn: () => unknown): DocumentRejected {
  try {
    fn();
  } catch (err) {
    if (err instanceof DocumentRejected) return err;
    throw err;
  }
  throw new Error('expected a rejection');
}

const food = (name: string, basis: '100g' | '100ml', calories: number, protein_g: number, carbs_g: number, fat_g: number): PrivateFoodData => ({
  name,
  nutrition_basis: basis,
  calories,
  protein_g,
  carbs_g,
  fat_g,
});

describe('canonicalJson', () => {
  test('ignores key order and undefined members, keeps array order and nulls', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(canonicalJson({ a: { c: null, d: [2, 1] }, b: 1, e: undefined }));
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
    expect(canonicalJson({ a: null })).not.toBe(canonicalJson({}));
  });
});

describe('private food plausibility', () => {
  // Real foods (USDA SR28 values, per 100 g or 100 ml), including the awkward ones.
  const plausible: PrivateFoodData[] = [
    food('Butter', '100g', 717, 0.85, 0.06, 81.1),
    food('Wheat bran (fibre counted in carbs)', '100g', 216, 15.6, 64.5, 4.3),
    food('Erythritol (polyol, ~0 kcal)', '100g', 0, 0, 100, 0),
    food('Chicken breast', '100g', 165, 31, 0, 3.6),
    food('Olive oil', '100g', 884, 0, 0, 100),
    food('Beer', '100ml', 43, 0.5, 3.6, 0),
    food('Vodka 40%', '100ml', 231, 0, 0, 0),
    food('Honey by volume', '100ml', 430, 0.4, 116, 0),
    food('Water', '100ml', 0, 0, 0, 0),
    food('Whey isolate (label rounding)', '100g', 370, 90, 4, 7),
  ];
  for (const f of plausible) test(`accepts ${f.name}`, () => expect(() => checkFoodPlausibility(f)).not.toThrow());

  test('rejects kilojoules typed as kcal, naming calories', () => {
    const err = rejected(() => checkFoodPlausibility(food('Chicken (kJ)', '100g', 690, 31, 0, 3.6)));
    expect(err.kind).toBe('unresolvable');
    expect(err.field).toBe('data.calories');
    expect(err.message).toContain('kilojoules');
    expect(rejected(() => checkFoodPlausibility(food('Apple (kJ)', '100g', 218, 0.3, 13.8, 0.2))).field).toBe('data.calories');
  });

  test('rejects per-serving calories with per-100 g macros (too low for the fat and protein)', () => {
    expect(rejected(() => checkFoodPlausibility(food('Peanut butter', '100g', 190, 25, 20, 50))).field).toBe('data.calories');
  });

  test('rejects negative values and macros over the basis, naming the field', () => {
    expect(rejected(() => checkFoodPlausibility(food('x', '100g', 100, -1, 10, 1))).field).toBe('data.protein_g');
    expect(rejected(() => checkFoodPlausibility(food('x', '100g', 400, 0, 101, 0))).field).toBe('data.carbs_g');
    expect(rejected(() => checkFoodPlausibility(food('x', '100g', 600, 40, 40, 30))).field).toBe('data.fat_g');
    expect(() => checkFoodPlausibility(food('syrup', '100ml', 500, 0, 125, 0))).not.toThrow();
    expect(rejected(() => checkFoodPlausibility(food('x', '100ml', 700, 0, 160, 0))).field).toBe('data.carbs_g');
  });

  test('range is documented: never above 900 kcal, never below zero', () => {
    expect(plausibleCalories(food('fat', '100g', 0, 0, 0, 100)).max).toBe(900);
    expect(plausibleCalories(food('none', '100g', 0, 0, 0, 0)).min).toBe(0);
  });
});

describe('normalisation', () => {
  test('recipes fill absent quantities and nutrients with null', () => {
    const r = normalizeRecipe({ name: 'R', servings: 2, ingredients: [{ name: 'salt' }], instructions: [], nutrition_per_serving: { calories: 0 } });
    expect(r.ingredients[0]).toEqual({ name: 'salt', amount: null, unit: null });
    // A measured zero stays zero; unknown stays null.
    expect(r.nutrition_per_serving).toEqual({ calories: 0, protein_g: null, carbs_g: null, fat_g: null });
    expect(normalizeRecipe({ name: 'R', servings: 1, ingredients: [], instructions: [] }).nutrition_per_serving).toBeNull();
  });

  test('shopping lists: 500 items at most, unique item ids', () => {
    const items = Array.from({ length: 501 }, (_, i) => ({ item_id: String(i), name: 'x' }));
    expect(rejected(() => normalizeShoppingList({ name: 'L', items })).field).toBe('data.items');
    expect(normalizeShoppingList({ name: 'L', items: items.slice(0, 500) }).items).toHaveLength(500);
    expect(
      rejected(() =>
        normalizeShoppingList({
          name: 'L',
          items: [
            { item_id: 'a', name: 'a' },
            { item_id: 'a', name: 'b' },
          ],
        }),
      ).field,
    ).toBe('data.items.1.item_id');
  });
});

describe('plan nutrition', () => {
  const refs: Record<string, RecipeRef> = {
    '1': { name: 'Full', nutrition_source: 'corpus', nutrition_per_serving: { calories: 100, protein_g: 10, carbs_g: 10, fat_g: 2 } },
    '2': { name: 'No protein', nutrition_source: 'corpus', nutrition_per_serving: { calories: 50, protein_g: null, carbs_g: 5, fat_g: 1 } },
    u: { name: 'Own', nutrition_source: 'user-provided', nutrition_per_serving: null },
  };
  test('totals scale by servings; a missing nutrient nulls its total and is counted', () => {
    const out = planDerived(
      [
        {
          day: 1,
          meals: [
            { recipe_id: 1, servings: 2, slot: 'lunch' },
            { recipe_id: 2, servings: 1, slot: 'dinner' },
          ],
        },
        { day: 2, meals: [{ recipe_id: 'u', servings: 1, slot: 'dinner' }] },
      ],
      (id) => refs[String(id)]!,
    );
    expect(out.nutrition.days[0]!.totals).toEqual({ calories: 250, protein_g: null, carbs_g: 25, fat_g: 5 });
    expect(out.nutrition.days[0]!.missing_items).toEqual({ calories: 0, protein_g: 1, carbs_g: 0, fat_g: 0 });
    expect(out.nutrition.totals).toEqual({ calories: null, protein_g: null, carbs_g: null, fat_g: null });
    expect(out.nutrition.missing_items).toEqual({ calories: 1, protein_g: 2, carbs_g: 1, fat_g: 1 });
    expect(out.nutrition.unverified_items).toBe(0);
  });
});

describe('log nutrition', () => {
  const oats: LoggedFood = { id: 'f', name: 'Oats', source: 'corpus', nutrition_basis: '100g', calories: 379, protein_g: 13.2, carbs_g: null, fat_g: 6.5 };
  test('grams on a 100 g food; unknown stays null; logged_at defaults', () => {
    const d = logDerived({ food_id: 'f', grams: 40 }, oats, '2026-01-01T00:00:00.000Z');
    expect(d.nutrition).toEqual({ calories: 151.6, protein_g: 5.3, carbs_g: null, fat_g: 2.6 });
    expect(d.quantity).toEqual({ amount: 40, unit: 'g' });
    expect(d.logged_at).toBe('2026-01-01T00:00:00.000Z');
  });
  test('unit must match the basis; grams xor amount+unit; no per-serving foods', () => {
    expect(rejected(() => logDerived({ food_id: 'f', amount: 10, unit: 'ml' }, oats, '')).field).toBe('data.unit');
    expect(rejected(() => logDerived({ food_id: 'f', grams: 10, amount: 10, unit: 'g' }, oats, '')).kind).toBe('invalid');
    expect(rejected(() => logDerived({ food_id: 'f' }, oats, '')).kind).toBe('invalid');
    expect(rejected(() => logDerived({ food_id: 'f', unit: 'g' }, oats, '')).field).toBe('data.amount');
    expect(rejected(() => logDerived({ food_id: 'f', grams: 10 }, { ...oats, nutrition_basis: 'per_serving' }, '')).field).toBe('data.food_id');
    expect(logDerived({ food_id: 'f', amount: 200, unit: 'ml' }, { ...oats, nutrition_basis: '100ml' }, '').nutrition.calories).toBe(758);
  });
});

describe('If-Match', () => {
  test('integer, ETag and weak ETag', () => {
    expect(parseIfMatch('3')).toBe(3);
    expect(parseIfMatch('"3"')).toBe(3);
    expect(parseIfMatch('W/"12"')).toBe(12);
    expect(parseIfMatch(' "7" ')).toBe(7);
  });
  test('anything else is 400', () => {
    for (const bad of ['*', '"3', 'W/3', '3,4', '"a"', '0', '-1', '']) expect(() => parseIfMatch(bad)).toThrow();
  });
});

describe('scan correction', () => {
  test('replaces totals, empties micronutrients, labels and keeps the first estimate', () => {
    const original = {
      source: 'vision+corpus',
      name: 'bowl',
      calories: 650,
      protein_g: 40,
      carbs_g: 70,
      fat_g: 20,
      nutrients: [{ key: 'k' }],
      items: [{ name: 'rice' }],
    };
    const once = applyCorrection(original, { name: 'burrito bowl', calories: 700, protein_g: 41, carbs_g: 75, fat_g: 21 }, 0);
    expect(once).toMatchObject({ name: 'burrito bowl', calories: 700, nutrients: [], source: 'user-correction', items: [{ name: 'rice' }] });
    expect(once.original_estimate).toEqual({ name: 'bowl', source: 'vision+corpus', calories: 650, protein_g: 40, carbs_g: 70, fat_g: 20 });
    const twice = applyCorrection(once, { name: 'b', calories: 1, protein_g: 0, carbs_g: 0, fat_g: 0 }, 0);
    expect(twice.original_estimate).toEqual(once.original_estimate);
    expect(original.calories).toBe(650);
  });
});
